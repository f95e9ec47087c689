import {readSample} from '../../scripts/lib/dart-samples';
import {checkTraps} from '../../scripts/lib/dart-traps';

const traps = (code: string) => checkTraps(readSample(code).text).map((p) => `${p.line}: ${p.message}`);

/**
 * Lines as the site had them before they were fixed: the pull-to-refresh and
 * "Try again" handlers of docs/getting-started/quick-start.mdx,
 * docs/examples/http-client.mdx and docs/examples/cache.mdx.
 */
const OLD_QUICK_START = `class _ArticleScreenState extends State<ArticleScreen> {
  late Future<Article> _article = _load();

  Future<Article> _load() => resilientArticles.execute<Article>(
        (context) => fetchArticle(widget.client, widget.id),
        context: ResilienceContext(operationKey: 'article-\${widget.id}'),
      );

  @override
  Widget build(BuildContext context) {
    return RefreshIndicator(
      onRefresh: () async {
        setState(() => _article = _load());
        await _article;
      },
      child: const SizedBox(),
    );
  }
}`;
const OLD_HTTP_CLIENT = `class _TodoScreenState extends State<TodoScreen> {
  late Future<Map<String, dynamic>> _todo = _load();

  Future<Map<String, dynamic>> _load() =>
      widget.api.getJson(Uri.parse('https://jsonplaceholder.typicode.com/todos/1'));

  Widget retry() => TextButton(onPressed: () => setState(() => _todo = _load()), child: const Text('Try again'));
}`;
const OLD_CACHE = `class _ProfileScreenState extends State<ProfileScreen> {
  late Future<Profile> _profile = widget.repository.load(widget.profileId);

  Future<void> _refresh() async {
    await widget.repository.invalidate(widget.profileId);
    final next = widget.repository.load(widget.profileId);
    setState(() => _profile = next);
    await next.then((_) {}, onError: (Object _) {});
  }
}`;

describe('setState callbacks that return a Future', () => {
  test.each([
    [
      'the quick start',
      OLD_QUICK_START,
      '13: Flutter trap: setState(() => _article = ...) returns the Future it assigns',
    ],
    ['the HTTP client example', OLD_HTTP_CLIENT, '7: Flutter trap: setState(() => _todo = ...) returns the Future'],
    ['the cache example', OLD_CACHE, '7: Flutter trap: setState(() => _profile = ...) returns the Future'],
  ])('are flagged in the old text of %s', (_page, code, expected) => {
    expect(traps(code).join('\n')).toContain(expected);
  });

  test.each([
    ['an arrow returning a Future call', 'Future<int> load() async => 1;\nvoid f() => setState(() => load());'],
    ['an async callback', 'void f() => setState(() async {\n  _x = await load();\n});'],
    ['an assigned pipeline call', 'void f() => setState(() => _data = pipeline.execute<int>((c) async => 1));'],
  ])('are flagged for %s', (_label, code) => {
    expect(traps(code).join('\n')).toMatch(/setState/);
  });

  test.each([
    [
      'the fixed quick start',
      OLD_QUICK_START.replace(
        'setState(() => _article = _load());',
        'setState(() {\n          _article = _load();\n        });',
      ),
    ],
    [
      'the fixed HTTP client',
      OLD_HTTP_CLIENT.replace('setState(() => _todo = _load())', 'setState(() { _todo = _load(); })'),
    ],
    [
      'an arrow assigning a String',
      "String _inbox = '';\nvoid f(String body) {\n  if (mounted) setState(() => _inbox = body);\n}",
    ],
    [
      'an arrow assigning an awaited value',
      'void f() async {\n  final v = await load();\n  setState(() => _count = v);\n}',
    ],
    ['an arrow counting', 'int _n = 0;\nvoid f() => setState(() => _n++);'],
  ])('are not flagged for %s', (_label, code) => {
    expect(traps(code).filter((p) => p.includes('setState'))).toEqual([]);
  });
});

