import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {missingHelpers} from './helpers';

/** The helpers ./tslib-helpers.ts exports. */
const PROVIDED = ['__importDefault'];

/**
 * Keeps all of tslib out of every page's start-up bundle (3.7 KB gzip of
 * first-load JS, bench/README.md).
 *
 * @docusaurus/utils-common is CommonJS compiled with `importHelpers`, and its
 * index requires tslib for one helper. A `require` of an ES module takes the
 * whole module object, so the bundler cannot drop the unused helpers.
 * Requests for tslib from that package resolve to ./tslib-helpers.ts, which
 * has the helper it calls.
 *
 * Registered in seams.ts as `tslib-stand-in`. When a new version of the
 * package calls a helper the stand-in lacks, the build keeps the real tslib
 * (it prints a warning) and tests/unit/lean-client.test.ts fails, naming the
 * helper to add.
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
        console.warn(
          `[lean-client] @docusaurus/utils-common calls tslib helpers that plugins/lean-client/tslib-helpers.ts lacks ` +
            `(${missing.join(', ')}): the whole of tslib ships until they are added there (seams.ts: tslib-stand-in).`,
        );
        return {};
      }
      return {
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
