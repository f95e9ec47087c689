/**
 * Seam `search-stored-searches` (seams.ts).
 *
 * DocSearch keeps the reader's recent and favourite searches in local storage
 * (`__DOCSEARCH_RECENT_SEARCHES__<index>`, `__DOCSEARCH_FAVORITE_SEARCHES__<index>`:
 * a JSON array of stored hits) and renders their titles and content as HTML.
 * Any page of the same origin can write those keys (on GitHub Pages, every
 * project site of the owner), so the site treats them as hostile:
 *
 * - a value that is not a JSON array is removed;
 * - an entry that is not a stored hit (objectID, url, type lvl0-lvl6 or content,
 *   a hierarchy of strings or nulls, content a string or null) is dropped;
 * - an entry whose url leaves the site (another origin, another base path, or
 *   a scheme other than http(s): `javascript:`, `data:`, ...) is dropped;
 * - a kept entry is rebuilt from the known fields only (highlight and snippet
 *   parts, which DocSearch never stores itself, are left out), with every
 *   string HTML-escaped, so that DocSearch shows it as text.
 *
 * Escaping is applied to the decoded text (`&lt;` read as `<`), so a value
 * escaped once stays as it is: cleaning is safe to repeat.
 *
 * `makeStoredSearchesInert` runs as an inline script before any page script
 * (see index.ts): it cleans the stored values on load and wraps the page's
 * local storage so that every later read and write of these keys is cleaned
 * too (a value another page wrote after the load, and every value DocSearch
 * saves). It must stay self-contained: no imports, no references outside its
 * own body.
 */

/** Cleans the stored searches of every DocSearch index in `storage`; returns nothing. Self-contained (inlined as a script). */
export function makeStoredSearchesInert(storage: Storage, origin: string, baseUrl: string, wrap: boolean): void {
  const KEY = /^__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__/;
  const TYPES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
  const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'"};

  function escapeText(text: string): string {
    const decoded = text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_m: string, name: string) => ENTITIES[name]);
    return decoded
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
  }

  function onSite(url: string): boolean {
    let parsed: URL;
    try {
      parsed = new URL(url, origin);
    } catch {
      return false;
    }
    const base = baseUrl.replace(/\/?$/, '/');
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.origin === origin &&
      (parsed.pathname + '/').indexOf(base) === 0
    );
  }

  function cleanHit(entry: unknown): Record<string, unknown> | null {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
    const hit = entry as Record<string, unknown>;
    const hierarchy = hit.hierarchy;
    if (typeof hit.objectID !== 'string' || hit.objectID === '') return null;
    if (typeof hit.url !== 'string' || !onSite(hit.url)) return null;
    if (typeof hit.type !== 'string' || TYPES.indexOf(hit.type) < 0) return null;
    if (hit.content !== undefined && hit.content !== null && typeof hit.content !== 'string') return null;
    if (typeof hierarchy !== 'object' || hierarchy === null || Array.isArray(hierarchy)) return null;
    const levels = hierarchy as Record<string, unknown>;
    const cleanLevels: Record<string, string | null> = {};
    for (const level of Object.keys(levels)) {
      if (LEVELS.indexOf(level) < 0) return null;
      const value = levels[level];
      if (value !== null && value !== undefined && typeof value !== 'string') return null;
    }
    for (const level of Object.keys(levels)) {
      const value = levels[level];
      cleanLevels[level] = typeof value === 'string' ? escapeText(value) : null;
    }
    const clean: Record<string, unknown> = {
      objectID: escapeText(hit.objectID),
      url: hit.url,
      type: hit.type,
      hierarchy: cleanLevels,
      content: typeof hit.content === 'string' ? escapeText(hit.content) : null,
    };
    for (const optional of ['url_without_anchor', 'anchor']) {
      const value = hit[optional];
      if (typeof value === 'string')
        clean[optional] = optional === 'url_without_anchor' && !onSite(value) ? null : escapeText(value);
    }
    return clean;
  }

  /** The cleaned JSON text of a stored value, or null when the value is to be removed. */
  function clean(value: string | null): string | null {
    if (value === null) return null;
    let entries: unknown;
    try {
      entries = JSON.parse(value);
    } catch {
      return null;
    }
    if (!Array.isArray(entries)) return null;
    const hits: unknown[] = [];
    for (const entry of entries) {
      const hit = cleanHit(entry);
      if (hit) hits.push(hit);
    }
    return JSON.stringify(hits);
  }

  const proto = Object.getPrototypeOf(storage) as Storage;
  const getItem = proto.getItem;
  const setItem = proto.setItem;
  const removeItem = proto.removeItem;

  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && KEY.test(key)) keys.push(key);
  }
  for (const key of keys) {
    const value = getItem.call(storage, key);
    const cleaned = clean(value);
    if (cleaned === null) removeItem.call(storage, key);
    else if (cleaned !== value) setItem.call(storage, key, cleaned);
  }

  if (!wrap) return;
  // Every later read and write of these keys, through this storage object, is cleaned as well.
  proto.getItem = function cleanedGetItem(this: Storage, key: string): string | null {
    const value = getItem.call(this, key);
    if (this !== storage || !KEY.test(String(key))) return value;
    return clean(value);
  };
  proto.setItem = function cleanedSetItem(this: Storage, key: string, value: string): void {
    if (this !== storage || !KEY.test(String(key))) {
      setItem.call(this, key, value);
      return;
    }
    const cleaned = clean(String(value));
    if (cleaned === null) removeItem.call(this, key);
    else setItem.call(this, key, cleaned);
  };
}

/** The inline <script> body: the cleaning applied to the page's local storage, which may be unavailable. */
export function storedSearchesScript(baseUrl: string): string {
  return `try{(${makeStoredSearchesInert.toString()})(window.localStorage,window.location.origin,${JSON.stringify(baseUrl)},true)}catch(e){}`;
}
