import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Accelerator `hydration-transition` (./README.md): its theme components, in
 * src/accelerators/hydration-transition/theme, wrap the theme's Root and mobile
 * menu so that what renders again once the page has hydrated does so in a
 * transition, in slices, instead of one blocking task.
 */
export default function hydrationTransitionPlugin(context: LoadContext): Plugin {
  return {
    name: 'hydration-transition',
    getThemePath: () => path.join(context.siteDir, 'src/accelerators/hydration-transition/theme'),
  };
}
