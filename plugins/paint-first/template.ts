/**
 * The page template of the production build (Docusaurus's `ssrTemplate`):
 * the stock one, except that the app's scripts run after the server-rendered
 * page has been painted.
 *
 * The stock template loads the scripts with `defer`. On a fast link (or from
 * the cache) they arrive before the parser ends, so they run at
 * DOMContentLoaded, before the browser presents its first frame: the text of
 * the HTML is shown only after the scripts and the first route chunks have been
 * fetched and run. Lighthouse's simulated load then counts every one of those
 * requests as needed for the largest paint (about 1 s of the simulated link).
 *
 * Here the scripts are preloaded (fetched as early as before) and started by a
 * small inline loader once the first contentful paint has been reported and
 * the document is parsed (as `defer` would). A page that is hidden never
 * paints, so it starts them when the document is parsed; a browser without
 * paint timing starts them after the first animation frame.
 *
 * A docs page that opens with a paragraph (./remark-lead.ts) holds its first
 * frame until that paragraph is parsed (`<link rel="expect">`, Chromium 124
 * and later): otherwise a long page could paint its navbar and title first
 * and its largest text a frame later.
 */
import {LEAD_ID} from './remark-lead';

/** The loader: starts `urls`, in order, after the first contentful paint. Self-contained (it is serialised). */
function startAfterFirstPaint(urls: readonly string[]): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const url of urls) {
      const script = document.createElement('script');
      script.src = url;
      // Run in insertion order, as deferred scripts do.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  const whenParsed = (): void => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  };
  if (document.visibilityState === 'hidden') {
    whenParsed();
    return;
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') whenParsed();
  });
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw new Error('no paint timing');
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      whenParsed();
    }).observe({type: 'paint', buffered: true});
  } catch {
    requestAnimationFrame(() => setTimeout(whenParsed, 0));
  }
}

/**
 * A function's source without its comment lines and indentation. The
 * template lives in the site's config, which Docusaurus also ships to every
 * page in main.js: what it carries there should be short. Line breaks stay, so
 * the code means the same (its statements end with semicolons anyway).
 */
export function compactSource(fn: (...args: never[]) => unknown): string {
  return fn
    .toString()
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(/^\s+/gm, '');
}

/**
 * The eta template Docusaurus renders every page with: its own, with the
 * script tags replaced by preloads and the loader. `<` in the URL list is
 * escaped so no URL can end the script element.
 */
export const paintFirstTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% if (it.appHtml.includes(' id="${LEAD_ID}"')) { %>
      <link rel="expect" href="#${LEAD_ID}" blocking="render" />
    <% } %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script>(${compactSource(startAfterFirstPaint)})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\u003c') %>)</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
