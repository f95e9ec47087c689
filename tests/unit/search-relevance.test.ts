import {capRowsPerPage, createEngine} from '../../plugins/search/client/engine';
import {parseQuery, synonymKey, synonymTable, type SynonymTable} from '../../plugins/search/client/query';
import {
  compactIndex,
  expandIndex,
  indexPages,
  pageRecords,
  slugOf,
  withoutBoilerplate,
  type CompactSynonym,
  type IndexedPage,
  type RecordType,
  type Section,
} from '../../plugins/search/client/records';
import {stem} from '../../plugins/search/client/text';
import {compileSynonyms, readDotnetNames, readGenericSynonyms} from '../../plugins/search/node/synonyms';
import type {Hit, SearchRequest} from '../../plugins/search/client/types';

const SITE = 'https://example.org';

/** A page from [type, text, anchor?, code?] rows; each section sits under the nearest heading above it. */
function page(
  path: string,
  rows: Array<[RecordType, string, string?, string?]>,
  meta: Partial<IndexedPage> = {},
): IndexedPage {
  const sections: Section[] = [];
  const open: Array<{level: number; index: number}> = [];
  rows.forEach(([type, text, anchor, code]) => {
    const level = type === 'content' ? 7 : Number(type.slice(3));
    while (type !== 'content' && open.length > 0 && open[open.length - 1].level >= level) open.pop();
    sections.push({type, text, anchor: anchor ?? null, parent: open.at(-1)?.index ?? -1, ...(code && {code})});
    if (type !== 'content') open.push({level, index: sections.length - 1});
  });
  return {
    path,
    lvl0: 'Docs',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    sections,
    ...meta,
  };
}

function engineOf(pages: IndexedPage[], synonyms: CompactSynonym[] = []) {
  return createEngine(
    pages.flatMap((p) => pageRecords(SITE, p)),
    synonymTable(synonyms),
  );
}

const urls = (hits: Hit[]) => hits.map((h) => String(h.url).replace(SITE, ''));
const pagesOf = (hits: Hit[]) => [...new Set(urls(hits).map((u) => u.split('#')[0]))];
const search = (engine: ReturnType<typeof createEngine>, query: string, params: Partial<SearchRequest> = {}) =>
  engine.search({indexName: 'test', query, ...params});

const filler = (n: number, words: string) =>
  Array.from({length: n}, (_, i): [RecordType, string] => ['content', `${words} ${i}`]);

