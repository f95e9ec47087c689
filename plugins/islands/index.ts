import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Accelerator `islands` (./README.md): each `index.island.tsx` stands in for its `index.tsx`; the Markdown's code
 * blocks and last-updated line become islands (src/accelerators/islands/theme); the server bundle resolves the
 * site's own `import()`s in place, so it renders each island in full; the browser registers Prism's languages with
 * the code blocks' code, not at start-up.
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
