/**
 * The `search-early` accelerator's starter: an inline script in the head of every page of the
 * production build. On `/search?q=…` opened from the server it begins the two downloads the first
 * rows need (the index and MiniSearch's prebuilt index) and the early script (paint.ts), before the
 * page's own scripts (which, with paint-first, wait for the first paint); everywhere else it returns at once. It records
 * what it started on `window` (handover.ts). The function is written into the page as its source, so
 * it uses nothing from outside itself.
 */
import {EARLY_GLOBAL} from './handover';

export interface StarterConfig {
  /** The search page's path (`/search` under the base URL). */
  path: string;
  indexUrl: string;
  engineUrl: string;
  scriptUrl: string;
}

export function startEarlySearch(win: Window, key: string, config: StarterConfig): void {
  if (win.location.pathname !== config.path) return;
  const query = new URLSearchParams(win.location.search).get('q');
  // A query without a letter or digit finds nothing, and the page answers it without the index. The
  // expression is made at run time: a browser without Unicode classes then throws here, inside the page's
  // try, rather than failing to parse the inline script it shares with the stored searches' guard.
  if (!query || !new RegExp('[\\p{L}\\p{N}]', 'u').test(query)) return;
  const controller = new AbortController();
  const record: Record<string, unknown> = {query, indexUrl: config.indexUrl, progressAt: performance.now()};
  // Read as it arrives, so that the hand-over can tell a slow download from one that stopped (handover.ts).
  const text = (url: string): Promise<string> => {
    const body = win.fetch(url, {signal: controller.signal}).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (!response.body) return response.text();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let received = '';
      for (;;) {
        const {done, value} = await reader.read();
        record.progressAt = performance.now();
        if (done) return received + decoder.decode();
        received += decoder.decode(value, {stream: true});
      }
    });
    body.catch(() => undefined);
    return body;
  };
  let settle: (result: unknown) => void = () => undefined;
  const engine = new Promise((resolve, reject) => {
    settle = (result) => (result instanceof Error ? reject(result) : resolve(result));
  });
  engine.catch(() => undefined);
  Object.assign(record, {
    index: text(config.indexUrl),
    prebuilt: text(config.engineUrl),
    engine,
    settle,
    abort: () => controller.abort(),
  });
  (win as unknown as Record<string, unknown>)[key] = record;
  const script = win.document.createElement('script');
  script.src = config.scriptUrl;
  script.async = true;
  script.onerror = () => settle(new Error('The early search script did not load.'));
  win.document.head.appendChild(script);
}

/** The starter as the body of an inline script. */
export function starterScript(config: StarterConfig): string {
  return `try{(${startEarlySearch.toString()})(window,${JSON.stringify(EARLY_GLOBAL)},${JSON.stringify(config)})}catch(e){}`;
}
