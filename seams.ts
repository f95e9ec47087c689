/**
 * The registry of every place where the site depends on how a package works
 * inside, beyond its public API: each ejected theme file and each reach into a
 * package's internals. One entry each; nothing else in the repository lists
 * them. CONTRIBUTING's upgrade checklist is generated from this file
 * (`npm run seams -- --checklist`), and `tests/unit/seams.test.ts` checks that
 * every entry names a test that exists and mentions the entry's id.
 *
 * A new patch or minor release of a package does not stop the build: the test
 * an entry names fails when the reach stops working, and its message says what
 * to look at. `checked` is the range of versions the reach was last checked
 * on; `npm run seams` lists the entries whose installed package is outside it.
 */
export interface Seam {
  /** Short kebab-case name, quoted in the failure message of the test below. */
  id: string;
  /** The npm package reached into or copied from. */
  package: string;
  /** The semver range of that package the seam was checked on. */
  checked: string;
  /** `ejected`: a copied theme file; `internal`: code that depends on a package's private files, fields or output. */
  kind: 'ejected' | 'internal';
  /** Our files that hold the reach. */
  where: string[];
  /** What it does and what it buys, in one or two sentences. */
  what: string;
  /** The test that fails when the reach stops working: a file under tests/, optionally `file > test title`. */
  test: string;
  /** What a maintainer looks at when that test fails. */
  ifBroken: string;
}

export const seams = [
  {
    id: 'search-docsearch-error-screen',
    package: '@docsearch/react',
    checked: '3.9.0',
    kind: 'internal',
    where: ['plugins/search/node/docsearchModal.ts', 'plugins/search/index.ts'],
    what:
      "The modal is served from a copy of DocSearch's ES build with one statement of its bundled autocomplete core " +
      'changed, so that a failed search keeps the error screen instead of "No results" and leaves no unhandled ' +
      'rejection. No DocSearch prop reaches that status.',
    test: 'tests/e2e/search-faults.spec.ts',
    ifBroken:
      "The build warns when the statement is not there and serves DocSearch's modal unchanged. Find the `.finally` " +
      'that resets the status to "idle" in the new dist/esm/index.js, update the pattern in docsearchModal.ts and ' +
      'check it with tests/unit/search-plugin.test.ts.',
  },
  {
    id: 'search-docsearch-button',
    package: '@docsearch/react',
    checked: '3.9.0',
    kind: 'internal',
    where: [
      'plugins/search/client/docsearch/DocSearchButton.tsx',
      'plugins/search/client/docsearch/DocSearchButton.css',
      'plugins/search/client/docsearch/useDocSearchKeyboardEvents.ts',
    ],
    what:
      "Copies of DocSearch's search button (its markup and class names, which DocSearch's stylesheet styles) and of " +
      'its keyboard shortcuts, so that every page carries about 1.4 KB gzip instead of the 6.9 KB that importing them ' +
      "from DocSearch's single-file build costs even tree-shaken.",
    test: 'tests/unit/search-docsearch-button.test.tsx',
    ifBroken:
      "Carry the new markup of DocSearch's DocSearchButton over to the copy and compare useDocSearchKeyboardEvents.ts " +
      "with DocSearch's hook (keys, the DocSearch--active body class); then run tests/e2e/search-embedded.spec.ts and " +
      'tests/e2e/search-modal.spec.ts.',
  },
  {
    id: 'search-stored-searches',
    package: '@docsearch/react',
    checked: '3.9.0',
    kind: 'internal',
    where: ['plugins/search/client/storedSearches.ts', 'plugins/search/index.ts'],
    what:
      "An inline script cleans DocSearch's stored recent and favourite searches before DocSearch renders them as HTML, " +
      'and wraps localStorage for them. It knows their storage keys and the shape of a stored hit, which DocSearch ' +
      'does not document.',
    test: 'tests/e2e/search-stored-searches.spec.ts',
    ifBroken:
      "Read the keys and the stored hit in DocSearch's createStoredSearches (dist/esm/index.js) and update " +
      'storedSearches.ts and tests/unit/search-stored-searches.test.ts.',
  },
  {
    id: 'search-bar-adapted',
    package: '@docusaurus/theme-search-algolia',
    checked: '3.10.2',
    kind: 'ejected',
    where: ['plugins/search/theme/SearchBar/index.tsx', 'plugins/search/theme/SearchBar/SearchModal.tsx'],
    what:
      "The navbar search, adapted from the theme's SearchBar: the small button on every page, the modal on demand, " +
      'wired with the theme\'s public client hooks (facets, result URLs, the "See all" link). Wrapping the original ' +
      "is not possible: it loads DocSearch's whole build on every page and imports entry points DocSearch 3.9 lacks.",
    test: 'tests/e2e/search-modal.spec.ts',
    ifBroken:
      "Diff both files with the installed theme's lib/theme/SearchBar/index.js and carry over upstream fixes; the " +
      'hooks come from @docusaurus/theme-search-algolia/client.',
  },
  {
    id: 'search-page-ejected',
    package: '@docusaurus/theme-search-algolia',
    checked: '3.10.2',
    kind: 'ejected',
    where: ['plugins/search/theme/SearchPage/index.tsx', 'plugins/search/theme/SearchPage/styles.module.css'],
    what:
      'The /search page, ejected: one main landmark, labelled breadcrumbs, loading, stalled and error states, and ' +
      "the client of the page's search backend (embedded index or Algolia) instead of algoliasearch's.",
    test: 'tests/e2e/search-page.spec.ts',
    ifBroken:
      'Eject the new original into a scratch copy (`npx docusaurus swizzle @docusaurus/theme-search-algolia ' +
      'SearchPage --eject`), diff, and carry over upstream fixes; the changes made here say "Changed here".',
  },
] satisfies Seam[];
