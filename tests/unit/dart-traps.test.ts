import {maskDart} from '../../scripts/lib/dart-scan';
import {checkTraps} from '../../scripts/lib/dart-traps';

const traps = (code: string) => checkTraps(maskDart(code).text).map((p) => `${p.line}: ${p.message}`);

describe('checkTraps', () => {
  test.each([
    [
      'typed retry options with a callback',
      'addRetry(RetryStrategyOptions<String>(\n  onRetry: (args) async => print(args),\n))',
      "2: 0.0.9 trap: RetryStrategyOptions<String> with 'onRetry' throws a TypeError",
    ],
    [
      'typed breaker options with a predicate',
      'CircuitBreakerStrategyOptions<int>(shouldHandle: PredicateBuilder<int>().build())',
      "CircuitBreakerStrategyOptions<int> with 'shouldHandle'",
    ],
    [
      'untyped options inside a typed builder',
      'TypedResiliencePipelineBuilder<String>()\n  .addRetry(RetryStrategyOptions(onRetry: (args) async {}))',
      "2: 0.0.9 trap: TypedResiliencePipelineBuilder.addRetry makes the options typed, so 'onRetry'",
    ],
    [
      'a typed hedging delay generator',
      'HedgingStrategyOptions<String>(delayGenerator: (args) async => Duration.zero)',
      "HedgingStrategyOptions<String> with 'delayGenerator'",
    ],
    [
      'a declared generator with a typed parameter',
      'Future<Duration> d(HedgingDelayGeneratorArguments<String> a) async => Duration.zero;\nfinal o = HedgingStrategyOptions<String>(delayGenerator: d);',
      "2: 0.0.9 trap: HedgingStrategyOptions<String> with 'delayGenerator'",
    ],
    [
      'handleResult under a retry',
      'RetryStrategyOptions(shouldHandle: PredicateBuilder().handleResult((r) => r == null).build())',
      'a retry never looks at results',
    ],
    [
      'a bare fallback value',
      "FallbackStrategyOptions<String>(fallbackAction: (args) async => 'n/a')",
      'not a bare value',
    ],
    [
      'a retry outside a timeout',
      'ResiliencePipelineBuilder()\n  .addRetry()\n  .addTimeout(const Duration(seconds: 2))',
      '3: 0.0.9 trap: a timeout added after a retry sits inside it',
    ],
    [
      'a limiter outside a timeout',
      'ResiliencePipelineBuilder().addConcurrencyLimiter(4).addTimeout(const Duration(seconds: 2))',
      'a limiter added before this timeout',
    ],
    [
      'a default retry outside a breaker',
      'ResiliencePipelineBuilder().addRetry(const RetryStrategyOptions(maxRetryAttempts: 2)).addCircuitBreaker()',
      'also retries CircuitBreakerRejectedException',
    ],
    [
      "a fallback using the cancelled context's token",
      'ResiliencePipelineBuilder()\n  .addFallback(FallbackStrategyOptions<String>(fallbackAction: (args) => send(args.context.cancellationToken)))\n  .addTimeout(const Duration(seconds: 1))',
      '2: 0.0.9 trap: the fallback action runs on the context the inner timeout cancelled',
    ],
    [
      'a fallback typed for another call',
      "final p = ResiliencePipelineBuilder().addFallback(FallbackStrategyOptions<String>.withValue('x')).build();\nawait p.execute<int>((c) async => 1);",
      "2: 0.0.9 trap: the fallback of 'p' is typed <String> but this call is <int>",
    ],
    [
      'a cache typed for another call',
      'final p = ResiliencePipelineBuilder().addMemoryCache<String>().build();\nawait p.executeAndCapture<String?>((c) async => null);',
      'the cache stores nothing',
    ],
    [
      'a cache call without an operation key',
      "final p = ResiliencePipelineBuilder().addMemoryCache<String>().build();\nFuture<String> f() => p.execute<String>((c) async => 'x');",
      "2: 0.0.9 trap: 'p' caches by operation key, and this call gives none",
    ],
    [
      'a hedged POST',
      'final p = ResiliencePipelineBuilder().addHedging(HedgingStrategyOptions<String>()).build();\nFuture<String> f() => p.execute<String>((c) async => (await http.post(u)).body);',
      "2: 0.0.9 trap: 'p' hedges, and a hedge always starts",
    ],
    [
      'a context passed to two executions',
      "final ctx = ResilienceContext(operationKey: 'a');\nawait p.execute<int>((c) async => 1, context: ctx);\nawait p.execute<int>((c) async => 2, context: ctx);",
      "3: 0.0.9 trap: the context 'ctx' is passed to a second execution",
    ],
    [
      'two pipelines from one stateful builder',
      'final b = ResiliencePipelineBuilder().addCircuitBreaker();\nfinal one = b.build();\nfinal two = b.build();',
      "3: 0.0.9 trap: build() is called again on 'b'",
    ],
  ])('flags %s', (_label, code, expected) => {
    expect(traps(code).join('\n')).toContain(expected);
  });

  test.each([
    ['untyped options with callbacks', 'addRetry(RetryStrategyOptions(onRetry: (args) async {}))'],
    [
      'typed options whose callback takes <dynamic>',
      'RetryStrategyOptions<String>(onRetry: (OnRetryArguments<dynamic> a) async {})',
    ],
    ['typed options without callbacks', 'RetryStrategyOptions<String>(maxRetryAttempts: 2)'],
    [
      'a hedging generator declared with a dynamic parameter',
      'Future<Duration> d(HedgingDelayGeneratorArguments<dynamic> a) async => Duration.zero;\nHedgingStrategyOptions<int>(delayGenerator: d);',
    ],
    [
      'a fallback returning an Outcome',
      "FallbackStrategyOptions<String>(fallbackAction: (args) async => Outcome.fromResult('n/a'))",
    ],
    ['a timeout outside a retry', 'ResiliencePipelineBuilder().addTimeout(const Duration(seconds: 9)).addRetry()'],
    [
      'a timeout inside hedging inside a retry',
      'ResiliencePipelineBuilder().addRetry().addHedging(h).addTimeout(const Duration(seconds: 1))',
    ],
    [
      'a retry with its own predicate outside a breaker',
      'ResiliencePipelineBuilder().addRetry(RetryStrategyOptions(shouldHandle: p)).addCircuitBreaker()',
    ],
    [
      'matching fallback and call types',
      'final p = ResiliencePipelineBuilder().addFallback(FallbackStrategyOptions<List<String>>.withValue(const [])).build();\nawait p.execute<List<String>>((c) async => []);',
    ],
    [
      'a cache call with an operation key, and a keyed cache',
      "final p = ResiliencePipelineBuilder().addMemoryCache<String>().build();\nawait p.execute<String>((c) async => 'x', context: ResilienceContext(operationKey: 'k'));\n" +
        "final q = ResiliencePipelineBuilder().addCache(CacheStrategyOptions<String>(cache: m, keyGenerator: (c) => 'k')).build();\nawait q.execute<String>((c) async => 'x');",
    ],
    [
      'a hedged GET',
      'final p = ResiliencePipelineBuilder().addHedging(HedgingStrategyOptions<String>()).build();\nawait p.execute<String>((c) async => (await http.get(u)).body);',
    ],
    [
      'one context per execution',
      'await p.execute<int>((c) async => 1, context: ResilienceContext());\nawait p.execute<int>((c) async => 1, context: ResilienceContext());',
    ],
    [
      'two pipelines from a stateless builder',
      'final b = ResiliencePipelineBuilder().addRetry();\nfinal one = b.build();\nfinal two = b.build();',
    ],
  ])('accepts %s', (_label, code) => {
    expect(traps(code)).toEqual([]);
  });
});
