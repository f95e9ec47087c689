/** The span of src/hooks/hydrationEffects.ts: when a client snapshot reads as the server's. */
async function freshModule() {
  jest.resetModules();
  return import('../../src/hooks/hydrationEffects');
}

const flushMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('snapshotAfterHydration', () => {
  it('reads the client snapshot during hydration and its commit, the server one while the effects run', async () => {
    const {hydrationCommitted, hydrationEffectsDone, snapshotAfterHydration} = await freshModule();
    const snapshot = snapshotAfterHydration(
      () => 'client',
      () => 'server',
    );
    expect(snapshot()).toBe('client');
    hydrationCommitted();
    // Still the commit's task: what layout effects changed renders now, on the client.
    expect(snapshot()).toBe('client');
    await flushMicrotasks();
    expect(snapshot()).toBe('server');
    hydrationEffectsDone();
    expect(snapshot()).toBe('client');
  });

  it('never opens when the effects ran in the commit task', async () => {
    const {hydrationCommitted, hydrationEffectsDone, snapshotAfterHydration} = await freshModule();
    const snapshot = snapshotAfterHydration(
      () => 'client',
      () => 'server',
    );
    hydrationCommitted();
    hydrationEffectsDone();
    await flushMicrotasks();
    expect(snapshot()).toBe('client');
  });

  it('opens once: a later commit of the Root wrapper changes nothing', async () => {
    const {hydrationCommitted, hydrationEffectsDone, snapshotAfterHydration} = await freshModule();
    const snapshot = snapshotAfterHydration(
      () => 'client',
      () => 'server',
    );
    hydrationCommitted();
    await flushMicrotasks();
    hydrationEffectsDone();
    hydrationCommitted();
    await flushMicrotasks();
    expect(snapshot()).toBe('client');
  });
});
