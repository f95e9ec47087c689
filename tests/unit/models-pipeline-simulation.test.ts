/**
 * The composer's warnings against the simulation (src/models/pipelineSimulation.ts), over every
 * layout the composer can make: each strategy at most once, in any order (109,601 layouts).
 * A layout that lets more calls reach the service than its limiter admits, hides a service
 * answer behind a fallback value inside Hedging, or retries a rejection must say so in a note;
 * the generated code leaves the rejections out of Retry's predicate.
 */
import {
  STRATEGY_KINDS,
  pipelineDart,
  pipelineNotes,
  simLayers,
  warningsFrom,
  type StrategyKind,
} from '@site/src/models/pipeline';
import {COMPOSER_OPTIONS, SCENARIOS, simulateLayout} from '@site/src/models/pipelineSimulation';
import {HEDGING_DEFAULTS, hedgingTimeline} from '@site/src/models/hedging';

function layoutsStartingWith(prefix: StrategyKind[]): StrategyKind[][] {
  const all: StrategyKind[][] = [];
  const grow = (order: StrategyKind[]) => {
    all.push(order);
    for (const kind of STRATEGY_KINDS) if (!order.includes(kind)) grow([...order, kind]);
  };
  grow(prefix);
  return all;
}

const LIMITERS: StrategyKind[] = ['rateLimiter', 'concurrencyLimiter'];
const outside = (order: StrategyKind[], outer: StrategyKind, inner: StrategyKind) =>
  order.includes(outer) && order.includes(inner) && order.indexOf(outer) < order.indexOf(inner);

/** The problems of one layout: what the simulation saw that no note names. */
function unnamed(order: StrategyKind[]): string[] {
  const {findings} = simulateLayout(simLayers(order));
  const notes = warningsFrom(order, findings);
  const named = new Set(notes.map((n) => n.cls));
  const problems: string[] = [];
  for (const f of findings) {
    if (!named.has(f.cls)) problems.push(`${f.cls} in scenario ${f.scenario} has no note`);
  }
  // What the layout must show whatever the simulation says: the classes of trap by structure.
  const classes = new Set(findings.map((f) => f.cls));
  // A cache inside Hedging may answer the hedge from what the primary stored (a fallback value
  // included), so there the simulation alone says whether a second call happens.
  if (
    order.includes('hedging') &&
    !outside(order, 'hedging', 'cache') &&
    LIMITERS.some((l) => outside(order, l, 'hedging'))
  ) {
    const expected = outside(order, 'rateLimiter', 'hedging') ? 'callsPerPermit' : 'inFlightPerPermit';
    if (!notes.some((n) => n.cls === expected && n.severity === 'trap')) problems.push(`no ${expected} trap`);
  }
  // A fallback inside Retry stops it retrying (FALLBACK_INSIDE in src/models/pipeline.ts).
  if (
    outside(order, 'rateLimiter', 'retry') &&
    !outside(order, 'retry', 'fallback') &&
    !classes.has('callsPerPermit')
  ) {
    problems.push('retries inside a permit');
  }
  if (outside(order, 'hedging', 'fallback') && !notes.some((n) => n.cls === 'hedgeDiscardsAnswer')) {
    problems.push('fallback inside hedging without a note');
  }
  if (findings.some((f) => f.cls === 'retriesRejection' && !f.viaTypeError)) {
    problems.push('the code retries a rejection');
  }
  return problems;
}

describe('every layout the composer can make', () => {
  // One test per outermost layer, so that a failure names a smaller group.
  it.each([[] as StrategyKind[], ...STRATEGY_KINDS.map((k) => [k])].map((p) => [p.join('') || '(none)', p] as const))(
    'layouts starting with %s name every trap the simulation sees',
    (_name, prefix) => {
      const layouts = prefix.length === 0 ? [[]] : layoutsStartingWith(prefix);
      const failures = layouts.flatMap((order) => unnamed(order).map((p) => `${order.join(' > ')}: ${p}`));
      expect(failures.slice(0, 5)).toEqual([]);
    },
    120_000,
  );
});

