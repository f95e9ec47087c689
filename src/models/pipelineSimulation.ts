/**
 * A composed pipeline of polly_dart 0.0.9 run through scenarios, so that the composer's warnings
 * come from what the layers do rather than from a list of pairs. Each layer follows its
 * `executeCore` in lib/src/ at 2a85979:
 *
 * - the pipeline hands each strategy the rest of the chain as its callback, on the same context
 *   (resilience_pipeline.dart:80-90);
 * - Timeout returns `TimeoutRejectedException` when its time is up and cancels the context it
 *   was given, the one the layers outside it share (timeout_strategy.dart:115-126, 163);
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
 * The callback makes its request with one of the three clients the site teaches (`Client`), and
 * what a cancelled request throws depends on it (src/models/conformance.ts cites each line):
 * `CancellableHttpClient.send` throws `OperationCancelledException` and leaves the request running
 * at the socket; `sendAbortable` aborts it and package:http throws `RequestAbortedException`; dio,
 * through `toDioCancelToken()`, aborts it and throws a `DioException` of type cancel. The caller,
 * a Timeout and Hedging cancel at different moments and different contexts, but the callback
 * cannot tell them apart: each ends the request with its client's exception. A hanging service
 * answers only when it is cancelled. Times are milliseconds from the start of the execution.
 */
import {hedgingTimeline} from './hedging';
import type {StrategyKind} from './pipeline';
import {fixedWindow, slidingWindow, type WindowLimiterOptions} from './rateLimiter';

/** The options the composer's code uses, in the units of the models. */
export const COMPOSER_OPTIONS = {
  timeoutMs: 10_000,
  retry: {maxRetryAttempts: 3, delayMs: 200},
  hedging: {maxHedgedAttempts: 1, delayMs: 200},
  circuitBreaker: {failureRatio: 0.5, minimumThroughput: 10, breakDurationMs: 5_000},
  rateLimiter: {algorithm: 'slidingWindow', permitLimit: 100, windowMs: 1_000},
} as const;

/** The window algorithms a quota can use, replayed by src/models/rateLimiter. */
export type QuotaAlgorithm = 'slidingWindow' | 'fixedWindow';

/** quotaBurst's answers: it depends on its arguments alone, and every overloaded run with a limiter asks it. */
const QUOTA_BURSTS = new Map<string, number>();

/**
 * The most calls a window limiter lets through within one window, for a burst of twice its
 * limit spread one a millisecond across the end of its first window. A fixed window starts a
 * new count at the boundary (rate_limiter_strategy.dart, `_FixedWindowRateLimiter`), so it lets
 * twice the limit through; a sliding window counts the last window wherever it ends.
 */
function quotaBurst(algorithm: QuotaAlgorithm, permitLimit: number, windowMs: number): number {
  const key = `${algorithm} ${permitLimit} ${windowMs}`;
  const known = QUOTA_BURSTS.get(key);
  if (known !== undefined) return known;
  const options: WindowLimiterOptions = {permitLimit, windowMs, segmentsPerWindow: 1};
  const times = Array.from({length: 2 * permitLimit}, (_, i) => windowMs - permitLimit + i);
  const decide = algorithm === 'fixedWindow' ? fixedWindow : slidingWindow;
  const admitted = decide(options, times).flatMap((d) => (d.kind === 'admitted' ? [d.at] : []));
  // The admitted times ascend: the most of them in any window that starts at one of them.
  let most = 0;
  for (let first = 0, end = 0; first < admitted.length; first++) {
    while (end < admitted.length && admitted[end] < admitted[first] + windowMs) end++;
    most = Math.max(most, end - first);
  }
  QUOTA_BURSTS.set(key, most);
  return most;
}

/**
 * What a layer throws or returns as a failure. `typeError` is Hedging's when every attempt fails;
 * `requestAborted` is package:http's `RequestAbortedException`, `dioCancel` a `DioException` of
 * type cancel.
 */
export type ErrorKind =
  | 'serviceError'
  | 'timeoutRejected'
  | 'operationCancelled'
  | 'requestAborted'
  | 'dioCancel'
  | 'brokenCircuit'
  | 'rateLimited'
  | 'typeError';

