import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {missingHelpers} from './helpers';

/** The helpers ./tslib-helpers.mjs exports. */
const PROVIDED = ['__importDefault'];

/**
 * Trims what Docusaurus's own client code brings into every page's start-up
 * bundle and no setting removes.
 *
 * tslib: @docusaurus/utils-common is CommonJS compiled with `importHelpers`,
 * and its index requires tslib for one helper. A `require` of an ES module
 * takes the whole module object, so the bundler cannot drop the unused
 * helpers: all of tslib (4 KB gzip) shipped with main.js. Requests for tslib
 * from that package now resolve to ./tslib-helpers.mjs, which has the
 * helper it calls. The build stops if a new version calls another one.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const utilsCommon = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
      const sources = new Map<string, string>();
      for (const file of fs.readdirSync(utilsCommon).filter((name) => name.endsWith('.js'))) {
        sources.set(file, fs.readFileSync(path.join(utilsCommon, file), 'utf8'));
      }
      const missing = missingHelpers(sources, PROVIDED);
      if (missing.length > 0) {
        throw new Error(
          `lean-client: @docusaurus/utils-common calls tslib helpers that plugins/lean-client/tslib-helpers.mjs lacks: ${missing.join(', ')}. Add them there.`,
        );
      }
      return {
        module: {
          rules: [
            {
              test: (file: string) => file.startsWith(utilsCommon + path.sep),
              resolve: {alias: {tslib$: path.join(__dirname, 'tslib-helpers.mjs')}},
            },
          ],
        },
      };
    },
  };
}
