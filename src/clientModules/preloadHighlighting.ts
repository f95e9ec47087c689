/**
 * Client module: fetches the code highlighter (src/prism) before a page needs
 * it. A page that loads from the server keeps its highlighted HTML and never
 * needs Prism; a page reached by a link renders its blocks in the browser, so
 * Prism must be there by then or the code shows plain for a moment. It loads
 * in an idle moment after the first page has loaded, and at once when the
 * reader follows a link before that.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdleAfterLoad} from '../islands/lazyModule';
import {loadHighlighting} from '../prism/lazyHighlightedContent';

let scheduled = false;

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    // A navigation to another page: its blocks will render in the browser.
    if (previousLocation && previousLocation.pathname !== location.pathname) void loadHighlighting();
  },
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    whenIdleAfterLoad(() => void loadHighlighting(), 5000);
  },
};

export default clientModule;