/** The clients the site teaches for a request that honours cancellation. */
export type Client = 'send' | 'sendAbortable' | 'dio';
export const CLIENTS: readonly Client[] = ['send', 'sendAbortable', 'dio'];

/** How a note names the client. */
export const CLIENT_WORDS: Record<Client, string> = {
  send: 'CancellableHttpClient.send',
  sendAbortable: 'sendAbortable',
  dio: 'dio with toDioCancelToken()',
};

/** What a request cancelled in flight throws, per client (src/models/conformance.ts). */
export const CANCELLATION: Record<Client, ErrorKind> = {
  send: 'operationCancelled',
  sendAbortable: 'requestAborted',
  dio: 'dioCancel',
};

/** Every client's cancellation exception. */
export const CANCELLATIONS: readonly ErrorKind[] = ['operationCancelled', 'requestAborted', 'dioCancel'];

/** The state of the circuit when the execution starts. */
export type BreakerStart = 'closed' | 'open' | 'halfOpen';

/** What a run is simulated with besides the scenario. */
export interface SimOptions {
  client: Client;
  /** Overrides the scenario's breaker state (the promise tests run every scenario half-open). */
  breaker?: BreakerStart;
}

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
  /** When the callback stopped waiting for it. */
  endMs: number;
  /** When the request really ended: later than `endMs` only for `send`, which does not abort. */
  socketEndMs: number;
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

export type ScenarioId =
  | 'healthy'
  | 'slow'
  | 'failing'
  | 'overloaded'
  | 'cancelled'
  | 'transient'
  | 'primaryFailsFast'
  | 'limiterFreesUp'
  | 'circuitOpen';

/** How the world behaves in one scenario. */
export interface Scenario {
  id: ScenarioId;
  /** How a note names the scenario, as a clause: "on a healthy call". */
  words: string;
  /**
   * Call `index` (0-based) of a lane, call `n` of the execution: how long it takes (Infinity: it
   * hangs until cancelled) and whether it succeeds.
   */
  service: (lane: number, index: number, n: number) => {durationMs: number; ok: boolean};
  /**
   * Whether a limiter admits its `request`-th request (0-based) of the execution; `innermost`:
   * no other limiter sits inside it.
   */
  limiter: (request: number, innermost: boolean) => boolean;
  breaker: 'closed' | 'open';
  /** When the caller cancels the context it passed in (Infinity: never). */
  callerCancelsAtMs: number;
  /**
   * A reader would call it normal: a layout that breaks a promise of one of its strategies here
   * is a trap. Only a service that fails every attempt is not.
   */
  normal: boolean;
  /** The service is healthy, so a run of such calls must not open a circuit. */
  healthyService: boolean;
}

const always =
  (durationMs: number, ok: boolean): Scenario['service'] =>
  () => ({durationMs, ok});
const admitAll = () => true;
const closed = {breaker: 'closed', callerCancelsAtMs: Infinity, normal: true} as const;

/** The scenarios every layout is run through. */
export const SCENARIOS: readonly Scenario[] = [
  {
    ...closed,
    id: 'healthy',
    words: 'on a healthy call',
    service: always(20, true),
    limiter: admitAll,
    healthyService: true,
  },
  {
    ...closed,
    id: 'slow',
    words: 'when the service hangs',
    service: always(Infinity, true),
    limiter: admitAll,
    healthyService: false,
  },
  {
    ...closed,
    id: 'failing',
    words: 'when every attempt fails',
    service: always(20, false),
    limiter: admitAll,
    normal: false,
    healthyService: false,
  },
  {
    ...closed,
    id: 'overloaded',
    words: 'when the limiter refuses every attempt',
    service: always(20, true),
    // The limiter closest to the service refuses: with two, the outer one has room.
    limiter: (_request, innermost) => !innermost,
    healthyService: true,
  },
  {
    ...closed,
    id: 'cancelled',
    words: 'when the caller cancels',
    service: always(3_000, true),
    limiter: admitAll,
    callerCancelsAtMs: 1_000,
    healthyService: false,
  },
  {
    ...closed,
    id: 'transient',
    words: 'when the first attempt fails and the next succeeds',
    service: (_lane, _index, n) => ({durationMs: 20, ok: n > 0}),
    limiter: admitAll,
    healthyService: false,
  },
  {
    ...closed,
    id: 'primaryFailsFast',
    words: 'when the primary fails fast and the hedge answers',
    service: (lane) => (lane === 0 ? {durationMs: 20, ok: false} : {durationMs: 3_000, ok: true}),
    limiter: admitAll,
    healthyService: false,
  },
  {
    ...closed,
    id: 'limiterFreesUp',
    words: 'when the limiter refuses the first attempt and admits the next',
    service: always(20, true),
    limiter: (request) => request > 0,
    healthyService: true,
  },
  {
    ...closed,
    id: 'circuitOpen',
    words: 'when the circuit is open',
    service: always(20, true),
    limiter: admitAll,
    breaker: 'open',
    healthyService: false,
  },
];

