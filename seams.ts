/**
 * The registry of every place where the site depends on how a package works
 * inside, beyond its public API: each ejected theme file and each reach into a
 * package's internals. One entry each; nothing else in the repository lists
 * them. CONTRIBUTING's upgrade checklist is generated from this file
 * (`npm run seams -- --checklist`), and `tests/unit/ejected-files.test.ts`
 * checks that every entry names a test that exists and mentions the entry's
 * id.
 *
 * When a release breaks a reach, the test the entry names fails and its
 * message says what to look at; one stops the build instead, with a message
 * naming its entry (flutter-ast-patch: it rewrites a package's source at build
 * time and cannot run on a source it does not recognise). `checked` is the range of versions the reach was last checked
 * on; `npm run seams` lists the entries whose installed package is outside it.
 *
 * An entry with an `accelerator` exists only for speed: `ACCELERATORS=off` (or
 * `ACCELERATORS=-<name>`) builds the site without it, which is the way out when
 * a release breaks it (CONTRIBUTING, "Upgrading dependencies"). The others
 * carry behaviour the specification asks for.
 */
import type {Accelerator} from './plugins/accelerators';

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
  /**
   * Our files that hold the reach: paths from the repository's root, or patterns in which `*` stands for any
   * characters but `/` (the islands entry's). Only these files, and the entry's test, may hold a
   * reach into a package's internals: ESLint's rule seams/registered-reach (eslint.config.mjs) fails on one
   * anywhere else.
   */
  where: string[];
  /** What it does and what it buys, in one or two sentences. */
  what: string;
  /** The test that fails when the reach stops working: a file under tests/, optionally `file > test title`. */
  test: string;
  /** What a maintainer looks at when that test fails. */
  ifBroken: string;
  /** The accelerator (plugins/accelerators) the reach belongs to: off with it. None: the site needs it. */
  accelerator?: Accelerator;
}

