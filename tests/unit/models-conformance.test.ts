/**
 * The conformance table (src/models/conformance.ts): one test per row, each running the pipeline
 * simulation on a small trace and checking what the cited line of polly_dart 0.0.9 (or of the
 * client) does. A row without a test, or a test without a row, fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CONFORMANCE} from '@site/src/models/conformance';
import {simLayers, type StrategyKind} from '@site/src/models/pipeline';
import {
  COMPOSER_OPTIONS,
  scenario,
  simulateLayout,
  type Scenario,
  type ScenarioId,
  type SimLayer,
  type SimOptions,
} from '@site/src/models/pipelineSimulation';

const run = (
  layers: SimLayer[] | StrategyKind[],
  id: ScenarioId | Scenario,
  options: SimOptions = {client: 'send'},
) => {
  const sim =
    typeof layers[0] === 'string' || layers.length === 0 ? simLayers(layers as StrategyKind[]) : (layers as SimLayer[]);
  const sc = typeof id === 'string' ? scenario(id) : id;
  return simulateLayout(sim, [sc], options).results[0];
};
const layer = (kind: StrategyKind, excludes: SimLayer['excludes'] = []): SimLayer => ({kind, excludes});
const world = (over: Partial<Scenario>): Scenario => ({...scenario('healthy'), ...over});

const CHECKS: Record<string, () => void> = {
  'timeout-races-and-cancels': () => {
    const r = run([layer('timeout'), layer('circuitBreaker')], 'slow');
    expect(r.outcome).toBe('timeoutRejected');
    expect(r.answerMs).toBe(COMPOSER_OPTIONS.timeoutMs);
    // The context is cancelled: the layer inside ends with the client's cancellation.
    expect(r.breakerRecords[1][0]).toMatchObject({outcome: 'operationCancelled', atMs: COMPOSER_OPTIONS.timeoutMs});
  },
  'retry-checks-cancellation': () => {
    const r = run([layer('retry'), layer('timeout')], 'slow');
    expect(r.outcome).toBe('operationCancelled');
    expect(r.serviceCalls).toBe(1);
  },
  'hedges-start-before-examining': () => {
    const r = run(['hedging'], 'healthy');
    expect(r.answerMs).toBe(COMPOSER_OPTIONS.hedging.delayMs);
    expect(r.serviceCalls).toBe(2);
    const cancelledEarly = run(['hedging'], world({callerCancelsAtMs: 100}));
    expect(cancelledEarly.outcome).toBe('operationCancelled');
    expect(cancelledEarly.answerMs).toBe(100);
  },
  'hedging-cancels-losers': () => {
    for (const [client, error] of [
      ['send', 'operationCancelled'],
      ['sendAbortable', 'requestAborted'],
      ['dio', 'dioCancel'],
    ] as const) {
      const r = run([layer('hedging'), layer('circuitBreaker')], 'healthy', {client});
      expect(r.outcome).toBe('service result');
      expect(r.breakerRecords[1].map((x) => x.outcome)).toEqual(['service result', error]);
    }
  },
  'hedging-type-error': () => {
    expect(run(['hedging'], 'failing').outcome).toBe('typeError');
  },
  'context-copy': () => {
    // The hedge's copy keeps the operation key: a cache inside Hedging answers it from what the
    // primary stored, and a timeout outside cancels every copy.
    expect(run(['hedging', 'cache'], 'healthy').serviceCalls).toBe(1);
    const r = run([layer('timeout'), layer('hedging'), layer('circuitBreaker')], 'slow');
    expect(r.breakerRecords[2].map((x) => x.atMs)).toEqual([COMPOSER_OPTIONS.timeoutMs, COMPOSER_OPTIONS.timeoutMs]);
  },
  'breaker-records-every-execution': () => {
    const r = run([layer('circuitBreaker', ['serviceError'])], 'failing');
    expect(r.breakerRecords[0]).toEqual([expect.objectContaining({failed: false, outcome: 'serviceError'})]);
    const handled = run([layer('retry'), layer('circuitBreaker')], 'failing');
    expect(handled.breakerRecords[1].map((x) => x.failed)).toEqual([true, true, true, true]);
  },
  'breaker-opens-on-ratio': () => {
    const {failureRatio, minimumThroughput} = COMPOSER_OPTIONS.circuitBreaker;
    expect(run([layer('circuitBreaker')], 'failing').callsToOpen[0]).toBe(Math.ceil(minimumThroughput));
    // One failure in two records: the ratio 0.5 is reached at the minimum throughput.
    const r = run([layer('hedging'), layer('circuitBreaker')], 'healthy');
    expect(failureRatio).toBe(0.5);
    expect(r.callsToOpen[1]).toBe(minimumThroughput / 2);
  },
  'breaker-open-rejects': () => {
    const r = run(['circuitBreaker'], 'circuitOpen');
    expect(r.outcome).toBe('brokenCircuit');
    expect(r.serviceCalls).toBe(0);
  },
  'half-open-first-record-decides': () => {
    const closes = run(['circuitBreaker'], 'healthy', {client: 'send', breaker: 'halfOpen'});
    expect(closes.serviceCalls).toBe(1);
    expect(closes.halfOpen[0]).toMatchObject({failed: false, outcome: 'service result'});
    const opens = run(['circuitBreaker'], 'failing', {client: 'send', breaker: 'halfOpen'});
    expect(opens.halfOpen[0]).toMatchObject({failed: true});
    // Both hedges pass a half-open breaker; the one that finishes first decides.
    const hedged = run([layer('hedging'), layer('circuitBreaker')], 'primaryFailsFast', {
      client: 'send',
      breaker: 'halfOpen',
    });
    expect(hedged.serviceCalls).toBe(2);
    expect(hedged.halfOpen[1]).toMatchObject({failed: true, outcome: 'serviceError'});
  },
  'limiter-rejects-without-call': () => {
    const r = run([layer('circuitBreaker', ['rateLimited']), layer('concurrencyLimiter')], 'overloaded', {
      client: 'send',
      breaker: 'halfOpen',
    });
    expect(r.serviceCalls).toBe(0);
    expect(r.halfOpen[0]).toMatchObject({failed: false, outcome: 'rateLimited', rejection: true});
  },
  'cache-hit-and-store': () => {
    expect(run(['hedging', 'cache'], 'healthy').serviceCalls).toBe(1);
    expect(run(['hedging', 'cache'], 'failing').serviceCalls).toBe(2);
  },
  'send-cancellation': () => {
    const r = run([layer('timeout'), layer('circuitBreaker')], 'slow', {client: 'send'});
    expect(r.breakerRecords[1][0].outcome).toBe('operationCancelled');
    // Not aborted: a concurrency permit is back while the request runs on.
    const findings = simulateLayout(simLayers(['concurrencyLimiter', 'timeout']), [scenario('slow')], {
      client: 'send',
    }).findings;
    expect(findings.map((f) => f.cls)).toContain('socketOutlivesPermit');
  },
  'send-abortable-cancellation': () => {
    const r = run([layer('timeout'), layer('circuitBreaker')], 'slow', {client: 'sendAbortable'});
    expect(r.breakerRecords[1][0].outcome).toBe('requestAborted');
    const late = run([layer('circuitBreaker')], world({callerCancelsAtMs: 0}), {client: 'sendAbortable'});
    expect(late.breakerRecords[0][0].outcome).toBe('operationCancelled');
    const findings = simulateLayout(simLayers(['concurrencyLimiter', 'timeout']), [scenario('slow')], {
      client: 'sendAbortable',
    }).findings;
    expect(findings.map((f) => f.cls)).not.toContain('socketOutlivesPermit');
  },
  'dio-cancellation': () => {
    const r = run([layer('timeout'), layer('circuitBreaker')], 'slow', {client: 'dio'});
    expect(r.breakerRecords[1][0].outcome).toBe('dioCancel');
    const already = run([layer('circuitBreaker')], world({callerCancelsAtMs: 0}), {client: 'dio'});
    expect(already.breakerRecords[0][0].outcome).toBe('dioCancel');
    expect(already.serviceCalls).toBe(0);
  },
};

describe('the conformance table', () => {
  it('has a test for every row and a row for every test', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(CONFORMANCE.map((r) => r.id).sort());
  });

  it.each(CONFORMANCE.map((r) => [r.id, r] as const))('%s', (id, row) => {
    // The cited file exists in the 0.0.9 source, when it is stored beside the site.
    const root = path.resolve(__dirname, '../../../shared/polly_dart/source-0.0.9');
    for (const cite of row.source.split('; ').filter((c) => !c.startsWith('package:'))) {
      const file = cite.replace(/:.*$/, '');
      if (fs.existsSync(root)) expect(fs.existsSync(path.join(root, file))).toBe(true);
    }
    CHECKS[id]();
  });
});