describe('the simulation', () => {
  const result = (order: StrategyKind[], scenario: string) =>
    simulateLayout(simLayers(order)).results.find((r) => r.scenario === scenario);

  it('counts the calls one permit lets through', () => {
    const perPermit = (order: StrategyKind[], scenario: string) =>
      simulateLayout(simLayers(order)).findings.flatMap((f) =>
        f.cls === 'callsPerPermit' && f.scenario === scenario ? [f.calls] : [],
      );
    expect(perPermit(['rateLimiter', 'hedging'], 'healthy')).toEqual([1 + COMPOSER_OPTIONS.hedging.maxHedgedAttempts]);
    expect(perPermit(['rateLimiter', 'retry'], 'failing')).toEqual([1 + COMPOSER_OPTIONS.retry.maxRetryAttempts]);
    expect(perPermit(['rateLimiter', 'retry'], 'healthy')).toEqual([]);
    expect(perPermit(['retry', 'rateLimiter'], 'failing')).toEqual([]);
    expect(perPermit(['hedging', 'rateLimiter'], 'healthy')).toEqual([]);
  });

  it('sees a concurrency permit given back while work still runs', () => {
    const inFlight = (order: StrategyKind[]) =>
      simulateLayout(simLayers(order))
        .findings.filter((f) => f.cls === 'inFlightPerPermit')
        .map((f) => f.scenario);
    // The callback stops when the timeout cancels it, so the permit comes back with the work.
    expect(inFlight(['concurrencyLimiter', 'timeout'])).toEqual([]);
    // Outside Hedging, one permit covers the primary and the hedge while both run (the primary
    // hangs); on a healthy call the primary has ended before the hedge starts.
    expect(inFlight(['concurrencyLimiter', 'hedging'])).toContain('slow');
    expect(inFlight(['concurrencyLimiter', 'hedging'])).not.toContain('healthy');
    expect(inFlight(['timeout', 'concurrencyLimiter'])).toEqual([]);
    expect(inFlight(['hedging', 'concurrencyLimiter'])).toEqual([]);
  });

  it('gives the caller what 0.0.9 gives', () => {
    // Retry outside Timeout: one attempt, then OperationCancelledException (retry_strategy.dart:159).
    expect(result(['retry', 'timeout'], 'slow')).toMatchObject({outcome: 'operationCancelled', serviceCalls: 1});
    expect(result(['timeout', 'retry'], 'slow')).toMatchObject({outcome: 'timeoutRejected', serviceCalls: 1});
    expect(result(['retry'], 'transient')).toMatchObject({outcome: 'service result', serviceCalls: 2});
    expect(result(['hedging'], 'failing')).toMatchObject({outcome: 'typeError', serviceCalls: 2});
    expect(result(['fallback', 'hedging'], 'failing')).toMatchObject({outcome: 'fallback value'});
    // Fallback inside Hedging: the primary's fallback value wins over the hedge's answer.
    expect(result(['hedging', 'fallback'], 'primaryFailsFast')).toMatchObject({outcome: 'fallback value'});
    expect(result(['fallback', 'hedging'], 'primaryFailsFast')).toMatchObject({outcome: 'service result'});
    // The code leaves rejections out of Retry's predicate: one call to the limiter, no retry.
    expect(result(['retry', 'rateLimiter'], 'overloaded')).toMatchObject({outcome: 'rateLimited', answerMs: 0});
    expect(result(['retry', 'circuitBreaker'], 'circuitOpen')).toMatchObject({outcome: 'brokenCircuit', answerMs: 0});
  });

  it('times a hedged call as the hedging model does', () => {
    const fast = result(['hedging'], 'healthy');
    const timeline = hedgingTimeline(COMPOSER_OPTIONS.hedging, [
      {durationMs: 20, succeeds: true},
      {durationMs: 20, succeeds: true},
    ]);
    expect(fast).toMatchObject({answerMs: timeline.decidedAtMs, serviceCalls: timeline.attempts.length});
    expect(timeline.decidedAtMs).toBe(COMPOSER_OPTIONS.hedging.delayMs);
    expect(HEDGING_DEFAULTS.maxHedgedAttempts).toBe(COMPOSER_OPTIONS.hedging.maxHedgedAttempts);
  });

  it('sees the primary and the hedge share an attempt number once Retry outside has retried', () => {
    const shared = simulateLayout(simLayers(['retry', 'hedging'])).findings.filter(
      (f) => f.cls === 'sameAttemptNumber',
    );
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((f) => f.cls === 'sameAttemptNumber' && f.attemptNumbers.includes(1))).toBe(true);
    expect(simulateLayout(simLayers(['hedging'])).findings.some((f) => f.cls === 'sameAttemptNumber')).toBe(false);
  });

  it('has one scenario per kind of world the notes rest on', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual([
      'healthy',
      'slow',
      'failing',
      'overloaded',
      'cancelled',
      'transient',
      'primaryFailsFast',
      'limiterFreesUp',
      'circuitOpen',
    ]);
  });
});

describe('the notes', () => {
  it('flag a limiter outside Hedging and a fallback inside it as traps', () => {
    for (const order of [
      ['rateLimiter', 'hedging'],
      ['concurrencyLimiter', 'hedging'],
      ['hedging', 'fallback'],
    ] as StrategyKind[][]) {
      expect(pipelineNotes(order).filter((n) => n.severity === 'trap')).toHaveLength(1);
    }
    expect(pipelineNotes(['rateLimiter', 'hedging']).find((n) => n.severity === 'trap')?.text).toContain(
      '200 calls a second',
    );
  });

  it('warn about a rate limiter outside Retry with the figures of the simulation', () => {
    const note = pipelineNotes(['rateLimiter', 'retry']).find((n) => n.cls === 'callsPerPermit');
    expect(note).toMatchObject({
      severity: 'caution',
      text: expect.stringContaining('when every attempt fails (4 on one permit)'),
    });
  });

  it('state the hedging floor with the simulation’s figures', () => {
    const note = pipelineNotes(['hedging']).find((n) => n.cls === 'hedgeCost');
    expect(note?.text).toContain(
      'on a healthy call the service answers in 20 ms, but the caller gets the answer after 200 ms',
    );
    expect(note?.text).toContain('2 calls');
  });

  it('are derived, so the code of a layout never retries a rejection', () => {
    const code = pipelineDart(['retry', 'hedging', 'circuitBreaker', 'rateLimiter']);
    const retryCall = code.slice(code.indexOf('.addRetry('), code.indexOf('.addHedging('));
    expect(retryCall).toContain('is! RateLimiterRejectedException');
    expect(retryCall).toContain('is! CircuitBreakerRejectedException');
    expect(pipelineDart(['retry', 'rateLimiter'])).toContain('is! RateLimiterRejectedException');
    expect(pipelineDart(['rateLimiter', 'retry'])).not.toContain('shouldHandle');
  });
});
