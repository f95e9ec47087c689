// Wrap: on a narrow screen the theme mounts the mobile menu (the navbar's links and the docs sidebar, hidden until
// the menu button is pressed) as soon as the page has hydrated, in the blocking task that follows hydration. Here
// it mounts in a transition, which React renders in slices. The server renders no menu either way. (Its code is
// not a lazy chunk: a component still loading after hydration kept React from clearing its record of error
// boundaries that had failed, so a second crash in the page skipped the layout's boundary; see
// tests/e2e/crash-boundary.spec.ts.)
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <MobileSidebar /> : null;
}
