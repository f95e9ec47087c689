/**
 * The search-early accelerator's pure parts (plugins/search/early, client/resultRows.ts, the prebuilt index
 * of client/engine.ts): the rows' model the page and the early script share, the starter, the hand-over
 * of the early engine to the client, and MiniSearch's compact prebuilt index.
 */
import algoliaSearchHelper from 'algoliasearch-helper';
import * as engineModule from '../../plugins/search/client/engine';
import {createEmbeddedClient, type EngineLoader} from '../../plugins/search/client/client';
import {compactIndex} from '../../plugins/search/client/records';
import {
  countText,
  pageFacetFilters,
  rowsHtml,
  rowsOfHits,
  sitePath,
  type RowHit,
} from '../../plugins/search/client/resultRows';
import {EARLY_GLOBAL, takeEarlyEngine, type EarlyStart} from '../../plugins/search/early/handover';
import {startEarlySearch, starterScript, type StarterConfig} from '../../plugins/search/early/starter';
import type {SearchMethodParams} from '../../plugins/search/client/types';
import {RETRY_PAGE} from './fixtures/search/retryPage';

const {engineFromIndex, serializeEngineIndex} = engineModule;
const INDEX = compactIndex('https://example.org', [RETRY_PAGE]);
const QUERIES = ['retry', 'backoff', 'how do I retry 3 times', 'retry vs timeout', 'exponentail', 'maxRetryAttempts'];
const answer = (engine: engineModule.Engine, query: string) =>
  JSON.stringify(engine.search({indexName: 'test', query, hitsPerPage: 15}, {rowsPerPage: 3}).hits);

describe('the rows of the search page', () => {
  const hit = (url: string, hierarchy: Record<string, string>, content?: string): RowHit => ({
    url,
    _highlightResult: {hierarchy: Object.fromEntries(Object.entries(hierarchy).map(([k, value]) => [k, {value}]))},
    ...(content === undefined ? {} : {_snippetResult: {content: {value: content}}}),
  });

  it('takes the title from the deepest heading, the breadcrumbs from the ones above, and the theme’s mark class', () => {
    const rows = rowsOfHits(
      [
        hit(
          'https://example.org/strategies/retry#backoff',
          {
            lvl0: 'Strategies',
            lvl1: 'Retry',
            lvl2: '<span class="algolia-docsearch-suggestion--highlight">Backoff</span>',
          },
          '…grows <span class="algolia-docsearch-suggestion--highlight">backoff</span>…',
        ),
        hit('https://example.org/intro', {lvl1: 'Intro'}),
      ],
      sitePath,
    );
    expect(rows).toEqual([
      {
        title: '<span class="search-result-match">Backoff</span>',
        url: '/strategies/retry#backoff',
        summary: '…grows <span class="search-result-match">backoff</span>…',
        breadcrumbs: ['Strategies', 'Retry'],
      },
      {title: 'Intro', url: '/intro', summary: '', breadcrumbs: []},
    ]);
  });

  it.each([
    [undefined, '/a/', '/a/#x'],
    [false, '/a/', '/a#x'],
    [true, '/a', '/a/#x'],
    [false, '/', '/#x'],
    [false, '/docs/', '/docs/#x'],
  ])('applies trailingSlash %p to %p as Docusaurus links do', (trailingSlash, path, expected) => {
    expect(sitePath(`https://example.org${path}#x`, trailingSlash, '/docs/')).toBe(expected);
  });

  it('writes the markup React renders, with attributes escaped', () => {
    const html = rowsHtml(
      [
        {title: 'A &amp; B', url: '/a?x="1"&y=2', summary: 'text', breadcrumbs: ['One', 'Two']},
        {title: 'C', url: '/c', summary: '', breadcrumbs: []},
      ],
      {item: 'i', heading: 'h', path: 'p', summary: 's'},
    );
    expect(html).toBe(
      '<article class="i"><h2 class="h"><a href="/a?x=&quot;1&quot;&amp;y=2">A &amp; B</a></h2>' +
        '<nav aria-label="Breadcrumbs of result 1"><ul class="breadcrumbs p"><li class="breadcrumbs__item">One</li>' +
        '<li class="breadcrumbs__item">Two</li></ul></nav><p class="s">text</p></article>' +
        '<article class="i"><h2 class="h"><a href="/c">C</a></h2></article>',
    );
  });

  it.each([
    [1, 'en', 'One document found'],
    [0, 'en', '0 documents found'],
    [504, 'en', '504 documents found'],
    [3, 'not a locale!', '3 documents found'],
  ])('counts %p in %p as the theme’s plural message does', (count, locale, expected) => {
    expect(countText('One document found|{count} documents found', count, locale)).toBe(expected);
  });

  it('takes the last part of a message with fewer parts than the locale has forms', () => {
    expect(countText('{count} файл|{count} файла', 5, 'ru')).toBe('5 файла');
    expect(countText('{count} file', 5, 'en')).toBe('5 file');
  });

  it('asks with the facet filters the page’s search helper sends first', async () => {
    const sent: SearchMethodParams[] = [];
    const client = {search: (params: SearchMethodParams) => (sent.push(params), new Promise(() => undefined))};
    const helper = algoliaSearchHelper(client as never, 'idx', {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    });
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    helper.setQuery('retry').setPage(0).search();
    const first = (sent[0] as unknown as Array<{params: {facetFilters: string[][]; hitsPerPage: number}}>)[0];
    const sorted = (groups: string[][]) => groups.map((g) => [...g].sort()).sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(pageFacetFilters('en', ['docs-default-current']))).toEqual(sorted(first.params.facetFilters));
    expect(first.params.hitsPerPage).toBe(15);
  });
});

