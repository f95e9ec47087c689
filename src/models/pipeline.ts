/**
 * A pipeline composed from strategies in order, the Dart code that builds it with
 * `ResiliencePipelineBuilder`, and notes on how the chosen layers interact in polly_dart 0.0.9.
 * Index 0 is the outermost strategy: `ResiliencePipeline._executeWithStrategies` runs
 * `_strategies[0]` first and hands it the rest of the chain (lib/src/resilience_pipeline.dart
 * at 2a85979). The notes follow the strategies' `executeCore` methods in lib/src/strategies/.
 */
export type StrategyKind =
  'fallback' | 'cache' | 'timeout' | 'retry' | 'circuitBreaker' | 'rateLimiter' | 'concurrencyLimiter' | 'hedging';

interface StrategySpec {
  label: string;
  /** The builder call, as lines; the first starts with `.add…(`. */
  dart: string[];
}

export const STRATEGIES: Record<StrategyKind, StrategySpec> = {
  fallback: {
    label: 'Fallback',
    dart: [".addFallback(FallbackStrategyOptions<String>.withValue('hello from the fallback'))"],
  },
  cache: {
    label: 'Cache',
    dart: ['.addCache(CacheStrategyOptions<String>(cache: cache, ttl: const Duration(minutes: 1)))'],
  },
  timeout: {
    label: 'Timeout',
    dart: ['.addTimeout(const Duration(seconds: 10))'],
  },
  retry: {
    label: 'Retry',
    dart: [
      '.addRetry(const RetryStrategyOptions(',
      '  maxRetryAttempts: 3,',
      '  delay: Duration(milliseconds: 200),',
      '  backoffType: DelayBackoffType.exponential,',
      '))',
    ],
  },
  circuitBreaker: {
    label: 'Circuit breaker',
    dart: [
      '.addCircuitBreaker(const CircuitBreakerStrategyOptions(',
      '  failureRatio: 0.5,',
      '  minimumThroughput: 10,',
      '  breakDuration: Duration(seconds: 5),',
      '))',
    ],
  },
  rateLimiter: {
    label: 'Rate limiter (fixed window)',
    dart: [
      '.addRateLimiter(const RateLimiterStrategyOptions.fixedWindow(',
      '  permitLimit: 100,',
      '  window: Duration(seconds: 1),',
      '))',
    ],
  },
  concurrencyLimiter: {
    label: 'Concurrency limiter',
    dart: ['.addConcurrencyLimiter(4, 8) // 4 at once, 8 more may queue'],
  },
  hedging: {
    label: 'Hedging',
    dart: [
      '.addHedging(const HedgingStrategyOptions<String>(',
      '  maxHedgedAttempts: 1,',
      '  delay: Duration(milliseconds: 200),',
      '))',
    ],
  },
};

/**
 * Retry placed outside a circuit breaker: an open circuit's rejection is not worth retrying.
 * Retry's default predicate handles every exception (`PredicateHelper.handleAllExceptions`,
 * lib/src/strategy.dart), CircuitBreakerRejectedException included.
 */
const RETRY_SKIPPING_OPEN_CIRCUIT = [
  '.addRetry(RetryStrategyOptions(',
  '  maxRetryAttempts: 3,',
  '  delay: const Duration(milliseconds: 200),',
  '  backoffType: DelayBackoffType.exponential,',
  '  shouldHandle: PredicateBuilder() // untyped on purpose',
  '      .handleOutcome((outcome) =>',
  '          outcome.hasException && outcome.exception is! CircuitBreakerRejectedException)',
  '      .build(),',
  '))',
];

/**
 * A circuit breaker placed outside a rate limiter: a rejection says nothing about the service.
 * The breaker records every outcome its predicate handles as a failure
 * (`isSuccess = !shouldHandle(outcome)`, lib/src/strategies/circuit_breaker_strategy.dart:292-293
 * at 2a85979), so with the default predicate a burst the limiter turns away could open it.
 */
const BREAKER_IGNORING_LIMITER = [
  '.addCircuitBreaker(CircuitBreakerStrategyOptions(',
  '  failureRatio: 0.5,',
  '  minimumThroughput: 10,',
  '  breakDuration: const Duration(seconds: 5),',
  '  shouldHandle: PredicateBuilder() // untyped on purpose',
  '      .handleOutcome((outcome) =>',
  '          outcome.hasException && outcome.exception is! RateLimiterRejectedException)',
  '      .build(),',
  '))',
];

const LIMITERS: StrategyKind[] = ['rateLimiter', 'concurrencyLimiter'];

function retryIsOutsideBreaker(order: StrategyKind[]): boolean {
  return order.includes('retry') && order.indexOf('retry') < order.lastIndexOf('circuitBreaker');
}

