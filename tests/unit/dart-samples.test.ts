import fs from 'node:fs';
import path from 'node:path';
import {
  ALLOWED_NAMES,
  buildApiIndex,
  checkDartSample,
  dartBlocksOf,
  declaredTypes,
  importsOf,
  isCounterexample,
  ruleFor,
  tsxDartBlocks,
  type Manifest,
  type NonExistentRule,
} from '../../scripts/lib/dart-samples';
import {parseMdx} from '../../scripts/lib/mdx-document';

// The site-wide run of this check is `npm run check:content` (scripts/check-content.ts).
const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'data/polly_dart-0.0.9.json'), 'utf8')) as Manifest;
const api = buildApiIndex(manifest);

const problems = (code: string) => checkDartSample(code, api).map((p) => `${p.line}: ${p.message}`);

describe('dartBlocksOf', () => {
  test('finds dart fences with their meta and first code line, and nothing else', () => {
    const source = [
      '---', // 1
      'title: T', // 2
      '---', // 3
      '```dart title="a.dart"', // 4
      'void main() {}', // 5
      '```', // 6
      '```yaml', // 7
      'dependencies:', // 8
      '```', // 9
      '````md', // 10
      '```dart', // 11
      'not a sample', // 12
      '```', // 13
      '````', // 14
      '', // 15
      '- a list item', // 16
      '', // 17
      '  ```dart counterexample', // 18
      '  final x = 1;', // 19
      '    final y = 2;', // 20
      '  ```', // 21
    ].join('\n');
    const blocks = dartBlocksOf(parseMdx(source, 'page.mdx'));
    expect(blocks).toEqual([
      {file: 'page.mdx', line: 5, meta: 'title="a.dart"', code: 'void main() {}'},
      {file: 'page.mdx', line: 19, meta: 'counterexample', code: 'final x = 1;\n  final y = 2;'},
    ]);
    expect(blocks.map(isCounterexample)).toEqual([false, true]);
  });

  test('tsxDartBlocks finds CodeBlock components with dart code in a template literal', () => {
    const source = [
      'export default function P() {', // 1
      '  return (', // 2
      '    <CodeBlock language="dart" title="x.dart">{`', // 3
      "final s = '\\${1}';", // 4
      '`}</CodeBlock>', // 5
      '  );', // 6
      '}', // 7
    ].join('\n');
    const [block] = tsxDartBlocks(source, 'p.tsx');
    expect(block.line).toBe(4);
    expect(block.code).toBe("final s = '${1}';\n");
    expect(block.meta).toContain('title="x.dart"');
  });
});

describe('reading a sample with the Dart parser', () => {
  test("reports syntax errors with their line, in the sample's own lines", () => {
    expect(problems("void main() {\n  print('x);\n}")).toContainEqual(
      expect.stringMatching(/^2: Dart syntax error \(UNTERMINATED_STRING_LITERAL\)/),
    );
    expect(problems('void main() {\n  final x = 1\n}')).toEqual([
      "2: Dart syntax error (EXPECTED_TOKEN): Expected to find ';'.",
    ]);
  });

  test('ignores names in strings and comments but not in interpolations', () => {
    expect(problems("final s = 'RetryPolicy()'; // BrokenCircuitException\n/* RetryOptions */")).toEqual([]);
    expect(problems("final s = '${RetryPolicy()}';")).toContainEqual(expect.stringContaining("'RetryPolicy'"));
  });

  test('reads imports and declared types from the tokens', () => {
    const code =
      "import 'package:http/http.dart' as http;\nimport 'dart:async';\n// import 'package:nope/nope.dart';\nsealed class Shape {}\nenum Kind { a }\nextension on String {}\nfinal s = 'class NotAType';";
    expect(importsOf(code)).toEqual([
      {uri: 'package:http/http.dart', prefix: 'http', line: 1},
      {uri: 'dart:async', prefix: null, line: 2},
    ]);
    expect([...declaredTypes(code)].sort()).toEqual(['Kind', 'Shape']);
  });
});

