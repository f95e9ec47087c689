// Wrap: keeps the tab title the server wrote until the page has hydrated. Hydration renders in slices, and the
// head manager applies the site-wide default title as soon as that part has rendered, before the page's own.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** The title in the document before any script changed it: the page's own, from the server. */
function serverTitle(): string | null {
  if (!ExecutionEnvironment.canUseDOM) return null;
  const title = document.title;
  // The head manager would read "%s" in a template as a placeholder.
  return title && !title.includes('%s') ? title : null;
}

// Read once, when this module runs in the browser: before React renders anything.
const titleFromServer = serverTitle();

export default function RootWrapper({children}: {children: ReactNode}): ReactNode {
  // Held from hydration until the first effect; the server renders no template (it has no document to read).
  const [heldTitle, setHeldTitle] = useState(titleFromServer);
  useEffect(() => {
    // Releases the held title, in a transition rather than in the blocking task after hydration.
    startTransition(() => setHeldTitle(null));
  }, []);
  return (
    <>
      {/* Rendered before the rest, so every later title goes through this template: the server's title. */}
      {heldTitle !== null && <Head titleTemplate={heldTitle}>{null}</Head>}
      <Root>{children}</Root>
    </>
  );
}
