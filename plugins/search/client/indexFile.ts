/** Where the site serves its search index, after the build and under `npm start`. */
export const SEARCH_INDEX_FILE = 'search-index.json';

export function searchIndexUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}${SEARCH_INDEX_FILE}`;
}
