/**
 * Client module (seam `docusaurus-preload-rejection`): a link preloads its page's chunks when the reader points at
 * it or focuses it (`window.docusaurus.preload`), and Docusaurus's Link drops the promise that returns. A chunk
 * that fails to load (a flaky network, a deploy that replaced the files) then surfaced as an unhandled rejection.
 * This swaps `window.docusaurus` (frozen, so the whole object) for one whose preload handles the failure; opening
 * the page tries again, or reloads, as Docusaurus does. Docusaurus sets the global after the client modules load,
 * so the swap happens on the first route update, before the reader can point at a link.
 */
import type {ClientModule} from '@docusaurus/types';

interface DocusaurusClientApi {
  prefetch: (routePath: string) => false | Promise<void>;
  preload: (routePath: string) => false | Promise<unknown>;
}

const swapped = new WeakSet<object>();

function swap(): void {
  const holder = window as unknown as {docusaurus?: DocusaurusClientApi};
  const api = holder.docusaurus;
  if (!api || swapped.has(api)) return;
  const handled: DocusaurusClientApi = Object.freeze({
    prefetch: (routePath: string) => api.prefetch(routePath),
    preload: (routePath: string) => {
      const result = api.preload(routePath);
      if (result) result.catch(() => undefined);
      return result;
    },
  });
  swapped.add(handled);
  holder.docusaurus = handled;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    swap();
  },
};

export default clientModule;
