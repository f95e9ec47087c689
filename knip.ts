// knip (`npm run knip`, part of `npm test`): no unused file, export or dependency, and no import of a
// package that package.json does not declare.
//
// knip's Docusaurus plugin loads docusaurus.config.ts and calls each local plugin without a context,
// which ours cannot take; so it is off and what it would add is written out here: the entries
// Docusaurus itself reads, and the module names Docusaurus resolves at build time.
import type {KnipConfig} from 'knip';

export default {
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/theme/**/*.{ts,tsx}',
    // The accelerators' theme components (getThemePath) and client modules (plugins/accelerators/README.md).
    'src/accelerators/*/theme/**/*.{ts,tsx}',
    'src/accelerators/islands/preloadCodeBlocks.ts',
    'src/pages/**/*.{ts,tsx}',
    'src/clientModules/*.ts',
    'plugins/*/index.ts',
    // Theme components and client modules a plugin hands to Docusaurus by path (getThemePath, getClientModules).
    'plugins/*/theme/**/*.{ts,tsx}',
    // Inline scripts a plugin reads as text and puts in the page as they are.
    'plugins/storage-guard/guard.js',
    // The search-early accelerator's script, which the search plugin bundles on its own (plugins/search/early/bundle.ts).
    'plugins/search/early/paint.ts',
    'scripts/*.ts',
    'scripts/lib/summarise-tests.mjs',
    'tests/**/*.{ts,tsx}',
    'docs/**/*.mdx',
    'blog/**/*.mdx',
  ],
  project: ['**/*.{ts,tsx,js,mjs,mdx}', '!tests/unit/fixtures/**', '!build*/**', '!.docusaurus/**'],
  // The `@site/` alias and the modules Docusaurus provides while it builds (theme components, its
  // client API, generated data): none of them is an npm package.
  paths: {'@site/*': ['./*']},
  ignoreDependencies: [
    // jest.config.js maps it for Docusaurus 4's execa (npm run drill:next); 3.10 does not install it.
    'unicorn-magic',
    // Font files plugins/social-cards resolves by path.
    '@fontsource/inter',
    /^@theme(-original|-init)?\//,
    /^@generated\//,
    // The search plugin's alias for its copy of DocSearch's modal (plugins/search/index.ts).
    /^@search\//,
    /^@docusaurus\/(BrowserOnly|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|router|useBrokenLinks|Translate|useBaseUrl|useDocusaurusContext|useGlobalData|useIsBrowser|useRouteContext|constants)$/,
  ],
  // A type a module exports and uses itself is part of that module's interface.
  ignoreExportsUsedInFile: {interface: true, type: true},
} satisfies KnipConfig;
