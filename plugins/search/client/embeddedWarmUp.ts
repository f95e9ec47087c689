/**
 * Served for `@search/warm-up` in the embedded build: what the search button
 * starts on hover, focus, touch or its shortcut, before the backend's own code
 * (a chunk of its own, `@search/client`) has arrived. It asks the browser to
 * fetch the index now (`<link rel="preload" as="fetch">`); the embedded
 * client's `fetch` of the same address then takes that response instead of
 * asking again. Small, as it ships with every page.
 */
import siteConfig from '@generated/docusaurus.config';
import {searchIndexUrl} from './indexFile';

let started = false;

export function warmUpSearch(): void {
  if (started) return;
  started = true;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // The credentials mode of a same-origin fetch(), so the client's request matches this one.
  link.crossOrigin = 'anonymous';
  link.href = searchIndexUrl(siteConfig.baseUrl);
  document.head.appendChild(link);
}
