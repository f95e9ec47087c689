import * as engineModule from '../../plugins/search/client/engine';
import {
  createEmbeddedClient,
  fetchText,
  hasNothingToFind,
  loadEngine,
  readTimeout,
  normalizeSearchParams,
  preloadSearch,
  type EngineLoader,
} from '../../plugins/search/client/client';
import {withLatestAnswersOnly} from '../../plugins/search/client/latestOnly';
import {missingResultsUrl} from '../../plugins/search/client/missingResults';
import {compactIndex} from '../../plugins/search/client/records';
import {RETRY_PAGE} from './fixtures/search/retryPage';
import type {SearchMethodParams, SearchResponses} from '../../plugins/search/client/types';

jest.mock('@generated/docusaurus.config', () => ({__esModule: true, default: {baseUrl: '/docs/'}}), {virtual: true});

const INDEX = JSON.stringify(compactIndex('https://example.org', [RETRY_PAGE]));

let urlCounter = 0;
/** A fresh index address per test: loaded engines are shared per address. */
const freshUrl = () => `/index-${(urlCounter += 1)}.json`;

function stubLoader(responses: Array<string | Error>): EngineLoader & {fetches: number} {
  const loader = {
    fetches: 0,
    importEngine: () => Promise.resolve(engineModule),
    fetchIndex: () => {
      const next = responses[Math.min(loader.fetches, responses.length - 1)];
      loader.fetches += 1;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
  };
  return loader;
}

const query = (q: string): SearchMethodParams => ({requests: [{indexName: 'polly_dart', query: q}]});

describe('the embedded client', () => {
  it('loads nothing until the first search, and downloads the index once', async () => {
    const loader = stubLoader([INDEX]);
    const client = createEmbeddedClient('EMBEDDED', freshUrl(), loader);
    expect(loader.fetches).toBe(0);
    const [a, b] = await Promise.all([client.search(query('retry')), client.search(query('backoff'))]);
    expect(a.results[0].nbHits).toBe(2);
    expect(b.results[0].hits[0].url).toBe('https://example.org/strategies/retry#backoff');
    expect(loader.fetches).toBe(1);
  });

  it('preloads on request, so that the first search finds the engine ready', async () => {
    const loader = stubLoader([INDEX]);
    const url = freshUrl();
    preloadSearch(url, loader);
    expect(loader.fetches).toBe(1);
    await createEmbeddedClient('EMBEDDED', url, loader).search(query('retry'));
    expect(loader.fetches).toBe(1);
  });

  it('fails with a RetryError when the index cannot be downloaded, and retries on the next search', async () => {
    const loader = stubLoader([new TypeError('Failed to fetch'), INDEX]);
    const client = createEmbeddedClient('EMBEDDED', freshUrl(), loader);
    await expect(client.search(query('retry'))).rejects.toMatchObject({name: 'RetryError'});
    await expect(client.search(query('retry'))).resolves.toMatchObject({results: [{nbHits: 2}]});
    expect(loader.fetches).toBe(2);
  });

  it.each([
    ['an empty body', ''],
    ['a blank body', '  \n'],
    ['HTML', '<html>'],
    ['JSON of another format', '{"format": 2}'],
    ['JSON that is not an index', '[1, 2]'],
    ['an index whose pages are not pages', '{"format": 1, "siteUrl": "https://example.org", "pages": [42]}'],
  ])('fails with a RetryError on %s, and retries on the next search', async (_name, body) => {
    const loader = stubLoader([body, INDEX]);
    const client = createEmbeddedClient('EMBEDDED', freshUrl(), loader);
    await expect(client.search(query('retry'))).rejects.toMatchObject({name: 'RetryError'});
    await expect(client.search(query('retry'))).resolves.toMatchObject({results: [{nbHits: 2}]});
  });

  it('fails with a RetryError when the engine chunk does not load', async () => {
    const loader = {...stubLoader([INDEX]), importEngine: () => Promise.reject(new Error('ChunkLoadError'))};
    await expect(loadEngine(freshUrl(), loader)).rejects.toMatchObject({name: 'RetryError'});
  });

  it('gives each try after a failure a longer read timeout, and starts over after a success', async () => {
    const timeouts: number[] = [];
    const answers: Array<string | Error> = [new Error('timeout'), new Error('timeout'), INDEX];
    const loader: EngineLoader = {
      importEngine: () => Promise.resolve(engineModule),
      fetchIndex: (_url, timeoutMs) => {
        timeouts.push(timeoutMs);
        const next = answers.shift() ?? INDEX;
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
      },
    };
    const url = freshUrl();
    await expect(loadEngine(url, loader)).rejects.toMatchObject({name: 'RetryError'});
    await expect(loadEngine(url, loader)).rejects.toMatchObject({name: 'RetryError'});
    await expect(loadEngine(url, loader)).resolves.toBeDefined();
    expect(timeouts).toEqual([2000, 4000, 6000]);
    expect([0, 1, 2, 3, 4, 9].map(readTimeout)).toEqual([2000, 4000, 6000, 8000, 10000, 10000]);
  });

  it.each(['!!!', '?', '🙂', '🔥🔥', '-- //', '"\'<>'])(
    'finds nothing for %s, without loading the index',
    async (q) => {
      const loader = stubLoader([INDEX]);
      const client = createEmbeddedClient('EMBEDDED', freshUrl(), loader);
      const {results} = await client.search(query(q));
      expect(results[0]).toMatchObject({hits: [], nbHits: 0, nbPages: 0, query: q, index: 'polly_dart'});
      expect(loader.fetches).toBe(0);
      expect(hasNothingToFind('retry!')).toBe(false);
      expect(hasNothingToFind('é')).toBe(false);
      expect(hasNothingToFind('')).toBe(false);
    },
  );

  it('accepts the v5 form and the legacy array form, one result per request', async () => {
    const client = createEmbeddedClient('EMBEDDED', freshUrl(), stubLoader([INDEX]));
    const legacy = await client.search([
      {indexName: 'polly_dart', params: {query: 'retry', hitsPerPage: 1}},
      {indexName: 'polly_dart', params: {query: 'nothing-here', facets: ['language']}},
    ]);
    expect(legacy.results.map((r) => [r.query, r.nbHits, r.hitsPerPage])).toEqual([
      ['retry', 2, 1],
      ['nothing-here', 0, 20],
    ]);
    expect(normalizeSearchParams({requests: [{indexName: 'i', query: 'q'}]})).toEqual([{indexName: 'i', query: 'q'}]);
  });

  it('requires the requests, with algoliasearch messages', () => {
    expect(() => normalizeSearchParams(undefined)).toThrow(
      'Parameter `searchMethodParams` is required when calling `search`.',
    );
    expect(() => normalizeSearchParams({} as SearchMethodParams)).toThrow(
      'Parameter `searchMethodParams.requests` is required when calling `search`.',
    );
  });

  it('keeps the algolia agents DocSearch adds', () => {
    const client = createEmbeddedClient('EMBEDDED', freshUrl(), stubLoader([INDEX]));
    client.addAlgoliaAgent('docsearch', '3.9.0');
    client.transporter.algoliaAgent.add({segment: 'docusaurus'});
    expect(client.transporter.algoliaAgent.value).toBe('Embedded search; docsearch (3.9.0); docusaurus');
  });
});

describe('fetchText', () => {
  const body = (parts: string[], {stallAfter}: {stallAfter?: number} = {}) =>
    new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const [i, part] of parts.entries()) {
          if (i === stallAfter) return; // headers and some body, then nothing
          controller.enqueue(new TextEncoder().encode(part));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        controller.close();
      },
    });
  /** A fetch that answers with `response`, and honours the abort signal as browsers do. */
  const fakeFetch = (respond: () => Response | null) =>
    ((_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        const response = respond();
        if (response) resolve(response);
      })) as unknown as typeof fetch;

  it('reads the whole body', async () => {
    const text = await fetchText(
      '/i.json',
      200,
      fakeFetch(() => new Response(body(['{"a"', ':1}']))),
    );
    expect(text).toBe('{"a":1}');
  });

  it('rejects a status other than 2xx', async () => {
    await expect(
      fetchText(
        '/i.json',
        200,
        fakeFetch(() => new Response('gone', {status: 404})),
      ),
    ).rejects.toThrow('HTTP 404');
  });

  it('abandons a request with no answer, or whose body stops coming', async () => {
    await expect(
      fetchText(
        '/i.json',
        50,
        fakeFetch(() => null),
      ),
    ).rejects.toThrow('nothing arrived for 50 ms');
    await expect(
      fetchText(
        '/i.json',
        50,
        fakeFetch(() => new Response(body(['{"a"', ':1}'], {stallAfter: 1}))),
      ),
    ).rejects.toThrow('nothing arrived for 50 ms');
  });

  it('lets a slow body through while parts keep arriving', async () => {
    const parts = Array.from({length: 20}, (_, i) => String(i));
    const text = await fetchText(
      '/i.json',
      40,
      fakeFetch(() => new Response(body(parts))),
    );
    expect(text).toBe(parts.join(''));
  });
});

