/**
 * Which API reference page is the home of each exported symbol, and the
 * anchor ids the reference uses. Type names in the API tables link through
 * these, and tests/unit/api-coverage.test.ts checks that the MDX pages agree.
 */

export interface ApiPage {
  /** Doc id under docs/, which is also the route without the leading slash. */
  id: string;
  /** The strategy or concept guide the page links to. */
  guide: string;
  /** Symbols whose home is this page, in the order the page presents them. */
  symbols: string[];
}

export const apiPages: readonly ApiPage[] = [
  {
    id: 'api/resilience-pipeline',
    guide: '/getting-started/basic-concepts',
    symbols: ['ResiliencePipeline', 'TypedResiliencePipeline', 'ResilienceCallback', 'ResilienceStrategy'],
  },
  {
    id: 'api/resilience-pipeline-builder',
    guide: '/advanced/combining-strategies',
    symbols: ['ResiliencePipelineBuilder', 'TypedResiliencePipelineBuilder'],
  },
  {
    id: 'api/resilience-context',
    guide: '/getting-started/basic-concepts',
    symbols: ['ResilienceContext', 'CancellationToken', 'OperationCancelledException'],
  },
  {
    id: 'api/outcome',
    guide: '/getting-started/basic-concepts',
    symbols: ['Outcome', 'ShouldHandlePredicate', 'PredicateBuilder', 'PredicateHelper'],
  },
  {
    id: 'api/retry-strategy',
    guide: '/strategies/retry',
    symbols: [
      'RetryStrategyOptions',
      'RetryStrategy',
      'DelayBackoffType',
      'DelayGenerator',
      'DelayGeneratorArguments',
      'OnRetryCallback',
      'OnRetryArguments',
    ],
  },
  {
    id: 'api/circuit-breaker-strategy',
    guide: '/strategies/circuit-breaker',
    symbols: [
      'CircuitBreakerStrategyOptions',
      'CircuitBreakerStrategy',
      'CircuitState',
      'CircuitBreakerStateProvider',
      'CircuitBreakerManualControl',
      'CircuitBreakerRejectedException',
      'BreakDurationGenerator',
      'BreakDurationGeneratorArguments',
      'OnCircuitOpened',
      'OnCircuitOpenedArguments',
      'OnCircuitClosed',
      'OnCircuitClosedArguments',
      'OnCircuitHalfOpened',
      'OnCircuitHalfOpenedArguments',
    ],
  },
  {
    id: 'api/timeout-strategy',
    guide: '/strategies/timeout',
    symbols: [
      'TimeoutStrategyOptions',
      'TimeoutStrategy',
      'TimeoutRejectedException',
      'TimeoutGenerator',
      'TimeoutGeneratorArguments',
      'OnTimeoutCallback',
      'OnTimeoutArguments',
    ],
  },
  {
    id: 'api/fallback-strategy',
    guide: '/strategies/fallback',
    symbols: [
      'FallbackStrategyOptions',
      'FallbackStrategy',
      'FallbackActionHelper',
      'FallbackAction',
      'FallbackActionArguments',
      'OnFallbackCallback',
      'OnFallbackArguments',
    ],
  },
  {
    id: 'api/hedging-strategy',
    guide: '/strategies/hedging',
    symbols: [
      'HedgingStrategyOptions',
      'HedgingStrategy',
      'HedgingDelayGenerator',
      'HedgingDelayGeneratorArguments',
      'HedgingActionGenerator',
      'HedgingActionGeneratorArguments',
      'OnHedgingCallback',
      'OnHedgingArguments',
    ],
  },
  {
    id: 'api/rate-limiter-strategy',
    guide: '/strategies/rate-limiter',
    symbols: [
      'RateLimiterStrategyOptions',
      'RateLimiterStrategy',
      'RateLimiterType',
      'RateLimiterRejectedException',
      'OnRateLimiterRejected',
      'OnRateLimiterRejectedArguments',
    ],
  },
  {
    id: 'api/cache-strategy',
    guide: '/strategies/cache',
    symbols: [
      'CacheStrategyOptions',
      'CacheStrategy',
      'CacheProvider',
      'MemoryCacheProvider',
      'MetricsCollectingCacheProvider',
      'CacheMetrics',
      'CacheKeyGenerator',
      'ShouldCachePredicate',
      'OnCacheHit',
      'OnCacheHitArguments',
      'OnCacheMiss',
      'OnCacheMissArguments',
      'OnCacheSet',
      'OnCacheSetArguments',
    ],
  },
];

/** Anchor id of a symbol's heading: the name in lower case. */
export function symbolAnchor(symbol: string): string {
  return symbol.toLowerCase();
}

/** Anchor id of a member or option row: `<symbol>-<member>`, lower case. */
export function memberAnchor(symbol: string, ...member: string[]): string {
  return [symbol, ...member].join('-').toLowerCase();
}

/** The page that is the home of `symbol`, or undefined for names that are not exported. */
export function homePageOf(symbol: string): ApiPage | undefined {
  return apiPages.find((page) => page.symbols.includes(symbol));
}

/** Site path of a symbol's heading, e.g. `/api/retry-strategy#retrystrategyoptions`. */
export function symbolHref(symbol: string): string | undefined {
  const page = homePageOf(symbol);
  return page && `/${page.id}#${symbolAnchor(symbol)}`;
}
