// Wrap: keeps the tab title the server wrote until the page has hydrated. Hydration renders in slices, and the
// head manager applies the site-wide default title as soon as that part has rendered, before the page's own.
// It also sets the flag `useIsBrowser()` reads in a transition once the page has hydrated (BrowserFlagProvider.tsx).
import React, {useSyncExternalStore, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import BrowserFlagProvider from './BrowserFlagProvider';

/** The title in the document before any script changed it: the page's own, from the server. */
function serverTitle(): string | null {
  if (!ExecutionEnvironment.canUseDOM) return null;
  const title = document.title;
  // The head manager would read "%s" in a template as a placeholder.
  return title && !title.includes('%s') ? title : null;
}

// Read once, when this module runs in the browser: before React renders anything.
const titleFromServer = serverTitle();
const noSubscription = () => () => {};

export default function RootWrapper({children}: {children: ReactNode}): ReactNode {
  // Hydration renders with the server snapshot (the held title); React renders again right after with none.
  const heldTitle = useSyncExternalStore(
    noSubscription,
    () => null,
    () => titleFromServer,
  );
  return (
    <BrowserFlagProvider>
      {/* Rendered before the rest, so every later title goes through this template: the server's title. */}
      {heldTitle !== null && <Head titleTemplate={heldTitle}>{null}</Head>}
      <Root>{children}</Root>
    </BrowserFlagProvider>
  );
}