export const scenario = (id: ScenarioId): Scenario => SCENARIOS.find((s) => s.id === id) as Scenario;

/** What the simulation saw, one entry per class of trap; indices are positions in the layout. */
export type Finding =
  /** Retry got a timeout from a Timeout inside it on the shared context, and stopped. */
  | {cls: 'retryStopsOnTimeout'; scenario: ScenarioId; retry: number; timeout: number}
  /** A layer that acts on failures was handed the fallback value instead. */
  | {cls: 'fallbackHidesFailure'; scenario: ScenarioId; layer: number; fallback: number; hidden: ErrorKind}
  /** More than one service call started inside one permit of a rate limiter: `rounds` by Retry, `lanes` by Hedging. */
  | {cls: 'callsPerPermit'; scenario: ScenarioId; limiter: number; calls: number; rounds: number; lanes: number}
  /** A concurrency permit covered more than one running call, or was back while a call ran on. */
  | {cls: 'inFlightPerPermit'; scenario: ScenarioId; limiter: number; running: number; outlives: boolean}
  /** Hedging returned something else than the service answer one of its attempts got. */
  | {cls: 'hedgeDiscardsAnswer'; scenario: ScenarioId; hedging: number; returned: 'fallback value' | ErrorKind}
  /** Retry tried again after a rejection (directly, or inside Hedging's TypeError). */
  | {cls: 'retriesRejection'; scenario: ScenarioId; retry: number; rejection: ErrorKind; viaTypeError: boolean}
  /**
   * A run of such calls opens the circuit although the service is healthy: per call the breaker
   * records `failures` of `records`, and it opens during call `callsToOpen`.
   */
  | {
      cls: 'breakerOpens';
      scenario: ScenarioId;
      breaker: number;
      failures: number;
      records: number;
      callsToOpen: number;
      /** What it recorded as failures. */
      causes: ErrorKind[];
    }
  /** A window limiter let more calls through within one window than its limit. */
  | {cls: 'quotaExceeded'; scenario: ScenarioId; limiter: number; admitted: number; permitLimit: number}
  /** Time to the first answer and service calls of a hedged call. */
  | {cls: 'hedgeCost'; scenario: ScenarioId; hedging: number; answerMs: number; attempts: number; serviceOkMs: number}
  /** Two attempts of one hedged call saw the same ctx.attemptNumber. */
  | {cls: 'sameAttemptNumber'; scenario: ScenarioId; hedging: number; attemptNumbers: number[]}
  /**
   * With `send`, a request the pipeline cancelled runs on at the socket after the concurrency
   * limiter has its permit back.
   */
  | {cls: 'socketOutlivesPermit'; scenario: ScenarioId; limiter: number}
  /** The breaker started half-open and a rejection (no call made) decided it. */
  | {cls: 'rejectionDecidesHalfOpen'; scenario: ScenarioId; breaker: number; closes: boolean}
  /** The layout has a timeout, yet a hanging service is not a failure to the breaker. */
  | {cls: 'hangNotCounted'; scenario: ScenarioId; breaker: number; recorded: ErrorKind | 'nothing'};

