/** Where the site serves its search index, after the build and under `npm start`. */
export const SEARCH_INDEX_FILE = 'search-index.json';

export function searchIndexUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}${SEARCH_INDEX_FILE}`;
}

/**
 * MiniSearch's index of the same records, serialized by the build (the `search-prebuilt` accelerator):
 * the browser loads it instead of building it. Without it, or when it fails, the engine builds its own.
 */
export const SEARCH_ENGINE_FILE = 'search-engine.json';

export function searchEngineUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}${SEARCH_ENGINE_FILE}`;
}