describe('withLatestAnswersOnly', () => {
  it('settles only the answer to the latest request', async () => {
    const pending: Array<{resolve: (r: SearchResponses) => void; reject: (e: Error) => void}> = [];
    const client = withLatestAnswersOnly({
      search: (_params: SearchMethodParams) =>
        new Promise<SearchResponses>((resolve, reject) => pending.push({resolve, reject})),
    });
    const settled: string[] = [];
    client.search(query('re')).then(
      () => settled.push('re'),
      () => settled.push('re failed'),
    );
    client.search(query('ret')).then(
      () => settled.push('ret'),
      () => settled.push('ret failed'),
    );
    const latest = client.search(query('retry')).then(() => settled.push('retry'));
    pending[2].resolve({results: []});
    pending[0].resolve({results: []});
    pending[1].reject(new Error('late failure'));
    await latest;
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toEqual(['retry']);
  });

  it('passes the latest failure on', async () => {
    const failing = (_params: SearchMethodParams) =>
      Promise.reject<SearchResponses>(Object.assign(new Error('down'), {name: 'RetryError'}));
    const client = withLatestAnswersOnly({search: failing});
    await expect(client.search(query('x'))).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('missingResultsUrl', () => {
  it('opens a new issue with the query in its title and body', () => {
    const url = new URL(missingResultsUrl('https://github.com/flutterninja9/polly_dart', 'circuit <breaker> & co'));
    expect(url.origin + url.pathname).toBe('https://github.com/flutterninja9/polly_dart/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "circuit <breaker> & co"');
    expect(url.searchParams.get('body')).toContain('"circuit <breaker> & co"');
  });
});
