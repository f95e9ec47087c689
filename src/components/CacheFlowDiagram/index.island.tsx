// An island (src/islands/lazyIsland.tsx): the server renders the diagram in full; static: a page loaded from the server keeps its HTML and never loads its code.
import {lazyIsland} from '@site/src/islands/lazyIsland';

export default lazyIsland(
  'CacheFlowDiagram',
  () => import('./CacheFlowDiagram'),
  require.resolveWeak('./CacheFlowDiagram'),
  {interactive: false},
);
