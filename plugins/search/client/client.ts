/**
 * The embedded search client: the algoliasearch v5 lite surface over the
 * index built with the site. It is tiny; the engine (MiniSearch) and the
 * index load on the first search or on `preloadSearch`, never on page load.
 * A failed download rejects with an error named `RetryError`, as algoliasearch
 * does when every host fails, and the next search tries again.
 */
import type {Engine, SearchOptions} from './engine';
import {DeserializationError, RetryError} from './errors';
import type {LegacySearchRequest, LiteSearchClient, SearchMethodParams, SearchRequest, SearchResponses} from './types';

export interface EngineLoader {
  /** Loads the engine module (a separate chunk in the browser). */
  importEngine(): Promise<{engineFromIndex(data: unknown): Engine}>;
  /** Downloads the index; rejects on network failure or a status other than 2xx. */
  fetchIndex(url: string): Promise<string>;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

export const browserEngineLoader: EngineLoader = {
  importEngine: () => import(/* webpackChunkName: "search-engine" */ './engine'),
  fetchIndex: fetchText,
};

/** User Timing entry recorded for each search (loading included, the first time); read by the benchmark. */
export const SEARCH_MEASURE = 'embedded-search';

const engines = new Map<string, Promise<Engine>>();

function parseIndex(text: string): unknown {
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
    pending = Promise.all([loader.importEngine(), loader.fetchIndex(indexUrl)])
      .catch((error: unknown) => {
        throw new RetryError(indexUrl, error);
      })
      .then(([engineModule, text]) => engineModule.engineFromIndex(parseIndex(text)));
    engines.set(indexUrl, pending);
    pending.catch(() => engines.delete(indexUrl));
  }
  return pending;
}

/** Starts loading the engine and index ahead of the first search (hover, focus or touch of the search button, or its keyboard shortcut). */
export function preloadSearch(indexUrl: string, loader: EngineLoader = browserEngineLoader): void {
  loadEngine(indexUrl, loader).catch(() => undefined);
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
  const agents = ['Embedded search'];
  const algoliaAgent = {
    get value() {
      return agents.join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      const agent = version ? `${segment} (${version})` : segment;
      if (!agents.includes(agent)) agents.push(agent);
      return algoliaAgent;
    },
  };
  return {
    appId,
    transporter: {algoliaAgent},
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({segment, version});
    },
    search(params): Promise<SearchResponses> {
      const requests = normalizeSearchParams(params);
      const started = performance.now();
      return loadEngine(indexUrl, loader).then((engine) => {
        const results = requests.map((r) => engine.search(r, options));
        performance.measure(SEARCH_MEASURE, {start: started});
        return {results};
      });
    },
  };
}