describe('a fallback inside retry, circuit breaker or cache', () => {
  test.each([
    [
      'retry',
      "ResiliencePipelineBuilder()\n  .addRetry()\n  .addFallback(FallbackStrategyOptions<String>.withValue('x'))",
      '3: 0.0.9 trap: a fallback added after addRetry sits inside it: it turns every failure into a result, so the retry never sees a failure',
    ],
    [
      'a circuit breaker, with a timeout between',
      "ResiliencePipelineBuilder()\n  .addCircuitBreaker()\n  .addTimeout(const Duration(seconds: 1))\n  .addFallback(FallbackStrategyOptions<String>.withValue('x'))",
      '4: 0.0.9 trap: a fallback added after addCircuitBreaker sits inside it: it turns every failure into a result, so the circuit breaker records only successes',
    ],
    [
      'a memory cache',
      "ResiliencePipelineBuilder()\n  .addMemoryCache<String>()\n  .addFallback(FallbackStrategyOptions<String>.withValue('x'))",
      'the cache stores the fallback value',
    ],
    [
      'a typed builder',
      "TypedResiliencePipelineBuilder<String>()\n  .addRetry()\n  .addFallback(FallbackStrategyOptions<String>.withValue('x'))",
      'a fallback added after addRetry sits inside it',
    ],
  ])('is flagged inside %s', (_label, code, expected) => {
    expect(traps(code).join('\n')).toContain(expected);
  });

  test('is not flagged outside them (the first strategy added is the outermost)', () => {
    expect(
      traps(
        "ResiliencePipelineBuilder()\n  .addFallback(FallbackStrategyOptions<String>.withValue('x'))\n  .addMemoryCache<String>()\n  .addTimeout(const Duration(seconds: 1))\n  .addRetry()\n  .addCircuitBreaker()",
      ).filter((p) => p.includes('fallback')),
    ).toEqual([]);
  });
});

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
      'a rate limiter outside hedging',
      'ResiliencePipelineBuilder().addRateLimiter(o).addHedging(h)',
      'hedging added after addRateLimiter sits inside it: one permit covers every attempt',
    ],
    [
      'a concurrency limiter outside hedging, with a retry between',
      'ResiliencePipelineBuilder().addConcurrencyLimiter(4).addRetry(r).addHedging(h)',
      'hedging added after addConcurrencyLimiter sits inside it',
    ],
    [
      'a breaker with the default predicate outside a limiter',
      'ResiliencePipelineBuilder().addCircuitBreaker(CircuitBreakerStrategyOptions(failureRatio: 0.5)).addRateLimiter(o)',
      'a limiter added after addCircuitBreaker with the default predicate sits inside it: the breaker records every RateLimiterRejectedException as a failure',
    ],
    [
      'a retry with the default predicate outside a concurrency limiter',
      'ResiliencePipelineBuilder().addRetry().addConcurrencyLimiter(4)',
      'a limiter added after addRetry with the default predicate sits inside it: the retry tries every RateLimiterRejectedException again',
    ],
    [
      'a fallback inside hedging',
      "ResiliencePipelineBuilder().addHedging(h).addFallback(FallbackStrategyOptions<String>.withValue('x'))",
      'a fallback added after addHedging sits inside it: a primary that fails fast returns the fallback value',
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
      'a limiter inside a breaker, whatever its predicate',
      'ResiliencePipelineBuilder().addCircuitBreaker(CircuitBreakerStrategyOptions(shouldHandle: q)).addConcurrencyLimiter(4)',
      'a rejection reaches the breaker before any probe reaches the service',
    ],
    [
      'a breaker inside hedging that leaves out only OperationCancelledException with sendAbortable',
      "ResiliencePipelineBuilder().addHedging(h).addCircuitBreaker(CircuitBreakerStrategyOptions(shouldHandle: PredicateBuilder().handleOutcome((o) => o.exception is! OperationCancelledException).build()));\nfinal r = c.sendAbortable('GET', u);",
      'throws RequestAbortedException with the client of this sample',
    ],
    [
      'a timeout outside hedging and a breaker that leaves cancellation out',
      'ResiliencePipelineBuilder().addTimeout(const Duration(seconds: 2)).addHedging(h).addCircuitBreaker(CircuitBreakerStrategyOptions(shouldHandle: PredicateBuilder().handleOutcome((o) => o.exception is! OperationCancelledException).build()))',
      'the circuit never opens on a hanging service',
    ],
    [
      'a concurrency limiter outside a timeout',
      'ResiliencePipelineBuilder().addConcurrencyLimiter(4).addTimeout(const Duration(seconds: 2))',
      'a concurrency limiter added before this timeout',
    ],
    [
      'a concurrency limiter from options outside a timeout',
      'ResiliencePipelineBuilder().addRateLimiter(RateLimiterStrategyOptions.concurrencyLimiter(permitLimit: 2)).addTimeout(const Duration(seconds: 2))',
      'a concurrency limiter added before this timeout',
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
      'a fixed-window limiter outside a timeout (its release does nothing, the cap holds)',
      'ResiliencePipelineBuilder().addRateLimiter(const RateLimiterStrategyOptions.fixedWindow(permitLimit: 100, window: Duration(seconds: 1))).addTimeout(const Duration(seconds: 2))',
    ],
    [
      'hedging outside the limiters, a fallback outside hedging',
      "ResiliencePipelineBuilder().addFallback(FallbackStrategyOptions<String>.withValue('x')).addHedging(h).addRateLimiter(o).addConcurrencyLimiter(4)",
    ],
    [
      'a timeout inside hedging inside a retry',
      'ResiliencePipelineBuilder().addRetry().addHedging(h).addTimeout(const Duration(seconds: 1))',
    ],
    [
      'a retry with its own predicate outside a limiter, outside a breaker',
      'ResiliencePipelineBuilder().addRetry(RetryStrategyOptions(shouldHandle: p)).addRateLimiter(o).addCircuitBreaker(CircuitBreakerStrategyOptions(shouldHandle: q))',
    ],
    [
      'a breaker inside hedging that leaves out the cancellation of sendAbortable, with a timeout inside it',
      "ResiliencePipelineBuilder().addHedging(h).addCircuitBreaker(CircuitBreakerStrategyOptions(shouldHandle: PredicateBuilder().handleOutcome((o) => o.exception is! OperationCancelledException && o.exception is! http.RequestAbortedException).build())).addTimeout(const Duration(seconds: 2));\nfinal r = c.sendAbortable('GET', u);",
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