describe('checkDartSample', () => {
  test('accepts realistic, correct samples', () => {
    const http = `import 'package:http/http.dart' as http;
import 'package:polly_dart/polly_dart.dart';

class ServerException implements Exception {
  const ServerException(this.statusCode);
  final int statusCode;
}

final pipeline = ResiliencePipelineBuilder()
    .addTimeout(const Duration(seconds: 10))
    .addRetry(RetryStrategyOptions(
      maxRetryAttempts: 3,
      delay: const Duration(milliseconds: 200),
      shouldHandle: PredicateBuilder()
          .handle<http.ClientException>()
          .handleWhen<ServerException>((e) => e.statusCode >= 500)
          .build(),
      onRetry: (args) async {
        print('retry \${args.attemptNumber + 1} after \${args.outcome.exception}');
      },
    ))
    .addCircuitBreaker(CircuitBreakerStrategyOptions(
      stateProvider: CircuitBreakerStateProvider(),
      onOpened: (args) async => print(args.breakDuration),
    ))
    .build();

Future<String> load(http.Client client) => pipeline.execute<String>((context) async {
      context.throwIfCancellationRequested();
      final response = await client.get(Uri.parse('https://example.com'));
      if (response.statusCode >= 500) throw ServerException(response.statusCode);
      return response.body;
    }, context: ResilienceContext(operationKey: 'home'));`;
    const flutter = `import 'package:flutter/material.dart';
import 'package:polly_dart/polly_dart.dart';

class Loader extends StatefulWidget {
  const Loader({super.key, this.pipeline = const ResiliencePipeline([])});
  final ResiliencePipeline pipeline;
  @override
  State<Loader> createState() => _LoaderState();
}

class _LoaderState extends State<Loader> {
  late final Future<String> _data = widget.pipeline.execute<String>((context) async => 'x');
  @override
  Widget build(BuildContext context) => FutureBuilder<String>(
        future: _data,
        builder: (context, snapshot) => Text(snapshot.data ?? '...'),
      );
}`;
    const cache = `final memory = MemoryCacheProvider(defaultTtl: const Duration(minutes: 1));
final metered = MetricsCollectingCacheProvider(memory);
final outcome = Outcome<int>.fromResult(1);
final text = outcome.when(onResult: (v) => '$v', onException: (e, s) => '$e');
final p = ResiliencePipelineBuilder()
    .addFallback(FallbackStrategyOptions<String>.withValue('n/a'))
    .addFallback(FallbackStrategyOptions<String>(fallbackAction: FallbackActionHelper.fromValue('x')))
    .addCache(CacheStrategyOptions<String>(
      cache: metered,
      keyGenerator: (context) => 'user:\${context.getProperty<String>('id')}',
      onHit: (args) async => print(args.key),
    ))
    .build();
void report() => print('\${metered.metrics.hitRatio} \${memory.size}');`;
    expect(problems(http)).toEqual([]);
    expect(problems(flutter)).toEqual([]);
    expect(problems(cache)).toEqual([]);
  });

  test.each([
    ['a class polly_dart does not have', 'final o = RetryPolicy();', "'RetryPolicy' is not part of polly_dart"],
    ['an options class with a made-up suffix', 'addRetry(RetryOptions())', "'RetryOptions' is not part"],
    [
      'an unknown named argument',
      'RetryStrategyOptions(backoff: DelayBackoffType.linear)',
      "no named parameter 'backoff'",
    ],
    [
      'an unknown named argument with generics',
      'RetryStrategyOptions<String>(\n  maxRetryAttempts: 2,\n  jitter: true,\n)',
      "2: RetryStrategyOptions(...) has no named parameter 'jitter'",
    ],
    [
      'a named constructor without that parameter',
      'RetryStrategyOptions.immediate(delay: Duration.zero)',
      "immediate(...) has no named parameter 'delay'",
    ],
    [
      'a named constructor that does not exist',
      'RetryStrategyOptions.constant()',
      "no constructor or static member 'constant'",
    ],
    [
      'a missing required argument',
      'TimeoutStrategyOptions(onTimeout: (args) async {})',
      "needs the named argument 'timeout'",
    ],
    ['a positional parameter passed by name', 'ResiliencePipeline(strategies: [])', "no named parameter 'strategies'"],
    ['a builder method that does not exist', 'ResiliencePipelineBuilder().addBulkhead(2)', "no method 'addBulkhead'"],
    [
      'a member the callback argument lacks',
      'addRetry(RetryStrategyOptions(onRetry: (args) async => print(args.exception)))',
      "OnRetryArguments has no member 'exception'",
    ],
    [
      'a member of a typed variable that does not exist',
      'final ctx = ResilienceContext();\nctx.attempt;',
      "2: ResilienceContext has no member 'attempt'",
    ],
    [
      'a member of a variable typed from another variable',
      'final metered = MetricsCollectingCacheProvider(MemoryCacheProvider());\nfinal m = metered.metrics;\nprint(m.ratio);',
      "3: CacheMetrics has no member 'ratio'",
    ],
    [
      'a member of an awaited result',
      'final p = ResiliencePipelineBuilder().build();\nfinal o = await p.executeAndCapture<int>((c) async => 1);\nprint(o.value);',
      "3: Outcome has no member 'value'",
    ],
    [
      'a nested argument member',
      'CircuitBreakerStrategyOptions(onOpened: (a) async => a.outcome!.value)',
      "Outcome has no member 'value'",
    ],
    ['an enum value that does not exist', 'DelayBackoffType.fibonacci', "no constructor or static member 'fibonacci'"],
  ])('rejects %s', (_label, code, expected) => {
    expect(problems(code).join('\n')).toContain(expected);
  });

  test.each([
    ['.properties', "await pipeline.execute((ctx) async => ctx.properties['id']);", 'ResilienceContext.properties'],
    ['executeAsync', 'await pipeline.executeAsync((ctx) async => 1);', 'ResiliencePipeline.executeAsync'],
    ['BrokenCircuitException', 'try {} on BrokenCircuitException {}', 'BrokenCircuitException'],
    ['maxAttempts:', 'RetryStrategyOptions(maxAttempts: 5)', 'RetryStrategyOptions.maxAttempts'],
    ['retryCount read', 'print(options.retryCount);', 'RetryStrategyOptions.retryCount'],
    [
      'builder.add',
      'final b = ResiliencePipelineBuilder();\nb.add(RetryStrategy(RetryStrategyOptions()));',
      'ResiliencePipelineBuilder.add',
    ],
    [
      'typed builder cache',
      'TypedResiliencePipelineBuilder<String>()\n  .addRetry()\n  .addMemoryCache()',
      'TypedResiliencePipelineBuilder.addMemoryCache',
    ],
    [
      'sync isolate',
      'final control = CircuitBreakerManualControl();\ncontrol.isolate();',
      'CircuitBreakerManualControl.isolate',
    ],
    [
      'generic handleException',
      'PredicateBuilder().handleException<StateError>()',
      'PredicateBuilder.handleException<T>() (generic form)',
    ],
    [
      'unnamed rate limiter options',
      'RateLimiterStrategyOptions(permitLimit: 2)',
      'RateLimiterStrategyOptions() unnamed constructor',
    ],
    ['RateLimiterType.concurrency', 'final t = RateLimiterType.concurrency;', 'RateLimiterType.concurrency'],
  ])('rejects the non-existent name %s', (_label, code, entry) => {
    expect(problems(code).join('\n')).toContain(`'${entry}`);
  });

  test('does not split arguments at the commas of type arguments', () => {
    const nested = `final p = ResiliencePipelineBuilder().build();
Future<Map<String, int>> f() => p.execute<Map<String, int>>(
      (ctx) => p.execute<Map<String, int>>((inner) async => <String, int>{}, context: ctx.copy()),
      context: ResilienceContext(operationKey: 'a'),
    );`;
    expect(problems(nested)).toEqual([]);
    expect(problems('Outcome<Map<String, int>>.fromResult(a, b, c);')).toEqual([
      '1: Outcome.fromResult(...) takes at most 1 positional argument(s)',
    ]);
  });

  test('names and counts problems by line', () => {
    expect(problems('void main() {\n  final o = RetryStrategyOptions(retries: 1);\n  print(o);\n}')).toEqual([
      "2: RetryStrategyOptions(...) has no named parameter 'retries'",
    ]);
  });

  test('accepts types that another sample of the same page declares, and only those', () => {
    const user = "import 'errors.dart';\nvoid f() => throw ServerException(503);";
    expect(checkDartSample(user, api, declaredTypes('class ServerException implements Exception {}'))).toEqual([]);
    expect(problems(user)).toEqual(["2: 'ServerException' is not part of polly_dart 0.0.9 (not in api.json)"]);
  });

  test('does not check names of other libraries or of the sample itself', () => {
    expect(
      problems("import 'package:dio/dio.dart';\nfinal o = Options(headers: {});\nfinal t = CancelToken();"),
    ).toEqual([]);
    expect(problems('class RetryBudget {}\nfinal b = RetryBudget();')).toEqual([]);
    expect(problems("final s = 'BrokenCircuitException';\n// RetryPolicy is .NET only")).toEqual([]);
    expect(problems('list.addAll([1]);\naddTearDown(() {});')).toEqual([]);
  });
});

