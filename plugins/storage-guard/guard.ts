/**
 * Cleans the preferences the site keeps in local storage before any page
 * script reads them. It runs as an inline script in <head>, so it must stay
 * self-contained: no imports, no references outside its own body.
 *
 * - theme: anything but "light" or "dark" is removed (Docusaurus would copy it
 *   into <html data-theme> as is).
 * - announcement: when the stored id is not the current announcement's, the
 *   dismissed flag is removed, so a new announcement shows on the first load
 *   (Docusaurus hides it with CSS until the next page load otherwise).
 * - DocSearch recent and favourite searches: entries that are not stored hits
 *   are dropped, and a value that is not a JSON array is removed (DocSearch
 *   parses it without a guard and its modal crashes).
 * The preferred docs version needs nothing: Docusaurus clears unknown names.
 */
export function guardStoredPreferences(storage: Storage, announcementId: string | null): void {
  const theme = storage.getItem('theme');
  if (theme !== null && theme !== 'light' && theme !== 'dark') storage.removeItem('theme');

  if (announcementId !== null && storage.getItem('docusaurus.announcement.id') !== announcementId) {
    storage.removeItem('docusaurus.announcement.dismiss');
  }

  const hitTypes = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && /^__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__/.test(key)) keys.push(key);
  }
  for (const key of keys) {
    let entries: unknown;
    try {
      entries = JSON.parse(storage.getItem(key) ?? '');
    } catch {
      entries = null;
    }
    if (!Array.isArray(entries)) {
      storage.removeItem(key);
      continue;
    }
    const hits = entries.filter((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return false;
      const hit = entry as Record<string, unknown>;
      const hierarchy = hit.hierarchy as Record<string, unknown> | null | undefined;
      return (
        typeof hit.objectID === 'string' &&
        typeof hit.url === 'string' &&
        /^(\/(?!\/)|https?:\/\/)/.test(hit.url) &&
        typeof hit.type === 'string' &&
        hitTypes.indexOf(hit.type) >= 0 &&
        (hit.content === undefined || hit.content === null || typeof hit.content === 'string') &&
        typeof hierarchy === 'object' &&
        hierarchy !== null &&
        !Array.isArray(hierarchy) &&
        Object.keys(hierarchy).every((level) => hierarchy[level] === null || typeof hierarchy[level] === 'string')
      );
    });
    if (hits.length !== entries.length) storage.setItem(key, JSON.stringify(hits));
  }
}

/** The <script> body: the guard applied to the page's local storage, which may be unavailable. */
export function guardScript(announcementId: string | null): string {
  return `try{(${guardStoredPreferences.toString()})(window.localStorage,${JSON.stringify(announcementId)})}catch(e){}`;
}
