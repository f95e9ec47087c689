/**
 * What the search UI needs from the service behind it. The plugin's webpack
 * alias `@search/client` picks the one implementation of a build:
 * `embedded.ts` (the index built with the site) or `hosted.ts` (Algolia).
 */
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
  /** algoliasearch's `liteClient(appId, apiKey)`, or a stand-in with the same surface. */
  liteClient(appId: string, apiKey: string, options?: ClientOptions): LiteSearchClient;
  /** Starts loading what the first search needs, ahead of it (hover, focus, the shortcut). */
  preload(): void;
}
