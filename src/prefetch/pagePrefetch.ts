/**
 * Docusaurus prefetches the code of a page when a link to it scrolls into
 * view. Each prefetch matches the link against every route and appends a
 * `<link rel="prefetch">` for each chunk of the page, shared chunks included,
 * and all of it runs in the callback that reports the links in view: on a
 * reference page with links to twenty pages near its top, one task of about
 * 35 ms (150 ms on Lighthouse's slowed CPU) right after the load. Docusaurus
 * also remembers prefetches by the link's full target, so `/api/outcome#a`
 * and `/api/outcome#b` are two prefetches of one page.
 *
 * This keys prefetches by page and runs them one at a time, each in its own
 * idle moment, so that none of them holds up the reader. Pure: the scheduler
 * is passed in.
 */

/** The public API Docusaurus puts on `window.docusaurus`. */
export interface DocusaurusClientApi {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

/** Runs a job later, when the browser is idle. */
export type Schedule = (job: () => void) => void;

/** The page part of a link target: no hash, no query. */
export function pageOf(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * A prefetch or preload that fails (a chunk that did not load) changes
 * nothing: the page's code is fetched again when the reader opens it, and
 * Docusaurus reloads the page if that fails too. Its rejection is handled here
 * so it does not surface as an unhandled one.
 */
function ignoreFailure(result: false | Promise<unknown>): void {
  if (result) result.catch(() => undefined);
}

/**
 * The same API, with prefetches keyed by page and queued, one per scheduled
 * moment, and failed prefetches and preloads (links preload on hover) handled.
 */
export function prefetchByPage(api: DocusaurusClientApi, schedule: Schedule): DocusaurusClientApi {
  const requested = new Set<string>();
  const queue: string[] = [];
  const runNext = (): void => {
    const page = queue.shift();
    if (page !== undefined) ignoreFailure(api.prefetch(page));
    if (queue.length > 0) schedule(runNext);
  };
  return Object.freeze({
    ...api,
    prefetch: (target: string) => {
      const page = pageOf(target);
      if (!requested.has(page)) {
        requested.add(page);
        queue.push(page);
        if (queue.length === 1) schedule(runNext);
      }
      return false as const;
    },
    preload: (target: string) => {
      const result = api.preload(target);
      ignoreFailure(result);
      return result;
    },
  });
}
