import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The build side of src/islands/lazyModule.ts: in the server bundle, every
 * `import()` in the site's own code (src/) is resolved eagerly, into the same
 * bundle, so the server renders the islands and highlighted code blocks in
 * full, synchronously. The browser bundle keeps them lazy: each is a chunk of
 * its own. Docusaurus's own route loading is left as it is.
 */
export default function islandsPlugin(context: LoadContext): Plugin {
  const siteCode = path.join(context.siteDir, 'src') + path.sep;
  const isSiteCode = (file: string): boolean => file.startsWith(siteCode);
  return {
    name: 'islands',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {module: {rules: [{test: isSiteCode, parser: {dynamicImportMode: 'eager'}}]}};
    },
  };
}
