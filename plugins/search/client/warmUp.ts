/**
 * What the search button starts on hover, focus, touch or its shortcut (and
 * `/search` when it opens with a query), before the backend's own code has
 * arrived. In the embedded mode it asks the browser to fetch the index now
 * (`<link rel="preload" as="fetch">`); the embedded client's `fetch` of the
 * same address then takes that response instead of asking again. The hosted
 * index answers each query on its own, so there is nothing to fetch ahead;
 * under `npm start` without Algolia there is no index. Small, as it ships with
 * every page.
 */
import siteConfig from '@generated/docusaurus.config';
import {loadSearchBackend, searchMode} from './backend';
import {searchIndexUrl} from './indexFile';

let started = false;

function warmUpIndex(): void {
  if (started || searchMode !== 'embedded') return;
  started = true;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // The credentials mode of a same-origin fetch(), so the client's request matches this one.
  link.crossOrigin = 'anonymous';
  link.href = searchIndexUrl(siteConfig.baseUrl);
  document.head.appendChild(link);
}

/** Starts loading what the first search needs: the index at once, then the backend and its own preload. */
export function preloadSearch(): void {
  warmUpIndex();
  loadSearchBackend().then(
    (backend) => backend.preload(),
    () => undefined,
  );
}
