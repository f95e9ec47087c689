/**
 * `useSyncExternalStore` with a server snapshot is how a component tells hydration from a client render: React
 * renders with the server snapshot exactly when it hydrates. Right after hydration, while it runs the commit's
 * effects, React reads the client snapshot once more and, where it differs, renders that component again at once,
 * at sync priority: every island and code block hydrated from the server's HTML, in one blocking task that
 * Lighthouse counts as blocking time.
 *
 * `snapshotAfterHydration(client, server)` is a client snapshot that reads as the server one while the effects of
 * the page's hydration run, and as `client` at any other time. That span opens after the task of the hydration's
 * commit (in which React also renders, at once, what its layout effects changed) and closes in the Root wrapper's
 * first effect: React runs a commit's effects from the leaves up, so the Root wrapper's comes last. React renders
 * nothing inside it, since it runs pending effects before it renders again. Should React ever run those effects
 * in the commit's own task, the span never opens: the components render once more, as they did before.
 * A figure that hydrates later, in a commit of its own, also renders once more.
 */
let phase: 'hydrating' | 'committed' | 'effects' | 'done' = 'hydrating';

/** Called by the Root wrapper in the layout effect of its first commit: the page's hydration. */
export function hydrationCommitted(): void {
  if (phase !== 'hydrating') return;
  phase = 'committed';
  queueMicrotask(() => {
    if (phase === 'committed') phase = 'effects';
  });
}

/** Called by the Root wrapper in its first effect, the last of the hydration's effects. */
export function hydrationEffectsDone(): void {
  phase = 'done';
}

export function snapshotAfterHydration<T>(client: () => T, server: () => T): () => T {
  return () => (phase === 'effects' ? server() : client());
}
