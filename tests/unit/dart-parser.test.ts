import {maskedText, parseDartSample, parseDartUnit} from '../../scripts/lib/dart-parser';

const lineOf = (code: string, offset: number) => code.slice(0, offset).split('\n').length;
const errors = (code: string) => parseDartSample(code).diagnostics.map((d) => `${lineOf(code, d.offset)}: ${d.code}`);

/** A correct sample, and copies of it with one planted error each. */
const GOOD = `import 'package:polly_dart/polly_dart.dart';

final pipeline = ResiliencePipelineBuilder()
    .addRetry(const RetryStrategyOptions(maxRetryAttempts: 2))
    .build();

Future<int> load() async {
  final List<int> values = [1, 2];
  final total = await pipeline.execute<int>((context) async => values.length);
  return total;
}`;

const PLANTED: [string, string, string, number][] = [
  ['a missing semicolon', 'return total;', 'return total', 10],
  // The parser reports a missing '}' where the file ends.
  ['an unbalanced brace', 'values.length);\n', 'values.length);\n  {\n', 12],
  ['await outside an async function', 'Future<int> load() async {', 'int load() {', 9],
  ['a bad generic', 'final List<int> values', 'final List<int values', 8],
  ['an unterminated string', "'package:polly_dart/polly_dart.dart';", "'package:polly_dart/polly_dart.dart;", 1],
  ['a stray closing parenthesis', '.build();', '.build());', 5],
  ['a missing comma between arguments', '(context) async => values.length)', '(context) async => values.length 1)', 9],
  ['a keyword used as a name', 'final total =', 'final class =', 9],
  // An unclosed comment runs to the end of the file, where the parser reports it.
  ['an unclosed comment', 'return total;', '/* return total;', 11],
  ['a named argument without a colon', 'maxRetryAttempts: 2', 'maxRetryAttempts 2', 4],
  // Reported at the next token the parser cannot place, the closing brace.
  ['a missing closing parenthesis', 'return total;', 'if (total > 0 return total;', 11],
];

describe('the Dart parser (flutter-ast, the analyzer parser)', () => {
  test('accepts the correct sample', () => {
    expect(errors(GOOD)).toEqual([]);
  });

  // Negative control: a parser that accepted any of these would let broken samples through.
  test.each(PLANTED)('catches %s, on its line', (_label, find, replace, line) => {
    expect(GOOD).toContain(find);
    const broken = GOOD.replace(find, replace);
    const found = errors(broken);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((f) => Number(f.split(':')[0]))).toContain(line);
  });

  test('names await outside async as such', () => {
    expect(errors('void main() {\n  await Future<void>.delayed(Duration.zero);\n}')).toEqual([
      '2: AWAIT_IN_WRONG_CONTEXT',
    ]);
  });

  // This 2023 build of the analyzer predates `final class`, `base class` and `interface class`:
  // no sample uses them (README, "Libraries we chose, and why").
  test('knows Dart 3: records, patterns, switch expressions, sealed classes', () => {
    for (const code of [
      'void f() { final (a, b) = (1, 2); }',
      "String f(int s) => switch (s) { 1 => 'one', _ => 'many' };",
      'void f() { for (final (a, b) in [(1, 2)]) {} }',
      'void f(Object o) { if (o case int x when x > 0) print(x); }',
      'sealed class Shape {}\nclass Square extends Shape {}',
      '(int, {String name}) f() => (1, name: "a");',
    ]) {
      expect([code, parseDartUnit(code).diagnostics]).toEqual([code, []]);
    }
  });

  test('reads a snippet as a file, as statements or as a class body', () => {
    expect(parseDartSample('void main() {}').shape).toBe('file');
    expect(parseDartSample("await pipeline.execute((c) async => 1);\nprint('done');").shape).toBe('statements');
    expect(
      parseDartSample("static const limit = 3;\n@override\nWidget build(BuildContext context) => const Text('x');")
        .shape,
    ).toBe('class body');
  });

  test("reports an error of a snippet on the snippet's own line, whatever shape it was read as", () => {
    const snippet = 'final a = await load();\nprint(a)\nawait save(a);';
    const statements = parseDartSample(snippet);
    expect(statements.shape).toBe('statements');
    expect(statements.diagnostics.map((d) => `${lineOf(snippet, d.offset)}: ${d.code}`)).toEqual(['2: EXPECTED_TOKEN']);
    const members = '@override\nvoid dispose() {\n  _timer.cancel()\n  super.dispose();\n}\nstatic const x = 1;';
    const parsed = parseDartSample(members);
    expect(parsed.shape).toBe('class body');
    expect(parsed.diagnostics.map((d) => `${lineOf(members, d.offset)}: ${d.code}`)).toEqual(['3: EXPECTED_TOKEN']);
  });

  test('masks comments and string contents from the tokens, keeping interpolated code', () => {
    const code = "final s = 'a ${b.c} $d e'; // note\n/* block */ f(r'$x');";
    const parsed = parseDartUnit(code);
    const masked = maskedText(code, parsed.tokens);
    expect(masked).toHaveLength(code.length);
    expect(masked.split('\n')).toHaveLength(2);
    expect(masked).toContain('${b.c}');
    expect(masked).not.toMatch(/note|block| a |e'|\$x/);
    expect(masked).toContain("f(r'");
  });
});
