import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {slimPrismRenderer} from './slim';
import {prismThemeCss} from '../../shared/prismThemeCss';

export type SlimPrismOptions = {light: PrismTheme; dark: PrismTheme};

function isTheme(value: unknown): value is PrismTheme {
  const theme = value as PrismTheme | undefined;
  return typeof theme?.plain === 'object' && Array.isArray(theme.styles);
}

function assertSlimPrismOptions(options: unknown): asserts options is SlimPrismOptions {
  const {light, dark} = (options ?? {}) as Partial<SlimPrismOptions>;
  if (!isTheme(light) || !isTheme(dark)) {
    throw new Error('slim-prism: pass the code colour themes as options, {light, dark}, each a Prism theme');
  }
}

/**
 * Bundles a slim copy of prism-react-renderer (see slim.ts) in place of the
 * package, for the server and the browser alike, so both highlight the same
 * way. A language not in `prism.additionalLanguages` renders as plain text.
 * The code colours are a stylesheet (shared/prismThemeCss.ts): set
 * `prism.theme` to `classOnlyTheme` and pass the real themes here.
 */
export default function slimPrismPlugin(context: LoadContext, options: unknown): Plugin {
  assertSlimPrismOptions(options);
  const stylesheet = path.join(context.generatedFilesDir, 'slim-prism', 'code-colours.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, prismThemeCss(options.light, options.dark));
  return {
    name: 'slim-prism',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack() {
      const original = path.join(path.dirname(require.resolve('prism-react-renderer/package.json')), 'dist/index.mjs');
      const slim = path.join(context.generatedFilesDir, 'slim-prism', 'index.mjs');
      fs.mkdirSync(path.dirname(slim), {recursive: true});
      fs.writeFileSync(slim, slimPrismRenderer(fs.readFileSync(original, 'utf8')));
      return {resolve: {alias: {'prism-react-renderer$': slim}}};
    },
  };
}
