/**
 * A composed pipeline of polly_dart 0.0.9 run through scenarios, so that the composer's warnings
 * come from what the layers do rather than from a list of pairs. Each layer follows its
 * `executeCore` in lib/src/ at 2a85979:
 *
 * - the pipeline hands each strategy the rest of the chain as its callback, on the same context
 *   (resilience_pipeline.dart:80-90);
 * - Timeout returns `TimeoutRejectedException` when its time is up and cancels the context it
 *   was given, the one the layers outside it share (timeout_strategy.dart:113-126);
 * - Retry checks that context before every attempt and after every delay
 *   (retry_strategy.dart:159, `_delay`) and sets its attempt number on it (:155-156);
 * - Hedging runs each attempt on `context.copy()`, which keeps the attempt number of the
 *   context it copies (resilience_context.dart:16-19); a hedge's copy gets the hedge index + 1
 *   (hedging_strategy.dart:130, 160-161); when and which outcome wins is src/models/hedging;
 * - Fallback turns an outcome its predicate handles into the fallback value
 *   (fallback_strategy.dart:95-123); the breaker records `!shouldHandle(outcome)` as a success
 *   (circuit_breaker_strategy.dart:292-293);
 * - a rate limiter takes one permit per execution, whatever runs inside it, and only the
 *   concurrency limiter gives it back when the execution returns (rate_limiter_strategy.dart).
 *
 * The callback is `fetchGreeting` of the composer's code: it never looks at the context, so a
 * cancelled call runs on to its end. Times are milliseconds from the start of the execution.
 */
import {hedgingTimeline} from './hedging';
import type {StrategyKind} from './pipeline';

/** The options the composer's code uses, in the units of the models. */
export const COMPOSER_OPTIONS = {
  timeoutMs: 10_000,
  retry: {maxRetryAttempts: 3, delayMs: 200},
  hedging: {maxHedgedAttempts: 1, delayMs: 200},
} as const;

/** What a layer throws or returns as a failure. `typeError` is Hedging's when every attempt fails. */
export type ErrorKind =
  'serviceError' | 'timeoutRejected' | 'operationCancelled' | 'brokenCircuit' | 'rateLimited' | 'typeError';

/** The rejections a layer of the pipeline makes without calling the service. */
const REJECTIONS: readonly ErrorKind[] = ['brokenCircuit', 'rateLimited'];

/** One layer and the exceptions its `shouldHandle` leaves out (see the composer's code). */
export interface SimLayer {
  kind: StrategyKind;
  excludes: readonly ErrorKind[];
}

type Outcome =
  | {kind: 'result'; source: 'service' | 'fallback'; /** the fallback's index */ by: number; hid?: ErrorKind}
  /** `by`: the layer that made it (-1: the service); `causes`: for a TypeError, the attempts' errors. */
  | {kind: 'error'; error: ErrorKind; by: number; causes: ErrorKind[]};

interface ServiceCall {
  startMs: number;
  endMs: number;
  ok: boolean;
  /** 0: outside any hedging or its primary; k: hedge k. */
  lane: number;
  attemptNumber: number;
}

interface Run {
  endMs: number;
  outcome: Outcome;
  calls: ServiceCall[];
  /** When the context this layer was given got cancelled by a layer inside (Infinity: never). */
  cancelledAtMs: number;
}

interface Context {
  attemptNumber: number;
  lane: number;
  /** When something outside cancels this context (Infinity: never). */
  cancelAtMs: number;
}

/** How the world behaves in one scenario. */
export interface Scenario {
  id: string;
  /** Call `index` (0-based) of a lane: how long it takes and whether it succeeds. */
  service: (lane: number, index: number) => {durationMs: number; ok: boolean};
  limiter: 'admit' | 'reject';
  breaker: 'closed' | 'open';
}

const always =
  (durationMs: number, ok: boolean): Scenario['service'] =>
  () => ({durationMs, ok});

