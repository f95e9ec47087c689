/**
 * Client module of the islands accelerator (plugins/islands): fetches the code of the Markdown's code blocks
 * and the highlighter (./codeBlock) before a page needs them. A page that loads from the server keeps their HTML through
 * hydration and renders each again only near the view; a page reached by a link renders them in the browser at
 * once, so the code must be there by then or they show plain for a moment. It loads in an idle moment after the
 * first page has loaded, and at once when the reader follows a link before that.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdleAfterLoad} from './lazyModule';
import {loadCodeBlock} from './codeBlock';

let scheduled = false;

// A chunk that fails to load is tried again by the island that needs it.
const preload = (): void => void loadCodeBlock().catch(() => undefined);

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    // A navigation to another page: its blocks will render in the browser.
    if (previousLocation && previousLocation.pathname !== location.pathname) preload();
  },
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    whenIdleAfterLoad(preload, 5000);
  },
};

export default clientModule;
