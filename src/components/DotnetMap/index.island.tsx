// An island (src/islands/lazyIsland.tsx): the server renders the figure in full; its code loads after the page, when the reader nears or reaches it.
import {lazyIsland} from '@site/src/islands/lazyIsland';

export default lazyIsland('DotnetMap', () => import('./DotnetMap'), require.resolveWeak('./DotnetMap'), {
  interactive: true,
});
