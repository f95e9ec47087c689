/**
 * "Which strategy do I need?": from the failures a reader sees to the strategies that handle
 * them, composed into one pipeline in an order the composer (src/models/pipeline.ts, which runs
 * the layout through src/models/pipelineSimulation.ts) finds no trap in, with the reason for each
 * strategy's place. No React here.
 */
import type {NoteClass, StrategyKind} from './pipeline';

export type FailureId = 'slow' | 'flaky' | 'overloaded' | 'quota' | 'down' | 'stale' | 'tail';

export interface Failure {
  id: FailureId;
  /** What the reader sees, in their words. */
  symptom: string;
  strategies: StrategyKind[];
  /** Why those strategies, in one sentence. */
  because: string;
  /** The guide that explains the strategy in depth. */
  guide: string;
}

export const FAILURES: readonly Failure[] = [
  {
    id: 'slow',
    symptom: 'Responses are slow, or a call sometimes hangs',
    strategies: ['timeout'],
    because: 'A timeout puts an upper bound on the wait and cancels the context, so the caller can move on.',
    guide: '/strategies/timeout',
  },
  {
    id: 'flaky',
    symptom: 'The network is flaky: calls fail now and then and work a moment later',
    strategies: ['retry'],
    because: 'A retry with backoff tries again after a short pause; name the transient exceptions it may retry.',
    guide: '/strategies/retry',
  },
  {
    id: 'overloaded',
    symptom: 'The service is overloaded when too many of your calls run at once',
    strategies: ['concurrencyLimiter'],
    because: 'A concurrency limiter caps how many calls run together and queues or rejects the rest.',
    guide: '/strategies/rate-limiter',
  },
  {
    id: 'quota',
    symptom: 'The API has a quota, such as 100 calls a minute',
    strategies: ['rateLimiter'],
    because:
      'A sliding-window rate limiter keeps you under the quota on your side: no span of one window lets more calls through than the limit. A fixed window would let up to twice the limit through around a window boundary.',
    guide: '/strategies/rate-limiter',
  },
  {
    id: 'down',
    symptom: 'A dependency goes down for minutes at a time',
    strategies: ['circuitBreaker', 'fallback'],
    because:
      'A circuit breaker stops calling while it is down and a fallback gives the user something useful meanwhile.',
    guide: '/strategies/circuit-breaker',
  },
  {
    id: 'stale',
    symptom: 'The same value is fetched again and again, and a slightly old one is fine',
    strategies: ['cache'],
    because: 'A cache answers repeats without calling at all, for as long as its time to live allows.',
    guide: '/strategies/cache',
  },
  {
    id: 'tail',
    symptom: 'Most answers are quick but a few take far longer, and the call is a safe, repeatable read',
    strategies: ['hedging'],
    because:
      'Hedging starts a second attempt after a delay and keeps the first good answer. In 0.0.9 every call waits at least that delay and always makes the extra call, even when the first attempt answered at once.',
    guide: '/strategies/hedging',
  },
];

/** The order strategies are composed in, outermost first; `PLACEMENTS` says why. */
export const COMPOSITION_ORDER: readonly StrategyKind[] = [
  'fallback',
  'cache',
  'timeout',
  'retry',
  'hedging',
  'rateLimiter',
  'concurrencyLimiter',
  'circuitBreaker',
];

export interface Placement {
  /** Why the strategy sits where it does, in one sentence. */
  why: string;
  /**
   * The warnings this place avoids: with `inner` moved outside this strategy, the composer
   * shows a warning of class `cls` (checked against the simulation by the unit test).
   */
  avoids: {inner: StrategyKind; cls: NoteClass}[];
}

