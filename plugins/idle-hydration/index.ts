import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {entryProblem} from './entry-check';

/**
 * Hydrates every page at React's idle priority instead of as a transition.
 *
 * Docusaurus's client entry calls `hydrateRoot` inside `startTransition`.
 * React then renders the hydration in slices, but the effects that run once
 * it has committed (the browser flag that mounts the code blocks' buttons,
 * the window size that swaps the desktop sidebar for the mobile one) update
 * state at default priority. React renders default updates in one piece,
 * together with the synchronous re-render that a `useSyncExternalStore`
 * read differing from the server's asks for: on `/strategies/retry` that
 * was the longest task of the page load.
 *
 * The entry's `startTransition` is swapped, for that one module, for
 * ./client/idleStart.ts, which runs the same callback as a task of React's
 * scheduler at idle priority. React gives the hydration an idle lane, and
 * every state update its effects make inherits it: those renders yield to
 * the browser every few milliseconds too. The synchronous re-renders stay
 * synchronous, but alone they cover a few small components. It buys about 40 ms of median
 * Lighthouse TBT on the heaviest pages (bench/README.md). If a new Docusaurus changes the lines this
 * relies on (./entry-check.ts), the build warns and hydrates as Docusaurus does. Registered in
 * seams.ts as `idle-hydration`.
 */
export default function idleHydrationPlugin(): Plugin {
  return {
    name: 'idle-hydration',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const entry = clientEntryOf(config.entry);
      const problem = entryProblem(fs.readFileSync(entry, 'utf8'));
      if (problem !== null) {
        // A new Docusaurus does not stop the build: the page hydrates as Docusaurus ships it, and
        // tests/e2e/idle-hydration.spec.ts fails (seam idle-hydration in seams.ts).
        console.warn(`[idle-hydration] ${entry}: ${problem}; hydrating as Docusaurus does (seams.ts: idle-hydration).`);
        return {};
      }
      const idleStart = path.join(__dirname, 'client', 'idleStart.ts');
      // Only the entry's own `import … from 'react'`; a rule's resolve alias would lose to
      // Docusaurus's site-wide alias of 'react'.
      const swap = (resource: {request: string; contextInfo?: {issuer?: string}}) => {
        if (resource.contextInfo?.issuer === entry) resource.request = idleStart;
      };
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/^react$/, swap)]};
    },
  };
}

/** The path of Docusaurus's client entry in the browser bundle's configuration. */
function clientEntryOf(entry: unknown): string {
  const file = typeof entry === 'string' ? entry : Array.isArray(entry) && entry.length === 1 ? entry[0] : null;
  if (typeof file !== 'string' || !fs.existsSync(file)) {
    throw new Error(`idle-hydration: expected one client entry file, got ${JSON.stringify(entry)}`);
  }
  return file;
}
