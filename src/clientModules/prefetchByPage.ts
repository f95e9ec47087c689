/**
 * Client module: swaps `window.docusaurus` for the same API with prefetches
 * keyed by page and run in idle moments (see src/prefetch/pagePrefetch.ts).
 * Docusaurus sets the global after the client modules load, so the swap
 * happens on the first route update, before any link has reported being in
 * view.
 */
import type {ClientModule} from '@docusaurus/types';
import {prefetchByPage, type DocusaurusClientApi, type Schedule} from '../prefetch/pagePrefetch';

const whenIdle: Schedule = (job) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(job, {timeout: 2000});
  } else {
    setTimeout(job, 50);
  }
};

const swapped = new WeakSet<object>();

function swap(): void {
  const holder = window as unknown as {docusaurus?: DocusaurusClientApi};
  const api = holder.docusaurus;
  if (!api || swapped.has(api)) return;
  const byPage = prefetchByPage(api, whenIdle);
  swapped.add(byPage);
  holder.docusaurus = byPage;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    swap();
  },
};

export default clientModule;
