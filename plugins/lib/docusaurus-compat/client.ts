/**
 * What must differ between Docusaurus 3.10 and Docusaurus 4, in one place (this folder): `client.ts` for the
 * browser, `config.ts` for docusaurus.config.ts. The rest of the site is the same on both, which `npm run
 * drill:next` checks. When the site moves to 4, keep the 4 side of each entry and delete what only 3.10 needs.
 *
 * 1. The search page's hooks `useSearchQueryString` and `useSearchLinkCreator`: exported by
 *    `@docusaurus/theme-common` in 3.10, by `@docusaurus/theme-search-algolia/client` in 4. Read from whichever
 *    has them, through the modules' namespaces (a named import of a missing export fails the build).
 */
import * as themeCommon from '@docusaurus/theme-common';
import * as searchClient from '@docusaurus/theme-search-algolia/client';

interface SearchPageHooks {
  /** The `q` parameter of the address, and a setter that replaces it. */
  useSearchQueryString: () => [string, (newSearchQuery: string) => void];
  /** The address of the search page for a query. */
  useSearchLinkCreator: () => (searchValue: string) => string;
}

function searchPageHook<K extends keyof SearchPageHooks>(name: K): SearchPageHooks[K] {
  const hook =
    (searchClient as unknown as Partial<SearchPageHooks>)[name] ??
    (themeCommon as unknown as Partial<SearchPageHooks>)[name];
  if (!hook) throw new Error(`Neither Docusaurus theme package exports ${name} (plugins/lib/docusaurus-compat)`);
  return hook;
}

export const useSearchQueryString = searchPageHook('useSearchQueryString');
export const useSearchLinkCreator = searchPageHook('useSearchLinkCreator');
