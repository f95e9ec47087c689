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
 * DocSearch's recent and favourite searches are the search plugin's
 * (plugins/search/client/storedSearches.ts).
 * The preferred docs version needs nothing: Docusaurus clears unknown names.
 */
export function guardStoredPreferences(storage: Storage, announcementId: string | null): void {
  const theme = storage.getItem('theme');
  if (theme !== null && theme !== 'light' && theme !== 'dark') storage.removeItem('theme');

  if (announcementId !== null && storage.getItem('docusaurus.announcement.id') !== announcementId) {
    storage.removeItem('docusaurus.announcement.dismiss');
  }
}

/** The <script> body: the guard applied to the page's local storage, which may be unavailable. */
export function guardScript(announcementId: string | null): string {
  return `try{(${guardStoredPreferences.toString()})(window.localStorage,${JSON.stringify(announcementId)})}catch(e){}`;
}