export const PLACEMENTS: Record<StrategyKind, Placement> = {
  fallback: {
    why: 'Fallback goes outermost, so it answers for whatever gets through the other layers (Hedging’s TypeError included); inside Retry, the breaker, the cache or Hedging it would hide failures from them.',
    avoids: [
      {inner: 'retry', cls: 'fallbackHidesFailure'},
      {inner: 'circuitBreaker', cls: 'fallbackHidesFailure'},
      {inner: 'cache', cls: 'fallbackHidesFailure'},
      {inner: 'hedging', cls: 'hedgeDiscardsAnswer'},
    ],
  },
  cache: {
    why: 'Cache goes just inside any fallback: a hit skips every layer that deals with the network, and a fallback value is never stored.',
    avoids: [],
  },
  timeout: {
    why: 'Timeout sits outside any Retry, as a budget for the whole call; inside Retry, the first timeout would cancel the shared context and end the retries. With Hedging and a circuit breaker, it goes innermost instead, a timeout per attempt inside the breaker: outside, a hanging call would reach the breaker only as the cancellation its predicate leaves out, and the circuit would never open on it.',
    avoids: [{inner: 'retry', cls: 'retryStopsOnTimeout'}],
  },
  retry: {
    why: 'Retry sits outside Hedging, the limiters and the breaker when the pipeline has them, so each attempt takes a permit of its own and is counted by the breaker; its predicate leaves the rejections of a limiter or an open circuit out. Behind Hedging they come back as Hedging’s TypeError, which Retry does retry.',
    avoids: [{inner: 'rateLimiter', cls: 'callsPerPermit'}],
  },
  hedging: {
    why: 'Hedging sits outside the limiters and the breaker when the pipeline has them, so every attempt it starts asks for its own permit; with a limiter outside it, one permit would cover every attempt. A refused attempt stays a failure to it, so a hedge the limiter admits can still answer.',
    avoids: [
      {inner: 'rateLimiter', cls: 'callsPerPermit'},
      {inner: 'concurrencyLimiter', cls: 'inFlightPerPermit'},
    ],
  },
  circuitBreaker: {
    why: 'The circuit breaker sits inside the limiters, so no rejection ever reaches it: a half-open circuit lets every call through and the first to finish decides it, and a rejection would decide it without calling the service. Inside Hedging, its predicate leaves out what the attempt Hedging cancels on every call throws: OperationCancelledException with CancellableHttpClient.send, RequestAbortedException with sendAbortable, a DioException of type cancel with dio.',
    avoids: [],
  },
  rateLimiter: {
    why: 'The rate limiter, a sliding window, sits inside any Retry or Hedging, so every call that reaches the service took a permit, and outside the breaker, so its rejections never reach the breaker. A call the open circuit refuses still takes a permit.',
    avoids: [{inner: 'circuitBreaker', cls: 'rejectionDecidesHalfOpen'}],
  },
  concurrencyLimiter: {
    why: 'The concurrency limiter sits inside any Retry, Hedging or timeout and outside the breaker, so it holds a permit while the callback runs and its rejections never reach the breaker. With CancellableHttpClient.send, a request the pipeline cancels runs on at the socket after the permit is back; sendAbortable and dio abort it.',
    avoids: [{inner: 'circuitBreaker', cls: 'rejectionDecidesHalfOpen'}],
  },
};

/**
 * The strategies for the chosen failures, each once, in composition order; with Hedging and a
 * circuit breaker, the timeout moves inside the breaker (see `PLACEMENTS.timeout`).
 */
export function pipelineFor(failures: readonly FailureId[]): StrategyKind[] {
  const wanted = new Set(FAILURES.filter((f) => failures.includes(f.id)).flatMap((f) => f.strategies));
  const order = COMPOSITION_ORDER.filter((kind) => wanted.has(kind));
  if (!(wanted.has('timeout') && wanted.has('hedging') && wanted.has('circuitBreaker'))) return order;
  return [...order.filter((kind) => kind !== 'timeout'), 'timeout'];
}

/** Why each strategy of the layout sits where it does. */
export function placementReasons(order: readonly StrategyKind[]): string[] {
  return order.map((kind) => PLACEMENTS[kind].why);
}
