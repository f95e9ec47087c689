import {useState, useSyncExternalStore} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Inner HTML that tells React to keep what the server rendered: React leaves
 * the children of an element with inner HTML alone when it hydrates it, and
 * never rewrites them while this value stays the same object.
 */
export const KEEP_SERVER_HTML = {__html: ''};

const subscribeToNothing = () => () => {};
const serverSnapshot = () => true;
const clientSnapshot = () => false;

/**
 * True while React hydrates the calling component from the server's HTML,
 * false when it renders it on the client. `useIsBrowser` cannot tell: it
 * turns true once the page's shell has hydrated, before the content inside
 * Suspense boundaries is. React reads the server snapshot exactly when it
 * hydrates.
 */
function useIsHydrating(): boolean {
  const serverSnapshotInUse = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
  return ExecutionEnvironment.canUseDOM && serverSnapshotInUse;
}

/**
 * Whether a component may keep the HTML the server rendered for it instead
 * of rendering again: true from a hydration until `input` (what the HTML was
 * rendered from) changes, false for good after that, and false for a
 * component that mounted on the client (a page reached by navigation, or the
 * dev server, which does not hydrate). A component that keeps it renders its
 * outer element with `dangerouslySetInnerHTML={KEEP_SERVER_HTML}` and
 * `suppressHydrationWarning`, and the same attributes the server wrote,
 * which a production hydration leaves as they are.
 */
export function useKeepServerHtml(input: unknown): boolean {
  const isHydrating = useIsHydrating();
  const [hydratedFrom] = useState(() => (isHydrating ? {input} : null));
  // A latch: once the input has changed, the server's HTML is stale even if
  // the input changes back. Set during render (React re-renders at once),
  // and only on the first change.
  const [stale, setStale] = useState(false);
  if (hydratedFrom === null) return false;
  const changed = !Object.is(hydratedFrom.input, input);
  if (changed && !stale) setStale(true);
  return !changed && !stale;
}
