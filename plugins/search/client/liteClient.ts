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

export function liteClient(appId: string, apiKey: string): LiteSearchClient {
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
  return createEmbeddedClient(appId, searchIndexUrl(siteConfig.baseUrl));
}
