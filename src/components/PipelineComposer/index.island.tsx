// An island (src/islands/lazyIsland.tsx): the server renders the composer in full; its code, with the code block and
// the highlighter, loads after the page, when the reader nears or reaches it.
import type {ComponentProps} from 'react';
import {lazyIsland} from '@site/src/islands/lazyIsland';
import type PipelineComposerComponent from './PipelineComposer';

export default lazyIsland<ComponentProps<typeof PipelineComposerComponent>>(
  'PipelineComposer',
  () => import('./PipelineComposer'),
  require.resolveWeak('./PipelineComposer'),
  {interactive: true},
);