describe('relevance', () => {
  it('puts the page whose title says the query before pages whose names merely contain its words', () => {
    const engine = engineOf([
      page('/api/circuit-breaker-strategy', [
        ['lvl1', 'CircuitBreakerStrategy'],
        ['lvl2', 'CircuitBreakerStrategyOptions', 'options'],
        ['content', 'Options of the circuit breaker.'],
        ...filler(6, 'The circuit breaker state'),
      ]),
      page('/strategies/circuit-breaker', [
        ['lvl1', 'Circuit breaker'],
        ['content', 'Stop calling a failing dependency for a while.'],
      ]),
    ]);
    expect(pagesOf(search(engine, 'circuit breaker').hits)[0]).toBe('/strategies/circuit-breaker');
    // Typos keep that order.
    expect(pagesOf(search(engine, 'circut breaker').hits)[0]).toBe('/strategies/circuit-breaker');
  });

  it('prefers a page that teaches the topic to a heading that merely repeats the query', () => {
    const engine = engineOf([
      page('/advanced/testing', [
        ['lvl1', 'Testing'],
        ['lvl2', 'Circuit breakers', 'circuit-breakers'],
        ['content', 'Open the breaker in a test.'],
      ]),
      page('/strategies/circuit-breaker', [
        ['lvl1', 'Circuit breaker'],
        ['content', 'A circuit breaker stops calls to a failing dependency.'],
        ['lvl2', 'Half-open', 'half-open'],
        ['content', 'After the break the breaker lets one call through.'],
      ]),
    ]);
    expect(pagesOf(search(engine, 'circuit breakers').hits)).toEqual([
      '/strategies/circuit-breaker',
      '/advanced/testing',
    ]);
  });

  it('counts a rare word of a task query more than common ones', () => {
    const common = (n: number) => filler(n, 'retry the request again');
    const engine = engineOf([
      page('/strategies/retry', [['lvl1', 'Retry'], ...common(8)]),
      page('/strategies/timeout', [['lvl1', 'Timeout'], ...common(3)]),
      page('/examples/http-client', [
        ['lvl1', 'Resilient HTTP client'],
        ['content', 'Retry a request made with package:http.'],
        ['lvl2', 'The same client with dio', 'dio'],
        ['content', 'dio reports failures as exceptions.'],
      ]),
    ]);
    const hits = search(engine, 'retry dio requests').hits;
    expect(urls(hits)[0]).toBe('/examples/http-client#dio');
  });

  it('puts docs before the blog for the same words', () => {
    const engine = engineOf([
      page(
        '/blog/introducing',
        [
          ['lvl1', 'Introducing the library'],
          ['content', 'Install it and build a pipeline.'],
        ],
        {docusaurus_tag: 'default', lvl0: 'Blog'},
      ),
      page('/getting-started/installation', [
        ['lvl1', 'Installation'],
        ['content', 'Run the command that matches your project.'],
      ]),
    ]);
    expect(pagesOf(search(engine, 'how do I install').hits)[0]).toBe('/getting-started/installation');
  });

  it('finds commands and names that appear only in code, below the same words in prose', () => {
    const engine = engineOf([
      page('/getting-started/installation', [
        ['lvl1', 'Installation'],
        ['lvl2', 'Add the package', 'add-the-package'],
        ['content', 'dart pub add polly_dart'],
        ['lvl2', 'polly_dart_dio', 'polly_dart_dio', 'toDioCancelToken CancelToken'],
        ['content', 'Connects a pipeline to dio.'],
      ]),
      page('/strategies/timeout', [
        ['lvl1', 'Timeout'],
        ['content', 'Pass the token on; toDioCancelToken turns it into a dio token.'],
      ]),
    ]);
    expect(urls(search(engine, 'dart pub add polly_dart').hits)[0]).toBe(
      '/getting-started/installation#add-the-package',
    );
    const names = urls(search(engine, 'toDioCancelToken').hits);
    expect(names).toEqual(['/strategies/timeout', '/getting-started/installation#polly_dart_dio']);
  });

  it('splits camelCase, PascalCase and snake_case names the site does not contain into their parts', () => {
    const engine = engineOf([
      page('/api/retry-strategy', [
        ['lvl1', 'RetryStrategy'],
        ['lvl2', 'RetryStrategyOptions', 'retrystrategyoptions'],
        ['lvl5', 'maxRetryAttempts', 'retrystrategyoptions-maxretryattempts'],
      ]),
      page('/strategies/timeout', [['lvl1', 'Timeout']]),
    ]);
    expect(pagesOf(search(engine, 'RetryOptions').hits)).toEqual(['/api/retry-strategy']);
    expect(urls(search(engine, 'max_retry_attempts').hits)[0]).toBe(
      '/api/retry-strategy#retrystrategyoptions-maxretryattempts',
    );
    expect(urls(search(engine, 'max retry attempts').hits)[0]).toBe(
      '/api/retry-strategy#retrystrategyoptions-maxretryattempts',
    );
    expect(urls(search(engine, 'maxRetryAttempts').hits)[0]).toBe(
      '/api/retry-strategy#retrystrategyoptions-maxretryattempts',
    );
  });

  it('maps names from other libraries through the synonym table, and lifts the page it names', () => {
    const synonyms: CompactSynonym[] = [
      ['brokencircuitexception', ['CircuitBreakerRejectedException'], '/basic-concepts#dotnet-open-circuit'],
      ['bulkhead', ['concurrency', 'addConcurrencyLimiter'], null],
      ['context', ['ResilienceContext'], '/basic-concepts#dotnet-context'],
    ];
    const engine = engineOf(
      [
        page('/api/circuit-breaker-strategy', [
          ['lvl1', 'CircuitBreakerStrategy'],
          ['lvl3', 'CircuitBreakerRejectedException', 'circuitbreakerrejectedexception'],
        ]),
        page('/basic-concepts', [
          ['lvl1', 'Basic concepts'],
          ['lvl2', 'Coming from Polly for .NET', 'dotnet-open-circuit'],
          ['content', 'An open circuit throws CircuitBreakerRejectedException.'],
          ['lvl2', 'The context', 'the-context'],
          ['content', 'Every execution gets a context.'],
        ]),
        page('/strategies/rate-limiter', [
          ['lvl1', 'Rate limiter'],
          ['lvl3', 'Concurrency limiter', 'concurrency-limiter'],
        ]),
      ],
      synonyms,
    );
    // The polly_dart name and the section the table names lead, whatever words the section uses.
    expect(urls(search(engine, 'BrokenCircuitException').hits).slice(0, 2).sort()).toEqual([
      '/api/circuit-breaker-strategy#circuitbreakerrejectedexception',
      '/basic-concepts#dotnet-open-circuit',
    ]);
    const withoutPage = engineOf(
      [
        page('/basic-concepts', [
          ['lvl1', 'Basic concepts'],
          ['lvl2', 'Coming from Polly for .NET', 'dotnet-open-circuit'],
        ]),
      ],
      [['brokencircuitexception', ['CircuitBreakerRejectedException'], '/basic-concepts#dotnet-open-circuit']],
    );
    expect(urls(search(withoutPage, 'BrokenCircuitException').hits)).toEqual(['/basic-concepts#dotnet-open-circuit']);
    expect(pagesOf(search(engine, 'bulkhead').hits)).toEqual(['/strategies/rate-limiter']);
    // A .NET name the site itself uses ("context") is searched as it is, without lifting a page.
    expect(urls(search(engine, 'context').hits)[0]).toBe('/basic-concepts#the-context');
  });

  it('counts an item of a summary list of symptoms for the page it points to', () => {
    const ranked = (points?: string[]) => {
      const overview = page('/overview', [
        ['lvl1', 'Overview'],
        ['lvl2', 'What you see', 'symptoms'],
        ['content', 'Orders placed twice, a payment made twice: see retry.'],
      ]);
      overview.sections[2].points = points;
      const engine = engineOf([
        overview,
        page('/retry', [
          ['lvl1', 'Retry'],
          ['content', 'A payment call is not safe to repeat.'],
        ]),
        page('/limiter', [
          ['lvl1', 'Limiter'],
          ['content', 'Orders in a burst queue for a payment slot.'],
        ]),
      ]);
      return pagesOf(search(engine, 'orders placed twice for a payment made').hits);
    };
    // Listed, and before a page that says more of the words, with the pointer; not listed without it.
    const pointed = ranked(['/retry']);
    expect(pointed).toContain('/retry');
    expect(!pointed.includes('/limiter') || pointed.indexOf('/retry') < pointed.indexOf('/limiter')).toBe(true);
    expect(ranked()).not.toContain('/retry');
  });

  it('finds nothing for a query without letters or digits, and everything for an empty one', () => {
    const engine = engineOf([page('/a', [['lvl1', 'Retry']])]);
    for (const query of ['!!!', '-- ::', '🙂🙃', '<>']) expect(search(engine, query).nbHits).toBe(0);
    expect(search(engine, '').nbHits).toBe(1);
  });

  it('keeps the typo tolerance: one typo from 4 letters, two from 7, a swap as one', () => {
    const engine = engineOf([page('/retry', [['lvl1', 'Retry']]), page('/fallback', [['lvl1', 'Fallback']])]);
    expect(pagesOf(search(engine, 'retyr').hits)).toEqual(['/retry']);
    expect(pagesOf(search(engine, 'fallbak').hits)).toEqual(['/fallback']);
    expect(search(engine, 'ryrte').nbHits).toBe(0);
  });
});

