/**
 * A pipeline composed from strategies in order, the Dart code that builds it with
 * `ResiliencePipelineBuilder`, and notes on how the chosen layers interact in polly_dart 0.0.9.
 * Index 0 is the outermost strategy: `ResiliencePipeline._executeWithStrategies` runs
 * `_strategies[0]` first and hands it the rest of the chain (lib/src/resilience_pipeline.dart
 * at 2a85979). The warnings (traps and cautions) are not written per pair of layers: the layout
 * is run through the scenarios of src/models/pipelineSimulation and each note says what the
 * simulation saw, with its figures.
 */
import {COMPOSER_OPTIONS, simulateLayout, type ErrorKind, type Finding, type SimLayer} from './pipelineSimulation';

export type StrategyKind =
  'fallback' | 'cache' | 'timeout' | 'retry' | 'circuitBreaker' | 'rateLimiter' | 'concurrencyLimiter' | 'hedging';

interface StrategySpec {
  label: string;
  /** The options call: its name and its fields, one a line, written for a `const` call. */
  options: {call: string; fields: string[]} | null;
  /** The builder call when `options` is null, as lines; the first starts with `.add…(`. */
  dart: string[];
}

const {retry, hedging, timeoutMs} = COMPOSER_OPTIONS;
/** The permits of the composer's fixed-window limiter, per second. */
const RATE_PERMITS = 100;

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
      fields: ['failureRatio: 0.5', 'minimumThroughput: 10', 'breakDuration: Duration(seconds: 5)'],
    },
    dart: [],
  },
  rateLimiter: {
    label: 'Rate limiter (fixed window)',
    options: null,
    dart: [
      '.addRateLimiter(const RateLimiterStrategyOptions.fixedWindow(',
      `  permitLimit: ${RATE_PERMITS},`,
      '  window: Duration(seconds: 1),',
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
};

/**
 * The rejections of the layers inside `index` that its `shouldHandle` leaves out: a rejection
 * says the call was not made, so Retry must not try again at once (the default predicate handles
 * every exception, `PredicateHelper.handleAllExceptions`, lib/src/strategy.dart), the breaker must
 * not count it (`isSuccess = !shouldHandle(outcome)`, circuit_breaker_strategy.dart:292-293) and
 * Hedging returns it instead of waiting for the other attempts and ending in a TypeError
 * (hedging_strategy.dart:172-189). Fallback keeps its default: it answers for any failure.
 */
function excludedRejections(order: readonly StrategyKind[], index: number): ErrorKind[] {
  const kind = order[index];
  const inside = order.slice(index + 1);
  const excludes: ErrorKind[] = [];
  if ((kind === 'retry' || kind === 'hedging') && inside.includes('circuitBreaker')) excludes.push('brokenCircuit');
  if (
    (kind === 'retry' || kind === 'hedging' || kind === 'circuitBreaker') &&
    inside.some((k) => LIMITERS.includes(k))
  ) {
    excludes.push('rateLimited');
  }
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
  const tests = excludes.map((e) => `outcome.exception is! ${REJECTION_CLASSES[e]}`);
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
  'circuitBreaker',
  'rateLimiter',
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

export interface PipelineNote {
  severity: NoteSeverity;
  text: string;
  /** Set on warnings derived from the simulation. */
  cls?: NoteClass;
}

const label = (order: readonly StrategyKind[], index: number) => STRATEGIES[order[index]].label;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a fallback inside each layer hides from it: the fallback turns every failure into a result. */
const FALLBACK_INSIDE: Partial<Record<StrategyKind, string>> = {
  retry:
    'Fallback inside Retry turns every failure into a result, so Retry never sees a failure and never retries: the first failed attempt returns the fallback value. Put the fallback outside Retry.',
  circuitBreaker:
    'Fallback inside Circuit breaker turns every failure into a result, which the breaker records as a success, so the circuit never opens. Put the fallback outside the breaker.',
  cache:
    'Fallback inside Cache turns a failure into a result, and the cache stores it: the fallback value is then served as a real answer until the entry expires. Put the fallback outside the cache.',
};

/** One warning per class and layers involved, worded from the findings of that group. */
function warning(order: readonly StrategyKind[], group: Finding[]): PipelineNote | null {
  const f = group[0];
  const healthy = group.some((g) => g.scenario === 'healthy');
  switch (f.cls) {
    case 'retryStopsOnTimeout':
      return {
        severity: 'trap',
        cls: f.cls,
        text: 'Retry outside Timeout does not retry timeouts: the timeout cancels the shared context, Retry calls onRetry once and then throws OperationCancelledException. Put the timeout outside Retry, or give each attempt its own timeout in a nested pipeline run on ctx.copy().',
      };
    case 'fallbackHidesFailure': {
      const kind = order[f.layer];
      if (f.hidden === 'timeoutRejected' && kind === 'retry') {
        return {
          severity: 'trap',
          cls: f.cls,
          text: 'Retry outside Timeout, with Fallback between them, does not retry timeouts either: the fallback handles the TimeoutRejectedException, Retry receives the fallback value as a success and returns it. Put the timeout outside Retry and the fallback outside both.',
        };
      }
      const text = FALLBACK_INSIDE[kind];
      return text ? {severity: 'trap', cls: f.cls, text} : null;
    }
    case 'callsPerPermit': {
      const calls = Math.max(...group.map((g) => (g.cls === 'callsPerPermit' ? g.calls : 0)));
      if (f.by === 'hedging') {
        return {
          severity: 'trap',
          cls: f.cls,
          text: `${label(order, f.limiter)} outside Hedging: the limiter takes one permit per execution, and Hedging starts ${calls} calls with it on every call, so ${RATE_PERMITS} permits a second let ${calls * RATE_PERMITS} calls a second reach the service. Put Hedging outside the limiter: each attempt then takes a permit of its own.`,
        };
      }
      return {
        severity: healthy ? 'trap' : 'caution',
        cls: f.cls,
        text: `${label(order, f.limiter)} outside Retry: one permit covers every retry, so when calls fail up to ${calls} calls reach the service per permit (${calls * RATE_PERMITS} a second instead of ${RATE_PERMITS}). Put Retry outside the limiter so that each attempt takes a permit of its own.`,
      };
    }
    case 'inFlightPerPermit': {
      const running = Math.max(...group.map((g) => (g.cls === 'inFlightPerPermit' ? g.running : 0)));
      const inside = order.slice(f.limiter + 1);
      const parts: string[] = [];
      if (inside.includes('hedging')) {
        parts.push(
          `Concurrency limiter outside Hedging: one permit covers the ${running} attempts Hedging runs at once, and the limiter takes the permit back as soon as Hedging answers, while the losing attempt still runs. Put Hedging outside the limiter.`,
        );
      }
      if (inside.includes('timeout') && group.some((g) => g.scenario === 'hanging')) {
        parts.push(
          'Concurrency limiter outside Timeout: when the timeout returns, the limiter hands the permit to the next caller while the timed-out work may still be running, so more calls run at once than the limit. Put the limiter inside the timeout.',
        );
      }
      return parts.length > 0 ? {severity: 'trap', cls: f.cls, text: parts.join(' ')} : null;
    }
    case 'fallbackHidesHedge':
      return {
        severity: 'trap',
        cls: f.cls,
        text: 'Fallback inside Hedging: a primary that fails fast becomes the fallback value, which Hedging takes for a good answer; it returns that value and cancels a hedge that got a real one. Put the fallback outside Hedging.',
      };
    case 'retriesRejection':
      return {
        severity: f.viaTypeError ? 'caution' : 'trap',
        cls: f.cls,
        text: f.viaTypeError
          ? `Retry outside Hedging: when every attempt is refused with ${REJECTION_CLASSES[f.rejection]}, Hedging throws a TypeError, and Retry retries it like any failure.`
          : `${label(order, f.retry)} retries ${REJECTION_CLASSES[f.rejection]}: the call was never made, and trying again after a short delay is refused again.`,
      };
    case 'breakerCountsRejection':
      return {
        severity: f.viaTypeError ? 'caution' : 'trap',
        cls: f.cls,
        text: `Circuit breaker outside Hedging and a limiter: when every attempt is refused with ${REJECTION_CLASSES[f.rejection]}, Hedging throws a TypeError, which the breaker counts as a failure; a burst can open the circuit while the service is healthy.`,
      };
    case 'hedgeCost': {
      const fast = group.find((g) => g.scenario === 'healthy') ?? f;
      if (fast.cls !== 'hedgeCost') return null;
      return {
        severity: 'caution',
        cls: f.cls,
        text: `Hedging in 0.0.9 starts ${fast.attempts === 2 ? 'both' : `all ${fast.attempts}`} attempts on every call and waits every delay: when the service answers in ${fast.serviceOkMs} ms, the caller still gets the answer after ${fast.answerMs} ms, and the service got ${plural(fast.attempts, 'call')}. When every attempt fails it throws a TypeError. Use it only for idempotent calls.`,
      };
    }
    case 'sameAttemptNumber': {
      const retryIndex = order.indexOf('retry');
      return {
        severity: 'caution',
        cls: f.cls,
        text:
          retryIndex < f.hedging
            ? 'Retry outside Hedging: the primary’s context copy keeps the attempt number Retry set, so on the first retry the primary and the first hedge both see ctx.attemptNumber 1, and the primary never sees 0 again. Do not use ctx.attemptNumber to tell them apart; use actionGenerator for the hedges.'
            : 'Retry inside Hedging sets ctx.attemptNumber from 0 again in every attempt, so it no longer tells the primary from a hedge. Use actionGenerator for the hedges.',
      };
    }
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
      return `${f.cls}:${f.limiter}:${f.by}`;
    case 'inFlightPerPermit':
      return `${f.cls}:${f.limiter}`;
    case 'fallbackHidesHedge':
      return `${f.cls}:${f.hedging}`;
    case 'retriesRejection':
      return `${f.cls}:${f.retry}:${f.rejection}:${f.viaTypeError}`;
    case 'breakerCountsRejection':
      return `${f.cls}:${f.breaker}:${f.rejection}`;
    case 'hedgeCost':
    case 'sameAttemptNumber':
      return `${f.cls}:${f.hedging}`;
  }
}

/** The warnings for the findings of a simulation of the layout, in the order first seen. */
export function warningsFrom(order: readonly StrategyKind[], findings: readonly Finding[]): PipelineNote[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = findingKey(f);
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const notes = [...groups.values()].map((g) => warning(order, g)).filter((n): n is PipelineNote => n !== null);
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
      ? 'Fixed-window limiter outside Timeout: the window counts calls as they start and releasing a permit does nothing, so its cap holds even when timed-out work keeps running.'
      : null,
  (o, i) =>
    o === 'circuitBreaker' && LIMITERS.includes(i)
      ? 'Circuit breaker outside a limiter: the breaker would count every RateLimiterRejectedException as a failure, so a burst the limiter turns away could open the circuit while the service is healthy. The code leaves that exception out of shouldHandle; the breaker then records a rejection as a success.'
      : null,
  (o, i) =>
    o === 'hedging' && LIMITERS.includes(i)
      ? 'Hedging outside a limiter: every attempt asks for a permit of its own. The code leaves RateLimiterRejectedException out of Hedging’s shouldHandle, so a refused attempt comes back as that rejection instead of ending in a TypeError.'
      : null,
  (o, i) =>
    o === 'hedging' && i === 'circuitBreaker'
      ? 'Hedging outside Circuit breaker: every attempt adds a record to the circuit. The code leaves CircuitBreakerRejectedException out of Hedging’s shouldHandle, so an open circuit comes back as that rejection instead of ending in a TypeError.'
      : null,
  (o, i) => (o === 'retry' && i === 'cache' ? 'Cache inside Retry: only successful attempts are stored.' : null),
  (o, i) =>
    o === 'hedging' && i === 'timeout'
      ? 'Hedging outside Timeout: every attempt runs on its own context copy, so a timeout cancels only that attempt.'
      : null,
  (o, i) =>
    o === 'timeout' && i === 'hedging'
      ? 'Timeout outside Hedging: when the timeout cancels the context, every attempt’s copy is cancelled too, and a hedging delay still running throws OperationCancelledException.'
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
  return [...warningsFrom(order, simulateLayout(simLayers(order)).findings), ...infos];
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
  return [
    "import 'package:polly_dart/polly_dart.dart';",
    '',
    "Future<String> fetchGreeting(ResilienceContext context) async => 'hello';",
    '',
    'Future<void> main() async {',
    ...body.map((line) => (line === '' ? '' : `  ${line}`)),
    '}',
    '',
  ].join('\n');
}
