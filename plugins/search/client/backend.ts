/**
 * What the search UI needs from the service behind it. The plugin's webpack
 * alias `@search/client` picks the one implementation of a build:
 * `embedded.ts` (the index built with the site) or `hosted.ts` (Algolia).
 */
import type {LiteSearchClient} from './types';

export interface SearchBackend {
  /** algoliasearch's `liteClient(appId, apiKey)`, or a stand-in with the same surface. */
  liteClient(appId: string, apiKey: string): LiteSearchClient;
  /** Starts loading what the first search needs, ahead of it (hover, focus, the shortcut). */
  preload(): void;
}