describe('rows per page', () => {
  const rows = ['/a#1', '/a#2', '/a#3', '/a#4', '/b#1', '/a#5', '/c#1'].map((url) => ({
    record: {url_without_anchor: url.split('#')[0]} as never,
    url,
  }));

  it('shows at most the limit of one page before the other pages, then the rest in order', () => {
    expect(capRowsPerPage(rows, 3).map((r) => r.url)).toEqual(['/a#1', '/a#2', '/a#3', '/b#1', '/c#1', '/a#4', '/a#5']);
    expect(capRowsPerPage(rows, 10).map((r) => r.url)).toEqual(rows.map((r) => r.url));
  });

  it('applies to a search when asked, and counts every row', () => {
    const engine = engineOf([
      page('/a', [
        ['lvl1', 'Retry'],
        ...[1, 2, 3, 4, 5].map((i): [RecordType, string, string] => ['lvl2', `Retry ${i}`, `r${i}`]),
      ]),
      page('/b', [['lvl1', 'Retry later']]),
    ]);
    const plain = urls(search(engine, 'retry').hits);
    const capped = engine.search({indexName: 'test', query: 'retry'}, {rowsPerPage: 3});
    const withCap = urls(capped.hits);
    expect(plain.indexOf('/b')).toBeGreaterThan(3);
    expect(withCap.indexOf('/b')).toBe(3);
    expect(withCap.slice(0, 3).every((u) => u.startsWith('/a'))).toBe(true);
    expect(capped.nbHits).toBe(plain.length);
  });
});

