import {createEngine} from '../../plugins/search/client/engine';
import {errorTypeNames, isPastedError, reducePastedError} from '../../plugins/search/client/pasted';
import {parseQuery, synonymTable} from '../../plugins/search/client/query';
import {pageRecords, type CompactSynonym, type IndexedPage, type RecordType} from '../../plugins/search/client/records';
import {snippet} from '../../plugins/search/client/highlight';

const SITE = 'https://example.org';
const none = () => false;

describe('a query pasted from a console', () => {
  it('is told from a typed query', () => {
    expect(isPastedError('TimeoutRejectedException: The operation timed out (timeout: 0:00:05.000000)')).toBe(true);
    expect(
      isPastedError('E/flutter ( 4711): [ERROR:flutter/lib/ui/ui_dart_state.cc(198)] Unhandled Exception: x'),
    ).toBe(true);
    expect(isPastedError('#0      main (package:app/main.dart:3:5)')).toBe(true);
    expect(isPastedError("type 'int' is not a subtype of type 'String'")).toBe(true);
    expect(isPastedError('setState() called after dispose(): _FormState#1c2d3(lifecycle state: defunct)')).toBe(true);
    for (const typed of [
      'retry with exponential backoff',
      'TimeoutRejectedException',
      'rejected exception',
      'Policy.Handle',
    ])
      expect(isPastedError(typed)).toBe(false);
  });

  it('keeps the type, the message words and the strategy of a polly_dart frame, and drops the rest', () => {
    const paste =
      '[VERBOSE-2:dart_vm_initializer.cc(41)] Unhandled Exception: OperationCancelledException: The operation was cancelled\n' +
      '#0      RetryStrategy.executeCore (package:polly_dart/src/strategies/retry_strategy.dart:71:9)\n' +
      '<asynchronous suspension>\n' +
      '#1      _HomePageState._load (package:my_app/home_page.dart:58:20)';
    expect(reducePastedError(paste)).toBe('OperationCancelledException The operation was cancelled RetryStrategy');
  });

  it('drops addresses, ports, numbers, durations, hex and quoted host names', () => {
    expect(
      reducePastedError(
        "ClientException with SocketException: Failed host lookup: 'api.example.com' (OS Error: No address associated with hostname, errno = 7), uri=https://api.example.com/v1/items",
      ),
    ).toBe('ClientException with SocketException Failed host lookup OS Error No address associated with hostname');
    expect(
      reducePastedError(
        'SocketException: Connection refused (OS Error: Connection refused, errno = 111), address = 10.0.2.2, port = 53412',
      ),
    ).toBe('SocketException Connection refused OS Error Connection refused');
    expect(reducePastedError('TimeoutException after 0:00:10.000000: Future not completed at 0x7f3a')).toBe(
      'TimeoutException after Future not completed at',
    );
  });

  it('reads only the start of an enormous or hostile paste', () => {
    const hostile = `StateError: #0 ${'a'.repeat(200_000)} 'x${'.'.repeat(100_000)}`;
    expect(isPastedError(hostile)).toBe(true);
    expect(reducePastedError(hostile).length).toBeLessThanOrEqual(1000);
    expect(reducePastedError(`Bad state: ${'word '.repeat(50_000)}`).startsWith('Bad state word')).toBe(true);
  });

  it('names the error types it holds', () => {
    expect(errorTypeNames('ClientException with SocketException: x; StateError')).toEqual([
      'ClientException',
      'SocketException',
      'StateError',
    ]);
  });

  it('must find its error types and the phrases the table ties to a section; its other words are optional', () => {
    const table = synonymTable([['failedhostlookup', ['network'], '/errors#network', 1]]);
    const parsed = parseQuery("SocketException: Failed host lookup: 'x.example.com'", table, none);
    expect(parsed.pasted).toBe(true);
    const required = parsed.slots.filter((s) => !s.optional).map((s) => s.terms);
    expect(required).toEqual([['socket'], ['exception'], ['network']]);
    expect(parsed.slots.find((s) => s.page)?.page).toBe('/errors#network');
  });
});

