// Accelerator `hydration-transition` (plugins/hydration-transition), wrapping the theme's Root: `useIsBrowser()`
// turns true once the page has hydrated. Docusaurus sets that flag in an effect, at default priority, so every
// component that reads it (each sidebar category, the colour mode toggle, the mobile menu) renders again in one
// blocking task right after hydration. This wrapper gives the page the same flag, set in a transition, which React
// renders in slices between other work (seam `browser-flag-in-transition`).
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Root from '@theme-init/Root';
// Not exported by @docusaurus/core: the context that `@docusaurus/useIsBrowser` reads.
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function BrowserFlagRoot({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return (
    <BrowserContext.Provider value={isBrowser}>
      <Root>{children}</Root>
    </BrowserContext.Provider>
  );
}
