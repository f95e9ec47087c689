/**
 * The embedded search client: the algoliasearch v5 lite surface over the
 * index built with the site. It is tiny; the engine (MiniSearch) and the
 * index load on the first search or on `preloadSearch`, never on page load.
 *
 * Every way the load can fail (no answer, a status other than 2xx, a body that
 * is empty, not JSON or not an index, an engine chunk that does not load, a
 * request that stops answering) rejects with an error named `RetryError`, as
 * algoliasearch does when every host fails, so DocSearch shows its error
 * screen; the next search tries again. A request is abandoned when nothing
 * arrives for the read timeout: 2 s on the first try, 2 s more on each try
 * after a failure (at most 10 s), as algoliasearch grows its read timeout with
 * each retry.
 */
import {algoliaAgents} from './algoliaAgent';
import type {Engine, SearchOptions} from './engine';
import {importEngine} from './engineChunk';
import {DeserializationError, RetryError} from './errors';
import {takeEarlyEngine} from '../early/handover';
import type {
  LegacySearchRequest,
  LiteSearchClient,
  SearchMethodParams,
  SearchRequest,
  SearchResponse,
  SearchResponses,
} from './types';

export interface EngineLoader {
  /** Loads the engine module (a separate chunk in the browser). */
  importEngine(): Promise<{engineFromIndex(data: unknown): Engine}>;
  /** Downloads the index; rejects on network failure, a status other than 2xx, or `timeoutMs` without progress. */
  fetchIndex(url: string, timeoutMs: number): Promise<string>;
}

/** The read timeout of the first try, and the step it grows by with each failed try. */
const READ_TIMEOUT_MS = 2000;
/** The longest read timeout, reached after four failed tries in a row. */
const MAX_READ_TIMEOUT_MS = 10_000;

/** The read timeout after `failedTries` failed loads in a row. */
export function readTimeout(failedTries: number): number {
  return Math.min(READ_TIMEOUT_MS * (failedTries + 1), MAX_READ_TIMEOUT_MS);
}

/**
 * Downloads a text, abandoning the request when `timeoutMs` passes with no
 * progress: before the answer's headers, or between two parts of its body.
 */
export async function fetchText(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let giveUp: (error: Error) => void = () => undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    giveUp = reject;
  });
  timedOut.catch(() => undefined);
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      giveUp(new Error(`nothing arrived for ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  };
  restartTimer();
  try {
    const response = await Promise.race([fetchImpl(url, {signal: controller.signal}), timedOut]);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (!response.body) return await Promise.race([response.text(), timedOut]);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        restartTimer();
        const {done, value} = await Promise.race([reader.read(), timedOut]);
        if (done) break;
        text += decoder.decode(value, {stream: true});
      }
    } catch (error) {
      reader.cancel().catch(() => undefined);
      throw error;
    }
    return text + decoder.decode();
  } finally {
    clearTimeout(timer);
  }
}

const browserEngineLoader: EngineLoader = {
  importEngine,
  fetchIndex: (url, timeoutMs) => fetchText(url, timeoutMs),
};

/** User Timing entry recorded for each search (loading included, the first time); read by the benchmark. */
export const SEARCH_MEASURE = 'embedded-search';

const engines = new Map<string, Promise<Engine>>();
const failedTries = new Map<string, number>();

function parseIndex(text: string): unknown {
  if (text.trim() === '') throw new DeserializationError('The search index is empty.');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DeserializationError(`The search index is not valid JSON: ${String(error)}`);
  }
}

/** The engine for an index, loaded once; a failed load is forgotten so that the next call retries. */
export function loadEngine(indexUrl: string, loader: EngineLoader = browserEngineLoader): Promise<Engine> {
  let pending = engines.get(indexUrl);
  if (!pending) {
    const tries = failedTries.get(indexUrl) ?? 0;
    const own = () =>
      Promise.all([loader.importEngine(), loader.fetchIndex(indexUrl, readTimeout(tries))]).then(
        ([engineModule, text]) => engineModule.engineFromIndex(parseIndex(text)),
      );
    // The search-early accelerator's engine, built before the page's scripts ran, when there is one;
    // if it fails or is late, the client's own load.
    const early = takeEarlyEngine(indexUrl, readTimeout(tries));
    pending = (early ? early.catch(own) : own()).then(
      (engine) => {
        failedTries.delete(indexUrl);
        return engine;
      },
      (error: unknown) => {
        failedTries.set(indexUrl, tries + 1);
        engines.delete(indexUrl);
        throw new RetryError(indexUrl, error);
      },
    );
    engines.set(indexUrl, pending);
  }
  return pending;
}

/** Starts loading the engine and index ahead of the first search (hover, focus or touch of the search button, or its keyboard shortcut). */
export function preloadSearch(indexUrl: string, loader: EngineLoader = browserEngineLoader): void {
  loadEngine(indexUrl, loader).catch(() => undefined);
}

/** Whether a query can match nothing: it has characters, but not one letter or digit (punctuation, emoji, spaces). */
export function hasNothingToFind(query: string | undefined): boolean {
  return query !== undefined && query.trim() !== '' && !/[\p{L}\p{N}]/u.test(query);
}

/** The answer to a request that matches nothing, shaped like the engine's. */
function emptyResponse(request: SearchRequest): SearchResponse {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const query = request.query ?? '';
  const response: SearchResponse = {
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: request.page ?? 0,
    hitsPerPage,
    query,
    params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage)}).toString(),
    index: request.indexName,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
  };
  if (request.facets !== undefined) response.facets = {};
  return response;
}

function isLegacyForm(params: SearchMethodParams): params is readonly LegacySearchRequest[] {
  return Array.isArray(params);
}

/** Both request forms as v5 requests; throws algoliasearch's message when the requests are missing. */
export function normalizeSearchParams(params: SearchMethodParams | undefined): SearchRequest[] {
  if (params && isLegacyForm(params)) {
    return params.map(({indexName, params: legacyParams}) => ({...legacyParams, indexName}));
  }
  if (params == null) throw new Error('Parameter `searchMethodParams` is required when calling `search`.');
  if (params.requests == null)
    throw new Error('Parameter `searchMethodParams.requests` is required when calling `search`.');
  return [...params.requests];
}

/** A client with the lite client's surface that searches the embedded index at `indexUrl`. */
export function createEmbeddedClient(
  appId: string,
  indexUrl: string,
  loader: EngineLoader = browserEngineLoader,
  options: SearchOptions = {},
): LiteSearchClient {
  const {transporter, addAlgoliaAgent} = algoliaAgents('Embedded search');
  return {
    appId,
    transporter,
    addAlgoliaAgent,
    search(params): Promise<SearchResponses> {
      // Throws at once on missing requests, as algoliasearch's client does.
      const requests = normalizeSearchParams(params);
      // Nothing to look up: answer at once, without the index.
      if (requests.every((r) => hasNothingToFind(r.query))) {
        return Promise.resolve({results: requests.map(emptyResponse)});
      }
      const started = performance.now();
      return loadEngine(indexUrl, loader).then((engine) => {
        const results = requests.map((r) => (hasNothingToFind(r.query) ? emptyResponse(r) : engine.search(r, options)));
        performance.measure(SEARCH_MEASURE, {start: started});
        return {results};
      });
    },
  };
}