describe('the prebuilt index', () => {
  it('answers every query as the index the browser builds, highlights included', () => {
    const built = engineFromIndex(INDEX);
    const loaded = engineFromIndex(INDEX, {prebuilt: JSON.parse(serializeEngineIndex(INDEX))});
    for (const query of QUERIES) expect(answer(loaded, query)).toBe(answer(built, query));
    expect(JSON.parse(answer(loaded, 'retry')).length).toBeGreaterThan(0);
  });

  it('is what answers: a term taken out of it is no longer found', () => {
    const prebuilt = JSON.parse(serializeEngineIndex(INDEX)) as {index: Array<[string]>};
    prebuilt.index = prebuilt.index.filter(([term]) => term !== 'backoff');
    expect(answer(engineFromIndex(INDEX, {prebuilt}), 'backoff')).not.toBe(answer(engineFromIndex(INDEX), 'backoff'));
  });

  it('is loaded only beside the index it was made from', () => {
    const versioned = {...INDEX, version: 'v1'};
    const prebuilt = JSON.parse(serializeEngineIndex(versioned)) as {index: Array<[string]>; indexVersion: string};
    expect(prebuilt.indexVersion).toBe('v1');
    prebuilt.index = prebuilt.index.filter(([term]) => term !== 'backoff');
    const built = answer(engineFromIndex(INDEX), 'backoff');
    // Loaded beside its own index (the word taken out is missing), built beside another one.
    expect(answer(engineFromIndex(versioned, {prebuilt}), 'backoff')).not.toBe(built);
    expect(answer(engineFromIndex({...INDEX, version: 'v2'}, {prebuilt}), 'backoff')).toBe(built);
    expect(answer(engineFromIndex(INDEX, {prebuilt}), 'backoff')).toBe(built);
  });

  it('is ignored when it does not fit the records or is malformed, and the engine builds its own', () => {
    const built = engineFromIndex(INDEX);
    const other = compactIndex('https://example.org', [{...RETRY_PAGE, sections: RETRY_PAGE.sections.slice(0, 2)}]);
    const good = JSON.parse(serializeEngineIndex(INDEX)) as {index: unknown[]; fieldLength: unknown[]};
    const malformed = [
      {...good, index: [[7, 1, [1]]]},
      {...good, index: [['retry', 1, [99999]]]},
      {...good, index: [['retry', 1, 'x']]},
      {...good, index: [['retry', 1, [1, -2]]]},
      {...good, index: [['retry', 1, [1.5]]]},
      {...good, index: [['retry', 1, [null]]]},
      {...good, index: [['retry', 1, [-1, 1]]]},
      {...good, index: [['retry', 42, [1]]]},
      {...good, index: [['retry', 1]]},
      {...good, fieldLength: []},
      {...good, fieldIds: undefined},
      {...good, fieldIds: {lvl1: 0}},
      {...good, averageFieldLength: undefined},
      {...good, dirtCount: undefined},
    ];
    for (const prebuilt of [JSON.parse(serializeEngineIndex(other)), {}, [], 'garbage', 42, null, ...malformed]) {
      const engine = engineFromIndex(INDEX, {prebuilt});
      for (const query of QUERIES) expect(answer(engine, query)).toBe(answer(built, query));
    }
  });
});