/** The scenarios that expose each class of trap. */
export const SCENARIOS: readonly Scenario[] = [
  {id: 'healthy', service: always(20, true), limiter: 'admit', breaker: 'closed'},
  {id: 'failing', service: always(20, false), limiter: 'admit', breaker: 'closed'},
  {id: 'hanging', service: always(30_000, true), limiter: 'admit', breaker: 'closed'},
  {id: 'transient', service: (_lane, index) => ({durationMs: 20, ok: index > 0}), limiter: 'admit', breaker: 'closed'},
  {
    id: 'primaryFailsFast',
    service: (lane) => (lane === 0 ? {durationMs: 20, ok: false} : {durationMs: 3_000, ok: true}),
    limiter: 'admit',
    breaker: 'closed',
  },
  {id: 'limiterRejects', service: always(20, true), limiter: 'reject', breaker: 'closed'},
  {id: 'circuitOpen', service: always(20, true), limiter: 'admit', breaker: 'open'},
];

/** What the simulation saw, one entry per class of trap; indices are positions in the layout. */
export type Finding =
  /** Retry got a timeout from a Timeout inside it on the shared context, and stopped. */
  | {cls: 'retryStopsOnTimeout'; scenario: string; retry: number; timeout: number}
  /** A layer that acts on failures was handed the fallback value instead. */
  | {cls: 'fallbackHidesFailure'; scenario: string; layer: number; fallback: number; hidden: ErrorKind}
  /** More than one service call started inside one permit of a rate limiter. */
  | {cls: 'callsPerPermit'; scenario: string; limiter: number; calls: number; by: 'retry' | 'hedging'}
  /** A concurrency permit covered more than one running call, or was back while a call ran on. */
  | {cls: 'inFlightPerPermit'; scenario: string; limiter: number; running: number; outlives: boolean}
  /** Hedging returned a fallback value although an attempt got an answer from the service. */
  | {cls: 'fallbackHidesHedge'; scenario: string; hedging: number; fallback: number}
  /** Retry tried again after a rejection (directly, or inside Hedging's TypeError). */
  | {cls: 'retriesRejection'; scenario: string; retry: number; rejection: ErrorKind; viaTypeError: boolean}
  /** A breaker counted a rejection of a layer inside it as a failure. */
  | {cls: 'breakerCountsRejection'; scenario: string; breaker: number; rejection: ErrorKind; viaTypeError: boolean}
  /** Time to the first answer and service calls of a hedged call. */
  | {cls: 'hedgeCost'; scenario: string; hedging: number; answerMs: number; attempts: number; serviceOkMs: number}
  /** Two attempts of one hedged call saw the same ctx.attemptNumber. */
  | {cls: 'sameAttemptNumber'; scenario: string; hedging: number; attemptNumbers: number[]};

export interface ScenarioResult {
  scenario: string;
  /** When the caller gets its answer. */
  answerMs: number;
  outcome: 'service result' | 'fallback value' | ErrorKind;
  serviceCalls: number;
}

class Simulation {
  readonly findings: Finding[] = [];
  private counters = new Map<number, number>();

  constructor(
    private readonly layers: readonly SimLayer[],
    private readonly scenario: Scenario,
  ) {}

  private find(f: Finding): void {
    this.findings.push(f);
  }

  run(index: number, startMs: number, ctx: Context): Run {
    const layer = this.layers[index];
    if (!layer) return this.call(startMs, ctx);
    switch (layer.kind) {
      case 'timeout':
        return this.timeout(index, startMs, ctx);
      case 'retry':
        return this.retry(index, startMs, ctx);
      case 'hedging':
        return this.hedging(index, startMs, ctx);
      case 'fallback':
        return this.fallback(index, startMs, ctx);
      case 'circuitBreaker':
        return this.breaker(index, startMs, ctx);
      case 'rateLimiter':
      case 'concurrencyLimiter':
        return this.limiter(index, startMs, ctx);
      case 'cache':
        return this.passOn(index, startMs, ctx);
    }
  }

