import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {slimPrismRenderer} from './slim';

/**
 * Bundles a slim copy of prism-react-renderer (see slim.ts) in place of the
 * package, for the server and the browser alike, so both highlight the same
 * way. A language not in `prism.additionalLanguages` renders as plain text.
 */
export default function slimPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      const original = path.join(path.dirname(require.resolve('prism-react-renderer/package.json')), 'dist/index.mjs');
      const slim = path.join(context.generatedFilesDir, 'slim-prism', 'index.mjs');
      fs.mkdirSync(path.dirname(slim), {recursive: true});
      fs.writeFileSync(slim, slimPrismRenderer(fs.readFileSync(original, 'utf8')));
      return {resolve: {alias: {'prism-react-renderer$': slim}}};
    },
  };
}
