/**
 * A real Dart parser for the sample checks: the Dart analyzer's own scanner
 * and parser, compiled to JavaScript and published on npm as `flutter-ast`
 * (pinned to 0.0.4-4 in package.json; README, "Libraries we chose, and why").
 *
 * The package's `parse()` returns only a summary of classes and methods and
 * drops the parser's diagnostics, and it parses with the language of Dart
 * 3.0's pre-release, where records and patterns are still experiments. So we
 * load its compiled module ourselves with two small source patches, each
 * checked to apply exactly once (seam `flutter-ast-patch` in seams.ts):
 *  - the feature set is built with `records`, `patterns`, `class-modifiers`
 *    and `sealed-class` enabled (all released in Dart 3.0);
 *  - the module also exports `parseUnit(source)`, the analyzer's
 *    `parseString` result (the unit and its diagnostics), and the scanner's
 *    token types, so we can read the diagnostics and walk the tokens.
 *
 * Everything here is pure apart from loading that module once.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

// ---------------------------------------------------------------- loading flutter-ast

// dart2js folded the module's empty list of experiment flags away, so the
// features are switched on in the feature set itself, right after it is built.
const FLAGS_ANCHOR = 'featureSet = new A.ExperimentStatus(t1, t2, t3, A.restrictEnableFlagsToVersion(t3, t2, t1, t1));';
const FLAGS_PATCH = `${FLAGS_ANCHOR}
      [$.$get$ExperimentalFeatures_records(), $.$get$ExperimentalFeatures_patterns(),
        $.$get$ExperimentalFeatures_class_modifiers(), $.$get$ExperimentalFeatures_sealed_class()]
        .forEach(function(feature) { featureSet._flags[feature.index] = true; });`;
const EXPORT_ANCHOR = 'self.exports.parse = A.allowInterop(new A.main_closure(), type$.Function);';
const EXPORT_PATCH = `${EXPORT_ANCHOR}
      self.exports.parseUnit = function(source) { return A.parseString(source, null, false); };
      self.exports.tokenTypes = B.List_H37;`;

/** The compiled analyzer objects we read; their field and getter names are dart2js's. */
interface JsToken {
  next: JsToken | null;
  _typeAndOffset: number;
  _precedingComment: JsToken | null;
  get$offset(): number;
  get$length(): number;
  get$lexeme(): string;
  get$isSynthetic(): boolean;
}
interface JsDiagnostic {
  errorCode: {name: string};
  __AnalysisError__problemMessage_F: {offset: number; length: number; _diagnostic$_message: string};
}
interface JsModule {
  parseUnit(source: string): {errors: JsDiagnostic[]; unit: {beginToken: JsToken}};
  tokenTypes: {name: string}[];
}

let loaded: JsModule | null = null;

function patchOnce(source: string, anchor: string, patch: string): string {
  const count = source.split(anchor).length - 1;
  if (count !== 1) {
    throw new Error(
      `seam flutter-ast-patch (seams.ts): flutter-ast's ast.js has ${count} copies of a line we patch; ` +
        'is flutter-ast still 0.0.4-4?',
    );
  }
  return source.replace(anchor, () => patch);
}

function analyzer(): JsModule {
  if (loaded) return loaded;
  const file = require.resolve('flutter-ast/ast.js');
  let source = fs.readFileSync(file, 'utf8');
  source = patchOnce(source, FLAGS_ANCHOR, FLAGS_PATCH);
  source = patchOnce(source, EXPORT_ANCHOR, EXPORT_PATCH);
  type Compilable = Module & {_compile(code: string, filename: string): void; paths: string[]};
  const ModuleClass = Module as unknown as {
    new (id: string): Compilable;
    _nodeModulePaths(dir: string): string[];
  };
  const compiled = new ModuleClass(file);
  compiled.filename = file;
  compiled.paths = ModuleClass._nodeModulePaths(path.dirname(file));
  compiled._compile(source, file);
  loaded = compiled.exports as JsModule;
  return loaded;
}

// ---------------------------------------------------------------- parsing

export interface DartDiagnostic {
  /** Offset in the code that was given (not in a wrapper). */
  offset: number;
  length: number;
  /** The analyzer's error code, e.g. EXPECTED_TOKEN. */
  code: string;
  message: string;
}

