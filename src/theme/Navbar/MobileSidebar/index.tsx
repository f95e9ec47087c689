// Wrap: on a narrow screen the theme mounts the mobile menu (the navbar's links and the docs sidebar, hidden until
// the menu button is pressed) as soon as the page has hydrated, in the blocking task that follows hydration. Here
// it mounts when `useIsBrowser()` turns true, which the Root wrapper sets in a transition (seam
// browser-flag-in-transition), so React renders it in slices. The server renders no menu either way. (Its code is
// not a lazy chunk: a component still loading after hydration kept React from clearing its record of error
// boundaries that had failed, so a second crash in the page skipped the layout's boundary; see
// tests/e2e/crash-boundary.spec.ts.)
import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  return useIsBrowser() ? <MobileSidebar /> : null;
}
