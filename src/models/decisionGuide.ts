/**
 * "Which strategy do I need?": from the failures a reader sees to the strategies that handle
 * them, composed into one pipeline in an order with none of the traps src/models/pipeline.ts
 * knows about. No React here.
 */
import type {StrategyKind} from './pipeline';

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
    because: 'A rate limiter keeps you under the quota on your side, before the server refuses you.',
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
    because: 'Hedging starts a second attempt after a delay and keeps the first good answer; it costs extra calls.',
    guide: '/strategies/hedging',
  },
];

/**
 * The order strategies are composed in, outermost first: fallback catches what gets through, a
 * cache hit skips everything, the timeout bounds the retries, and each retry passes the breaker
 * and the limiters; hedging sits closest to the call, so each of its attempts is its own.
 */
export const COMPOSITION_ORDER: readonly StrategyKind[] = [
  'fallback',
  'cache',
  'timeout',
  'retry',
  'circuitBreaker',
  'rateLimiter',
  'concurrencyLimiter',
  'hedging',
];

/** The strategies for the chosen failures, each once, in composition order. */
export function pipelineFor(failures: readonly FailureId[]): StrategyKind[] {
  const wanted = new Set(FAILURES.filter((f) => failures.includes(f.id)).flatMap((f) => f.strategies));
  return COMPOSITION_ORDER.filter((kind) => wanted.has(kind));
}
