/**
 * The hosted backend (a chunk of its own, see backend.ts): Algolia answers.
 * The modal keeps the client DocSearch made itself, which already names
 * DocSearch in its agent; the `/search` page gets algoliasearch's lite client,
 * loaded with the page's first search.
 */
import type {SearchBackend} from './backend';
import type {LiteSearchClient} from './types';

export const hostedBackend: SearchBackend = {
  pageClient(appId, apiKey) {
    return import('algoliasearch/lite').then(
      // `LiteSearchClient` is the part of algoliasearch's client the search page calls;
      // algoliasearch types its requests as mutable arrays, ours as read-only.
      ({liteClient}) => liteClient(appId, apiKey) as unknown as LiteSearchClient,
    );
  },
  modalClient(docSearchClient) {
    return docSearchClient;
  },
  preload() {},
};
