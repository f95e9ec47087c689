/**
 * What the `/search` page uses of the backend (backend.ts): a client it can
 * build its search helper on at first render, whose real client arrives with
 * the backend's chunk, the early preload, and under `npm start` without
 * Algolia the message it shows instead of results.
 */
import {loadSearchBackend, warmUpSearch, searchMode, type ClientOptions} from './backend';
import {lazyClient} from './lazyClient';
import type {ProductionOnlyMessage} from './productionOnly';
import {productionOnlyMessage} from './productionOnlyMessage';
import type {LiteSearchClient} from './types';

export const searchBackend = {
  liteClient(appId: string, apiKey: string, options?: ClientOptions): LiteSearchClient {
    return lazyClient(appId, apiKey, () =>
      loadSearchBackend().then((backend) => backend.pageClient(appId, apiKey, options)),
    );
  },
  preload: warmUpSearch,
  /** The message that replaces the page's results under `npm start` without Algolia; null elsewhere. */
  productionOnly(): ProductionOnlyMessage | null {
    return process.env.NODE_ENV !== 'production' && searchMode === 'production-only' ? productionOnlyMessage() : null;
  },
};
