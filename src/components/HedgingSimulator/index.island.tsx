// An island (src/islands/lazyIsland.tsx): the server renders the simulator in full; its code loads after the page, when the reader nears or reaches it.
import type {ComponentProps} from 'react';
import {lazyIsland} from '@site/src/islands/lazyIsland';
import type HedgingSimulatorComponent from './HedgingSimulator';

export default lazyIsland<ComponentProps<typeof HedgingSimulatorComponent>>(
  'HedgingSimulator',
  () => import('./HedgingSimulator'),
  require.resolveWeak('./HedgingSimulator'),
  {interactive: true},
);