export interface DartToken {
  offset: number;
  end: number;
  /** The scanner's token type, e.g. STRING, IDENTIFIER, OPEN_PAREN, KEYWORD. */
  type: string;
  lexeme: string;
}

export interface DartParse {
  diagnostics: DartDiagnostic[];
  /** The tokens of the code, in order, without the synthetic ones the parser inserts. */
  tokens: DartToken[];
  /** Comments, as offset ranges. */
  comments: {offset: number; end: number}[];
}

/** Parses a whole Dart file (a compilation unit). */
export function parseDartUnit(code: string): DartParse {
  const dart = analyzer();
  const result = dart.parseUnit(code);
  const diagnostics = result.errors.map((error) => {
    const message = error.__AnalysisError__problemMessage_F;
    return {
      offset: message.offset,
      length: message.length,
      code: error.errorCode.name,
      message: message._diagnostic$_message,
    };
  });
  const tokens: DartToken[] = [];
  const comments: {offset: number; end: number}[] = [];
  for (let token: JsToken | null = result.unit.beginToken; token; token = token.next) {
    for (let comment = token._precedingComment; comment; comment = comment.next) {
      comments.push({offset: comment.get$offset(), end: comment.get$offset() + comment.get$length()});
    }
    const type = dart.tokenTypes[token._typeAndOffset & 255]?.name ?? 'UNKNOWN';
    if (type === 'EOF') break;
    if (token.get$isSynthetic() || token.get$length() === 0) continue;
    tokens.push({
      offset: token.get$offset(),
      end: token.get$offset() + token.get$length(),
      type,
      lexeme: token.get$lexeme(),
    });
    if (token.next === token) break;
  }
  return {diagnostics, tokens, comments};
}

/**
 * How a sample is read: a whole file, statements (the body of an `async`
 * function, so `await` is allowed at the top level of a snippet) or
 * members of a class.
 */
export type SampleShape = 'file' | 'statements' | 'class body';

const WRAPPERS: {shape: SampleShape; before: string; after: string}[] = [
  {shape: 'file', before: '', after: ''},
  {shape: 'statements', before: 'Future<void> sample() async {\n', after: '\n}\n'},
  {shape: 'class body', before: 'class Sample {\n', after: '\n}\n'},
];

export interface SampleParse extends DartParse {
  shape: SampleShape;
}

/**
 * Parses a documentation sample: as a file, else as statements, else as a
 * class body; the first shape that parses without a diagnostic wins. When
 * none does, the result is the shape with the fewest diagnostics (the
 * file shape on a tie), with offsets in the sample's own code.
 */
export function parseDartSample(code: string): SampleParse {
  const tokensOf = parseDartUnit(code);
  let best: SampleParse | null = null;
  for (const wrapper of WRAPPERS) {
    const parsed = wrapper.before ? parseDartUnit(wrapper.before + code + wrapper.after) : tokensOf;
    const shift = wrapper.before.length;
    const diagnostics = parsed.diagnostics.map((d) => ({
      ...d,
      offset: Math.min(Math.max(d.offset - shift, 0), code.length),
    }));
    const candidate: SampleParse = {...tokensOf, diagnostics, shape: wrapper.shape};
    if (diagnostics.length === 0) return candidate;
    if (!best || diagnostics.length < best.diagnostics.length) best = candidate;
  }
  return best as SampleParse;
}

// ---------------------------------------------------------------- masking

/**
 * The code with comments and the contents of string literals blanked to
 * spaces (line breaks kept, same length), from the scanner's tokens; the
 * code inside `${...}` interpolations stays. The name checks match on this
 * text so that a word in a string or a comment is never taken for code.
 */
export function maskedText(code: string, tokens: DartToken[]): string {
  const out = code.replace(/[^\n]/g, ' ').split('');
  for (const token of tokens) {
    if (token.type === 'STRING') {
      // Keep the quotes (and an `r` prefix) so the shape of the code stays readable.
      const text = code.slice(token.offset, token.end);
      const open = /^r?(?:'''|"""|'|")/.exec(text)?.[0] ?? '';
      const close = /(?:'''|"""|'|")$/.exec(text.slice(open.length))?.[0] ?? '';
      for (let k = token.offset; k < token.offset + open.length; k++) out[k] = code[k];
      for (let k = token.end - close.length; k < token.end; k++) out[k] = code[k];
      continue;
    }
    for (let k = token.offset; k < token.end; k++) out[k] = code[k];
  }
  return out.join('');
}