  private call(startMs: number, ctx: Context): Run {
    const n = this.counters.get(ctx.lane) ?? 0;
    this.counters.set(ctx.lane, n + 1);
    const {durationMs, ok} = this.scenario.service(ctx.lane, n);
    const endMs = startMs + durationMs;
    return {
      endMs,
      outcome: ok
        ? {kind: 'result', source: 'service', by: -1}
        : {kind: 'error', error: 'serviceError', by: -1, causes: []},
      calls: [{startMs, endMs, ok, lane: ctx.lane, attemptNumber: ctx.attemptNumber}],
      cancelledAtMs: Infinity,
    };
  }

  private handles(index: number, outcome: Outcome): boolean {
    return outcome.kind === 'error' && !this.layers[index].excludes.includes(outcome.error);
  }

  /** A fallback value reaching a layer that acts on failures (Retry, the breaker, the cache). */
  private seeFallback(index: number, outcome: Outcome): void {
    if (outcome.kind === 'result' && outcome.source === 'fallback') {
      this.find({
        cls: 'fallbackHidesFailure',
        scenario: this.scenario.id,
        layer: index,
        fallback: outcome.by,
        hidden: outcome.hid ?? 'serviceError',
      });
    }
  }

  private timeout(index: number, startMs: number, ctx: Context): Run {
    const deadline = startMs + COMPOSER_OPTIONS.timeoutMs;
    const inner = this.run(index + 1, startMs, {...ctx, cancelAtMs: Math.min(ctx.cancelAtMs, deadline)});
    if (inner.endMs <= deadline) return inner;
    return {
      endMs: deadline,
      outcome: {kind: 'error', error: 'timeoutRejected', by: index, causes: []},
      calls: inner.calls,
      cancelledAtMs: Math.min(inner.cancelledAtMs, deadline),
    };
  }

  private retry(index: number, startMs: number, ctx: Context): Run {
    const calls: ServiceCall[] = [];
    let cancelledAtMs = Infinity;
    let time = startMs;
    const cancelled = () => Math.min(ctx.cancelAtMs, cancelledAtMs);
    const stop = (endMs: number): Run => ({
      endMs,
      outcome: {kind: 'error', error: 'operationCancelled', by: index, causes: []},
      calls,
      cancelledAtMs,
    });
    for (let attempt = 0; ; attempt++) {
      if (cancelled() <= time) return stop(time);
      const inner = this.run(index + 1, time, {...ctx, attemptNumber: attempt, cancelAtMs: cancelled()});
      calls.push(...inner.calls);
      cancelledAtMs = Math.min(cancelledAtMs, inner.cancelledAtMs);
      const {outcome} = inner;
      this.seeFallback(index, inner.outcome);
      if (!this.handles(index, outcome) || attempt >= COMPOSER_OPTIONS.retry.maxRetryAttempts) {
        return {...inner, calls, cancelledAtMs};
      }
      if (outcome.kind === 'error') this.noteRetried(index, outcome);
      const wakeMs = inner.endMs + COMPOSER_OPTIONS.retry.delayMs * 2 ** attempt;
      if (cancelled() <= wakeMs) {
        if (outcome.kind === 'error' && outcome.error === 'timeoutRejected' && outcome.by > index) {
          this.find({cls: 'retryStopsOnTimeout', scenario: this.scenario.id, retry: index, timeout: outcome.by});
        }
        return stop(Math.max(inner.endMs, cancelled()));
      }
      time = wakeMs;
    }
  }

  private noteRetried(index: number, outcome: Extract<Outcome, {kind: 'error'}>): void {
    const rejection = [outcome.error, ...outcome.causes].find((e) => REJECTIONS.includes(e));
    if (rejection) {
      this.find({
        cls: 'retriesRejection',
        scenario: this.scenario.id,
        retry: index,
        rejection,
        viaTypeError: outcome.error === 'typeError',
      });
    }
  }

