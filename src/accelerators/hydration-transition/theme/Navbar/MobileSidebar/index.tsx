// Accelerator `hydration-transition` (plugins/hydration-transition), wrapping the theme's mobile menu: on a narrow
// screen the theme mounts it (the navbar's links and the docs sidebar, hidden until the menu button is pressed) in
// the blocking task that follows hydration. Here it mounts when `useIsBrowser()` turns true, which this
// accelerator's Root sets in a transition, so React renders it in slices. The server renders no menu either way.
import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  return useIsBrowser() ? <MobileSidebar /> : null;
}
