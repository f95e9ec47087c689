// Part of the Root wrapper (seam `browser-flag-in-transition` in seams.ts): `useIsBrowser()` turns true once the
// page has hydrated. Docusaurus sets that flag in an effect, at default priority, so every component that reads
// it (the buttons of each code block, each sidebar category, the colour mode toggle) renders again in one
// blocking task right after hydration: the longest task after the first paint on the docs pages. This provider
// gives the whole page the same flag, set in a transition, which React renders in slices between other work.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
// Not exported by @docusaurus/core: the context that `@docusaurus/useIsBrowser` reads.
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

export default function BrowserFlagProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
