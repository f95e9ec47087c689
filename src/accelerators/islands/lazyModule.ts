/**
 * A module the browser fetches once, when asked, and the server has at hand:
 * plugins/islands makes the server bundle resolve every `import()` under
 * src/ in place, so `current()` finds the module there synchronously, while
 * `require.resolveWeak` (the caller's `moduleId`) names it without pulling it
 * into the browser's chunk. Used by the islands (./lazyIsland.tsx) and the
 * Markdown's code blocks (./codeBlock).
 */
export interface LazyModule<T> {
  /** The module if it is already here: always on the server, in the browser once fetched. */
  current(): T | null;
  /** Fetches it once; later calls share the first. A failed fetch resolves to null and lets the next call try again. */
  load(): Promise<T | null>;
}

export function lazyModule<T>(load: () => Promise<T>, moduleId: string | number): LazyModule<T> {
  let value: T | null = null;
  let loading: Promise<T | null> | null = null;
  return {
    current() {
      if (value === null && typeof __webpack_modules__ === 'object' && __webpack_modules__[moduleId] !== undefined) {
        value = __webpack_require__(moduleId) as T;
      }
      return value;
    },
    load() {
      loading ??= load().then(
        (module) => (value = module),
        () => {
          loading = null;
          return null;
        },
      );
      return loading;
    },
  };
}

/** Whether the page has hydrated: Docusaurus marks <html> with `data-has-hydrated` once it has. */
export function hasHydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

/**
 * Runs `job` once the page has hydrated (`data-has-hydrated` on <html>), at
 * once if it already has; returns a function that cancels it. Hydration runs
 * as a transition, in slices with idle moments between them: work meant for
 * after the first page must not take those.
 */
export function whenHydrated(job: () => void): () => void {
  if (hasHydrated()) {
    job();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!hasHydrated()) return;
    observer.disconnect();
    job();
  });
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
  return () => observer.disconnect();
}

/** Runs `job` in the browser's first idle moment once the page has loaded and hydrated; returns a function that cancels it. */
export function whenIdleAfterLoad(job: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelWait = (): void => undefined;
  const run = (): void => {
    if (!cancelled) job();
  };
  const idle = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: timeoutMs});
    else setTimeout(run, 200);
  };
  const afterLoad = (): void => {
    if (!cancelled) cancelWait = whenHydrated(idle);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, {once: true});
  return () => {
    cancelled = true;
    cancelWait();
    window.removeEventListener('load', afterLoad);
  };
}
