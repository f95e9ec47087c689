/**
 * `useSyncExternalStore` with a server snapshot is how a component tells hydration from a client render: React
 * renders with the server snapshot exactly when it hydrates. Right after hydration, while it runs the commit's
 * effects, React reads the client snapshot once more and, where it differs, renders that component again at once,
 * at sync priority: every code block and figure hydrated from the server's HTML, in one blocking task that
 * Lighthouse counts as blocking time.
 *
 * `snapshotAfterHydration(client, server)` is a client snapshot that reads as the server one while the effects of
 * the page's hydration run (the Root wrapper opens that span in its layout effect and closes it in its first
 * effect; React runs a commit's effects from the leaves up, so the Root wrapper's come last), and as `client`
 * before and after. No render happens inside that span: React runs a commit's effects before it renders again.
 * A figure that hydrates later, in a commit of its own, still renders once more, as before.
 */
let hydrationEffectsRunning = false;

/** Called by the Root wrapper in the layout effect of its first commit, the page's hydration. */
export function openHydrationEffects(): void {
  hydrationEffectsRunning = true;
}

/** Called by the Root wrapper in the first effect of that commit. */
export function closeHydrationEffects(): void {
  hydrationEffectsRunning = false;
}

export function snapshotAfterHydration<T>(client: () => T, server: () => T): () => T {
  return () => (hydrationEffectsRunning ? server() : client());
}