describe('query parsing', () => {
  const none: SynonymTable = new Map();
  const known = (words: string[]) => (term: string) => words.includes(term);

  it('marks small words optional, unless the query has nothing else', () => {
    const parsed = parseQuery('how do I install polly_dart', none, () => true);
    expect(parsed.slots.map((s) => [s.terms.join('|'), s.optional])).toEqual([
      ['how', true],
      ['do', true],
      ['i', true],
      ['install', false],
      ['polly', false],
      ['dart', false],
    ]);
    expect(parseQuery('how to', none, () => true).slots.every((s) => !s.optional)).toBe(true);
  });

  it('reads `before` or `after` as a question of order, unless a clause of time follows it', () => {
    expect(parseQuery('fallback before or after retry', none, () => true).comparison).toBe(true);
    expect(parseQuery('should the cache go before the timeout', none, () => true).comparison).toBe(true);
    expect(parseQuery('charged twice after a payment was retried', none, () => true).comparison).toBe(false);
    expect(parseQuery('users see the old price after it changed', none, () => true).comparison).toBe(false);
  });

  it('reads `before`, `after`, `inside` and `outside` as a question of order only between two strategies', () => {
    const strategies = known(['retry', 'timeout', 'cache', 'fallback', 'circuit', 'breaker', 'limiter']);
    const order = (query: string) => parseQuery(query, none, () => true, strategies).comparison;
    expect(order('timeout before or after retry')).toBe(true);
    expect(order('should the cache sit inside or outside the retry')).toBe(true);
    expect(order('rate limiter before the circuit breaker')).toBe(true);
    expect(order('customer got charged twice after a network error')).toBe(false);
    expect(order('all devices reconnect at the same moment after downtime')).toBe(false);
    expect(order('wrap api calls inside a repository class')).toBe(false);
    // A word the synonym table ties to a strategy's words names it too.
    const table = synonymTable([['throttle', ['limiter'], null]]);
    expect(parseQuery('throttle before retry', table, () => true, strategies).comparison).toBe(true);
    // `vs`, `or` and `where … go` set two things side by side whatever they are.
    expect(order('debounce vs throttle')).toBe(true);
    expect(order('where does the fallback go')).toBe(true);
    // So does asking for the difference; `between` alone does not (`a minute between tries`).
    expect(order('difference between a pipeline and a builder')).toBe(true);
    expect(order('never wait more than a minute between tries')).toBe(false);
  });

  it('makes the words of everyday speech optional, and keeps them as words of a description', () => {
    const parsed = parseQuery('the app is really getting stuck', none, () => true);
    expect(parsed.slots.map((s) => [s.terms[0], s.optional, s.generic ?? false])).toEqual([
      ['the', true, false],
      ['app', false, false],
      ['is', true, false],
      ['really', true, true],
      ['getting', true, true],
      ['stuck', false, false],
    ]);
    expect(parseQuery('really going', none, () => true).slots.every((s) => !s.optional)).toBe(true);
  });

  it('splits an unknown camelCase name into parts, and keeps a known one whole', () => {
    expect(parseQuery('RetryOptions', none, known([])).slots.map((s) => s.terms[0])).toEqual(['retry', 'option']);
    expect(parseQuery('maxRetryAttempts', none, known(['maxretryattempt'])).slots.map((s) => s.terms)).toEqual([
      ['maxretryattempt'],
    ]);
    // Only the last part of the last word may be unfinished.
    expect(parseQuery('RetryOpt', none, known([])).slots.map((s) => s.last)).toEqual([false, true]);
  });

  it('applies another library name typed as a name even where the site uses it, but not a plain word it became', () => {
    const table = synonymTable([
      ['brokencircuitexception', ['CircuitBreakerRejectedException'], '/getting-started/basic-concepts#dotnet'],
      ['timeout', ['addTimeout'], '/api/timeout-strategy'],
    ]);
    const site = known(['brokencircuitexception', 'timeout']);
    expect(parseQuery('BrokenCircuitException', table, site).slots[0].page).toBe(
      '/getting-started/basic-concepts#dotnet',
    );
    expect(parseQuery('timeout', table, site).slots[0].page).toBeNull();
    expect(parseQuery('timeout', table, known([])).slots[0].page).toBe('/api/timeout-strategy');
  });

  it('looks names up as one word, without an Async ending, and types from another library only when typed as one token', () => {
    expect(synonymKey('WaitAndRetryAsync')).toBe('waitandretry');
    expect(synonymKey('Policy.Handle<T>()')).toBe('policyhandle');
    expect(synonymKey('Async')).toBe('async');
    const table = synonymTable([
      ['policyhandle', ['PredicateBuilder'], '/api/outcome'],
      ['waitandretry', ['addRetry'], '/api/retry'],
      ['exponentialbackoff', ['DelayBackoffType'], null],
    ]);
    const dotted = parseQuery('Policy.Handle', table, known([])).slots;
    expect(dotted[0]).toMatchObject({terms: ['predicatebuilder'], page: '/api/outcome', optional: false});
    expect(dotted.slice(1).every((s) => s.optional)).toBe(true);
    // Typed as words, a .NET name is not looked up; the site's own list is.
    expect(parseQuery('policy handle', table, known([])).slots.every((s) => s.page === null)).toBe(true);
    expect(parseQuery('exponential backoff', table, known([])).slots[0].terms).toEqual(['delaybackofftype']);
    expect(parseQuery('WaitAndRetryAsync', table, known([])).slots[0].terms).toEqual(['waitandretryasync', 'addretry']);
  });

  it('finds the stem that words of one family share', () => {
    expect(['combine', 'combining', 'concurrent', 'concurrency', 'limiter', 'retry', 'the'].map(stem)).toEqual([
      'combin',
      'combin',
      'concurr',
      'concurr',
      'limit',
      'retry',
      'the',
    ]);
  });
});

