// An island (src/islands/lazyIsland.tsx): the server renders the simulator in full; its code loads after the page, when the reader nears or reaches it.
import type {ComponentProps} from 'react';
import {lazyIsland} from '@site/src/islands/lazyIsland';
import type RetryBackoffSimulatorComponent from './RetryBackoffSimulator';

export default lazyIsland<ComponentProps<typeof RetryBackoffSimulatorComponent>>(
  'RetryBackoffSimulator',
  () => import('./RetryBackoffSimulator'),
  require.resolveWeak('./RetryBackoffSimulator'),
  {interactive: true},
);
