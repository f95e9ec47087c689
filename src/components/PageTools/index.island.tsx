// An island (src/islands/lazyIsland.tsx): the server renders the page tools in full; their code loads just after the page, when the reader nears or reaches them.
import type {ComponentProps} from 'react';
import {lazyIsland} from '@site/src/islands/lazyIsland';
import type PageToolsComponent from './PageTools';

export default lazyIsland<ComponentProps<typeof PageToolsComponent>>(
  'PageTools',
  () => import('./PageTools'),
  require.resolveWeak('./PageTools'),
  {interactive: true},
);