  private hedging(index: number, startMs: number, ctx: Context): Run {
    const {maxHedgedAttempts, delayMs} = COMPOSER_OPTIONS.hedging;
    const lanes = Array.from({length: 1 + maxHedgedAttempts}, (_, lane) => lane);
    const copyOf = (lane: number, cancelAtMs: number): Context => ({
      attemptNumber: lane === 0 ? ctx.attemptNumber : lane,
      lane,
      cancelAtMs,
    });
    // A cancelled wait for a hedge throws OperationCancelledException and cancels what started.
    const lastStart = startMs + maxHedgedAttempts * delayMs;
    const counters = new Map(this.counters);
    const findings = this.findings.length;
    const attemptsUntil = (cancelAtOf: (lane: number) => number) =>
      lanes.map((lane) => this.run(index + 1, startMs + lane * delayMs, copyOf(lane, cancelAtOf(lane))));
    let attempts = attemptsUntil(() => ctx.cancelAtMs);
    if (ctx.cancelAtMs < lastStart) {
      const stopped = lanes.filter((lane) => startMs + lane * delayMs <= ctx.cancelAtMs);
      return {
        endMs: Math.max(startMs, ctx.cancelAtMs),
        outcome: {kind: 'error', error: 'operationCancelled', by: index, causes: []},
        calls: stopped.flatMap((lane) => attempts[lane].calls),
        cancelledAtMs: Infinity,
      };
    }
    const decide = (runs: Run[]) =>
      hedgingTimeline(
        {maxHedgedAttempts, delayMs},
        runs.map((r, lane) => ({
          durationMs: r.endMs - (startMs + lane * delayMs),
          succeeds: !this.handles(index, r.outcome),
        })),
      );
    let timeline = decide(attempts);
    // The losers' copies are cancelled when the winner is picked. Only a Retry inside reacts to
    // that (it stops at its next check), so run them again knowing it when one may have.
    const reacts = this.layers.slice(index + 1).some((l) => l.kind === 'retry');
    const decidedAtMs = startMs + timeline.decidedAtMs;
    if (
      reacts &&
      timeline.winner !== null &&
      attempts.some((a, lane) => lane !== timeline.winner && a.endMs > decidedAtMs)
    ) {
      // Just after the decision: a hedge started at that very moment has already begun.
      const decidedAt = decidedAtMs + 0.5;
      this.counters = counters;
      this.findings.length = findings;
      attempts = attemptsUntil((lane) =>
        lane === timeline.winner ? ctx.cancelAtMs : Math.min(ctx.cancelAtMs, decidedAt),
      );
      timeline = decide(attempts);
    }
    const calls = attempts.flatMap((a) => a.calls);
    const endMs = startMs + timeline.decidedAtMs;
    const outcome: Outcome =
      timeline.winner === null
        ? {
            kind: 'error',
            error: 'typeError',
            by: index,
            causes: attempts.flatMap((a) => (a.outcome.kind === 'error' ? [a.outcome.error, ...a.outcome.causes] : [])),
          }
        : attempts[timeline.winner].outcome;
    const serviceOk = calls.filter((c) => c.ok);
    if (outcome.kind === 'result' && outcome.source === 'fallback' && serviceOk.length > 0) {
      this.find({cls: 'fallbackHidesHedge', scenario: this.scenario.id, hedging: index, fallback: outcome.by});
    }
    this.find({
      cls: 'hedgeCost',
      scenario: this.scenario.id,
      hedging: index,
      answerMs: endMs - startMs,
      attempts: lanes.length,
      serviceOkMs: Math.min(...serviceOk.map((c) => c.endMs - startMs)),
    });
    const numbers = calls.map((c) => c.attemptNumber);
    const shared = [...new Set(numbers)].filter(
      (n) => new Set(calls.filter((c) => c.attemptNumber === n).map((c) => c.lane)).size > 1,
    );
    if (shared.length > 0) {
      this.find({cls: 'sameAttemptNumber', scenario: this.scenario.id, hedging: index, attemptNumbers: shared});
    }
    return {endMs, outcome, calls, cancelledAtMs: Infinity};
  }