/** A finding with the client of the run that saw it. */
export type ClientFinding = Finding & {client: Client};

/** What the circuit did in an execution that started half-open: the record that decided it. */
export interface HalfOpenDecision {
  /** `true`: the circuit opened again; `false`: it closed. */
  failed: boolean;
  /** The outcome the deciding record was made of ('service result' for a result). */
  outcome: 'service result' | 'fallback value' | ErrorKind;
  causes: ErrorKind[];
  /** The outcome says no call was made: a limiter's or a breaker's rejection (directly or in a TypeError). */
  rejection: boolean;
}

export interface ScenarioResult {
  scenario: ScenarioId;
  client: Client;
  /** When the caller gets its answer (Infinity: never). */
  answerMs: number;
  outcome: 'service result' | 'fallback value' | ErrorKind;
  serviceCalls: number;
  /** Per breaker (its index in the layout): what it recorded, in the order recorded. */
  breakerRecords: Record<number, BreakerRecord[]>;
  /** Per breaker that started half-open: the record that decided it (absent: nothing finished). */
  halfOpen: Record<number, HalfOpenDecision>;
  /** Per breaker: the call of a run of such executions during which a closed circuit opens (null: never). */
  callsToOpen: Record<number, number | null>;
}

type ErrorOutcome = Extract<Outcome, {kind: 'error'}>;

/** One record a breaker made: `failed` is `!shouldHandle(outcome)` negated. */
export interface BreakerRecord {
  failed: boolean;
  /** What it recorded: the error and, for a TypeError, the attempts' errors. */
  outcome: 'service result' | 'fallback value' | ErrorKind;
  causes: ErrorKind[];
  atMs: number;
}

/** "Just after" an instant: a cancellation that follows a decision made at that instant. */
const JUST_AFTER = 0.5;

const cancelledBy = (by: number): Outcome => ({kind: 'error', error: 'operationCancelled', by, causes: []});

const describe = (o: Outcome): BreakerRecord['outcome'] =>
  o.kind === 'result' ? (o.source === 'fallback' ? 'fallback value' : 'service result') : o.error;

/** Whether an outcome says no call was made: a rejection, or a TypeError of rejections only. */
function isRejection(outcome: BreakerRecord['outcome'], causes: readonly ErrorKind[]): boolean {
  if (REJECTIONS.includes(outcome as ErrorKind)) return true;
  return outcome === 'typeError' && causes.length > 0 && causes.every((c) => REJECTIONS.includes(c));
}

class Simulation {
  readonly findings: Finding[] = [];
  private counters = new Map<number, number>();
  private calls = 0;
  private requests = new Map<number, number>();
  /** What each cache layer stored in this execution. */
  private stored = new Map<number, number>();
  readonly records = new Map<number, BreakerRecord[]>();

  constructor(
    private readonly layers: readonly SimLayer[],
    private readonly scenario: Scenario,
    private readonly options: SimOptions,
  ) {}

  private get breakerStart(): BreakerStart {
    return this.options.breaker ?? this.scenario.breaker;
  }

  private find(f: Finding): void {
    this.findings.push(f);
  }

