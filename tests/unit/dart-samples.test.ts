import fs from 'node:fs';
import path from 'node:path';
import {
  ALLOWED_NAMES,
  buildApiIndex,
  checkBlock,
  checkBrackets,
  checkDartSample,
  declaredTypes,
  extractDartBlocks,
  formatProblem,
  isCounterexample,
  maskDart,
  ruleFor,
  type DartBlock,
  type Manifest,
  type NonExistentRule,
} from '../../scripts/lib/dart-samples';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'data/polly_dart-0.0.9.json'), 'utf8')) as Manifest;
const api = buildApiIndex(manifest);

/** Issue 4: the sample check must pass over at least 60 Dart blocks across the site. */
const MIN_CHECKED_BLOCKS = 60;
const SAMPLE_DIRS = ['docs', 'blog', 'src/pages'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(md|mdx|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const siteBlocks: DartBlock[] = SAMPLE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
  extractDartBlocks(fs.readFileSync(file, 'utf8'), path.relative(root, file)),
);

const problems = (code: string) => checkDartSample(code, api).map((p) => `${p.line}: ${p.message}`);

describe('the Dart samples of the site', () => {
  const checked = siteBlocks.filter((b) => !isCounterexample(b));
  const counterexamples = siteBlocks.filter(isCounterexample);

  /** Types declared by the page's samples, which its other samples may import. */
  const pageTypes = (file: string) =>
    new Set(checked.filter((b) => b.file === file).flatMap((b) => [...declaredTypes(b.code)]));

  test('are true to polly_dart 0.0.9 (file:line: problem)', () => {
    const failures = checked.flatMap((block) =>
      checkBlock(block, api, pageTypes(block.file)).map((p) => formatProblem(block, p)),
    );
    expect(failures).toEqual([]);
  });

  test('marked as counterexamples really fail the check', () => {
    const passing = counterexamples
      .filter((block) => checkBlock(block, api).length === 0)
      .map((block) => `${block.file}:${block.line}: marked counterexample but nothing is wrong with it`);
    expect(passing).toEqual([]);
  });

  test(`number at least ${MIN_CHECKED_BLOCKS} checked blocks`, () => {
    console.log(`Dart samples checked: ${checked.length} (counterexamples skipped: ${counterexamples.length})`);
    expect(checked.length).toBeGreaterThanOrEqual(MIN_CHECKED_BLOCKS);
  });
});

describe('extractDartBlocks', () => {
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
      '  ```dart counterexample', // 15
      '  final x = 1;', // 16
      '    final y = 2;', // 17
      '  ```', // 18
    ].join('\n');
    const blocks = extractDartBlocks(source, 'page.mdx');
    expect(blocks).toEqual([
      {file: 'page.mdx', line: 5, meta: 'title="a.dart"', code: 'void main() {}'},
      {file: 'page.mdx', line: 16, meta: 'counterexample', code: 'final x = 1;\n  final y = 2;'},
    ]);
    expect(blocks.map(isCounterexample)).toEqual([false, true]);
  });

  test('finds CodeBlock components with dart code in a template literal', () => {
    const source = [
      'export default function P() {', // 1
      '  return (', // 2
      '    <CodeBlock language="dart" title="x.dart">{`', // 3
      "final s = '\\${1}';", // 4
      '`}</CodeBlock>', // 5
      '  );', // 6
      '}', // 7
    ].join('\n');
    const [block] = extractDartBlocks(source, 'p.tsx');
    expect(block.line).toBe(4);
    expect(block.code).toBe("final s = '${1}';\n");
    expect(block.meta).toContain('title="x.dart"');
  });
});

describe('maskDart and checkBrackets', () => {
  test('ignore brackets in strings and comments but not in interpolations', () => {
    const code = 'print(\'((( ${[1].length}\'); // )))\n/* { /* nested } */ */ r\'$(\' """\n)\n"""';
    const masked = maskDart(code);
    expect(masked.problems).toEqual([]);
    expect(masked.text).toHaveLength(code.length);
    expect(masked.text).not.toContain('((');
    expect(masked.text).toContain('[1].length');
    expect(checkBrackets(masked.text)).toEqual([]);
  });

  test('report unbalanced brackets with the line where they were opened', () => {
    expect(checkBrackets('f(\n  [1, 2\n);')).toEqual([
      {line: 3, message: "')' does not match '[' opened on line 2"},
      {line: 1, message: "'(' is never closed"},
    ]);
    expect(checkBrackets('}')).toEqual([{line: 1, message: "'}' has no opening bracket"}]);
    expect(problems("void main() {\n  print('x);\n}")).toContain('2: string opened here is not closed on its line');
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
    .addCache(CacheStrategyOptions<String>(
      cache: metered,
      keyGenerator: (context) => 'user:\${context.getProperty<String>('id')}',
      onHit: (args) async => print(args.key),
    ))
    .addFallback(FallbackStrategyOptions<String>.withValue('n/a'))
    .addFallback(FallbackStrategyOptions<String>(fallbackAction: FallbackActionHelper.fromValue('x')))
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
    expect(problems('Outcome<Map<String, int>>.fromResult(a, b, c)')).toEqual([
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
