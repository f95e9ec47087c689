/**
 * The `search-early` accelerator in the browser: what its scripts hand over to each other and to the
 * page. The starter in the head of every page (starter.ts) begins the downloads of `/search?q=…` and
 * records them here; the early script (paint.ts) turns them into an engine and paints the first rows;
 * the embedded client (client/client.ts) takes that engine instead of loading its own. Without the
 * accelerator nothing is recorded and the client loads its own.
 */
import type {Engine} from '../client/engine';

/** The property of `window` the starter records on. */
export const EARLY_GLOBAL = '__pollySearchEarly';

export interface EarlyStart {
  /** The page's query, as the address had it. */
  query: string;
  indexUrl: string;
  /** The bodies of the index and of MiniSearch's prebuilt index, as they download. */
  index: Promise<string>;
  prebuilt: Promise<string>;
  /** The engine the early script builds; rejected when it cannot (or its script does not load). */
  engine: Promise<Engine>;
  settle(result: Engine | Error): void;
  /** When the downloads last moved (performance.now()), and a way to stop them. */
  progressAt?: number;
  abort?: () => void;
  /** Set once the client has taken the engine: a second load is the client's own. */
  taken?: boolean;
}

export function earlyStart(): EarlyStart | undefined {
  return typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<string, unknown>)[EARLY_GLOBAL] as EarlyStart | undefined);
}

/**
 * The early engine for this index, once: null when none was started for it (or it was taken already);
 * otherwise a promise that rejects if it fails, or when `deadlineMs` pass with neither the downloads
 * moving nor the engine there (the downloads are then stopped), so that the client loads its own. A slow
 * download that keeps arriving is waited for, as the client's own read timeout waits for it.
 */
export function takeEarlyEngine(indexUrl: string, deadlineMs: number): Promise<Engine> | null {
  const start = earlyStart();
  if (!start || start.taken || start.indexUrl !== indexUrl || typeof start.engine?.then !== 'function') return null;
  start.taken = true;
  const takenAt = performance.now();
  return new Promise<Engine>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const idle = performance.now() - Math.max(takenAt, start.progressAt ?? 0);
      if (idle < deadlineMs) {
        timer = setTimeout(check, deadlineMs - idle);
        return;
      }
      start.abort?.();
      reject(new Error(`the early engine was not there, and nothing arrived for ${deadlineMs} ms`));
    };
    timer = setTimeout(check, deadlineMs);
    start.engine.then(
      (engine) => {
        clearTimeout(timer);
        if (typeof engine?.search === 'function') resolve(engine);
        else reject(new Error('the early engine is not an engine'));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The attribute of the block the page keeps for the early rows: `waiting` as the server wrote it, then `painted` or `empty`. */
export const SLOT_ATTRIBUTE = 'data-search-early';
/** The attribute of the count line the page keeps for the early count. */
export const COUNT_ATTRIBUTE = 'data-search-early-count';
/** The event the early script sends from the block once it has painted the rows into it. */
export const PAINTED_EVENT = 'search-early-painted';

/** What the page tells the early script, as JSON in the slot's `data-search-early-config`. */
export interface SlotConfig {
  indexName: string;
  locale: string;
  facetFilters: string[][];
  /** The count line's plural message, with `{count}` left in. */
  found: string;
  /** The site's `trailingSlash` and `baseUrl`, which the page's links apply. */
  trailingSlash?: boolean;
  baseUrl: string;
  classes: {item: string; heading: string; path: string; summary: string};
}