/** A window just big enough for the starter. */
function fakeWindow(address: string, answers: Record<string, string | number> = {}) {
  const url = new URL(address, 'https://example.org');
  const appended: Array<{src: string; async: boolean; onerror: (() => void) | null}> = [];
  const fetched: string[] = [];
  const win = {
    location: {pathname: url.pathname, search: url.search},
    fetch: (target: string) => {
      fetched.push(target);
      const body = answers[target] ?? 404;
      return Promise.resolve({
        ok: typeof body === 'string',
        status: typeof body === 'string' ? 200 : body,
        text: () => Promise.resolve(String(body)),
      });
    },
    document: {
      createElement: () => ({src: '', async: false, onerror: null}),
      head: {appendChild: (script: (typeof appended)[number]) => appended.push(script)},
    },
  };
  return {win, appended, fetched, start: () => (win as unknown as Record<string, EarlyStart>)[EARLY_GLOBAL]};
}

const CONFIG: StarterConfig = {
  path: '/docs/search',
  indexUrl: '/docs/search-index.json',
  engineUrl: '/docs/search-engine.json',
  scriptUrl: '/docs/assets/js/search-early.abc.js',
};

describe('the starter', () => {
  it.each([
    '/docs/',
    '/docs/intro?q=retry',
    '/docs/search/?q=retry',
    '/docs/search',
    '/docs/search?q=',
    '/docs/search?q=%3F%21%20',
  ])('starts nothing on %p', (address) => {
    const {win, appended, fetched, start} = fakeWindow(address);
    startEarlySearch(win as unknown as Window, EARLY_GLOBAL, CONFIG);
    expect([appended, fetched, start()]).toEqual([[], [], undefined]);
  });

  it.each(['/docs/search?q=retry%20backoff', '/docs/search?q=retry+backoff&page=2'])(
    'on %p, starts both downloads and the early script, and records them',
    async (address) => {
      const {win, appended, fetched, start} = fakeWindow(address, {
        [CONFIG.indexUrl]: 'the index',
        [CONFIG.engineUrl]: 'the engine',
      });
      startEarlySearch(win as unknown as Window, EARLY_GLOBAL, CONFIG);
      expect(fetched).toEqual([CONFIG.indexUrl, CONFIG.engineUrl]);
      expect(appended).toEqual([expect.objectContaining({src: CONFIG.scriptUrl, async: true})]);
      expect(start().query).toBe('retry backoff');
      expect(typeof start().abort).toBe('function');
      expect(start().indexUrl).toBe(CONFIG.indexUrl);
      await expect(start().index).resolves.toBe('the index');
      await expect(start().prebuilt).resolves.toBe('the engine');
    },
  );

  it('rejects a failed download, and the engine when the early script does not load', async () => {
    const {win, appended, start} = fakeWindow('/docs/search?q=retry', {[CONFIG.engineUrl]: 500});
    startEarlySearch(win as unknown as Window, EARLY_GLOBAL, CONFIG);
    await expect(start().index).rejects.toThrow('HTTP 404');
    await expect(start().prebuilt).rejects.toThrow('HTTP 500');
    appended[0].onerror?.();
    await expect(start().engine).rejects.toThrow('The early search script did not load.');
  });

  it('is written as one inline script that runs the starter with its settings', () => {
    const body = starterScript(CONFIG);
    expect(body).not.toMatch(/<\/script/i);
    const {win, fetched} = fakeWindow('/docs/search?q=retry');
    new Function('window', body)(win);
    expect(fetched).toEqual([CONFIG.indexUrl, CONFIG.engineUrl]);
  });
});

