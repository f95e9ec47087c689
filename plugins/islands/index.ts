import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Accelerator `islands` (./README.md). Figures, the page tools and the
 * Markdown's code blocks and last-updated line become islands: the server
 * renders them in full, a page loaded from the server keeps that HTML through
 * hydration, and their code is not part of the first load.
 * - Each component folder's `index.island.tsx` stands in for its `index.tsx`
 *   (`resolve.extensions`).
 * - The theme components in src/accelerators/islands/theme make the Markdown's
 *   code blocks and last-updated line islands.
 * - In the server bundle every `import()` in the site's own code (src/) is
 *   resolved eagerly, into the same bundle, so the server renders the islands
 *   in full, synchronously; the browser bundle keeps them lazy.
 * - In the browser, the theme no longer registers Prism's languages at start-up
 *   (which put Prism into every first load): code blocks register them with
 *   their code (src/prism/languages.ts).
 */
export default function islandsPlugin(context: LoadContext): Plugin {
  const siteCode = path.join(context.siteDir, 'src') + path.sep;
  const isSiteCode = (file: string): boolean => file.startsWith(siteCode);
  return {
    name: 'islands',
    getThemePath: () => path.join(context.siteDir, 'src/accelerators/islands/theme'),
    getClientModules: () => [path.join(context.siteDir, 'src/clientModules/preloadMarkdownIslands.ts')],
    configureWebpack(config, isServer) {
      const extensions = ['.island.tsx', ...(config.resolve?.extensions ?? [])];
      if (isServer) {
        return {
          mergeStrategy: {'resolve.extensions': 'replace'},
          resolve: {extensions},
          module: {rules: [{test: isSiteCode, parser: {dynamicImportMode: 'eager'}}]},
        };
      }
      const registerAtStartUp = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
      return {
        mergeStrategy: {'resolve.extensions': 'replace'},
        resolve: {extensions, alias: {[registerAtStartUp]: false}},
      };
    },
  };
}
