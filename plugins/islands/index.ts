import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from '../../shared/prismThemeCss';

/** The code colour themes: with islands, tokens carry classes only and these become one stylesheet. */
export type IslandsOptions = {light: PrismTheme; dark: PrismTheme};

/**
 * Accelerator `islands` (./README.md): each `index.island.tsx` stands in for its `index.tsx`; the Markdown's code
 * blocks and last-updated line become islands (src/accelerators/islands/theme); the server bundle resolves the
 * site's own `import()`s in place, so it renders each island in full; the browser registers Prism's languages with
 * the code blocks' code, not at start-up; and the code colours are a stylesheet for both colour modes, so that an
 * island's server HTML is right in either mode without rendering again.
 */
export default function islandsPlugin(context: LoadContext, {light, dark}: IslandsOptions): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'islands', 'code-colours.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, prismThemeCss(light, dark));
  const siteCode = path.join(context.siteDir, 'src') + path.sep;
  const isSiteCode = (file: string): boolean => file.startsWith(siteCode);
  return {
    name: 'islands',
    getThemePath: () => path.join(context.siteDir, 'src/accelerators/islands/theme'),
    getClientModules: () => [stylesheet, path.join(context.siteDir, 'src/clientModules/preloadMarkdownIslands.ts')],
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
