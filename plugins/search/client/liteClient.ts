/**
 * Stands in for `algoliasearch/lite` in the theme's search page, and there
 * only: in embedded mode the search-index plugin swaps this module in for the
 * page's import, so the page's own `liteClient(appId, apiKey)` call searches
 * the index built with the site.
 */
import siteConfig from '@generated/docusaurus.config';
import {createEmbeddedClient} from './client';
import {searchIndexUrl} from './indexFile';
import type {LiteSearchClient} from './types';

/** The search page lists at most this many sections of one page before other pages show. */
export const SEARCH_PAGE_ROWS_PER_PAGE = 3;

export function liteClient(appId: string, apiKey: string): LiteSearchClient {
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
  return createEmbeddedClient(appId, searchIndexUrl(siteConfig.baseUrl), undefined, {
    rowsPerPage: SEARCH_PAGE_ROWS_PER_PAGE,
  });
}