describe('the hand-over of the early engine', () => {
  const engine: engineModule.Engine = engineFromIndex(INDEX);
  const global = globalThis as unknown as {window?: Record<string, unknown>};
  afterEach(() => {
    delete global.window;
    jest.useRealTimers();
  });

  function started(result: Promise<unknown>, indexUrl = '/i.json'): EarlyStart {
    result.catch(() => undefined);
    const start = {query: 'retry', indexUrl, engine: result} as unknown as EarlyStart;
    global.window = {[EARLY_GLOBAL]: start};
    return start;
  }

  it('has nothing to hand over without a start, for another index, or a second time', async () => {
    expect(takeEarlyEngine('/i.json', 1000)).toBeNull();
    started(Promise.resolve(engine), '/other.json');
    expect(takeEarlyEngine('/i.json', 1000)).toBeNull();
    started(Promise.resolve(engine));
    await expect(takeEarlyEngine('/i.json', 1000)).resolves.toBe(engine);
    expect(takeEarlyEngine('/i.json', 1000)).toBeNull();
  });

  it('gives up on an engine that is late, failed or not an engine', async () => {
    jest.useFakeTimers();
    started(new Promise(() => undefined));
    const late = takeEarlyEngine('/i.json', 2000);
    jest.advanceTimersByTime(2000);
    await expect(late).rejects.toThrow('nothing arrived for 2000 ms');
    started(Promise.reject(new Error('no index')));
    await expect(takeEarlyEngine('/i.json', 2000)).rejects.toThrow('no index');
    started(Promise.resolve({}));
    await expect(takeEarlyEngine('/i.json', 2000)).rejects.toThrow('not an engine');
  });

  it('waits for downloads that keep arriving, and stops them once nothing arrives for the deadline', async () => {
    jest.useFakeTimers();
    const start = started(new Promise(() => undefined));
    const abort = jest.fn();
    start.abort = abort;
    let settled = false;
    const taken = takeEarlyEngine('/i.json', 2000)!;
    taken.catch(() => (settled = true));
    for (let step = 0; step < 5; step += 1) {
      jest.advanceTimersByTime(1500);
      start.progressAt = performance.now();
    }
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(abort).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    await expect(taken).rejects.toThrow('nothing arrived for 2000 ms');
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('is what the embedded client searches with, and a failed one leaves the client to its own load', async () => {
    const query: SearchMethodParams = {requests: [{indexName: 'polly_dart', query: 'backoff'}]};
    const expected = JSON.stringify(engine.search({indexName: 'polly_dart', query: 'backoff'}).hits);
    const asked: string[] = [];
    const loader: EngineLoader = {
      importEngine: () => Promise.resolve(engineModule),
      fetchIndex: (url) => (asked.push(url), Promise.resolve(JSON.stringify(INDEX))),
    };
    started(Promise.resolve(engine), '/early-a.json');
    const early = await createEmbeddedClient('E', '/early-a.json', loader).search(query);
    expect(JSON.stringify(early.results[0].hits)).toBe(expected);
    expect(asked).toEqual([]);
    started(Promise.reject(new Error('no index')), '/early-b.json');
    const own = await createEmbeddedClient('E', '/early-b.json', loader).search(query);
    expect(JSON.stringify(own.results[0].hits)).toBe(expected);
    expect(asked).toEqual(['/early-b.json']);
  });
});