describe('the manifest rules', () => {
  const snippetFor = (rule: NonExistentRule): string => {
    switch (rule.kind) {
      case 'identifier':
        return `throw ${rule.name}();`;
      case 'unnamedConstructor':
        return `${rule.owner}();`;
      case 'genericMethod':
        return `x.${rule.name}<Object>(1);`;
      case 'enumValue':
        return `${rule.owner}.${rule.name};`;
      case 'receiverMember':
        return `final v = ${rule.owner}();\nv.${rule.name}();`;
      case 'option':
        return `f(${rule.name}: 1);`;
      case 'member':
        return `x.${rule.name};`;
    }
  };

  test('every nonExistentNames entry becomes a rule that the checker applies', () => {
    expect(api.rules).toHaveLength(manifest.nonExistentNames.names.length);
    const missed = api.rules.filter((rule) => !problems(snippetFor(rule)).some((p) => p.includes(`'${rule.entry}'`)));
    expect(missed).toEqual([]);
  });

  test('an entry of an unknown shape is an error, not a silently skipped check', () => {
    expect(() => ruleFor('Something weird here', api)).toThrow(/cannot tell how to detect/);
  });

  test('the allowed names of other libraries do not hide any polly_dart name', () => {
    const pollyNames = new Set([
      ...Object.keys(manifest.classes),
      ...Object.keys(manifest.functions),
      ...manifest.symbols,
    ]);
    expect([...ALLOWED_NAMES].filter((name) => pollyNames.has(name))).toEqual([]);
  });
});
