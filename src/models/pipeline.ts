/**
 * A pipeline composed from strategies in order, the Dart code that builds it with
 * `ResiliencePipelineBuilder`, and notes on how the chosen layers interact in polly_dart 0.0.9.
 * Index 0 is the outermost strategy: `ResiliencePipeline._executeWithStrategies` runs
 * `_strategies[0]` first and hands it the rest of the chain (lib/src/resilience_pipeline.dart
 * at 2a85979). The warnings (traps and cautions) are not written per pair of layers: the layout
 * is run through the scenarios of src/models/pipelineSimulation and each note says what the
 * simulation saw, with its figures.
 */
import {NOT_MODELLED} from './conformance';
import {
  CANCELLATIONS,
  CLIENTS,
  CLIENT_WORDS,
  COMPOSER_OPTIONS,
  SCENARIOS,
  scenario,
  simulateLayout,
  type Client,
  type ClientFinding,
  type ErrorKind,
  type Finding,
  type ScenarioId,
  type SimLayer,
} from './pipelineSimulation';

export type StrategyKind =
  'fallback' | 'cache' | 'timeout' | 'retry' | 'circuitBreaker' | 'rateLimiter' | 'concurrencyLimiter' | 'hedging';

interface StrategySpec {
  label: string;
  /** The options call: its name and its fields, one a line, written for a `const` call. */
  options: {call: string; fields: string[]} | null;
  /** The builder call when `options` is null, as lines; the first starts with `.add…(`. */
  dart: string[];
}

const {retry, hedging, timeoutMs, circuitBreaker, rateLimiter} = COMPOSER_OPTIONS;
/** The permits of the composer's sliding-window limiter, per second. */
const RATE_PERMITS = (rateLimiter.permitLimit * 1000) / rateLimiter.windowMs;

export const STRATEGIES: Record<StrategyKind, StrategySpec> = {
  fallback: {
    label: 'Fallback',
    options: null,
    dart: [".addFallback(FallbackStrategyOptions<String>.withValue('hello from the fallback'))"],
  },
  cache: {
    label: 'Cache',
    options: null,
    dart: ['.addCache(CacheStrategyOptions<String>(cache: cache, ttl: const Duration(minutes: 1)))'],
  },
  timeout: {
    label: 'Timeout',
    options: null,
    dart: [`.addTimeout(const Duration(seconds: ${timeoutMs / 1000}))`],
  },
  retry: {
    label: 'Retry',
    options: {
      call: '.addRetry(RetryStrategyOptions(',
      fields: [
        `maxRetryAttempts: ${retry.maxRetryAttempts}`,
        `delay: Duration(milliseconds: ${retry.delayMs})`,
        'backoffType: DelayBackoffType.exponential',
      ],
    },
    dart: [],
  },
  circuitBreaker: {
    label: 'Circuit breaker',
    options: {
      call: '.addCircuitBreaker(CircuitBreakerStrategyOptions(',
      fields: [
        `failureRatio: ${circuitBreaker.failureRatio}`,
        `minimumThroughput: ${circuitBreaker.minimumThroughput}`,
        `breakDuration: Duration(seconds: ${circuitBreaker.breakDurationMs / 1000})`,
      ],
    },
    dart: [],
  },
  rateLimiter: {
    label: 'Rate limiter (sliding window)',
    options: null,
    dart: [
      '.addRateLimiter(const RateLimiterStrategyOptions.slidingWindow(',
      `  permitLimit: ${rateLimiter.permitLimit},`,
      `  window: Duration(seconds: ${rateLimiter.windowMs / 1000}),`,
      '))',
    ],
  },
  concurrencyLimiter: {
    label: 'Concurrency limiter',
    options: null,
    dart: ['.addConcurrencyLimiter(4, 8) // 4 at once, 8 more may queue'],
  },
  hedging: {
    label: 'Hedging',
    options: {
      call: '.addHedging(HedgingStrategyOptions<String>(',
      fields: [`maxHedgedAttempts: ${hedging.maxHedgedAttempts}`, `delay: Duration(milliseconds: ${hedging.delayMs})`],
    },
    dart: [],
  },
};

const LIMITERS: StrategyKind[] = ['rateLimiter', 'concurrencyLimiter'];

