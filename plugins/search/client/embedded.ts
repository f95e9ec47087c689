/**
 * The embedded backend (a chunk of its own, see backend.ts): a client with
 * algoliasearch's lite surface over the index built with the site. Nothing
 * leaves the site. The modal gets one client for the page's life, whatever
 * client DocSearch made.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientOptions, SearchBackend} from './backend';
import {createEmbeddedClient, preloadSearch} from './client';
import {searchIndexUrl} from './indexFile';
import type {LiteSearchClient} from './types';

const indexUrl = (): string => searchIndexUrl(siteConfig.baseUrl);

function embeddedClient(appId: string, apiKey: string, options: ClientOptions = {}): LiteSearchClient {
  // The same checks, and messages, as algoliasearch's own factory.
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
  return createEmbeddedClient(appId, indexUrl(), undefined, options);
}

const modalClients = new Map<string, LiteSearchClient>();

export const embeddedBackend: SearchBackend = {
  pageClient(appId, apiKey, options) {
    return Promise.resolve(embeddedClient(appId, apiKey, options));
  },
  modalClient(_docSearchClient, appId) {
    let client = modalClients.get(appId);
    if (!client) {
      client = embeddedClient(appId, 'embedded');
      modalClients.set(appId, client);
    }
    return client;
  },
  preload() {
    preloadSearch(indexUrl());
  },
};
