// Wrap: on a narrow screen the theme mounts the mobile menu (the navbar's links and the docs sidebar, hidden until
// the menu button is pressed) as soon as the page has hydrated, in the blocking task that follows hydration, and
// its code is part of every page's first load. Here the menu's code is a chunk of its own, and the menu mounts in a
// transition once the page has hydrated. The server renders no menu either way.
import React, {lazy, startTransition, Suspense, useEffect, useState, type ReactNode} from 'react';

const MobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function MobileSidebarWrapper(): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  ) : null;
}
