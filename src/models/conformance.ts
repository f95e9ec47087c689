/**
 * The behaviours of polly_dart 0.0.9 (and of the clients the site teaches) that the pipeline
 * simulation (src/models/pipelineSimulation.ts) relies on, each with the line it follows. Every
 * row has a test in tests/unit/models-conformance.test.ts that runs the simulation on a small
 * trace and checks that behaviour. A behaviour without a row is not modelled; `NOT_MODELLED`
 * lists those a reader may ask the composer about.
 */
export interface ConformanceRow {
  id: string;
  /** What the library does, in one sentence. */
  behaviour: string;
  /** Where: a path of the 0.0.9 source with its lines, or a package's file. */
  source: string;
}

export const CONFORMANCE: readonly ConformanceRow[] = [
  {
    id: 'timeout-races-and-cancels',
    behaviour:
      'Timeout answers TimeoutRejectedException when its time is up, without waiting for the callback, and cancels the context it was given.',
    source: 'lib/src/strategies/timeout_strategy.dart:115-126, 163-168',
  },
  {
    id: 'retry-checks-cancellation',
    behaviour:
      'Retry sets the attempt number on its context and checks the context before every attempt, so a context a timeout inside cancelled ends the loop.',
    source: 'lib/src/strategies/retry_strategy.dart:156-159',
  },
  {
    id: 'hedges-start-before-examining',
    behaviour:
      'Hedging starts every hedge after its delay before it examines any outcome, and a cancelled delay throws OperationCancelledException.',
    source: 'lib/src/strategies/hedging_strategy.dart:138-169, 253-272',
  },
  {
    id: 'hedging-cancels-losers',
    behaviour:
      'Hedging returns the first outcome its predicate does not handle and cancels the other attempts’ context copies, whose requests then end with their client’s cancellation.',
    source: 'lib/src/strategies/hedging_strategy.dart:172-180, 203-211',
  },
  {
    id: 'hedging-type-error',
    behaviour: 'When every attempt fails, Hedging ends in a TypeError.',
    source: 'lib/src/strategies/hedging_strategy.dart:189',
  },
  {
    id: 'context-copy',
    behaviour:
      'A context copy keeps the operation key and the attempt number, and is cancelled with the context it was copied from.',
    source: 'lib/src/resilience_context.dart:16-25',
  },
  {
    id: 'breaker-records-every-execution',
    behaviour:
      'The breaker records every execution it lets through, as a success exactly when its predicate does not handle the outcome.',
    source: 'lib/src/strategies/circuit_breaker_strategy.dart:282-296',
  },
  {
    id: 'breaker-opens-on-ratio',
    behaviour:
      'A closed breaker opens once it holds minimumThroughput records and the failure ratio reaches failureRatio.',
    source: 'lib/src/strategies/circuit_breaker_strategy.dart:321-331',
  },
  {
    id: 'breaker-open-rejects',
    behaviour: 'An open circuit answers CircuitBreakerRejectedException without calling the layers inside.',
    source: 'lib/src/strategies/circuit_breaker_strategy.dart:275-280',
  },
  {
    id: 'half-open-first-record-decides',
    behaviour:
      'A half-open circuit lets every call through, and the first execution to finish decides it: a success closes it, a failure opens it again.',
    source: 'lib/src/strategies/circuit_breaker_strategy.dart:275, 305-320',
  },
  {
    id: 'limiter-rejects-without-call',
    behaviour:
      'A limiter that refuses answers RateLimiterRejectedException without calling the layers inside; the concurrency limiter gives its permit back when the layers inside return.',
    source: 'lib/src/strategies/rate_limiter_strategy.dart:383-413',
  },
  {
    id: 'cache-hit-and-store',
    behaviour:
      'The cache answers a stored value without calling the layers inside and stores a result they return, under the operation key.',
    source: 'lib/src/strategies/cache_strategy.dart:159-178, 193-204',
  },
  {
    id: 'send-cancellation',
    behaviour:
      'CancellableHttpClient.send throws OperationCancelledException on a cancelled token, before a request or in flight, and does not abort the request.',
    source:
      'extensions/polly_dart_http/lib/src/cancellable_http_client.dart:17-27; lib/src/cancellation_token.dart:18-20',
  },
  {
    id: 'send-abortable-cancellation',
    behaviour:
      'sendAbortable aborts the request when the token is cancelled, and package:http then throws RequestAbortedException (a ClientException); on a token already cancelled it throws OperationCancelledException.',
    source:
      'extensions/polly_dart_http/lib/src/cancellable_http_client.dart:33-60; package:http lib/src/abortable.dart (RequestAbortedException)',
  },
  {
    id: 'dio-cancellation',
    behaviour:
      'toDioCancelToken() cancels a dio CancelToken after the pipeline’s token, also when that token was already cancelled, and dio then throws a DioException of type cancel.',
    source:
      'extensions/polly_dart_dio/lib/src/cancellation_token_dio_extension.dart:19-26; package:dio lib/src/cancel_token.dart (cancel)',
  },
];

/** What a reader may ask about that the simulation does not cover: the composer says so and gives no verdict. */
export const NOT_MODELLED: readonly string[] = [
  'a callback that ignores the cancellation of its context',
  'several executions running at once through one pipeline',
  'a break that ends while a call is running',
];
