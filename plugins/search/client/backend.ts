/**
 * The search service behind the navbar modal and the `/search` page, chosen
 * in the browser from the site's configuration (see mode.ts). Each backend is
 * a chunk of its own, loaded on demand: an embedded build never loads the
 * hosted one (nor algoliasearch), a hosted build never loads the engine.
 */
import siteConfig from '@generated/docusaurus.config';
import {productionOnlyClient, searchModeOf, type SearchMode} from './mode';
import type {LiteSearchClient} from './types';

export interface ClientOptions {
  /**
   * At most this many rows of one page before the rows of other pages (the
   * search page's list). The embedded engine applies it; the hosted index
   * ranks with its own settings.
   */
  rowsPerPage?: number;
}

export interface SearchBackend {
  /** The `/search` page's client: algoliasearch's lite client, or a stand-in with the same surface. */
  pageClient(appId: string, apiKey: string, options?: ClientOptions): Promise<LiteSearchClient>;
  /** The client the modal searches with, given the one DocSearch made with the same credentials. */
  modalClient(docSearchClient: LiteSearchClient, appId: string): LiteSearchClient;
  /** Starts loading what the first search needs, ahead of it (hover, focus, the shortcut). */
  preload(): void;
}

/**
 * This page's mode. `siteConfig` is the object `useDocusaurusContext()` returns;
 * it is read here because the search button's warm-up and the `/search` page's
 * early preload run outside React.
 */
export const searchMode: SearchMode = searchModeOf(
  siteConfig.customFields?.hostedSearch,
  process.env.NODE_ENV === 'production',
);

let backend: Promise<SearchBackend> | null = null;

function importBackend(): Promise<SearchBackend> {
  // A constant condition the bundler drops from production builds.
  if (process.env.NODE_ENV !== 'production' && searchMode === 'production-only') {
    return Promise.resolve({
      pageClient: (appId) => Promise.resolve(productionOnlyClient(appId)),
      modalClient: (_docSearchClient, appId) => productionOnlyClient(appId),
      preload() {},
    });
  }
  return searchMode === 'hosted'
    ? import(/* webpackChunkName: "search-hosted" */ './hosted').then((m) => m.hostedBackend)
    : import(/* webpackChunkName: "search-embedded" */ './embedded').then((m) => m.embeddedBackend);
}

/** The backend of this page's mode, loaded once; a failed load is forgotten, so that the next call tries again. */
export function loadSearchBackend(): Promise<SearchBackend> {
  backend ??= importBackend();
  backend.catch(() => {
    backend = null;
  });
  return backend;
}
