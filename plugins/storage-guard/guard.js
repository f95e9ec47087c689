// The local-storage guard: the first script of every page, inlined as it is by index.ts (a plain
// file read as text, so what is tested is byte for byte what runs). It cleans the preferences the
// site keeps in local storage before any page script reads them:
// - theme: anything but "light" or "dark" is removed (Docusaurus would copy it into
//   <html data-theme> as is);
// - announcement: when the stored id is not the current announcement's (the script's
//   data-announcement-id), the dismissed flag is removed, so a new announcement shows on the first
//   load (Docusaurus hides it with CSS until the next page load otherwise).
// DocSearch's recent and favourite searches are the search plugin's (plugins/search/client/storedSearches.ts).
// The preferred docs version needs nothing: Docusaurus clears unknown names.
// A browser that refuses local storage throws on access: then there is nothing to clean.
try {
  (function (storage, script) {
    var theme = storage.getItem('theme');
    if (theme !== null && theme !== 'light' && theme !== 'dark') storage.removeItem('theme');

    var announcementId = script ? script.getAttribute('data-announcement-id') : null;
    if (announcementId !== null && storage.getItem('docusaurus.announcement.id') !== announcementId) {
      storage.removeItem('docusaurus.announcement.dismiss');
    }
  })(window.localStorage, document.currentScript);
} catch {
  // Storage refused: nothing to clean.
}