const REJECTION_CLASSES: Partial<Record<ErrorKind, string>> = {
  brokenCircuit: 'CircuitBreakerRejectedException',
  rateLimited: 'RateLimiterRejectedException',
  operationCancelled: 'OperationCancelledException',
  requestAborted: 'RequestAbortedException',
  dioCancel: 'a DioException of type cancel',
  timeoutRejected: 'TimeoutRejectedException',
  typeError: 'TypeError',
  serviceError: 'the service’s error',
};

/**
 * The exceptions the `shouldHandle` of the layer at `index` leaves out. A rejection says the call
 * was not made, so Retry must not try again at once (the default predicate handles every
 * exception, `PredicateHelper.handleAllExceptions`, lib/src/strategy.dart) and the breaker must
 * not count it (`isSuccess = !shouldHandle(outcome)`, circuit_breaker_strategy.dart:292-296).
 * Hedging leaves out only an open circuit, which a hedge a moment later meets too; a refused
 * attempt stays a failure to it, so an admitted one can still win (hedging_strategy.dart:172-180).
 * A breaker inside Hedging leaves out the cancellation of every client: Hedging cancels the loser
 * on every call (hedging_strategy.dart:178, 209-211), and the callback then throws
 * OperationCancelledException (`send`), RequestAbortedException (`sendAbortable`) or a
 * DioException of type cancel (dio). Fallback keeps its default: it answers for any failure.
 */
function excludedRejections(order: readonly StrategyKind[], index: number): ErrorKind[] {
  const kind = order[index];
  const inside = order.slice(index + 1);
  const excludes: ErrorKind[] = [];
  if ((kind === 'retry' || kind === 'hedging') && inside.includes('circuitBreaker')) excludes.push('brokenCircuit');
  if ((kind === 'retry' || kind === 'circuitBreaker') && inside.some((k) => LIMITERS.includes(k))) {
    excludes.push('rateLimited');
  }
  if (kind === 'circuitBreaker' && order.slice(0, index).includes('hedging')) excludes.push(...CANCELLATIONS);
  return excludes;
}

/** The layers as the simulation runs them, with the predicates the generated code gives them. */
export function simLayers(order: readonly StrategyKind[]): SimLayer[] {
  return order.map((kind, index) => ({kind, excludes: excludedRejections(order, index)}));
}