  /** The state a hedged call rolls back to when it runs its attempts again. */
  private snapshot() {
    const records = new Map([...this.records].map(([k, v]) => [k, [...v]]));
    const [counters, requests, stored, findings, calls] = [
      new Map(this.counters),
      new Map(this.requests),
      new Map(this.stored),
      this.findings.length,
      this.calls,
    ];
    return () => {
      this.counters = counters;
      this.requests = requests;
      this.stored = stored;
      this.calls = calls;
      this.findings.length = findings;
      this.records.clear();
      for (const [k, v] of records) this.records.set(k, v);
    };
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
        return this.cache(index, startMs, ctx);
    }
  }

  /**
   * The callback. On a context already cancelled, `send` and `sendAbortable` throw
   * `OperationCancelledException` before any request (`_token.throwIfCancelled()`), and dio's
   * token is cancelled a microtask later, so dio fails with its cancel type, also without a call.
   * Cancelled in flight, the request ends with the client's exception at that moment; with `send`
   * it runs on at the socket.
   */
  private call(startMs: number, ctx: Context): Run {
    const {client} = this.options;
    if (ctx.cancelAtMs <= startMs) {
      const error = client === 'dio' ? 'dioCancel' : 'operationCancelled';
      return {endMs: startMs, outcome: {kind: 'error', error, by: -1, causes: []}, calls: [], cancelledAtMs: Infinity};
    }
    const n = this.counters.get(ctx.lane) ?? 0;
    this.counters.set(ctx.lane, n + 1);
    const {durationMs, ok} = this.scenario.service(ctx.lane, n, this.calls++);
    const naturalEnd = startMs + durationMs;
    const stopped = ctx.cancelAtMs < naturalEnd;
    const endMs = stopped ? ctx.cancelAtMs : naturalEnd;
    const socketEndMs = stopped && client === 'send' ? naturalEnd : endMs;
    return {
      endMs,
      outcome: stopped
        ? {kind: 'error', error: CANCELLATION[client], by: -1, causes: []}
        : ok
          ? {kind: 'result', source: 'service', by: -1}
          : {kind: 'error', error: 'serviceError', by: -1, causes: []},
      calls: [{startMs, endMs, socketEndMs, ok: ok && !stopped, lane: ctx.lane, attemptNumber: ctx.attemptNumber}],
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
    if (inner.endMs < deadline) return inner;
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
    const stop = (endMs: number): Run => ({endMs, outcome: cancelledBy(index), calls, cancelledAtMs});
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

  private noteRetried(index: number, outcome: ErrorOutcome): void {
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
    const rollBack = this.snapshot();
    // The attempts start in order: a hedge starts after the primary has run up to its start
    // (the primary may have stored a value in a cache inside Hedging by then).
    const attemptsUntil = (cancelAtOf: (lane: number) => number) =>
      lanes.map((lane) => this.run(index + 1, startMs + lane * delayMs, copyOf(lane, cancelAtOf(lane))));
    let attempts = attemptsUntil(() => ctx.cancelAtMs);
    if (ctx.cancelAtMs < lastStart) {
      const stopped = lanes.filter((lane) => startMs + lane * delayMs <= ctx.cancelAtMs);
      return {
        endMs: Math.max(startMs, ctx.cancelAtMs),
        outcome: cancelledBy(index),
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
    // Whether an attempt gets (or, left to run, would get) an answer from the service.
    const answers = (runs: Run[]) => runs.some((a) => a.outcome.kind === 'result' && a.outcome.source === 'service');
    const wouldAnswer = answers(attempts);
    // The losers' copies are cancelled when the winner is picked (hedging_strategy.dart:178,
    // 209-211), and the callback stops there: run the attempts again knowing it. A hedge that
    // starts at that very moment has started its request (the hedges start before any outcome is
    // examined, :137-169), so it is cancelled in flight.
    const decidedAtMs = startMs + timeline.decidedAtMs;
    if (timeline.winner !== null && attempts.some((a, lane) => lane !== timeline.winner && a.endMs > decidedAtMs)) {
      const winner = timeline.winner;
      rollBack();
      attempts = attemptsUntil((lane) =>
        lane === winner ? ctx.cancelAtMs : Math.min(ctx.cancelAtMs, decidedAtMs + JUST_AFTER),
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
    if (wouldAnswer && !(outcome.kind === 'result' && outcome.source === 'service')) {
      this.find({
        cls: 'hedgeDiscardsAnswer',
        scenario: this.scenario.id,
        hedging: index,
        returned: outcome.kind === 'result' ? 'fallback value' : outcome.error,
      });
    }
    const serviceOk = calls.filter((c) => c.ok);
    this.find({
      cls: 'hedgeCost',
      scenario: this.scenario.id,
      hedging: index,
      answerMs: endMs - startMs,
      attempts: calls.length,
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

  /**
   * Open: a rejection without a call. Half-open: every call is let through, and the first to
   * record decides, closing the circuit on a success and opening it on a failure
   * (circuit_breaker_strategy.dart:273-280, 313-320). Every execution records
   * `!shouldHandle(outcome)` (:292-293).
   */
  private breaker(index: number, startMs: number, ctx: Context): Run {
    if (this.breakerStart === 'open') {
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
    const failed = this.handles(index, outcome);
    const causes = outcome.kind === 'error' ? outcome.causes : [];
    const record: BreakerRecord = {failed, outcome: describe(outcome), causes, atMs: inner.endMs};
    this.records.set(index, [...(this.records.get(index) ?? []), record]);
    return inner;
  }

  private limiter(index: number, startMs: number, ctx: Context): Run {
    const request = this.requests.get(index) ?? 0;
    this.requests.set(index, request + 1);
    const innermost = !this.layers
      .slice(index + 1)
      .some((l) => l.kind === 'rateLimiter' || l.kind === 'concurrencyLimiter');
    if (!this.scenario.limiter(request, innermost)) {
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
        this.find({
          cls: 'callsPerPermit',
          scenario: this.scenario.id,
          limiter: index,
          calls: calls.length,
          rounds: Math.ceil(calls.length / new Set(calls.map((c) => c.lane)).size),
          lanes: new Set(calls.map((c) => c.lane)).size,
        });
      }
    } else {
      const running = Math.max(
        0,
        ...calls.map((c) => calls.filter((o) => o.startMs <= c.startMs && o.endMs > c.startMs).length),
      );
      const outlives = calls.some((c) => c.endMs > inner.endMs + JUST_AFTER);
      if (running > 1 || outlives) {
        this.find({cls: 'inFlightPerPermit', scenario: this.scenario.id, limiter: index, running, outlives});
      }
      if (calls.some((c) => c.socketEndMs > Math.max(inner.endMs, c.endMs) + JUST_AFTER)) {
        this.find({cls: 'socketOutlivesPermit', scenario: this.scenario.id, limiter: index});
      }
    }
    return inner;
  }

  /**
   * The cache of one execution: a hit returns the stored value without a call; a miss runs the
   * layers inside and stores a result (cache_strategy.dart:166-178, 193-204). Hedging's copies keep
   * the operation key (resilience_context.dart:16-17), so a hedge reads what the primary stored.
   */
  private cache(index: number, startMs: number, ctx: Context): Run {
    const storedAt = this.stored.get(index);
    if (storedAt !== undefined && storedAt <= startMs) {
      return {endMs: startMs, outcome: {kind: 'result', source: 'service', by: -1}, calls: [], cancelledAtMs: Infinity};
    }
    const inner = this.run(index + 1, startMs, ctx);
    this.seeFallback(index, inner.outcome);
    if (inner.outcome.kind === 'result' && storedAt === undefined) this.stored.set(index, inner.endMs);
    return inner;
  }

  /** After the execution: the circuits a run of such calls opens, and the quota a burst exceeds. */
  settle(): void {
    const {failureRatio, minimumThroughput} = COMPOSER_OPTIONS.circuitBreaker;
    if (this.breakerStart === 'closed') {
      for (const [breaker, records] of this.records) {
        const callsToOpen = callsUntilOpen(records, failureRatio, minimumThroughput);
        if (this.scenario.healthyService && callsToOpen !== null) {
          this.find({
            cls: 'breakerOpens',
            scenario: this.scenario.id,
            breaker,
            failures: records.filter((r) => r.failed).length,
            records: records.length,
            callsToOpen,
            causes: [...new Set(records.filter((r) => r.failed).flatMap((r) => [r.outcome as ErrorKind, ...r.causes]))],
          });
        }
      }
    }
    const {algorithm, permitLimit, windowMs} = COMPOSER_OPTIONS.rateLimiter;
    const limiter = this.layers.findIndex((l) => l.kind === 'rateLimiter');
    if (this.scenario.id === 'overloaded' && limiter >= 0) {
      const admitted = quotaBurst(algorithm, permitLimit, windowMs);
      if (admitted > permitLimit) {
        this.find({cls: 'quotaExceeded', scenario: this.scenario.id, limiter, admitted, permitLimit});
      }
    }
  }

  /** The record that decided each breaker that started half-open: the first to finish. */
  halfOpenDecisions(): Record<number, HalfOpenDecision> {
    const decisions: Record<number, HalfOpenDecision> = {};
    if (this.breakerStart !== 'halfOpen') return decisions;
    for (const [breaker, records] of this.records) {
      const first = [...records].sort((a, b) => a.atMs - b.atMs)[0];
      if (first && Number.isFinite(first.atMs)) {
        decisions[breaker] = {
          failed: first.failed,
          outcome: first.outcome,
          causes: first.causes,
          rejection: isRejection(first.outcome, first.causes),
        };
      }
    }
    return decisions;
  }
}

/**
 * The call during which a closed breaker opens when every call records `records`: it opens once
 * it holds at least `minimumThroughput` records and failures ÷ records ≥ `failureRatio`, checked
 * after each record (circuit_breaker_strategy.dart:321-331). Null: it never opens.
 */
export function callsUntilOpen(
  records: readonly {failed: boolean}[],
  failureRatio: number,
  minimumThroughput: number,
): number | null {
  if (records.length === 0 || !records.some((r) => r.failed)) return null;
  let total = 0;
  let failures = 0;
  for (let call = 1; call <= minimumThroughput; call++) {
    for (const r of records) {
      total++;
      if (r.failed) failures++;
      if (total >= minimumThroughput && failures / total >= failureRatio) return call;
    }
  }
  return null;
}

export interface LayoutSimulation {
  results: ScenarioResult[];
  findings: ClientFinding[];
}

/** The findings about the circuit's state that a result shows. */
function breakerFindings(layers: readonly SimLayer[], scenario: Scenario, result: ScenarioResult): Finding[] {
  const found: Finding[] = [];
  for (const [key, decision] of Object.entries(result.halfOpen)) {
    if (decision.rejection) {
      found.push({
        cls: 'rejectionDecidesHalfOpen',
        scenario: scenario.id,
        breaker: Number(key),
        closes: !decision.failed,
      });
    }
  }
  if (scenario.id === 'slow' && layers.some((l) => l.kind === 'timeout')) {
    for (const [key, records] of Object.entries(result.breakerRecords)) {
      const breaker = Number(key);
      const halfOpen = result.halfOpen[breaker];
      const counted = halfOpen ? halfOpen.failed : result.callsToOpen[breaker] !== null;
      if (!counted) {
        const seen = records.find((r) => Number.isFinite(r.atMs));
        found.push({
          cls: 'hangNotCounted',
          scenario: scenario.id,
          breaker,
          recorded: seen ? (seen.outcome as ErrorKind) : 'nothing',
        });
      }
    }
  }
  return found;
}

/** Runs one execution of the layout (index 0 outermost) in every scenario, with one client. */
export function simulateLayout(
  layers: readonly SimLayer[],
  scenarios: readonly Scenario[] = SCENARIOS,
  options: SimOptions = {client: 'send'},
): LayoutSimulation {
  const results: ScenarioResult[] = [];
  const findings: ClientFinding[] = [];
  const {failureRatio, minimumThroughput} = COMPOSER_OPTIONS.circuitBreaker;
  for (const scenario of scenarios) {
    const sim = new Simulation(layers, scenario, options);
    const run = sim.run(0, 0, {attemptNumber: 0, lane: 0, cancelAtMs: scenario.callerCancelsAtMs});
    sim.settle();
    const breakerRecords = Object.fromEntries(sim.records);
    const result: ScenarioResult = {
      scenario: scenario.id,
      client: options.client,
      answerMs: run.endMs,
      outcome: describe(run.outcome),
      serviceCalls: run.calls.length,
      breakerRecords,
      halfOpen: sim.halfOpenDecisions(),
      callsToOpen: Object.fromEntries(
        [...sim.records].map(([k, records]) => [k, callsUntilOpen(records, failureRatio, minimumThroughput)]),
      ),
    };
    results.push(result);
    const {client} = options;
    findings.push(
      ...[...sim.findings, ...breakerFindings(layers, scenario, result)].map((f): ClientFinding => ({...f, client})),
    );
  }
  return {results, findings};
}