describe('the compact index', () => {
  const pages = [
    page('/api/pipeline', [
      ['lvl1', 'ResiliencePipeline'],
      ['lvl2', 'ResiliencePipeline', 'resiliencepipeline', 'addRetry'],
      ['lvl5', 'executeAndCapture', 'resiliencepipeline-executeandcapture'],
      ['content', 'getter'],
      ['lvl5', 'execute since 0.0.1', 'resiliencepipeline-execute'],
      ['content', 'getter'],
      ['lvl3', 'What `^0.0.9` allows', 'what-009-allows'],
      ['content', 'getter'],
    ]),
  ];

  it('stores derivable anchors as codes and expands them back to the same records', () => {
    const index = compactIndex(SITE, pages);
    const anchors = index.pages[0][5].map((s) => (typeof s === 'string' ? 'text' : s[2]));
    // A text block under the nearest heading above it is stored as its text alone.
    expect(anchors).toEqual([null, 0, 1, 'text', 'resiliencepipeline-execute', 'text', 0, 'text']);
    expect(indexPages(index)).toEqual(pages.map(({description: _description, ...p}) => p));
    // One that sits elsewhere keeps its parent.
    const elsewhere: IndexedPage = {
      ...pages[0],
      sections: [
        {type: 'lvl1', text: 'Title', anchor: null, parent: -1},
        {type: 'lvl2', text: 'Part', anchor: 'part', parent: 0},
        {type: 'content', text: 'About the whole page', anchor: null, parent: 0},
      ],
    };
    // Under the heading's own heading (text after a table), it is stored as `[text]`; deeper, with its parent.
    expect(compactIndex(SITE, [elsewhere]).pages[0][5][2]).toEqual(['About the whole page']);
    const deeper: IndexedPage = {
      ...elsewhere,
      sections: [
        ...elsewhere.sections.slice(0, 2),
        {type: 'lvl3', text: 'Detail', anchor: 'detail', parent: 1},
        {type: 'content', text: 'About the whole page', anchor: null, parent: 0},
      ],
    };
    expect(compactIndex(SITE, [deeper]).pages[0][5][3]).toEqual([6, 'About the whole page', null, 0]);
    expect(indexPages(compactIndex(SITE, [deeper]))[0].sections).toEqual(deeper.sections);
    expect(indexPages(compactIndex(SITE, [elsewhere]))[0].sections).toEqual(elsewhere.sections);
    expect(expandIndex(index)[1].code).toBe('addRetry');
    expect(slugOf('What `^0.0.9` allows')).toBe('what-009-allows');
  });

  it('drops short text blocks the site repeats, renumbering the parents', () => {
    const [cleaned] = withoutBoilerplate(pages);
    expect(cleaned.sections.map((s) => s.text)).not.toContain('getter');
    expect(cleaned.sections.map((s) => s.parent)).toEqual([-1, 0, 1, 1, 1]);
  });
});

