import * as engineModule from '../../plugins/search/client/engine';
import {
  createEmbeddedClient,
  loadEngine,
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

  it('fails with a DeserializationError when the index is not valid', async () => {
    await expect(loadEngine(freshUrl(), stubLoader(['<html>']))).rejects.toMatchObject({name: 'DeserializationError'});
    await expect(loadEngine(freshUrl(), stubLoader(['{"format": 2}']))).rejects.toMatchObject({
      name: 'DeserializationError',
    });
  });

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

describe('the search page client', () => {
  it('requires an application id and an API key, and reads the index under the base URL', async () => {
    const {liteClient} = await import('../../plugins/search/client/liteClient');
    expect(() => liteClient('', 'key')).toThrow('`appId` is missing.');
    expect(() => liteClient('EMBEDDED', '')).toThrow('`apiKey` is missing.');
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('offline')));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(liteClient('EMBEDDED', 'key').search(query('retry'))).rejects.toMatchObject({name: 'RetryError'});
    expect(fetchMock).toHaveBeenCalledWith('/docs/search-index.json');
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