/** Whether `file`, a path from the repository's root, is one that `where` names (a path or a pattern). */
export function whereNames(where: readonly string[], file: string): boolean {
  return where.some((entry) => {
    const [first, ...parts] = entry.split('*');
    if (parts.length === 0) return entry === file;
    if (!file.startsWith(first)) return false;
    let rest = file.slice(first.length);
    for (const [index, part] of parts.entries()) {
      const at =
        index === parts.length - 1 ? (rest.endsWith(part) ? rest.length - part.length : -1) : rest.indexOf(part);
      // A star stands for characters of one folder or file name.
      if (at < 0 || rest.slice(0, at).includes('/')) return false;
      rest = rest.slice(at + part.length);
    }
    return rest === '';
  });
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
    accelerator: 'islands',
    where: [
      'src/accelerators/islands/theme/MDXComponents/Code.tsx',
      'src/accelerators/islands/codeBlock/index.ts',
      'src/accelerators/islands/codeBlock/CodeBlock.tsx',
    ],
    what: "A fenced block of the Markdown is an island: the server writes it in full, the page keeps that HTML through hydration, and the theme's code block renders it again in place only when the reader comes near it. Keeps the original's inline-or-block rule and takes the frame of a block still loading from the theme's CSS modules.",
    test: 'tests/e2e/islands-code-blocks.spec.ts > the code blocks of the server HTML stay in place through hydration, and render again only near the view',
    ifBroken:
      "Compare with the theme's MDXComponents/Code (its rule for inline code) and check the class names of CodeBlock/Container and CodeBlock/Content's CSS modules.",
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
    id: 'replaced-logo',
    package: '@docusaurus/theme-classic',
    checked: '3.10.x',
    kind: 'replaced',
    accelerator: 'paint-first',
    where: [
      'src/accelerators/paint-first/theme/Logo/index.tsx',
      'src/accelerators/paint-first/theme/Logo/LogoMark.tsx',
    ],
    what: 'The navbar mark is drawn inline instead of an <img> of img/logo.svg, so no image request sits in the first paint.',
    test: 'tests/unit/logo-mark.test.tsx',
    ifBroken:
      "Check the theme's Logo props (imageClassName, titleClassName) and navbar.logo settings are still the ones the component reads.",
  },
  {
    id: 'paint-first-template',
    package: '@docusaurus/core',
    checked: '3.10.x',
    kind: 'internal',
    accelerator: 'paint-first',
    where: ['plugins/paint-first/template.ts'],
    what: "A copy of Docusaurus's SSR page template whose scripts start after the first contentful paint (LCP on the heaviest pages from about 2.0 s to 1.1 s).",
    test: 'tests/e2e/paint-first.spec.ts',
    ifBroken: 'Diff the copy with @docusaurus/core/lib/ssg/ssgTemplate.html.js and carry upstream changes over.',
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
    what: "Before the page reads local storage, values of Docusaurus's own keys (the colour mode and the announcement bar's dismissal) that are not ones it writes are removed.",
    test: 'tests/e2e/local-storage.spec.ts',
    ifBroken:
      "Check the key names and values in @docusaurus/theme-common's storage use (`theme`, `docusaurus.announcement.id`, `docusaurus.announcement.dismiss`).",
  },
  {
    id: 'search-docsearch-error-screen',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: ['plugins/search/node/docsearchModal.ts', 'plugins/search/index.ts'],
    what:
      "The modal is served from a copy of DocSearch's ES build of its modal with one statement of its bundled autocomplete core " +
      'changed, so that a failed search keeps the error screen instead of "No results" and leaves no unhandled ' +
      'rejection. No DocSearch prop reaches that status.',
    test: 'tests/e2e/search-faults.spec.ts',
    ifBroken:
      "The build warns when the statement is not there and serves DocSearch's modal without that change. Find the " +
      '`.finally` that resets the status to "idle" in the new dist/esm/DocSearchModal.js, update the pattern in ' +
      'docsearchModal.ts and check it with tests/unit/search-plugin.test.ts.',
  },
  {
    id: 'search-docsearch-input-limit',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: ['plugins/search/node/docsearchModal.ts', 'plugins/search/index.ts'],
    what:
      "The same copy of DocSearch's modal gives its input at most 64 characters, the specification's limit: DocSearch " +
      '4 fixes it at 512 (for questions to its assistant) in its search box, and no prop sets it.',
    test: 'tests/e2e/search-modal.spec.ts > caps the query at 64 characters',
    ifBroken:
      "The build warns when the statement is not there and the input takes 512 characters. Find the search box's " +
      'getInputProps({inputElement, autoFocus, maxLength}) call in the new dist/esm/DocSearchModal.js, update the ' +
      'pattern in docsearchModal.ts and check it with tests/unit/search-plugin.test.ts.',
  },
  {
    id: 'search-docsearch-empty-history',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: ['plugins/search/node/docsearchModal.ts', 'plugins/search/index.ts'],
    what:
      'The same copy of DocSearch\'s modal says "No recent searches" (its startScreen.noRecentSearchesText) on an ' +
      "empty query without stored searches, the specification's empty-history screen: DocSearch 4's start screen " +
      'shows nothing then.',
    test: 'tests/e2e/search-modal.spec.ts > shows "No recent searches" without history, then the hits chosen and favourites',
    ifBroken:
      'The build warns when the start screen is not found and an empty history shows nothing. Find the function of ' +
      'the new dist/esm/DocSearchModal.js that reads translations.recentSearchesTitle and returns the ' +
      'DocSearch-Dropdown-Container, update the pattern in docsearchModal.ts and check it with ' +
      'tests/unit/search-plugin.test.ts.',
  },
  {
    id: 'search-docsearch-no-eval',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: ['plugins/search/node/docsearchModal.ts', 'plugins/search/index.ts'],
    what:
      'The same copy of DocSearch\'s modal does not try `new Function("")`, the probe by which the schema library ' +
      "DocSearch 4 bundles learns whether it may compile code: the site's Content-Security-Policy forbids eval, and " +
      'the probe reported a violation on every open of the modal.',
    test: 'tests/e2e/search-modal.spec.ts',
    ifBroken:
      "The build warns when the probe is not found, and the Content-Security-Policy fixture fails the modal's tests. " +
      'Find `new Function("")` in the new dist/esm/DocSearchModal.js, update the pattern in docsearchModal.ts and ' +
      'check it with tests/unit/search-plugin.test.ts.',
  },
  {
    id: 'search-docsearch-suggestions',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: ['plugins/search/node/docsearchModal.ts', 'plugins/search/index.ts'],
    what:
      'The same copy of DocSearch\'s modal keeps the suggested queries of its no-results screen ("Try searching ' +
      'for", the top-level headings of earlier hits) an array: DocSearch 4 spreads them into an object, which has ' +
      'no length, so the screen never showed them.',
    test: 'tests/e2e/search-modal.spec.ts > shows the no-results screen with suggestions and a link to report the query',
    ifBroken:
      'If DocSearch fixed it, delete the change; otherwise find `searchSuggestions:` in the new ' +
      'dist/esm/DocSearchModal.js, update the pattern in docsearchModal.ts and check it with ' +
      'tests/unit/search-plugin.test.ts.',
  },
  {
    id: 'search-docsearch-hit-count',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: ['plugins/search/node/docsearchModal.ts', 'plugins/search/index.ts'],
    what:
      'The same copy of DocSearch\'s modal counts the hits of the query on screen in "See all N results": DocSearch 4 ' +
      "adds each answer's count to the one kept in its autocomplete context, which outlives the query, so the " +
      'link summed every query typed since the modal opened.',
    test: 'tests/e2e/search-modal.spec.ts > "See all N results" counts the hits of the query on screen, as the search page does',
    ifBroken:
      'If DocSearch fixed it, delete the change; otherwise find `context.nbHits` in the new ' +
      'dist/esm/DocSearchModal.js, update the pattern in docsearchModal.ts and check it with ' +
      'tests/unit/search-plugin.test.ts.',
  },
  {
    id: 'search-docsearch-button',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: [
      'plugins/search/client/docsearch/DocSearchButton.tsx',
      'plugins/search/client/docsearch/DocSearchButton.css',
      'plugins/search/client/docsearch/useDocSearchKeyboardEvents.ts',
    ],
    what:
      "A copy of DocSearch's search button (its markup and class names, which DocSearch's stylesheet styles) named " +
      "'Search' as the specification says (DocSearch 4 names it 'Search (Control+k)'), and DocSearch 3.9's keyboard " +
      "hook, which keeps what DocSearch 4's dropped: `/` on a focused button and a character typed on it open the " +
      "modal. Not for speed alone, so in no accelerator; it also spares every page DocSearch 4's own button and " +
      'hook (1.4 KB gzip against 3.1 KB).',
    test: 'tests/unit/search-docsearch-button.test.tsx',
    ifBroken:
      "Carry the new markup of DocSearch's DocSearchButton (dist/esm/DocSearchButton.js) over to the copy and compare " +
      "useDocSearchKeyboardEvents.ts with DocSearch's hook (keys, the DocSearch--active body class); then run " +
      'tests/e2e/search-embedded.spec.ts and tests/e2e/search-modal.spec.ts.',
  },
  {
    id: 'search-stored-searches',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: ['plugins/search/client/storedSearches.ts', 'plugins/search/index.ts'],
    what:
      "An inline script cleans DocSearch's stored recent and favourite searches before DocSearch renders them as HTML, " +
      'and wraps localStorage for them. It knows their storage keys and the shape of a stored hit, which DocSearch ' +
      'does not document.',
    test: 'tests/e2e/search-stored-searches.spec.ts',
    ifBroken:
      "Read the keys and the stored hit in DocSearch's createStoredSearches (dist/esm/DocSearchModal.js) and update " +
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
      "is not possible: it imports DocSearch's modal as it ships (seams search-docsearch-error-screen and " +
      "search-docsearch-input-limit), DocSearch 4's own button and hook, and no backend but Algolia's.",
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
    accelerator: 'hydration-transition',
    where: ['src/accelerators/hydration-transition/theme/Root/index.tsx'],
    what:
      "The accelerator's Root wrapper provides the flag useIsBrowser() reads through Docusaurus's own context " +
      '(lib/client/browserContext, not exported), set in a transition after hydration: the components that read it ' +
      're-render in slices instead of one blocking task.',
    test: 'tests/unit/browser-flag.test.tsx > comes from the context the Root wrapper provides',
    ifBroken:
      'Build with ACCELERATORS=-hydration-transition and ship. Then find where the new @docusaurus/core keeps the ' +
      'context useIsBrowser reads (lib/client/exports/useIsBrowser.js) and import that; if there is none, delete ' +
      'the accelerator.',
  },
  {
    id: 'islands',
    package: '@docusaurus/faster',
    checked: '3.10.x',
    kind: 'internal',
    accelerator: 'islands',
    where: [
      'plugins/islands/index.ts',
      'plugins/islands/registry.ts',
      'src/accelerators/islands/lazyModule.ts',
      'src/accelerators/islands/lazyIsland.tsx',
      'src/accelerators/islands/bundler.d.ts',
      'src/accelerators/islands/useKeepServerHtml.ts',
      'src/accelerators/islands/codeBlock/index.ts',
      'src/accelerators/islands/theme/LastUpdated/index.tsx',
    ],
    what:
      'Four reaches. The server bundle resolves every import() under src/ and in the islands the plugin writes in ' +
      'place (parser.dynamicImportMode), and ' +
      "the browser finds an island's module there synchronously through the bundler's runtime (__webpack_modules__, " +
      '__webpack_require__) by the id require.resolveWeak gives, without pulling it into the chunk. An island ' +
      'hydrates as an element with an empty dangerouslySetInnerHTML, whose children React (react-dom 19.3) leaves ' +
      "as the server wrote them. It waits for Docusaurus's data-has-hydrated attribute on <html> (undocumented) " +
      'before it fetches its code.',
    test: 'tests/e2e/islands.spec.ts > a simulator shows the server-rendered figure until its code arrives after the page, then runs',
    ifBroken:
      'Build with ACCELERATORS=-islands and ship. Then check, in order: Rspack still honours dynamicImportMode on a ' +
      'module rule and provides __webpack_modules__, __webpack_require__ and require.resolveWeak; React leaves the ' +
      'children of an element with inner HTML alone while it hydrates (tests/e2e/islands-code-blocks.spec.ts); ' +
      '@docusaurus/core still sets data-has-hydrated (lib/client/hasHydratedDataAttribute.js).',
  },
  {
    id: 'search-early-minisearch-index',
    package: 'minisearch',
    checked: '7.2.x',
    kind: 'internal',
    accelerator: 'search-early',
    where: ['plugins/search/client/engine.ts'],
    what:
      "The search-early accelerator's prebuilt index (search-engine.json) is loaded with MiniSearch.loadJS without " +
      "its terms, which then go straight into MiniSearch's private word index (_index.set, as loadJS itself does) " +
      'from a compact form a third the size of toJSON: the first rows 24 ms sooner than with loadJS of ' +
      "MiniSearch's own form (203 against 227 ms, 24 loads each; bench/README.md). Each term's postings are a Map " +
      '(LoadedPostings) that fills itself on its first use through any of the methods MiniSearch 7.2 uses on its own ' +
      '(get, has, size, set, delete, iteration), so MiniSearch must keep reading postings through those methods.',
    test:
      'tests/e2e/search-early.spec.ts > search-early: the prebuilt index of the build > answers every query of the ' +
      'relevance set exactly as the index the browser builds',
    ifBroken:
      'Build with ACCELERATORS=-search-early and ship. Then read the installed MiniSearch loadJS and carry over what ' +
      "it now does with a term into loadIndex, and how its search reads a term's postings into LoadedPostings " +
      '(plugins/search/client/engine.ts).',
  },
  {
    id: 'search-early-keep-server-html',
    package: 'react-dom',
    checked: '19.x',
    kind: 'internal',
    accelerator: 'search-early',
    where: ['plugins/search/early/useEarlyRows.ts', 'plugins/search/theme/SearchPage/index.tsx'],
    what:
      'The search page keeps the blocks the early script paints its rows and count into as elements with an empty ' +
      'dangerouslySetInnerHTML, whose children React (react-dom 19.3) leaves as they are while it hydrates, and reads ' +
      "useSyncExternalStore's server snapshot to tell hydration from a render in the browser.",
    test:
      'tests/e2e/search-early.spec.ts > search-early > paints the rows of "retry with backoff" before the ' +
      "page's scripts run, the rows the page then renders",
    ifBroken:
      'Build with ACCELERATORS=-search-early and ship. Then check that React still leaves the children of an ' +
      'element with inner HTML alone while it hydrates (the islands seam depends on the same), and that the page ' +
      'replaces the blocks once its own search answers (useEarlyRows.ts).',
  },
  {
    id: 'docusaurus-preload-rejection',
    package: '@docusaurus/core',
    checked: '3.10.x',
    kind: 'internal',
    where: ['src/clientModules/handledPreload.ts'],
    what:
      "Docusaurus's Link drops the promise of window.docusaurus.preload, so a page chunk that fails to load while a " +
      'link preloads it was an unhandled rejection; the client module swaps the frozen global for one whose ' +
      'preload handles it.',
    test: 'tests/e2e/chunk-failure.spec.ts',
    ifBroken:
      'If Link now handles the failure, delete the module; if window.docusaurus moved or changed shape, follow it ' +
      '(lib/client/docusaurus.js, lib/client/exports/Link.js).',
  },
  {
    id: 'page-index-generated-module',
    package: '@docusaurus/core',
    checked: '3.10.x',
    kind: 'internal',
    where: ['src/components/NearestPages/index.tsx', 'src/not-found/generated.d.ts', 'plugins/page-index/index.ts'],
    what:
      'The not-found page imports the page index the page-index plugin writes with createData by its path under ' +
      '@generated (`@generated/page-index/default/pages.json`), which Docusaurus does not document: a chunk ' +
      'fetched only by the not-found page, where global data would ship the index to every page.',
    test: 'tests/e2e/not-found.spec.ts',
    ifBroken:
      'Check where @docusaurus/core writes createData files (generatedFilesDir/<plugin name>/<plugin id>/) and ' +
      'that the @generated alias still points there; update the import and generated.d.ts.',
  },
  {
    id: 'search-docsearch-retry-error',
    package: '@docsearch/react',
    checked: '4.7.x',
    kind: 'internal',
    where: [
      'plugins/search/client/errors.ts',
      'plugins/search/client/client.ts',
      'plugins/search/client/productionOnly.ts',
    ],
    what:
      "DocSearch shows its error screen for an error named RetryError (the name algoliasearch's transport gives " +
      'an unreachable host) and nothing else: the embedded backend names its failures so.',
    test: 'tests/e2e/search-faults.spec.ts',
    ifBroken:
      "Read how DocSearch's autocomplete status reaches the error screen in dist/esm/DocSearchModal.js (the check of " +
      "error.name) and name the backend's errors to match.",
  },
] satisfies Seam[];