describe('the synonym data', () => {
  it('compiles .NET names with their pages and the project list without', () => {
    const dotnet = readDotnetNames({
      names: [
        {dotnet: 'WaitAndRetryAsync', polly: 'v7', dart: ['addRetry'], page: '/api/retry-strategy', note: 'n'},
        {dotnet: 'TelemetryListener', polly: 'v8', dart: [], page: '/advanced/monitoring', note: 'n'},
      ],
    });
    const generic = readGenericSynonyms({
      synonyms: [{names: ['bulkhead', 'BulkheadFullException'], means: ['concurrency']}],
    });
    expect(compileSynonyms(dotnet, generic)).toEqual([
      ['waitandretry', ['addRetry'], '/api/retry-strategy'],
      ['telemetrylistener', [], '/advanced/monitoring'],
      ['bulkhead', ['concurrency'], null],
      ['bulkheadfullexception', ['concurrency'], null],
    ]);
  });

  it('says what is wrong with a data file of the wrong shape', () => {
    expect(() => readDotnetNames({names: [{dotnet: 'X', dart: [], page: 'no-slash'}]}, 'f.json')).toThrow(
      'f.json: entry 0 needs',
    );
    expect(() => readGenericSynonyms({synonyms: [{names: [], means: ['x']}]}, 'g.json')).toThrow('g.json: entry 0');
    expect(() => readGenericSynonyms([], 'g.json')).toThrow('expected {"synonyms": [...]}');
  });
});