function breakerIsOutsideLimiter(order: StrategyKind[]): boolean {
  return order.includes('circuitBreaker') && LIMITERS.some((l) => order.indexOf('circuitBreaker') < order.indexOf(l));
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

export interface PipelineNote {
  severity: NoteSeverity;
  text: string;
}

const note =
  (severity: NoteSeverity) =>
  (text: string): PipelineNote => ({severity, text});
const trap = note('trap');
const caution = note('caution');
const info = note('info');

/** A note for a layer `outer` outside `inner`, with `between` the layers that separate them. */
type Rule = (outer: StrategyKind, inner: StrategyKind, between: StrategyKind[]) => PipelineNote | null;

/** What a fallback inside each layer hides from it: the fallback turns every failure into a result. */
const FALLBACK_INSIDE: Partial<Record<StrategyKind, string>> = {
  retry:
    'Fallback inside Retry turns every failure into a result, so Retry never sees a failure and never retries: the first failed attempt returns the fallback value. Put the fallback outside Retry.',
  circuitBreaker:
    'Fallback inside Circuit breaker turns every failure into a result, which the breaker records as a success, so the circuit never opens. Put the fallback outside the breaker.',
  cache:
    'Fallback inside Cache turns a failure into a result, and the cache stores it: the fallback value is then served as a real answer until the entry expires. Put the fallback outside the cache.',
};

/**
 * Notes for every pair where the first layer is outside the second. Sources, all in
 * lib/src/strategies/ at 2a85979: the timeout cancels the shared context before it returns its
 * rejection (timeout_strategy.dart:150-168), retry checks that context before each attempt and
 * after each delay (retry_strategy.dart, `_delay`), fallback's default predicate handles every
 * exception and returns the fallback value as a result (fallback_strategy.dart:82-120), and only
 * the concurrency limiter gives anything back in `releasePermit` (rate_limiter_strategy.dart).
 */
const PAIR_RULES: Rule[] = [
  // A hedge in between runs each attempt on a context copy, so only that copy is cancelled;
  // a fallback in between turns the timeout into a result before Retry sees it.
  (o, i, between) =>
    o === 'retry' && i === 'timeout' && !between.includes('hedging') && !between.includes('fallback')
      ? trap(
          'Retry outside Timeout does not retry timeouts: the timeout cancels the shared context, Retry calls onRetry once and then throws OperationCancelledException. Put the timeout outside Retry, or give each attempt its own timeout in a nested pipeline run on ctx.copy().',
        )
      : null,
  (o, i, between) =>
    o === 'retry' && i === 'timeout' && between.includes('fallback') && !between.includes('hedging')
      ? trap(
          'Retry outside Timeout, with Fallback between them, does not retry timeouts either: the fallback handles the TimeoutRejectedException, Retry receives the fallback value as a success and returns it. Put the timeout outside Retry and the fallback outside both.',
        )
      : null,
  (o, i) => (i === 'fallback' && FALLBACK_INSIDE[o] ? trap(FALLBACK_INSIDE[o]) : null),
  (o, i) =>
    o === 'timeout' && i === 'retry'
      ? info(
          'Timeout outside Retry is a budget for the whole call: when it fires, the retry loop stops at its next cancellation check.',
        )
      : null,
  (o, i) =>
    o === 'retry' && i === 'circuitBreaker'
      ? info(
          'Retry outside Circuit breaker: every attempt adds a record to the circuit. The default predicate would also retry CircuitBreakerRejectedException, hitting an open circuit again after each delay, so the code leaves that exception out of shouldHandle.',
        )
      : null,
  (o, i) =>
    o === 'retry' && LIMITERS.includes(i)
      ? info('Retry outside a limiter: every attempt takes a permit of its own.')
      : null,
  (o, i) =>
    o === 'concurrencyLimiter' && i === 'timeout'
      ? trap(
          'Concurrency limiter outside Timeout: when the timeout returns, the limiter hands the permit to the next caller while the timed-out work may still be running, so more calls run at once than the limit. Put the limiter inside the timeout.',
        )
      : null,
  (o, i) =>
    o === 'rateLimiter' && i === 'timeout'
      ? info(
          'Fixed-window limiter outside Timeout: the window counts calls as they start and releasing a permit does nothing, so its cap holds even when timed-out work keeps running.',
        )
      : null,
  (o, i) =>
    o === 'circuitBreaker' && LIMITERS.includes(i)
      ? info(
          'Circuit breaker outside a limiter: the breaker would count every RateLimiterRejectedException as a failure, so a burst the limiter turns away could open the circuit while the service is healthy. The code leaves that exception out of shouldHandle; the breaker then records a rejection as a success.',
        )
      : null,
  (o, i) => (o === 'retry' && i === 'cache' ? info('Cache inside Retry: only successful attempts are stored.') : null),
  (o, i) =>
    o === 'hedging' && i === 'timeout'
      ? info(
          'Hedging outside Timeout: every attempt runs on its own context copy, so a timeout cancels only that attempt.',
        )
      : null,
  (o, i) =>
    o === 'timeout' && i === 'hedging'
      ? caution(
          'Timeout outside Hedging: when the timeout cancels the context, every attempt’s copy is cancelled too, and a hedging delay still running throws OperationCancelledException.',
        )
      : null,
];

/** Notes about a single layer, given its position. */
function layerNotes(order: StrategyKind[]): PipelineNote[] {
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
  if (order.includes('hedging')) {
    notes.push(
      caution(
        'Hedging in 0.0.9 waits every delay and starts every hedge on every call, and throws a TypeError when all attempts fail. Use it only for idempotent calls.',
      ),
    );
  }
  return notes;
}

export function pipelineNotes(order: StrategyKind[]): PipelineNote[] {
  const pairs = order.flatMap((outer, i) =>
    order
      .slice(i + 1)
      .flatMap((inner, j) =>
        PAIR_RULES.map((rule) => rule(outer, inner, order.slice(i + 1, i + 1 + j))).filter(
          (n): n is PipelineNote => n !== null,
        ),
      ),
  );
  return [...layerNotes(order), ...pairs];
}

/** True when the layout has a trap, so its code is a counterexample. */
export function hasTrap(order: StrategyKind[]): boolean {
  return pipelineNotes(order).some((n) => n.severity === 'trap');
}

function builderLines(order: StrategyKind[]): string[] {
  const lines = order.flatMap((kind, index) => {
    const call =
      kind === 'retry' && retryIsOutsideBreaker(order)
        ? [...RETRY_SKIPPING_OPEN_CIRCUIT]
        : kind === 'circuitBreaker' && breakerIsOutsideLimiter(order)
          ? [...BREAKER_IGNORING_LIMITER]
          : [...STRATEGIES[kind].dart];
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
