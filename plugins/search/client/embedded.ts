/**
 * The embedded backend, served for `@search/client` when the build has no
 * Algolia credentials: a client with algoliasearch's lite surface over the
 * index built with the site. Nothing leaves the site.
 */
import siteConfig from '@generated/docusaurus.config';
import type {SearchBackend} from './backend';
import {createEmbeddedClient, preloadSearch} from './client';
import {searchIndexUrl} from './indexFile';

const indexUrl = (): string => searchIndexUrl(siteConfig.baseUrl);

export const searchBackend = {
  liteClient(appId, apiKey, options = {}) {
    // The same checks, and messages, as algoliasearch's own factory.
    if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
    if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
    return createEmbeddedClient(appId, indexUrl(), undefined, options);
  },
  preload() {
    preloadSearch(indexUrl());
  },
} satisfies SearchBackend;