  private fallback(index: number, startMs: number, ctx: Context): Run {
    const inner = this.run(index + 1, startMs, ctx);
    if (!this.handles(index, inner.outcome)) return inner;
    const hid = inner.outcome.kind === 'error' ? inner.outcome.error : undefined;
    return {...inner, outcome: {kind: 'result', source: 'fallback', by: index, hid}};
  }

  private breaker(index: number, startMs: number, ctx: Context): Run {
    if (this.scenario.breaker === 'open') {
      return {
        endMs: startMs,
        outcome: {kind: 'error', error: 'brokenCircuit', by: index, causes: []},
        calls: [],
        cancelledAtMs: Infinity,
      };
    }
    const inner = this.run(index + 1, startMs, ctx);
    const {outcome} = inner;
    this.seeFallback(index, inner.outcome);
    if (outcome.kind === 'error' && this.handles(index, outcome)) {
      const rejection = [outcome.error, ...outcome.causes].find((e) => e === 'rateLimited');
      if (rejection) {
        this.find({
          cls: 'breakerCountsRejection',
          scenario: this.scenario.id,
          breaker: index,
          rejection,
          viaTypeError: outcome.error === 'typeError',
        });
      }
    }
    return inner;
  }

  private limiter(index: number, startMs: number, ctx: Context): Run {
    if (this.scenario.limiter === 'reject') {
      return {
        endMs: startMs,
        outcome: {kind: 'error', error: 'rateLimited', by: index, causes: []},
        calls: [],
        cancelledAtMs: Infinity,
      };
    }
    const inner = this.run(index + 1, startMs, ctx);
    const {calls} = inner;
    if (this.layers[index].kind === 'rateLimiter') {
      if (calls.length > 1) {
        const by = new Set(calls.map((c) => c.lane)).size > 1 ? 'hedging' : 'retry';
        this.find({cls: 'callsPerPermit', scenario: this.scenario.id, limiter: index, calls: calls.length, by});
      }
    } else {
      const running = Math.max(
        0,
        ...calls.map((c) => calls.filter((o) => o.startMs <= c.startMs && o.endMs > c.startMs).length),
      );
      const outlives = calls.some((c) => c.endMs > inner.endMs);
      if (running > 1 || outlives) {
        this.find({cls: 'inFlightPerPermit', scenario: this.scenario.id, limiter: index, running, outlives});
      }
    }
    return inner;
  }

  private passOn(index: number, startMs: number, ctx: Context): Run {
    const inner = this.run(index + 1, startMs, ctx);
    this.seeFallback(index, inner.outcome);
    return inner;
  }
}

export interface LayoutSimulation {
  results: ScenarioResult[];
  findings: Finding[];
}

/** Runs one execution of the layout (index 0 outermost) in every scenario. */
export function simulateLayout(
  layers: readonly SimLayer[],
  scenarios: readonly Scenario[] = SCENARIOS,
): LayoutSimulation {
  const results: ScenarioResult[] = [];
  const findings: Finding[] = [];
  for (const scenario of scenarios) {
    const sim = new Simulation(layers, scenario);
    const run = sim.run(0, 0, {attemptNumber: 0, lane: 0, cancelAtMs: Infinity});
    results.push({
      scenario: scenario.id,
      answerMs: run.endMs,
      outcome:
        run.outcome.kind === 'result'
          ? run.outcome.source === 'service'
            ? 'service result'
            : 'fallback value'
          : run.outcome.error,
      serviceCalls: run.calls.length,
    });
    findings.push(...sim.findings);
  }
  return {results, findings};
}
