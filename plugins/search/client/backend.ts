/**
 * The search service behind the navbar modal and the `/search` page, chosen
 * in the browser from the site's configuration: `customFields.hostedSearch`,
 * which docusaurus.config.ts sets when the three Algolia variables are present.
 *
 * - `hosted`: Algolia answers, in a production build and under `npm start` alike;
 * - `embedded`: the index written after a production build answers;
 * - `production-only`: `npm start` without Algolia, where no index exists
 *   (productionOnly.ts).
 *
 * Each backend is a chunk of its own, loaded on demand: an embedded page never
 * loads the hosted one (nor algoliasearch), a hosted page never loads the
 * engine. This module ships with every page (the search button's warm-up), so
 * it stays small.
 */
import siteConfig from '@generated/docusaurus.config';
import {importEngine} from './engineChunk';
import {searchIndexUrl} from './indexFile';
import {earlyStart} from '../early/handover';
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

export type SearchMode = 'hosted' | 'embedded' | 'production-only';

/**
 * This page's mode. `siteConfig` is the object `useDocusaurusContext()` returns;
 * it is imported here because the warm-up below and the `/search` page's early
 * preload run outside React (seam `search-generated-site-config` in seams.ts).
 */
export const searchMode: SearchMode =
  siteConfig.customFields?.hostedSearch === true
    ? 'hosted'
    : process.env.NODE_ENV === 'production'
      ? 'embedded'
      : 'production-only';

let backend: Promise<SearchBackend> | null = null;

function importBackend(): Promise<SearchBackend> {
  // A constant condition: production builds carry neither the branch nor its chunk.
  if (process.env.NODE_ENV !== 'production' && searchMode === 'production-only') {
    return import('./productionOnly').then((m) => m.productionOnlyBackend);
  }
  return searchMode === 'hosted'
    ? import('./hosted').then((m) => m.hostedBackend)
    : import('./embedded').then((m) => m.embeddedBackend);
}

/** The backend of this page's mode, loaded once; a failed load is forgotten, so that the next call tries again. */
export function loadSearchBackend(): Promise<SearchBackend> {
  backend ??= importBackend();
  backend.catch(() => {
    backend = null;
  });
  return backend;
}

let indexRequested = false;

/**
 * Starts loading what the first search needs: what the search button does on
 * hover, focus, touch or its shortcut, and `/search` when it opens with a
 * query. In the embedded mode it asks the browser for the index at once
 * (`<link rel="preload" as="fetch">`), before any chunk has arrived; the
 * embedded client's `fetch` of the same address then takes that response;
 * the engine's chunk is asked for at the same moment, not once the backend's
 * chunk has arrived (the index then waited 25 to 45 ms for it on `/search`).
 */
export function warmUpSearch(): void {
  // With the search-early accelerator's start on this load, the index is on its way, and the early
  // script builds the engine the client takes (early/handover.ts).
  if (earlyStart()?.indexUrl === searchIndexUrl(siteConfig.baseUrl)) indexRequested = true;
  if (!indexRequested && searchMode === 'embedded') {
    indexRequested = true;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // The credentials mode of a same-origin fetch(), so the client's request matches this one.
    link.crossOrigin = 'anonymous';
    link.href = searchIndexUrl(siteConfig.baseUrl);
    document.head.appendChild(link);
    importEngine().catch(() => undefined);
  }
  loadSearchBackend().then(
    (loaded) => loaded.preload(),
    () => undefined,
  );
}
