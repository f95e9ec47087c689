import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {missingHelpers} from './helpers';

/** The helpers ./tslib-helpers.ts exports. */
const PROVIDED = ['__importDefault'];

/**
 * Trims what Docusaurus's own client code brings into every page's start-up
 * bundle and no setting removes.
 *
 * tslib: @docusaurus/utils-common is CommonJS compiled with `importHelpers`,
 * and its index requires tslib for one helper. A `require` of an ES module
 * takes the whole module object, so the bundler cannot drop the unused
 * helpers: all of tslib (4 KB gzip) shipped with main.js. Requests for tslib
 * from that package now resolve to ./tslib-helpers.ts, which has the
 * helper it calls. The build stops if a new version calls another one.
 *
 * The base URL banner: with `baseUrlIssueBanner: false` the component renders
 * nothing, but its code (1 KB gzip) still ships in main.js; it is replaced by
 * ./no-banner.tsx in both bundles.
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer, {currentBundler}) {
      const plugins =
        context.siteConfig.baseUrlIssueBanner === false
          ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^\.\/BaseUrlIssueBanner$/,
                path.join(__dirname, 'no-banner.tsx'),
              ),
            ]
          : [];
      if (isServer) return {plugins};
      const utilsCommon = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
      const sources = new Map<string, string>();
      for (const file of fs.readdirSync(utilsCommon).filter((name) => name.endsWith('.js'))) {
        sources.set(file, fs.readFileSync(path.join(utilsCommon, file), 'utf8'));
      }
      const missing = missingHelpers(sources, PROVIDED);
      if (missing.length > 0) {
        throw new Error(
          `lean-client: @docusaurus/utils-common calls tslib helpers that plugins/lean-client/tslib-helpers.ts lacks: ${missing.join(', ')}. Add them there.`,
        );
      }
      return {
        plugins,
        module: {
          rules: [
            {
              test: (file: string) => file.startsWith(utilsCommon + path.sep),
              resolve: {alias: {tslib$: path.join(__dirname, 'tslib-helpers.ts')}},
            },
          ],
        },
      };
    },
  };
}
