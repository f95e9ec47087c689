/**
 * What a page loads before it has hydrated, measured in Chromium: shared by the benchmark
 * (scripts/bench.ts) and the check of every route (tests/e2e/routes.spec.ts).
 */
import type {Browser, Page} from '@playwright/test';
import {measureResource, totalTransfer, type Resource, type TransferTotals} from './transfer';

/** Notes in `window.__hydratedAt` when Docusaurus marks the page hydrated (`data-has-hydrated`). */
function noteHydration(): void {
  const holder = window as unknown as {__hydratedAt?: number};
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    holder.__hydratedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * Starts watching what `page` fetches; call before the page's first navigation, in a fresh browser
 * context (cold cache). `firstLoad()`, once the page has been navigated to, waits for it to hydrate and
 * returns every response to a request the page made before it was hydrated, each address counted once.
 * What the page fetches after that (prefetches of the pages it links to, the code highlighter for later
 * pages, search) is not part of its first load, even when it lands while the caller is still looking.
 * Hydration is the end, not the load event: the app's scripts start after the first paint, possibly
 * after load.
 */
export async function watchFirstLoad(page: Page): Promise<{firstLoad: () => Promise<TransferTotals>}> {
  await page.addInitScript(noteHydration);
  const responses = new Map<string, Promise<Resource>>();
  const arrived = new Set<string>();
  let onArrival = (): void => undefined;
  page.on('requestfailed', (request) => {
    arrived.add(request.url());
    onArrival();
  });
  page.on('requestfinished', (request) => {
    arrived.add(request.url());
    onArrival();
    // A prefetch of a linked page (Chromium marks it `Sec-Purpose: prefetch`) is for later pages, whenever it
    // starts: links prefetch from the effects of hydration, before the page is marked hydrated.
    if (responses.has(request.url()) || /prefetch/.test(request.headers()['sec-purpose'] ?? '')) return;
    responses.set(
      request.url(),
      (async () => {
        // A request that finishes as its page closes has no response to read any more.
        const response = await request.response().catch(() => null);
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return measureResource(request.url(), response?.headers()['content-type'] ?? '', body);
      })(),
    );
  });
  const firstLoad = async (): Promise<TransferTotals> => {
    await page.waitForFunction(() => typeof (window as {__hydratedAt?: number}).__hydratedAt === 'number');
    const neededUrls = await page.evaluate(() => {
      const hydratedAt = (window as {__hydratedAt?: number}).__hydratedAt ?? Infinity;
      const requested = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= hydratedAt)
        .map((entry) => entry.name);
      return [location.href, ...requested];
    });
    // Every request the page made before it hydrated has finished (or failed) once each has been reported here;
    // the network falling idle is the fallback for a request reported under another address.
    const needed = [...new Set(neededUrls)];
    await Promise.race([
      new Promise<void>((resolve) => {
        onArrival = () => {
          if (needed.every((url) => arrived.has(url))) resolve();
        };
        onArrival();
      }),
      page.waitForLoadState('networkidle'),
    ]);
    onArrival = () => undefined;
    const resources = await Promise.all(
      needed.flatMap((url) => {
        const response = responses.get(url);
        return response ? [response] : [];
      }),
    );
    if (process.env.FIRST_LOAD_DEBUG)
      for (const r of resources)
        if (r.kind === 'js') console.log((r.gzip / 1000).toFixed(1).padStart(7), r.url.split('/').pop());
    return totalTransfer(resources);
  };
  return {firstLoad};
}

/** What the page at `url` needs to load and hydrate, in a fresh browser context (see `watchFirstLoad`). */
export async function measureTransfer(browser: Browser, url: string): Promise<TransferTotals> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const {firstLoad} = await watchFirstLoad(page);
    await page.goto(url, {waitUntil: 'load'});
    return await firstLoad();
  } finally {
    await context.close();
  }
}
