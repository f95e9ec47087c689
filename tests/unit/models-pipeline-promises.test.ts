/**
 * The promises of the layers, for every layout the decision guide hands out (all 128 answer
 * combinations) and every composer ordering of up to three strategies, in every scenario of the
 * simulation, with each of the three clients (CancellableHttpClient.send, sendAbortable, dio),
 * the circuit starting closed and again half-open:
 * - healthy traffic never opens a breaker and never reaches a fallback;
 * - where a breaker is meant to trip on a hanging service (the layout has a timeout), it does;
 * - a rejection never decides a half-open circuit.
 * The guide's layouts keep every promise; a composer layout that breaks one shows a trap that
 * names it (and the client when only some clients break it).
 */
import {pipelineFor, FAILURES} from '@site/src/models/decisionGuide';
import {STRATEGY_KINDS, pipelineNotes, simLayers, type StrategyKind} from '@site/src/models/pipeline';
import {CLIENTS, CLIENT_WORDS, SCENARIOS, simulateLayout, type Client} from '@site/src/models/pipelineSimulation';

const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

const guideLayouts = (() => {
  const seen = new Map<string, StrategyKind[]>();
  for (const chosen of subsets(FAILURES.map((f) => f.id))) {
    const order = pipelineFor(chosen);
    seen.set(order.join('>'), order);
  }
  return [...seen.values()];
})();

const others = (...used: StrategyKind[]) => STRATEGY_KINDS.filter((k) => !used.includes(k));
const composerLayouts: StrategyKind[][] = [
  ...STRATEGY_KINDS.map((a) => [a]),
  ...STRATEGY_KINDS.flatMap((a) => others(a).map((b) => [a, b])),
  ...STRATEGY_KINDS.flatMap((a) => others(a).flatMap((b) => others(a, b).map((c) => [a, b, c]))),
];

type Broken = 'healthyOpens' | 'healthyFallback' | 'hangNotCounted' | 'rejectionDecides';

/** The promises the layout breaks with one client, each with the scenario that shows it. */
function broken(order: StrategyKind[], client: Client): {promise: Broken; scenario: string}[] {
  const layers = simLayers(order);
  const found: {promise: Broken; scenario: string}[] = [];
  const hasTimeout = order.includes('timeout');
  for (const breaker of ['closed', 'halfOpen'] as const) {
    const scenarios = SCENARIOS.filter((s) => s.breaker === 'closed');
    for (const r of simulateLayout(layers, scenarios, {client, breaker}).results) {
      const sc = SCENARIOS.find((s) => s.id === r.scenario);
      if (!sc) throw new Error(r.scenario);
      for (const [key, records] of Object.entries(r.breakerRecords)) {
        const i = Number(key);
        const decision = r.halfOpen[i];
        if (
          sc.healthyService &&
          (breaker === 'closed' ? r.callsToOpen[i] !== null : decision?.failed && !decision.rejection)
        ) {
          found.push({promise: 'healthyOpens', scenario: r.scenario});
        }
        if (decision?.rejection) found.push({promise: 'rejectionDecides', scenario: r.scenario});
        if (sc.id === 'slow' && hasTimeout && records.length > 0) {
          const counted = breaker === 'closed' ? r.callsToOpen[i] !== null : decision?.failed === true;
          if (!counted) found.push({promise: 'hangNotCounted', scenario: r.scenario});
        }
      }
      if (sc.id === 'healthy' && r.outcome === 'fallback value')
        found.push({promise: 'healthyFallback', scenario: r.scenario});
    }
  }
  return found;
}

const NOTE_OF: Record<Broken, RegExp> = {
  healthyOpens: /open the circuit|opens the circuit|opened by/,
  healthyFallback: /[Ff]allback/,
  hangNotCounted: /never opens on a hanging service/,
  rejectionDecides: /half-open/,
};

test('covers the guide’s layouts and the composer’s orderings of up to three strategies', () => {
  expect(guideLayouts.length).toBeGreaterThan(60);
  expect(composerLayouts).toHaveLength(8 + 56 + 336);
  expect(CLIENTS).toHaveLength(3);
});

test('every layout the guide hands out keeps every promise with every client', () => {
  const failures = guideLayouts.flatMap((order) =>
    CLIENTS.flatMap((client) =>
      broken(order, client).map((b) => `${order.join(' > ')} with ${client}: ${b.promise} (${b.scenario})`),
    ),
  );
  expect(failures.slice(0, 5)).toEqual([]);
});

test('a composer ordering that breaks a promise names it in a trap, and names the client when only some break it', () => {
  const failures: string[] = [];
  for (const order of composerLayouts) {
    const perClient = CLIENTS.map((client) => [client, broken(order, client)] as const);
    const promises = new Set(perClient.flatMap(([, b]) => b.map((x) => x.promise)));
    if (promises.size === 0) continue;
    const traps = pipelineNotes(order).filter((n) => n.severity === 'trap' || n.severity === 'caution');
    for (const promise of promises) {
      const note = traps.find((n) => NOTE_OF[promise].test(n.text));
      if (!note) {
        failures.push(`${order.join(' > ')}: ${promise} without a note`);
        continue;
      }
      const clients = perClient.filter(([, b]) => b.some((x) => x.promise === promise)).map(([c]) => c);
      if (clients.length < CLIENTS.length && !clients.some((c) => note.text.includes(CLIENT_WORDS[c]))) {
        failures.push(`${order.join(' > ')}: ${promise} only with ${clients.join(', ')}, not named`);
      }
    }
  }
  expect(failures.slice(0, 5)).toEqual([]);
});

test('the checks catch what the issue reported', () => {
  const promises = (order: StrategyKind[], client: Client) => broken(order, client).map((b) => b.promise);
  // A rejection decides a half-open breaker outside a limiter, whatever its predicate.
  expect(promises(['fallback', 'timeout', 'retry', 'circuitBreaker', 'rateLimiter'], 'send')).toContain(
    'rejectionDecides',
  );
  // A timeout outside Hedging and the breaker: the hang reaches the breaker as a cancellation it leaves out.
  for (const client of CLIENTS) {
    expect(promises(['fallback', 'timeout', 'hedging', 'circuitBreaker'], client)).toContain('hangNotCounted');
  }
  // A breaker inside Hedging that leaves out only OperationCancelledException: healthy traffic
  // opens it with sendAbortable and dio (finding 1: during call 5).
  const onlySend = [
    {kind: 'hedging' as const, excludes: ['brokenCircuit' as const]},
    {kind: 'circuitBreaker' as const, excludes: ['operationCancelled' as const]},
  ];
  const healthy = SCENARIOS.filter((s) => s.id === 'healthy');
  expect(simulateLayout(onlySend, healthy, {client: 'send'}).results[0].callsToOpen[1]).toBeNull();
  expect(simulateLayout(onlySend, healthy, {client: 'sendAbortable'}).results[0].callsToOpen[1]).toBe(5);
  expect(simulateLayout(onlySend, healthy, {client: 'dio'}).results[0].callsToOpen[1]).toBe(5);
});
