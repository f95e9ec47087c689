import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from '../../shared/prismThemeCss';
import {ISLANDS, islandModule} from './registry';

/** The code colour themes: with islands, tokens carry classes only and these become one stylesheet. */
export type IslandsOptions = {light: PrismTheme; dark: PrismTheme};

/**
 * Accelerator `islands` (./README.md): each component of the registry (./registry.ts) is replaced by a module,
 * written here, that declares it as an island; the Markdown's code blocks and last-updated line become islands
 * (src/accelerators/islands/theme); the server bundle resolves the site's own `import()`s in place, so it renders
 * each island in full; the browser registers Prism's languages with the code blocks' code, not at start-up; and
 * the code colours are a stylesheet for both colour modes, so that an island's server HTML is right in either mode
 * without rendering again.
 */
export default function islandsPlugin(context: LoadContext, {light, dark}: IslandsOptions): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'islands', 'code-colours.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, prismThemeCss(light, dark));
  const declarations = path.join(context.generatedFilesDir, 'islands', 'components');
  fs.mkdirSync(declarations, {recursive: true});
  for (const [name, options] of Object.entries(ISLANDS)) {
    fs.writeFileSync(path.join(declarations, `${name}.js`), islandModule(name, options));
  }
  const ownCode = [path.join(context.siteDir, 'src') + path.sep, declarations + path.sep];
  const isOwnCode = (file: string): boolean => ownCode.some((dir) => file.startsWith(dir));
  return {
    name: 'islands',
    getThemePath: () => path.join(context.siteDir, 'src/accelerators/islands/theme'),
    getClientModules: () => [stylesheet, path.join(context.siteDir, 'src/accelerators/islands/preloadCodeBlocks.ts')],
    configureWebpack(_config, isServer, {currentBundler}) {
      // `@site/src/components/<Name>` of a registered component, as pages and the theme import it, becomes its island.
      const standIns = Object.keys(ISLANDS).map(
        (name) =>
          new currentBundler.instance.NormalModuleReplacementPlugin(
            new RegExp(`^@site/src/components/${name}$`),
            path.join(declarations, `${name}.js`),
          ),
      );
      if (isServer) {
        return {
          plugins: standIns,
          module: {rules: [{test: isOwnCode, parser: {dynamicImportMode: 'eager'}}]},
        };
      }
      const registerAtStartUp = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
      return {plugins: standIns, resolve: {alias: {[registerAtStartUp]: false}}};
    },
  };
}
