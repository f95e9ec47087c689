import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The build side of islands (src/islands/lazyIsland.tsx): in the server
 * bundle, the `import()` of each component folder's entry (the island's
 * loader, `src/components/<Name>/index.tsx`) is resolved eagerly, into the
 * same bundle, so the server renders every island in full, synchronously. The
 * browser bundle keeps them lazy: each island's code is a chunk of its own.
 */
export default function islandsPlugin(context: LoadContext): Plugin {
  const componentsDir = path.join(context.siteDir, 'src', 'components');
  const isComponentEntry = (file: string): boolean =>
    path.dirname(path.dirname(file)) === componentsDir && /^index\.[jt]sx?$/.test(path.basename(file));
  return {
    name: 'islands',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {module: {rules: [{test: isComponentEntry, parser: {dynamicImportMode: 'eager'}}]}};
    },
  };
}
