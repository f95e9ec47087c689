/**
 * The `search-early` accelerator's early script, bundled on its own by the build (bundle.ts) and
 * started by the starter (starter.ts) on `/search?q=…` opened from the server. It builds the engine
 * from the downloads the starter began, hands it to the page (handover.ts), and, if the page has not
 * hydrated and answered yet, paints the first rows and the count line into the blocks the page keeps
 * for them: the rows the page itself renders, from the same model (client/resultRows.ts) and the
 * same request, before the page's scripts have even run. Any failure leaves the page to its own load.
 */
import {engineFromIndex, type Engine} from '../client/engine';
import {countText, PAGE_HITS, ROWS_PER_PAGE, rowsHtml, rowsOfHits, sitePath, type RowHit} from '../client/resultRows';
import {COUNT_ATTRIBUTE, earlyStart, PAINTED_EVENT, SLOT_ATTRIBUTE, type EarlyStart, type SlotConfig} from './handover';

function parsePrebuilt(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), {once: true}));
}

function slotConfig(slot: HTMLElement): SlotConfig | null {
  try {
    const config = JSON.parse(slot.getAttribute(`${SLOT_ATTRIBUTE}-config`) ?? '') as SlotConfig;
    return typeof config?.classes?.item === 'string' && Array.isArray(config.facetFilters) ? config : null;
  } catch {
    return null;
  }
}

/** Paints the first rows into the page's waiting block, if it is still waiting. */
function paint(engine: Engine, query: string): void {
  const slot = document.querySelector<HTMLElement>(`[${SLOT_ATTRIBUTE}="waiting"]`);
  const config = slot && slotConfig(slot);
  if (!slot || !config) return;
  const response = engine.search(
    {indexName: config.indexName, query, hitsPerPage: PAGE_HITS, page: 0, facetFilters: config.facetFilters},
    {rowsPerPage: ROWS_PER_PAGE},
  );
  const rows = rowsOfHits(response.hits as unknown as RowHit[], (url) =>
    sitePath(url, config.trailingSlash, config.baseUrl),
  );
  if (rows.length === 0) {
    slot.setAttribute(SLOT_ATTRIBUTE, 'empty');
    return;
  }
  slot.innerHTML = rowsHtml(rows, config.classes);
  const count = document.querySelector<HTMLElement>(`[${COUNT_ATTRIBUTE}]`);
  if (count) count.textContent = countText(config.found, response.nbHits, config.locale);
  const input = document.querySelector<HTMLInputElement>('main form input[type="search"]');
  if (input && input.value === '') input.value = query;
  slot.setAttribute(SLOT_ATTRIBUTE, 'painted');
  slot.dispatchEvent(new Event(PAINTED_EVENT, {bubbles: true}));
}

function run(start: EarlyStart): void {
  Promise.all([start.index, start.prebuilt.then(parsePrebuilt, () => null)])
    .then(([index, prebuilt]) => engineFromIndex(JSON.parse(index), {prebuilt}))
    .then(
      (engine) => {
        start.settle(engine);
        // The texts are the engine now; the page keeps no second copy of them.
        start.index = start.prebuilt = Promise.resolve('');
        return domReady().then(() => paint(engine, start.query));
      },
      (error: unknown) => start.settle(error instanceof Error ? error : new Error(String(error))),
    )
    .catch(() => undefined);
}

const start = earlyStart();
if (start && typeof start.settle === 'function') run(start);
