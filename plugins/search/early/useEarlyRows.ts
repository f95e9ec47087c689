/**
 * The search page's side of the `search-early` accelerator: whether it keeps, as the server wrote them,
 * the blocks the early script paints the first rows and the count into (paint.ts). True on the server
 * and while the page hydrates from it, when the accelerator is on; false for good once the page's own
 * search has answered (its rows are the same, from the same model), and false for a page rendered in
 * the browser (reached by a link, or the dev server), which renders its own rows at once.
 */
import {useEffect, useState, useSyncExternalStore} from 'react';
import {PAINTED_EVENT, SLOT_ATTRIBUTE} from './handover';

/**
 * Inner HTML that tells React to keep what is in the element: React leaves the children of an element
 * with inner HTML alone when it hydrates it, and never rewrites them while this value stays the same.
 */
export const KEEP_SERVER_HTML = {__html: ''};

const subscribeToNothing = () => () => {};

/** Whether the page keeps the blocks, and whether the early script has painted rows into them. */
export function useEarlyRows(enabled: boolean, answered: boolean): {kept: boolean; painted: boolean} {
  // React reads the server snapshot on the server and while it hydrates, and only then.
  const fromServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [kept, setKept] = useState(() => enabled && fromServer);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (kept && answered) setKept(false);
  }, [kept, answered]);
  useEffect(() => {
    if (!kept) return undefined;
    const onPainted = () => setPainted(true);
    if (document.querySelector(`[${SLOT_ATTRIBUTE}="painted"]`)) onPainted();
    document.addEventListener(PAINTED_EVENT, onPainted);
    return () => document.removeEventListener(PAINTED_EVENT, onPainted);
  }, [kept]);
  const keeping = kept && !answered;
  return {kept: keeping, painted: keeping && painted};
}
