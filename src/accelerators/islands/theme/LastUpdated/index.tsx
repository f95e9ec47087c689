// Accelerator `islands` (plugins/islands), wrapping the theme's LastUpdated: the last-updated line is a static island (src/accelerators/islands/lazyIsland.tsx). A page loaded from the server
// keeps the line the server wrote, and never loads the theme's component, which formats the date with
// Intl.DateTimeFormat (its first use took 15 ms, 60 ms on Lighthouse's slowed CPU, of every docs page's
// hydration); a page reached by a link loads it and renders the line, at the foot of the page.
import type {Props} from '@theme/LastUpdated';
import {lazyIsland} from '@site/src/accelerators/islands/lazyIsland';

export default lazyIsland<Props>(
  'LastUpdated',
  () => import('@theme-init/LastUpdated'),
  require.resolveWeak('@theme-init/LastUpdated'),
  {interactive: false},
);