describe('numbers and units in a query', () => {
  it('count as optional words, and say nothing of the task', () => {
    const parsed = parseQuery('retry 3 times with a 2 second delay', new Map(), none);
    const required = parsed.slots.filter((s) => !s.optional).flatMap((s) => s.terms);
    expect(required).toEqual(['retry', 'delay']);
    expect(parsed.task).toBe(true);
    const attached = parseQuery('wait 500ms between tries', new Map(), none);
    expect(attached.slots.filter((s) => !s.optional).flatMap((s) => s.terms)).toEqual(['wait', 'between', 'try']);
    expect(attached.slots.find((s) => s.terms.includes('500'))?.optional).toBe(true);
  });

  it('leave an ordinal word alone', () => {
    const parsed = parseQuery('start a second request', new Map(), none);
    expect(parsed.slots.find((s) => s.terms.includes('second'))?.optional).toBe(false);
  });

  it('do not make a query that names an API member a task', () => {
    expect(parseQuery('maxRetryAttempts of 3 times', new Map(), none).task).toBe(false);
    expect(parseQuery('how does addRetry() work', new Map(), none).task).toBe(false);
    expect(parseQuery('retry delay', new Map(), none).task).toBe(false);
  });
});

/** A page from [type, text, anchor] rows, each under the heading above it. */
function page(path: string, rows: Array<[RecordType, string, string?]>): IndexedPage {
  let heading = -1;
  return {
    path,
    lvl0: 'Docs',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    sections: rows.map(([type, text, anchor], i) => {
      const parent = type === 'lvl1' ? -1 : type === 'content' ? heading : 0;
      if (type !== 'content') heading = i;
      return {type, text, anchor: anchor ?? null, parent};
    }),
  };
}

describe('the engine', () => {
  const guide = page('/strategies/retry', [
    ['lvl1', 'Retry'],
    ['lvl2', 'How it works', 'how-it-works'],
    ['content', 'The strategy retries a failed call after a delay that grows with each attempt.'],
  ]);
  const reference = page('/api/retry-strategy', [
    ['lvl1', 'RetryStrategy'],
    ['lvl3', 'RetryStrategyOptions', 'retrystrategyoptions'],
    ['lvl5', 'maxRetryAttempts', 'retrystrategyoptions-maxretryattempts'],
    ['content', 'How many times to retry after the first attempt.'],
    ['lvl5', 'delay', 'retrystrategyoptions-delay'],
    ['content', 'The base delay of a retry.'],
    ['lvl5', 'backoffType', 'retrystrategyoptions-backofftype'],
    ['content', 'How the delay grows.'],
  ]);
  const engine = (synonyms: CompactSynonym[] = []) =>
    createEngine(
      [guide, reference].flatMap((p) => pageRecords(SITE, p)),
      synonymTable(synonyms),
    );
  const firstPage = (e: ReturnType<typeof engine>, query: string) =>
    String(e.search({indexName: 't', query}).hits[0]?.url)
      .replace(SITE, '')
      .split('#')[0];

  it('ranks the guide above reference rows for a task asked in words', () => {
    expect(firstPage(engine(), 'retry 3 times with a 2 second delay')).toBe('/strategies/retry');
  });

  it('still ranks the reference first when the query names the API member', () => {
    expect(firstPage(engine(), 'maxRetryAttempts')).toBe('/api/retry-strategy');
  });

  it('keeps the page a library name is tied to when the page lacks another word of the query', () => {
    const e = engine([['resilience4jretry', ['retry'], '/strategies/retry#how-it-works', 1]]);
    const pages = e.search({indexName: 't', query: 'resilience4j retry backoffType'}).hits.map((h) => String(h.url));
    expect(pages).toContain(`${SITE}/strategies/retry#how-it-works`);
  });

  it('finds the section a concept word is tied to, whatever words the site uses', () => {
    const e = engine([['retrystorm', ['jitter'], '/strategies/retry#how-it-works', 1]]);
    expect(e.search({indexName: 't', query: 'retry storm'}).hits[0]?.url).toBe(`${SITE}/strategies/retry#how-it-works`);
  });
});

describe('snippets', () => {
  const tags = {preTag: '<mark>', postTag: '</mark>'};
  const query = {words: ['retry'], terms: ['retry']};

  it('carry one ellipsis at each cut', () => {
    const text = 'one two three four five six retry seven eight nine ten eleven twelve thirteen';
    const value = snippet(text, query, 5, tags, '…').value;
    expect(value).toMatch(/^…[^…]+…$/);
  });

  it('add none where the text already ends the cut with one', () => {
    const text = 'one two three four five six retry when… seven eight';
    const value = snippet(text, query, 2, tags, '…').value;
    expect(value).toBe('…<mark>retry</mark> when…');
  });
});