/** One builder call: `const` options, or options with a `shouldHandle` leaving out `excludes`. */
function builderCall(kind: StrategyKind, excludes: readonly ErrorKind[]): string[] {
  const {options, dart} = STRATEGIES[kind];
  if (!options) return [...dart];
  if (excludes.length === 0) {
    return [options.call.replace(/\((\w+<?\w*>?)\($/, '(const $1('), ...options.fields.map((f) => `  ${f},`), '))'];
  }
  const tests = [
    ...excludes.filter((e) => !CANCELLATIONS.includes(e)).map((e) => `outcome.exception is! ${REJECTION_CLASSES[e]}`),
    ...(excludes.some((e) => CANCELLATIONS.includes(e)) ? ['!isCancellation(outcome.exception)'] : []),
  ];
  return [
    options.call,
    ...options.fields.map((f) => `  ${f.replace(/: (Duration)\(/, ': const $1(')},`),
    '  shouldHandle: PredicateBuilder() // untyped on purpose',
    '      .handleOutcome((outcome) =>',
    `          outcome.hasException && ${tests[0]}${tests.length === 1 ? ')' : ' &&'}`,
    ...tests.slice(1).map((t, i) => `          ${t}${i === tests.length - 2 ? ')' : ' &&'}`),
    '      .build(),',
    '))',
  ];
}

export const STRATEGY_KINDS = Object.keys(STRATEGIES) as StrategyKind[];

/** A layout that avoids the known traps of 0.0.9 (the same order as /advanced/combining-strategies). */
export const RECOMMENDED_ORDER: StrategyKind[] = [
  'fallback',
  'cache',
  'timeout',
  'retry',
  'rateLimiter',
  'circuitBreaker',
];

/** How the layers wrap the callback: `Fallback(Retry(your callback))`. */
export function nestingText(order: StrategyKind[]): string {
  return order.reduceRight((inner, kind) => `${STRATEGIES[kind].label}(${inner})`, 'your callback');
}

/** Moves the item at `index` by `step` places (−1 = outwards, +1 = inwards), within bounds. */
export function moveStrategy(order: StrategyKind[], index: number, step: -1 | 1): StrategyKind[] {
  const target = index + step;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return order;
  const next = [...order];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * `trap`: the layout does not do what a reader expects; code showing it is a counterexample,
 * and the site's sample check flags it. `caution`: behaviour to plan for. `info`: how the
 * layers work together.
 */
export type NoteSeverity = 'trap' | 'caution' | 'info';

/** The class of trap a warning comes from (see `Finding` in src/models/pipelineSimulation). */
export type NoteClass = Finding['cls'];

/** A number a note prints: the simulation's, in the scenario it names, or an option of the code. */
export interface Figure {
  scenario: ScenarioId | 'options';
  key:
    | 'calls'
    | 'callsPerSecond'
    | 'permitsPerSecond'
    | 'answerMs'
    | 'serviceOkMs'
    | 'attempts'
    | 'failures'
    | 'records'
    | 'callsToOpen'
    | 'running'
    | 'attemptNumber'
    | 'admitted'
    | 'permitLimit';
  value: number;
}

export interface PipelineNote {
  severity: NoteSeverity;
  text: string;
  /** Set on warnings derived from the simulation. */
  cls?: NoteClass;
  /** The scenarios the note names, by their words. */
  scenarios?: ScenarioId[];
  /** Every number the text prints. */
  figures?: Figure[];
}

const label = (order: readonly StrategyKind[], index: number) => STRATEGIES[order[index]].label;

/** What a fallback inside each layer hides from it: the fallback turns every failure into a result. */
const FALLBACK_INSIDE: Partial<Record<StrategyKind, string>> = {
  retry:
    'Fallback inside Retry turns every failure into a result, so Retry never sees a failure and never retries: the first failed attempt returns the fallback value. Put the fallback outside Retry.',
  circuitBreaker:
    'Fallback inside Circuit breaker turns every failure into a result, which the breaker records as a success, so the circuit never opens. Put the fallback outside the breaker.',
  cache:
    'Fallback inside Cache turns a failure into a result, and the cache stores it: the fallback value is then served as a real answer until the entry expires. Put the fallback outside the cache.',
};

/** Writes a note whose numbers and scenario clauses are recorded as it is written. */
function writer() {
  const figures: Figure[] = [];
  const scenarios: ScenarioId[] = [];
  return {
    n(scenarioId: Figure['scenario'], key: Figure['key'], value: number): string {
      figures.push({scenario: scenarioId, key, value});
      return String(value);
    },
    when(id: ScenarioId): string {
      if (!scenarios.includes(id)) scenarios.push(id);
      return scenario(id).words;
    },
    note(severity: NoteSeverity, cls: NoteClass, text: string): PipelineNote {
      return {severity, cls, text, scenarios: [...scenarios], figures: [...figures]};
    },
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** One finding per scenario, in the order of SCENARIOS. */
const perScenario = <F extends Finding>(group: readonly F[]): F[] =>
  SCENARIOS.flatMap((sc) => group.filter((g) => g.scenario === sc.id).slice(0, 1));

/** One warning per class and layers involved, worded from the findings of that group. */
function warning(order: readonly StrategyKind[], group: Finding[]): PipelineNote | null {
  const f = group[0];
  const w = writer();
  switch (f.cls) {
    case 'retryStopsOnTimeout':
      return w.note(
        'trap',
        f.cls,
        `Retry outside Timeout does not retry timeouts: ${w.when(f.scenario)}, the timeout cancels the shared context, Retry calls onRetry once and then throws OperationCancelledException. Put the timeout outside Retry, or give each attempt its own timeout in a nested pipeline run on ctx.copy().`,
      );
    case 'fallbackHidesFailure': {
      const kind = order[f.layer];
      if (f.hidden === 'timeoutRejected' && kind === 'retry') {
        return w.note(
          'trap',
          f.cls,
          `Retry outside Timeout, with Fallback between them, does not retry timeouts either: ${w.when(f.scenario)}, the fallback handles the TimeoutRejectedException, Retry receives the fallback value as a success and returns it. Put the timeout outside Retry and the fallback outside both.`,
        );
      }
      const text = FALLBACK_INSIDE[kind];
      return text ? w.note('trap', f.cls, text) : null;
    }
    case 'callsPerPermit': {
      // The healthy call, the flaky one and the failing one tell the story; the others repeat them.
      const found = perScenario(group.filter((g) => g.cls === 'callsPerPermit')).filter((g) =>
        ['healthy', 'transient', 'failing'].includes(g.scenario),
      );
      const hedged = found.some((g) => g.lanes > 1);
      const permits = w.n('options', 'permitsPerSecond', RATE_PERMITS);
      const clauses = found.map(
        (g, i) =>
          `${w.n(g.scenario, 'callsPerSecond', g.calls * RATE_PERMITS)}${i === 0 ? ' calls a second' : ''} ${w.when(g.scenario)} (${w.n(g.scenario, 'calls', g.calls)} on one permit)`,
      );
      // Retry spends extra calls only when attempts fail; Hedging's extra calls on one permit are
      // a trap in any scenario a reader calls normal (a cache inside it saves them only when the
      // primary answers).
      const severity = found.some((g) => (hedged ? scenario(g.scenario).normal : scenario(g.scenario).healthyService))
        ? 'trap'
        : 'caution';
      return hedged
        ? w.note(
            severity,
            f.cls,
            `${label(order, f.limiter)} outside Hedging: the limiter takes one permit per execution, and every attempt Hedging starts runs on it, so ${permits} permits a second let through ${clauses.join(' and ')}.${found.some((g) => g.rounds > 1) ? ' Retry inside the permit multiplies the calls when attempts fail.' : ''} Put Hedging outside the limiter: each attempt then takes a permit of its own.`,
          )
        : w.note(
            severity,
            f.cls,
            `${label(order, f.limiter)} outside Retry: one permit covers every retry, so ${permits} permits a second let through ${clauses.join(' and ')}. Put Retry outside the limiter so that each attempt takes a permit of its own.`,
          );
    }
    case 'inFlightPerPermit': {
      const found = perScenario(group.filter((g) => g.cls === 'inFlightPerPermit'));
      const running = found.find((g) => g.running > 1);
      const outlives = found.find((g) => g.outlives);
      const parts = [
        ...(outlives
          ? [
              `${w.when(outlives.scenario)}, the limiter takes its permit back as soon as Hedging answers, while the attempt Hedging cancels still runs`,
            ]
          : []),
        ...(running
          ? [
              `${w.when(running.scenario)}, one permit covers the ${w.n(running.scenario, 'running', running.running)} attempts Hedging runs at once`,
            ]
          : []),
      ];
      return w.note(
        'trap',
        f.cls,
        `Concurrency limiter outside Hedging: ${parts.join('; ')}. Put Hedging outside the limiter.`,
      );
    }
    case 'hedgeDiscardsAnswer':
      return f.returned === 'fallback value'
        ? w.note(
            'trap',
            f.cls,
            `Fallback inside Hedging: ${w.when(f.scenario)}, the primary becomes the fallback value, which Hedging takes for a good answer; it returns that value and cancels the hedge that would have got a real one. Put the fallback outside Hedging.`,
          )
        : w.note(
            'trap',
            f.cls,
            `Hedging returns ${REJECTION_CLASSES[f.returned] ?? 'a failure'} ${w.when(f.scenario)}: its predicate takes that exception for a good answer, and the primary’s outcome, examined first, wins over the hedge that got a real answer. Keep that exception in Hedging’s shouldHandle.`,
          );
    case 'retriesRejection':
      return w.note(
        f.viaTypeError ? 'caution' : 'trap',
        f.cls,
        f.viaTypeError
          ? `Retry outside Hedging: ${w.when(f.scenario)}, Hedging throws a TypeError, and Retry retries it like any failure.`
          : `${capital(w.when(f.scenario))}, ${label(order, f.retry)} retries ${REJECTION_CLASSES[f.rejection]}: the call was never made, and trying again after a short delay is refused again.`,
      );
    case 'breakerOpens': {
      const found = perScenario(group.filter((g) => g.cls === 'breakerOpens'));
      const g = found[0];
      if (g.cls !== 'breakerOpens') return null;
      const cancelled = g.causes.find((c) => CANCELLATIONS.includes(c));
      const what = g.causes.includes('typeError')
        ? 'Hedging throws a TypeError, which the breaker records as a failure'
        : cancelled
          ? `Hedging cancels the attempt that loses, the request throws ${REJECTION_CLASSES[cancelled]}, and the breaker records it as a failure`
          : `the breaker records ${g.causes.map((c) => REJECTION_CLASSES[c] ?? c).join(' and ')} as a failure`;
      return w.note(
        'trap',
        g.cls,
        `${capital(w.when(g.scenario))}, ${what}: each call adds ${w.n(g.scenario, 'records', g.records)} ${g.records === 1 ? 'record' : 'records'} to the circuit, ${w.n(g.scenario, 'failures', g.failures)} of them ${g.failures === 1 ? 'a failure' : 'failures'}, so such calls open the circuit during call ${w.n(g.scenario, 'callsToOpen', g.callsToOpen)} while the service is healthy.`,
      );
    }
    case 'quotaExceeded':
      return w.note(
        'trap',
        f.cls,
        `${label(order, f.limiter)}: ${w.when(f.scenario)}, a burst across a window boundary gets ${w.n(f.scenario, 'admitted', f.admitted)} calls through within one window, over the limit of ${w.n('options', 'permitLimit', f.permitLimit)}. Use a sliding window for a quota.`,
      );
    case 'hedgeCost': {
      const fast = group.find((g) => g.scenario === 'healthy') ?? f;
      if (fast.cls !== 'hedgeCost') return null;
      const attempts = w.n(fast.scenario, 'attempts', fast.attempts);
      const [serviceOk, answer] = [
        w.n(fast.scenario, 'serviceOkMs', fast.serviceOkMs),
        w.n(fast.scenario, 'answerMs', fast.answerMs),
      ];
      return w.note(
        'caution',
        f.cls,
        `Hedging in 0.0.9 starts every attempt on every call and waits every delay: ${w.when(fast.scenario)} the service answers in ${serviceOk} ms, but the caller gets the answer after ${answer} ms, and the service got ${attempts} ${fast.attempts === 1 ? 'call' : 'calls'}. ${capital(w.when('failing'))}, it throws a TypeError. Use it only for idempotent calls.`,
      );
    }
    case 'sameAttemptNumber': {
      const retryIndex = order.indexOf('retry');
      if (retryIndex < f.hedging) {
        const shared = w.n(f.scenario, 'attemptNumber', Math.min(...f.attemptNumbers));
        return w.note(
          'caution',
          f.cls,
          `Retry outside Hedging: the primary’s context copy keeps the attempt number Retry set, so ${w.when(f.scenario)}, on the first retry the primary and the first hedge both see ctx.attemptNumber ${shared}, and the primary never again sees the number of a first attempt. Do not use ctx.attemptNumber to tell them apart; use actionGenerator for the hedges.`,
        );
      }
      return w.note(
        'caution',
        f.cls,
        'Retry inside Hedging resets ctx.attemptNumber at the start of every attempt, so it no longer tells the primary from a hedge. Use actionGenerator for the hedges.',
      );
    }
    case 'socketOutlivesPermit':
      return w.note(
        'caution',
        f.cls,
        `${label(order, f.limiter)} with ${CLIENT_WORDS.send}: ${w.when(f.scenario)}, the request the pipeline cancels is not aborted, so it runs on at the socket after the limiter has its permit back, wherever the limiter sits. sendAbortable and dio abort it; use one of them when the limit protects the service.`,
      );
    case 'rejectionDecidesHalfOpen':
      return w.note(
        'trap',
        f.cls,
        `${label(order, f.breaker)} outside a limiter: ${w.when(f.scenario)} while the circuit is half-open, the rejection reaches the breaker before any probe reaches the service, and the breaker, which lets every call through when half-open and lets the first one to finish decide, ${f.closes ? 'closes the circuit on it' : 'opens the circuit again on it'}. No predicate avoids this: put the limiter outside the breaker.`,
      );
    case 'hangNotCounted':
      return w.note(
        'trap',
        f.cls,
        `${label(order, f.breaker)}: ${w.when(f.scenario)}, the timeout cancels the call and the breaker receives ${f.recorded === 'nothing' ? 'nothing' : CANCELLATIONS.includes(f.recorded) ? 'the request’s cancellation (OperationCancelledException with CancellableHttpClient.send, RequestAbortedException with sendAbortable, a DioException of type cancel with dio)' : (REJECTION_CLASSES[f.recorded] ?? f.recorded)}, which its predicate leaves out, so the circuit never opens on a hanging service and a hanging half-open probe closes it. Put the timeout inside the breaker, where the breaker receives TimeoutRejectedException.`,
      );
  }
}

/** The layers a finding is about, to group findings of one cause. */
function findingKey(f: Finding): string {
  switch (f.cls) {
    case 'retryStopsOnTimeout':
      return `${f.cls}:${f.retry}`;
    case 'fallbackHidesFailure':
      return `${f.cls}:${f.layer}:${f.hidden === 'timeoutRejected' ? 'timeout' : 'failure'}`;
    case 'callsPerPermit':
    case 'inFlightPerPermit':
    case 'quotaExceeded':
      return `${f.cls}:${f.limiter}`;
    case 'hedgeDiscardsAnswer':
      return `${f.cls}:${f.hedging}:${f.returned}`;
    case 'retriesRejection':
      return `${f.cls}:${f.retry}:${f.rejection}:${f.viaTypeError}`;
    case 'breakerOpens':
      return `${f.cls}:${f.breaker}`;
    case 'hedgeCost':
    case 'sameAttemptNumber':
      return `${f.cls}:${f.hedging}`;
    case 'socketOutlivesPermit':
      return `${f.cls}:${f.limiter}`;
    case 'rejectionDecidesHalfOpen':
    case 'hangNotCounted':
      return `${f.cls}:${f.breaker}`;
  }
}

/** The warnings for the findings of a simulation of the layout, in the order first seen. */
export function warningsFrom(
  order: readonly StrategyKind[],
  findings: readonly (Finding | ClientFinding)[],
): PipelineNote[] {
  const groups = new Map<string, (Finding | ClientFinding)[]>();
  for (const f of findings) {
    const key = findingKey(f);
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const notes = [...groups.values()].flatMap((g) => {
    const written = warning(order, g);
    if (!written) return [];
    // A trap seen with some of the clients only names them.
    const clients = [...new Set(g.flatMap((f): Client[] => ('client' in f ? [(f as ClientFinding).client] : [])))];
    const note =
      clients.length > 0 && clients.length < CLIENTS.length && written.cls !== 'socketOutlivesPermit'
        ? {
            ...written,
            text: `${written.text} The simulation sees this with ${clients.map((c) => CLIENT_WORDS[c]).join(' and ')} only.`,
          }
        : written;
    // A trap breaks a promise in a scenario a reader would call normal; seen only when every
    // attempt fails, it is behaviour to plan for.
    return note.severity === 'trap' && !g.some((f) => scenario(f.scenario).normal)
      ? [{...note, severity: 'caution' as const}]
      : [note];
  });
  return notes.filter((n, i) => notes.findIndex((m) => m.text === n.text) === i);
}

const info = (text: string): PipelineNote => ({severity: 'info', text});

/** How two layers work together, for a layer `outer` outside `inner`: explanations, not warnings. */
type Rule = (outer: StrategyKind, inner: StrategyKind) => string | null;

const PAIR_INFO: Rule[] = [
  (o, i) =>
    o === 'timeout' && i === 'retry'
      ? 'Timeout outside Retry is a budget for the whole call: when it fires, the retry loop stops at its next cancellation check.'
      : null,
  (o, i) =>
    o === 'retry' && i === 'circuitBreaker'
      ? 'Retry outside Circuit breaker: every attempt adds a record to the circuit. The default predicate would also retry CircuitBreakerRejectedException, hitting an open circuit again after each delay, so the code leaves that exception out of shouldHandle.'
      : null,
  (o, i) =>
    o === 'retry' && LIMITERS.includes(i)
      ? 'Retry outside a limiter: every attempt takes a permit of its own. The default predicate would also retry RateLimiterRejectedException, which a full window or a full queue refuses again after the delay, so the code leaves that exception out of shouldHandle.'
      : null,
  (o, i) =>
    o === 'rateLimiter' && i === 'timeout'
      ? 'Sliding-window limiter outside Timeout: the window counts calls as they start and releasing a permit does nothing, so its cap holds even when timed-out work keeps running.'
      : null,
  (o, i) =>
    o === 'circuitBreaker' && LIMITERS.includes(i)
      ? 'Circuit breaker outside a limiter: with the default predicate, every RateLimiterRejectedException would be a failure, so a burst the limiter turns away could open the circuit while the service is healthy. The code leaves that exception out of shouldHandle, and the breaker then records a rejection as a success. Either way a rejection is a record, and in half-open the first record decides the circuit.'
      : null,
  (o, i) =>
    o === 'hedging' && LIMITERS.includes(i)
      ? 'Hedging outside a limiter: every attempt asks for a permit of its own. A refused attempt is a failure to Hedging’s default predicate, so when the limiter refuses the primary and admits the hedge, the hedge’s answer wins; when it refuses every attempt, Hedging throws a TypeError once its delays are over.'
      : null,
  (o, i) =>
    o === 'hedging' && i === 'circuitBreaker'
      ? 'Hedging outside Circuit breaker: every attempt adds a record to the circuit. Hedging cancels the attempt that loses on every call, and the request then throws what its client throws when cancelled: OperationCancelledException with CancellableHttpClient.send, RequestAbortedException with sendAbortable, a DioException of type cancel with dio. The code’s isCancellation leaves all three out of the breaker’s shouldHandle, so the loser is recorded as a success. The breaker cannot tell that cancellation from a timeout’s, so a timeout that should count must sit inside the breaker. The code also leaves CircuitBreakerRejectedException out of Hedging’s shouldHandle, so an open circuit comes back as that rejection instead of ending in a TypeError.'
      : null,
  (o, i) => (o === 'retry' && i === 'cache' ? 'Cache inside Retry: only successful attempts are stored.' : null),
  (o, i) =>
    o === 'hedging' && i === 'timeout'
      ? 'Hedging outside Timeout: every attempt runs on its own context copy, so a timeout cancels only that attempt.'
      : null,
  (o, i) =>
    o === 'timeout' && i === 'hedging'
      ? 'Timeout outside Hedging: when the timeout fires, it returns TimeoutRejectedException and every attempt’s copy of the context is cancelled too; a hedging delay still running ends with an OperationCancelledException that never reaches the caller.'
      : null,
];

/** Notes about a single layer, given its position. */
function layerNotes(order: readonly StrategyKind[]): PipelineNote[] {
  const notes: PipelineNote[] = [];
  if (order[0] === 'fallback') {
    notes.push(
      info(
        'Fallback outermost catches every exception that escapes the inner layers, including OperationCancelledException, the TypeError from Hedging and errors thrown by callbacks.',
      ),
    );
  }
  if (order[0] === 'cache') notes.push(info('Cache outermost: a hit skips every other layer.'));
  const limiter = order.indexOf('concurrencyLimiter');
  if (limiter >= 0 && order.indexOf('timeout') > limiter) {
    notes.push({
      severity: 'caution',
      text: `Concurrency limiter outside Timeout: the limiter takes its permit back when the timeout returns, not when the callback ends. With the three clients the model knows, the callback ends at that moment too, so here the simulation sees nothing more than with the limiter inside. ${capital(NOT_MODELLED[0])} keeps running without a permit: the model does not cover ${NOT_MODELLED[0]}, so it gives no verdict on it. Put the limiter inside the timeout to hold the permit until the callback returns.`,
    });
  }
  if (order.includes('cache')) {
    notes.push(
      info(
        'The cache key defaults to context.operationKey; without one caching is silently off, so the sample passes an operation key.',
      ),
    );
  }
  return notes;
}

export function pipelineNotes(order: StrategyKind[]): PipelineNote[] {
  const pairs = order.flatMap((outer, i) =>
    order.slice(i + 1).flatMap((inner) =>
      PAIR_INFO.map((rule) => rule(outer, inner))
        .filter((t): t is string => t !== null)
        .map(info),
    ),
  );
  const infos = [...layerNotes(order), ...pairs].filter((n, i, all) => all.findIndex((m) => m.text === n.text) === i);
  return [...warningsFrom(order, layoutFindings(order)), ...infos];
}

/** The finding classes only a run that starts half-open adds. */
const HALF_OPEN_CLASSES: readonly Finding['cls'][] = ['rejectionDecidesHalfOpen', 'hangNotCounted'];

/**
 * What the simulation sees of the layout with each client: every scenario with the circuit as the
 * scenario has it, then again starting half-open (only the half-open findings are kept).
 */
export function layoutFindings(order: readonly StrategyKind[]): ClientFinding[] {
  const layers = simLayers(order);
  const hasBreaker = order.includes('circuitBreaker');
  return CLIENTS.flatMap((client) => [
    ...simulateLayout(layers, SCENARIOS, {client}).findings,
    ...(hasBreaker
      ? simulateLayout(
          layers,
          SCENARIOS.filter((sc) => sc.breaker === 'closed'),
          {client, breaker: 'halfOpen'},
        ).findings.filter((f) => HALF_OPEN_CLASSES.includes(f.cls))
      : []),
  ]);
}

/** True when the layout has a trap, so its code is a counterexample. */
export function hasTrap(order: StrategyKind[]): boolean {
  return pipelineNotes(order).some((n) => n.severity === 'trap');
}

function builderLines(order: StrategyKind[]): string[] {
  const lines = order.flatMap((kind, index) => {
    const call = builderCall(kind, excludedRejections(order, index));
    if (index === 0) call[call.length - 1] += order.length > 1 ? ' // outermost' : ' // the only layer';
    else if (index === order.length - 1) call[call.length - 1] += ' // innermost: closest to your callback';
    return call;
  });
  return ['final pipeline = ResiliencePipelineBuilder()', ...lines.map((l) => `    ${l}`), '    .build();'];
}

/** A complete Dart program that builds the pipeline and runs one call through it. */
export function pipelineDart(order: StrategyKind[]): string {
  const usesCache = order.includes('cache');
  const cancellation = simLayers(order).some((l) => l.excludes.some((e) => CANCELLATIONS.includes(e)));
  const body = [
    ...(usesCache ? ['final cache = MemoryCacheProvider(defaultTtl: const Duration(minutes: 5));'] : []),
    ...builderLines(order),
    '',
    'final greeting = await pipeline.execute<String>(',
    '  (context) => fetchGreeting(context),',
    ...(usesCache ? ["  context: ResilienceContext(operationKey: 'greeting'),"] : []),
    ');',
    'print(greeting);',
    ...(usesCache ? ['cache.dispose(); // stops the cleanup timer so the program can exit'] : []),
  ];
  const helper = cancellation
    ? [
        '// What a cancelled request throws, with each client: CancellableHttpClient.send,',
        '// sendAbortable (package:http) and dio through toDioCancelToken().',
        'bool isCancellation(Object? e) =>',
        '    e is OperationCancelledException ||',
        '    e is http.RequestAbortedException ||',
        '    (e is DioException && e.type == DioExceptionType.cancel);',
        '',
      ]
    : [];
  return [
    ...(cancellation ? ["import 'package:dio/dio.dart';", "import 'package:http/http.dart' as http;"] : []),
    "import 'package:polly_dart/polly_dart.dart';",
    '',
    ...helper,
    '// Stands in for a network call of 20 ms that stops when its context is cancelled.',
    'Future<String> fetchGreeting(ResilienceContext context) async {',
    '  await Future.any([',
    '    Future<void>.delayed(const Duration(milliseconds: 20)),',
    '    context.cancellationFuture,',
    '  ]);',
    '  context.throwIfCancellationRequested(); // OperationCancelledException',
    "  return 'hello';",
    '}',
    '',
    'Future<void> main() async {',
    ...body.map((line) => (line === '' ? '' : `  ${line}`)),
    '}',
    '',
  ].join('\n');
}
