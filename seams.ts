/**
 * The registry of every place where the site depends on how a package works
 * inside, beyond its public API: each ejected theme file and each reach into a
 * package's internals. One entry each; nothing else in the repository lists
 * them. CONTRIBUTING's upgrade checklist is generated from this file
 * (`npm run seams -- --checklist`), and `tests/unit/ejected-files.test.ts`
 * checks that every entry names a test that exists and mentions the entry's
 * id.
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
  /**
   * `ejected`: a copied theme file; its header names the original and its changes are fenced
   * (`// Change:` … `// End change`), and tests/unit/ejected-files.test.ts fails when the copy and the
   * installed original differ outside the fences. `replaced`: a theme component written anew, which
   * keeps only the original's props. `internal`: code that depends on a package's private files, fields
   * or output.
   */
  kind: 'ejected' | 'replaced' | 'internal';
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
    id: 'eject-blog-archive-page',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'ejected',
    where: ['src/theme/BlogArchivePage/index.tsx'],
    what: "The archive's hero sits inside <main> and its years are h2: the original's second banner landmark and skipped heading level fail axe.",
    test: 'tests/e2e/blog-pages.spec.ts',
    ifBroken:
      'Run the drift check (npx jest tests/unit/ejected-files.test.ts) and carry upstream changes into the copy.',
  },
  {
    id: 'eject-blog-list-page',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'ejected',
    where: ['src/theme/BlogListPage/index.tsx'],
    what: 'The blog list gets an h1 and a description inside BlogLayout; the original has no h1.',
    test: 'tests/e2e/blog-pages.spec.ts',
    ifBroken:
      'If the theme now renders an h1 on the list page, delete the copy; otherwise carry upstream changes into it.',
  },
  {
    id: 'replaced-read-more-link',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'replaced',
    where: ['src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx'],
    what: 'The blog list\'s read-more link names the post in its visible text (Lighthouse\'s link-text audit fails a bare "Read more").',
    test: 'tests/e2e/blog-pages.spec.ts',
    ifBroken: "Check the component still receives `blogPostTitle` and the link props (the theme's Props type).",
  },
  {
    id: 'replaced-mdx-code',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'replaced',
    where: ['src/theme/MDXComponents/Code.tsx', 'src/markdownIslands/index.ts', 'src/markdownIslands/MdxCodeBlock.tsx'],
    what: "A fenced block of the Markdown is an island: the server writes it in full, the page keeps that HTML through hydration, and the theme's code block renders it again in place only when the reader comes near it (2.9 KB gzip of the heaviest docs page's first-load JS). Keeps the original's inline-or-block rule and takes the frame of a block still loading from the theme's CSS modules.",
    test: 'tests/e2e/code-blocks.spec.ts > the code blocks of the server HTML stay in place through hydration, and render again only near the view',
    ifBroken:
      "Compare with the theme's MDXComponents/Code (its rule for inline code) and check the class names of CodeBlock/Container and CodeBlock/Content's CSS modules.",
  },
  {
    id: 'eject-code-block',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'ejected',
    where: ['src/theme/CodeBlock/index.tsx', 'src/theme/CodeBlock/Content/index.tsx'],
    what: "No re-mount of a hydrated code block (the playground's composer; the Markdown's blocks are islands, see replaced-mdx-code): the colours are a stylesheet, so the block keeps the HTML the server wrote and the first load needs no Prism (about 12 KB gzip).",
    test: "tests/e2e/code-blocks.spec.ts > the playground's code block, which hydrates, stays in place through hydration",
    ifBroken:
      "Compare the copy with the theme's CodeBlock; check CodeBlock/Content still finds the theme's markup and `useCodeBlockContext` in @docusaurus/theme-common/internal.",
  },
  {
    id: 'eject-code-block-string',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'ejected',
    where: ['src/theme/CodeBlock/Content/String.tsx', 'src/hooks/useCodeWordWrap.ts'],
    what: "The word-wrap button's measure runs when a block is laid out anyway, not in a forced layout right after hydration; uses createCodeBlockMetadata and CodeBlockContextProvider from @docusaurus/theme-common/internal.",
    test: 'tests/e2e/code-blocks.spec.ts > on a narrow screen a wide block offers word wrap, which removes its scrolling',
    ifBroken:
      "Compare the copy and src/hooks/useCodeWordWrap.ts with the theme's String.tsx and useCodeWordWrap (the hook's return type is the theme's).",
  },
  {
    id: 'eject-not-found-content',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'ejected',
    where: ['src/theme/NotFound/Content/index.tsx'],
    what: "The not-found page's suggestions of nearby pages sit inside the original's <main>.",
    test: 'tests/e2e/not-found.spec.ts',
    ifBroken: 'Carry upstream changes into the copy; keep <NearestPages /> inside <main>.',
  },
  {
    id: 'eject-tabs',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'ejected',
    where: ['src/theme/Tabs/index.tsx'],
    what: "No remount of every tab set after hydration (the original's `key` on useIsBrowser): code blocks in tabs keep their server HTML; imports the theme's own CSS module by its lib/ path.",
    test: 'tests/e2e/code-blocks.spec.ts > the tab sets of the server HTML stay in place through hydration; their code blocks too, or render again the same',
    ifBroken:
      'If upstream dropped the `key`, delete the copy; otherwise carry its changes over. Check lib/theme/Tabs/styles.module.css still exists.',
  },
  {
    id: 'replaced-logo',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'replaced',
    where: ['src/theme/Logo/index.tsx', 'src/theme/Logo/LogoMark.tsx'],
    what: 'The navbar mark is drawn inline instead of an <img> of img/logo.svg, so no image request sits in the first paint.',
    test: 'tests/unit/logo-mark.test.tsx',
    ifBroken:
      "Check the theme's Logo props (imageClassName, titleClassName) and navbar.logo settings are still the ones the component reads.",
  },
  {
    id: 'tslib-stand-in',
    package: '@docusaurus/utils-common',
    checked: '3.10.x',
    kind: 'internal',
    where: ['plugins/lean-client/index.ts', 'plugins/lean-client/tslib-helpers.ts'],
    what: "The package's CommonJS build requires all of tslib for one helper; the browser bundle gets that helper alone (3.7 KB gzip of every page's first-load JS).",
    test: 'tests/unit/lean-client.test.ts',
    ifBroken:
      'Add each helper the test names to tslib-helpers.ts and PROVIDED; until then the build ships the whole of tslib and warns.',
  },
  {
    id: 'slim-prism',
    package: 'prism-react-renderer',
    checked: '2.4.x',
    kind: 'internal',
    where: ['plugins/slim-prism/slim.ts', 'plugins/slim-prism/index.ts'],
    what: "A copy of the package's bundle without its 30 bundled languages and 20 themes, and the theme's language registration moved off start-up (about 20 KB gzip of every page).",
    test: 'tests/unit/slim-prism.test.ts',
    ifBroken:
      'Read the new dist/index.mjs: slim.ts cuts it at the markers the test names; update the markers, or drop the plugin if upstream ships languages separately.',
  },
  {
    id: 'paint-first-template',
    package: '@docusaurus/core',
    checked: '3.10.x',
    kind: 'internal',
    where: ['plugins/paint-first/template.ts'],
    what: "A copy of Docusaurus's SSR page template whose scripts start after the first contentful paint (LCP on the heaviest pages from about 2.0 s to 1.1 s).",
    test: 'tests/e2e/paint-first.spec.ts',
    ifBroken: 'Diff the copy with @docusaurus/core/lib/ssg/ssgTemplate.html.js and carry upstream changes over.',
  },
  {
    id: 'prefetch-by-page',
    package: '@docusaurus/core',
    checked: '3.10.x',
    kind: 'internal',
    where: ['src/clientModules/prefetchByPage.ts', 'src/prefetch/pagePrefetch.ts'],
    what: "Replaces `window.docusaurus`, which Docusaurus's Link calls to prefetch, with the same API keyed by page and run one prefetch per idle moment.",
    test: 'tests/unit/page-prefetch.test.ts',
    ifBroken:
      "Check @docusaurus/core's Link still calls window.docusaurus.prefetch and preload; if it stops, the swap does nothing (delete it).",
  },
  {
    id: 'search-generated-site-config',
    package: '@docusaurus/core',
    checked: '3.10.x',
    kind: 'internal',
    where: ['plugins/search/client/backend.ts', 'plugins/search/client/embedded.ts'],
    what:
      "The search client imports the site's configuration from `@generated/docusaurus.config`, the module Docusaurus " +
      'generates for its own context, to choose the backend (`customFields.hostedSearch`) and the index address ' +
      '(`baseUrl`). The public `useDocusaurusContext().siteConfig` cannot serve: the mode is fixed when the module ' +
      'loads, and the /search page starts its preload before React renders.',
    test: 'tests/e2e/search-hosted.spec.ts > serves the search page from Algolia',
    ifBroken:
      'Check that @docusaurus/core still aliases `@generated` to its generated files (lib/webpack/base.js) and ' +
      'that lib/client/docusaurusContext.js still imports the siteConfig from `@generated/docusaurus.config`; if ' +
      'the module moved, import it under its new name in both files and in the mock of ' +
      'tests/unit/search-backend.test.ts.',
  },
  {
    id: 'storage-keys',
    package: '@docusaurus/theme-common',
    checked: '3.10.x',
    kind: 'internal',
    where: ['plugins/storage-guard/guard.js'],
    what: "Before the page reads local storage, values of Docusaurus's own keys (theme, announcement bar, docs version) that are not ones it writes are removed.",
    test: 'tests/e2e/local-storage.spec.ts',
    ifBroken:
      "Check the key names and values in @docusaurus/theme-common's storage use (`theme`, `docusaurus.announcement.*`, `docs-preferred-version-*`).",
  },
  {
    id: 'search-docsearch-error-screen',
    package: '@docsearch/react',
    checked: '3.9.x',
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
    checked: '3.9.x',
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
    checked: '3.9.x',
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
    id: 'replaced-search-bar',
    package: '@docusaurus/theme-search-algolia',
    checked: '3.10.x',
    kind: 'replaced',
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
    id: 'eject-search-page',
    package: '@docusaurus/theme-search-algolia',
    checked: '3.10.x',
    kind: 'ejected',
    where: ['plugins/search/theme/SearchPage/index.tsx', 'plugins/search/theme/SearchPage/styles.module.css'],
    what:
      'The /search page, ejected: one main landmark, labelled breadcrumbs, loading, stalled and error states, and ' +
      "the client of the page's search backend (embedded index or Algolia) instead of algoliasearch's.",
    test: 'tests/e2e/search-page.spec.ts',
    ifBroken:
      'Eject the new original into a scratch copy (`npx docusaurus swizzle @docusaurus/theme-search-algolia ' +
      'SearchPage --eject`), diff, and carry over upstream fixes; the changes in index.tsx are fenced ' +
      '(`// Change:` … `// End change`), those in styles.module.css say "Changed here".',
  },
  {
    id: 'flutter-ast-patch',
    package: 'flutter-ast',
    checked: '0.0.4-4',
    kind: 'internal',
    where: ['scripts/lib/dart-parser.ts', 'plugins/dart-links/resolve.ts'],
    what:
      "The Dart analyzer's parser as flutter-ast compiles it, loaded from the package's ast.js with two source " +
      "patches: Dart 3.0's records, patterns, class modifiers and sealed classes switched on, and the parse " +
      "result and the scanner's token types exported. The sample checks read its diagnostics; plugins/dart-links " +
      'resolves the polly_dart names of every Dart sample from its tokens.',
    test: 'tests/unit/dart-links.test.ts > never links a name inside a string or a comment',
    ifBroken:
      'dart-parser.ts throws, naming this seam, when a line it patches is not in ast.js exactly once. Find the ' +
      'lines in the new ast.js (where the feature set is built, and the `exports.parse` assignment), update ' +
      'FLAGS_ANCHOR and EXPORT_ANCHOR, check the dart2js field names JsToken and JsDiagnostic read, then run ' +
      'tests/unit/dart-parser.test.ts.',
  },
  {
    id: 'browser-flag-in-transition',
    package: '@docusaurus/core',
    checked: '3.10.x',
    kind: 'internal',
    where: ['src/theme/Root/BrowserFlagProvider.tsx'],
    what:
      "The Root wrapper provides the flag useIsBrowser() reads through Docusaurus's own context " +
      '(lib/client/browserContext, not exported), set in a transition after hydration: the components that read it ' +
      're-render in slices instead of one blocking task. Lighthouse TBT on /strategies/retry, interleaved A/B: ' +
      'median 139 ms without, 77 ms with.',
    test: 'tests/unit/browser-flag.test.tsx > comes from the context the Root wrapper provides',
    ifBroken:
      'If the import fails, find where the new @docusaurus/core keeps the context useIsBrowser reads ' +
      '(lib/client/exports/useIsBrowser.js) and import that; if there is none, delete BrowserFlagProvider.tsx ' +
      '(the site works as before, with a longer task after hydration).',
  },
  {
    id: 'hydration-effects-snapshot',
    package: 'react-dom',
    checked: '19.3.x',
    kind: 'internal',
    where: ['src/hooks/hydrationEffects.ts', 'src/hooks/useKeepServerHtml.ts', 'src/theme/Root/index.tsx'],
    what:
      "React reads useSyncExternalStore's client snapshot again while it runs the hydration's effects, and renders " +
      "each component whose snapshot changed once more at sync priority. The islands (figures, the Markdown's code " +
      "blocks and admonitions) and the playground's code block tell hydration apart that way; during that span " +
      "their client snapshot reads as the server's, so " +
      'none renders again in the blocking task after hydration (that task went from about 100 to 35 ms on a CPU ' +
      'slowed four times, /strategies/retry).',
    test: 'tests/e2e/hydration-effects.spec.ts > no island or code block renders again after the page has hydrated',
    ifBroken:
      'React now checks the snapshots at another moment. Find when (updateStoreInstance in react-dom) and move ' +
      'the span Root opens and closes; or give up the gain: make snapshotAfterHydration return `client` alone. ' +
      'Readers see no difference either way; the blocking time after hydration grows.',
  },
  {
    id: 'minisearch-term-cache',
    package: 'minisearch',
    checked: '7.2.x',
    kind: 'internal',
    where: ['plugins/search/client/termCache.ts'],
    what:
      "While the embedded engine indexes the site's records, MiniSearch's private addTerm is replaced on the " +
      'instance by one that walks the radix tree (_index.fetch) once per distinct term instead of once per ' +
      'word: a fifth off the engine build, the largest part of the time from the index arriving to results on /search.',
    test: 'tests/unit/search-term-cache.test.ts > builds the index MiniSearch builds, entry for entry',
    ifBroken:
      "Read MiniSearch's add and addTerm in the new release. If the test says 'plain', the names changed: follow " +
      'them or delete termCache.ts (search still works, the build is slower). If the indexes differ, the entry ' +
      'format changed: match it or delete the module.',
  },
] satisfies Seam[];
