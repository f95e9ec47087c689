/**
 * Served for `@search/warm-up` in the hosted build: the hosted index answers
 * each query on its own, so there is nothing to fetch before the backend's
 * code (which preconnects, see hosted.ts) has arrived.
 */
export function warmUpSearch(): void {}
