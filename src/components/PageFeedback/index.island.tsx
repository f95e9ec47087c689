// An island (src/islands/lazyIsland.tsx): the server renders the question in full; its code loads just after the page, when the reader nears or reaches it.
import type {ComponentProps} from 'react';
import {lazyIsland} from '@site/src/islands/lazyIsland';
import type PageFeedbackComponent from './PageFeedback';

export default lazyIsland<ComponentProps<typeof PageFeedbackComponent>>(
  'PageFeedback',
  () => import('./PageFeedback'),
  require.resolveWeak('./PageFeedback'),
  {interactive: true},
);