describe('quantities in a query', () => {
  const kinds = (query: string) => [...parseQuery(query, new Map(), () => false).quantities].sort();

  it('reads a time unit after a number, a number word or a fraction as a duration', () => {
    expect(kinds('keep it for half an hour')).toEqual(['duration']);
    expect(kinds('wait ten minutes between tries')).toEqual(['duration']);
    expect(kinds('give up after half a second')).toEqual(['duration']);
    expect(kinds('time out after 500ms')).toEqual(['duration']);
    expect(kinds('time out after 2s')).toEqual(['duration']);
    expect(kinds('wait 1.5 seconds')).toEqual(['duration']);
  });

  it('reads a number without a unit, times and twice as a count', () => {
    expect(kinds('open the circuit after 5 failures')).toEqual(['count']);
    expect(kinds('retry twice')).toEqual(['count']);
    expect(kinds('try 3 times')).toEqual(['count']);
    expect(kinds('one call at a time')).toEqual(['count']);
    expect(kinds('one slow server makes the app slow')).toEqual([]);
  });

  it('reads percent, % and half of as a ratio', () => {
    expect(kinds('open when 30 percent fail')).toEqual(['ratio']);
    expect(kinds('open when 30% fail')).toEqual(['ratio']);
    expect(kinds('trip when half of the calls fail')).toEqual(['ratio']);
    expect(kinds('failure ratio of 0.5')).toEqual(['ratio']);
  });

  it('reads a rate as a count and a duration', () => {
    expect(kinds('at most 3 a second')).toEqual(['count', 'duration']);
    expect(kinds('60 requests per minute')).toEqual(['count', 'duration']);
  });

  it('finds none without a quantity, in a version, or in "a second request"', () => {
    expect(kinds('how do I retry a request')).toEqual([]);
    expect(kinds('upgrade to polly_dart 0.0.9')).toEqual([]);
    expect(kinds('send a second request')).toEqual([]);
  });
});

describe('tasks with a quantity', () => {
  const optionsRows = (rows: Array<[string, string, 'duration' | 'count']>): IndexedPage => {
    const p = page('/strategies/breaker', [
      ['lvl1', 'Circuit breaker'],
      ['content', 'Stops calling a failing service for a while.'],
      ['lvl2', 'How it works', 'how-it-works'],
      ['content', 'The circuit opens when calls fail and stays open for a break.'],
      ['lvl2', 'Samples', 'samples'],
      ['content', 'A circuit breaker in front of a flaky service that is failing.'],
      ['lvl2', 'Options', 'options'],
    ]);
    for (const [name, meaning, quantity] of rows) {
      p.sections.push({type: 'lvl5', text: name, anchor: null, parent: 6, quantity});
      p.sections.push({type: 'content', text: meaning, anchor: null, parent: p.sections.length - 1});
    }
    return p;
  };
  const breaker = optionsRows([
    ['minimumThroughput', 'Calls needed in the window before the circuit may open.', 'count'],
    ['samplingDuration', 'Length of the window of calls.', 'duration'],
    ['breakDuration', 'How long the circuit stays open.', 'duration'],
  ]);
  const other = page('/strategies/timeout', [
    ['lvl1', 'Timeout'],
    ['content', 'Stops waiting for a slow service after a while.'],
  ]);
  const engine = engineOf([breaker, other]);
  const first = (query: string) => urls(search(engine, query).hits)[0];

  it('ranks the options section first on its page for a duration, with the row whose words match', () => {
    expect(first('keep the circuit open for 30 seconds')).toBe('/strategies/breaker#options');
    const hit = search(engine, 'keep the circuit open for 30 seconds').hits[0];
    expect((hit.hierarchy as Record<string, string>).lvl5).toBe('breakDuration');
  });

  it('picks the row of the kind asked for', () => {
    const hit = search(engine, 'let the circuit see 20 calls before it opens').hits[0];
    expect((hit.hierarchy as Record<string, string>).lvl5).toBe('minimumThroughput');
  });

  it('leaves the same words without a quantity to the prose', () => {
    expect(first('keep the circuit open')).not.toBe('/strategies/breaker#options');
  });

  it('does not pull in a page the query does not find', () => {
    expect(pagesOf(search(engine, 'wait for a slow service for 30 seconds').hits)).toEqual(
      pagesOf(search(engine, 'wait for a slow service').hits),
    );
  });
});
