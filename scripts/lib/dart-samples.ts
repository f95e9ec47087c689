/**
 * Checks the Dart samples of the site against the polly_dart API manifest
 * (`data/polly_dart-0.0.9.json`). Pure: callers read the files and the
 * manifest. Each sample is read by the Dart analyzer's parser
 * (dart-parser.ts): its diagnostics are the syntax check, and its tokens
 * give the masked text the name checks match on, the imports and the
 * declared types.
 *
 * A sample fails when it
 * - does not parse as Dart: as a file, as statements (the body of an async
 *   function) or as the members of a class (CONTRIBUTING.md, "Adding a page"),
 * - names a class that looks like polly_dart API but is not in the manifest,
 * - calls a polly_dart constructor or static method with a named argument it
 *   lacks (or misses a required one, or passes too many positional ones),
 * - calls a builder `add*` method that does not exist,
 * - reads a member that a polly_dart type lacks, where the type is known
 *   (constructor chains, typed variables, callback arguments),
 * - uses a name listed in the manifest's `nonExistentNames`,
 * - falls into a known trap of 0.0.9 or Flutter that compiles but misbehaves (dart-traps.ts).
 */

import {parseDartSample, maskedText, type DartToken} from './dart-parser';
import {closingIndex, lineAt, skipSpace, splitArguments, typeArgumentsEnd, type SampleProblem} from './dart-scan';
import {checkTraps} from './dart-traps';
import {codeBlocks, type MdxDocument} from './mdx-document';
import type {ApiClass as ManifestClass, ApiManifest, ApiParam} from '../../src/api/manifest';

export {type SampleProblem};

// ---------------------------------------------------------------- blocks

export interface DartBlock {
  file: string;
  /** 1-based line of the first code line in the file. */
  line: number;
  /** Everything after the language on the opening fence, or the component's attributes. */
  meta: string;
  code: string;
}

/** The ```dart blocks of a parsed MDX page. */
export function dartBlocksOf(doc: MdxDocument): DartBlock[] {
  return codeBlocks(doc)
    .filter((block) => block.lang === 'dart')
    .map(({line, meta, code}) => ({file: doc.file, line, meta, code}));
}

/** `<CodeBlock language="dart">{`...`}</CodeBlock>` in a TSX page (src/pages). */
export function tsxDartBlocks(source: string, file: string): DartBlock[] {
  const blocks: DartBlock[] = [];
  const component = /<CodeBlock\b([^>]*)>\s*\{\s*`((?:\\[\s\S]|[^`\\])*)`\s*\}\s*<\/CodeBlock>/g;
  for (const match of source.matchAll(component)) {
    const attributes = match[1];
    if (!/\blanguage=(["'])dart\1/.test(attributes)) continue;
    const codeOffset = (match.index ?? 0) + match[0].indexOf('`') + 1;
    let code = match[2].replace(/\\([`$\\])/g, '$1');
    let line = lineAt(source, codeOffset);
    if (code.startsWith('\n')) {
      code = code.slice(1);
      line++;
    }
    blocks.push({file, line, meta: attributes.trim(), code});
  }
  return blocks;
}

export function isCounterexample(block: DartBlock): boolean {
  return /\bcounterexample\b/.test(block.meta);
}

// ---------------------------------------------------------------- manifest

type ManifestParam = ApiParam;
/** A constructor or method of the manifest. */
interface ManifestCallable {
  name: string;
  params: ManifestParam[];
  returns?: string;
  static?: boolean;
}
/** The manifest, as src/api/manifest.ts describes it. */
export type Manifest = ApiManifest;

interface Callable {
  owner: string;
  name: string;
  params: ManifestParam[];
  /** Class the call evaluates to, when it is a manifest class. */
  returns: string | null;
  /** Class of `await call`, for calls returning `Future<X>`. */
  awaitedReturns: string | null;
}

interface ApiClass {
  name: string;
  isEnum: boolean;
  /** Supertype outside the manifest (e.g. http.BaseClient): members cannot be checked. */
  open: boolean;
  constructors: Map<string, Callable>;
  /** Static members reachable as `Class.name` (not constructors). */
  statics: Map<string, Callable | string | null>;
  /** Instance members: methods as Callable, fields/getters as their class (or null). */
  members: Map<string, Callable | string | null>;
}

/** How a `nonExistentNames` entry is recognised in code. */
export type NonExistentRule =
  | {entry: string; kind: 'identifier'; name: string}
  | {entry: string; kind: 'unnamedConstructor'; owner: string}
  | {entry: string; kind: 'genericMethod'; name: string}
  | {entry: string; kind: 'enumValue'; owner: string; name: string}
  | {entry: string; kind: 'receiverMember'; owner: string; name: string}
  | {entry: string; kind: 'option'; name: string}
  | {entry: string; kind: 'member'; name: string};

export interface ApiIndex {
  classes: Map<string, ApiClass>;
  typedefs: Map<string, ManifestParam[]>;
  /** Every `add*` method of the two builders. */
  builderMethods: Set<string>;
  /** Instance methods whose callback parameters are typed the same in every class that has them. */
  methodsByName: Map<string, Callable>;
  rules: NonExistentRule[];
}

const OBJECT_MEMBERS = ['toString', 'hashCode', 'runtimeType', 'noSuchMethod'];
const CLOSED_SUPERTYPES = new Set(['Exception', 'Error', 'Object']);

/** `Outcome<T>?` -> `Outcome`; any type that is not a manifest class -> null. */
function classOf(type: string | undefined, classes: Map<string, unknown> | Record<string, unknown>): string | null {
  if (!type) return null;
  const name = /^\s*(?:\w+\.)?([A-Z]\w*)/.exec(type)?.[1];
  if (!name) return null;
  const known = classes instanceof Map ? classes.has(name) : name in classes;
  return known ? name : null;
}

export function buildApiIndex(manifest: Manifest): ApiIndex {
  const raw: Record<string, ManifestClass> = {...manifest.classes};
  for (const extension of Object.values(manifest.extensions ?? {})) {
    for (const [name, cls] of Object.entries(extension.classes)) if (cls.kind !== 'extension') raw[name] = cls;
  }
  const extensionMethods = new Map<string, ManifestCallable[]>();
  for (const extension of Object.values(manifest.extensions ?? {})) {
    for (const cls of Object.values(extension.classes)) {
      const on = /\bon (\w+)/.exec(cls.notes ?? '')?.[1];
      if (cls.kind === 'extension' && on)
        extensionMethods.set(on, [...(extensionMethods.get(on) ?? []), ...(cls.methods ?? [])]);
    }
  }

  const classes = new Map<string, ApiClass>();
  const toCallable = (owner: string, c: ManifestCallable, returns: string | null): Callable => ({
    owner,
    name: c.name,
    params: c.params,
    returns,
    awaitedReturns: classOf(/^Future<(.*)>$/.exec(c.returns ?? '')?.[1], raw),
  });
  for (const [name, cls] of Object.entries(raw)) {
    const supertypes = [cls.extends, ...(cls.implements ?? [])].filter((s): s is string => Boolean(s));
    const api: ApiClass = {
      name,
      isEnum: cls.kind === 'enum',
      open: supertypes.some((s) => !(s in raw) && !CLOSED_SUPERTYPES.has(s)),
      constructors: new Map((cls.constructors ?? []).map((c) => [c.name, toCallable(name, c, name)])),
      statics: new Map(),
      members: new Map(OBJECT_MEMBERS.map((m) => [m, null])),
    };
    for (const value of cls.values ?? []) api.statics.set(value, name);
    if (api.isEnum) for (const m of ['index', 'name']) api.members.set(m, null);
    const lineage = [name, ...supertypes.filter((s) => s in raw)];
    for (const owner of lineage) {
      const c = raw[owner];
      for (const m of [...(c.methods ?? []), ...(extensionMethods.get(owner) ?? [])]) {
        const callable = toCallable(owner, m, classOf(m.returns, raw));
        (m.static ? api.statics : api.members).set(m.name, callable);
      }
      for (const f of [...(c.fields ?? []), ...(c.getters ?? [])]) {
        (f.static ? api.statics : api.members).set(f.name, classOf(f.type, raw));
      }
    }
    classes.set(name, api);
  }

  const typedefs = new Map(Object.entries(manifest.functions).map(([n, f]) => [n, f.params]));
  const builderMethods = new Set<string>();
  for (const builder of ['ResiliencePipelineBuilder', 'TypedResiliencePipelineBuilder']) {
    for (const m of raw[builder]?.methods ?? []) if (m.name.startsWith('add')) builderMethods.add(m.name);
  }

  const methodsByName = new Map<string, Callable>();
  const conflicting = new Set<string>();
  for (const api of classes.values()) {
    for (const member of api.members.values()) {
      if (!member || typeof member === 'string') continue;
      const seen = methodsByName.get(member.name);
      const signature = (c: Callable) => c.params.map((p) => `${p.name}:${p.type.replace(/<[^>]*>/g, '')}`).join(',');
      if (seen && signature(seen) !== signature(member)) conflicting.add(member.name);
      else methodsByName.set(member.name, member);
    }
  }
  for (const name of conflicting) methodsByName.delete(name);

  const index: ApiIndex = {classes, typedefs, builderMethods, methodsByName, rules: []};
  index.rules = manifest.nonExistentNames.names.map((entry) => ruleFor(entry, index));
  return index;
}

/** Turns one `nonExistentNames` entry into a rule; an entry of an unknown shape is an error. */
export function ruleFor(entry: string, api: Pick<ApiIndex, 'classes'>): NonExistentRule {
  let m: RegExpExecArray | null;
  if ((m = /^([A-Z]\w*)(?: \([^)]*\))?$/.exec(entry))) return {entry, kind: 'identifier', name: m[1]};
  if ((m = /^([A-Z]\w*)\(\) unnamed constructor$/.exec(entry))) return {entry, kind: 'unnamedConstructor', owner: m[1]};
  if ((m = /^[A-Z]\w*\.(\w+)<\w+>\(\) \(generic form\)$/.exec(entry)))
    return {entry, kind: 'genericMethod', name: m[1]};
  if ((m = /^([A-Z]\w*)\.(\w+) \(sync\)$/.exec(entry))) return {entry, kind: 'receiverMember', owner: m[1], name: m[2]};
  if ((m = /^([A-Z]\w*)\.(\w+)$/.exec(entry))) {
    const [, owner, name] = m;
    const cls = api.classes.get(owner);
    if (cls?.isEnum) return {entry, kind: 'enumValue', owner, name};
    if (/PipelineBuilder$/.test(owner)) return {entry, kind: 'receiverMember', owner, name};
    return /Options$/.test(owner) ? {entry, kind: 'option', name} : {entry, kind: 'member', name};
  }
  throw new Error(`dart-samples: cannot tell how to detect the nonExistentNames entry "${entry}"`);
}

// ---------------------------------------------------------------- names from other libraries

/**
 * Names from Dart, Flutter, package:http, dio and package:test that would
 * otherwise look like polly_dart API (their suffix or prefix matches).
 */
export const ALLOWED_NAMES = new Set([
  // dart:core, dart:async, dart:io, dart:convert
  'Exception',
  'FormatException',
  'TimeoutException',
  'IOException',
  'SocketException',
  'HttpException',
  'HandshakeException',
  'TlsException',
  'FileSystemException',
  'IntegerDivisionByZeroException',
  'StateError',
  'ArgumentError',
  'TypeError',
  'RangeError',
  'UnsupportedError',
  'UnimplementedError',
  'ConcurrentModificationError',
  'AsyncError',
  'ParallelWaitError',
  'HttpClient',
  'ZoneSpecification',
  'StreamController',
  'StreamTransformer',
  'JsonCodec',
  'Utf8Codec',
  'ContentType',
  // package:http
  'ClientException',
  'RequestAbortedException',
  'BaseClient',
  'MockClient',
  'StreamedResponse',
  'BaseRequest',
  'AbortableRequest',
  'RetryClient',
  // dio
  'DioException',
  'DioExceptionType',
  'CancelToken',
  'BaseOptions',
  'Options',
  'RequestOptions',
  'InterceptorsWrapper',
  'ResponseType',
  // Flutter
  'BuildContext',
  'FutureBuilder',
  'StreamBuilder',
  'LayoutBuilder',
  'Builder',
  'StatefulBuilder',
  'ValueListenableBuilder',
  'AnimatedBuilder',
  'ListenableBuilder',
  'TweenAnimationBuilder',
  'InheritedWidget',
  'ChangeNotifierProvider',
  'Provider',
  'MultiProvider',
  'FutureProvider',
  'StreamProvider',
  'ScaffoldMessenger',
  'ScaffoldMessengerState',
  'NavigatorState',
  'FlutterError',
  'FlutterErrorDetails',
  'PlatformException',
  'MissingPluginException',
  'TextEditingController',
  'ScrollController',
  'AnimationController',
  'RefreshIndicator',
  'ConnectionState',
  // package:test and friends
  'TestFailure',
  'FakeAsync',
  'WidgetTester',
  'TestWidgetsFlutterBinding',
]);

const POLLY_PREFIX =
  /^(?:Resilience|Retry|Circuit|Timeout|Fallback|Hedg|RateLimit|Cache|Outcome|Predicate|Delay|Backoff|Jitter|Break|Cancel|OperationCancel|Concurrency|Bulkhead|Polly|MemoryCache|Metrics|Typed(?:Resilience|Pipeline)|Pipeline|Strategy|Should|On[A-Z])/;
const POLLY_SUFFIX =
  /(?:Options|Strategy|Exception|Arguments|Args|Provider|Builder|Pipeline|Helper|Generator|Callback|Predicate|Control|Metrics|Limiter|Breaker|Context|Outcome|Token|Policy)$/;

/** Whether a name not in the manifest would read as polly_dart API to a reader. */
function looksLikePollyApi(name: string): boolean {
  return POLLY_PREFIX.test(name) || POLLY_SUFFIX.test(name);
}

/** `add*` methods of Dart, Flutter and package:test types, which are not builder methods. */
const ALLOWED_ADD_METHODS = new Set([
  'addAll',
  'addEntries',
  'addError',
  'addStream',
  'addListener',
  'addStatusListener',
  'addPostFrameCallback',
  'addObserver',
  'addTearDown',
  'addFlag',
  'addOption',
  'addCommand',
  'addPersistentFrameCallback',
]);

// ---------------------------------------------------------------- the checker

interface Scope {
  code: string;
  text: string;
  api: ApiIndex;
  polly: Set<string>;
  declaredElsewhere: Set<string>;
  /** Parameter names of closures whose types were bound; not tracked as variables. */
  closureNames: Set<string>;
  problems: SampleProblem[];
}

function report(scope: Scope, offset: number, message: string): void {
  scope.problems.push({line: lineAt(scope.text, offset), message});
}

function ruleMessage(rule: NonExistentRule, rules: NonExistentRule[]): string {
  const entries = rule.kind === 'option' ? rules.filter((r) => r.kind === 'option' && r.name === rule.name) : [rule];
  return `${entries.map((r) => `'${r.entry}'`).join(' / ')}: not in polly_dart 0.0.9 (listed in nonExistentNames)`;
}

/** Parameter classes of a callback whose declared type is `type` (a typedef or `X Function(A, B)`). */
function callbackParameterClasses(type: string, api: ApiIndex): (string | null)[] {
  const bare = type.replace(/\?$/, '').trim();
  const typedef = api.typedefs.get(/^(\w+)/.exec(bare)?.[1] ?? '');
  if (typedef) return typedef.map((p) => classOf(p.type, api.classes));
  const fn = /Function\s*\(([^)]*)\)/.exec(bare);
  if (!fn) return [];
  return fn[1]
    .split(',')
    .filter((p) => p.trim())
    .map((p) => classOf(p.trim(), api.classes));
}

/** Checks the arguments of a call to `callable`; `strict` also checks names and counts. */
function checkArguments(scope: Scope, callable: Callable, open: number, close: number, strict: boolean): void {
  const args = splitArguments(scope.text, open, close);
  const label = `${callable.owner}${callable.name ? '.' + callable.name : ''}`;
  const positional = callable.params.filter((p) => !p.named);
  let index = 0;
  for (const arg of args) {
    const param = arg.name ? callable.params.find((p) => p.named && p.name === arg.name) : positional[index++];
    if (!param) {
      if (!strict) continue;
      const option = scope.api.rules.find((r) => r.kind === 'option' && r.name === arg.name);
      if (option) continue; // reported by the option rule
      report(
        scope,
        arg.start,
        arg.name
          ? `${label}(...) has no named parameter '${arg.name}'`
          : `${label}(...) takes at most ${positional.length} positional argument(s)`,
      );
      continue;
    }
    bindCallback(scope, callbackParameterClasses(param.type, scope.api), arg.valueStart, arg.end);
  }
  if (!strict) return;
  for (const p of callable.params) {
    if (p.named && p.required && !args.some((a) => a.name === p.name)) {
      report(scope, open, `${label}(...) needs the named argument '${p.name}'`);
    }
  }
  const requiredPositional = positional.filter((p) => p.required).length;
  if (index < requiredPositional)
    report(scope, open, `${label}(...) needs ${requiredPositional} positional argument(s)`);
}

/** When the argument is a closure, checks member reads on its parameters inside its body. */
function bindCallback(scope: Scope, classes: (string | null)[], start: number, end: number): void {
  if (!classes.some(Boolean)) return;
  const text = scope.text.slice(start, end);
  const closure = /^\s*\(([^()]*)\)\s*(?:async\s*\*?|sync\s*\*)?\s*(?:=>|\{)/.exec(text);
  if (!closure) return;
  closure[1].split(',').forEach((param, i) => {
    const parts = param.trim().split(/\s+/);
    const name = parts[parts.length - 1];
    const annotated = parts.length > 1 ? classOf(parts.slice(0, -1).join(' '), scope.api.classes) : null;
    const type = annotated ?? classes[i];
    if (!/^[a-z_]\w*$/.test(name)) return;
    scope.closureNames.add(name);
    if (!type) return;
    for (const use of text.matchAll(new RegExp(`(?<![\\w$.])${name}(?=\\s*[?!]?\\.\\s*[A-Za-z_])`, 'g'))) {
      walkChain(scope, start + (use.index ?? 0) + name.length, type);
    }
  });
}

/**
 * Follows `.member`, `..member`, `?.member` and calls after an expression of
 * class `type`, checking each member against the manifest.
 */
function walkChain(scope: Scope, from: number, type: string | null): number {
  const {text, api} = scope;
  let k = from;
  let current = type;
  for (;;) {
    let j = skipSpace(text, k);
    if (text[j] === '!') j = skipSpace(text, j + 1);
    const access = /^(\?\.\.|\?\.|\.\.(?!\.)|\.(?!\.))\s*([A-Za-z_]\w*)/.exec(text.slice(j, j + 200));
    if (!access) return k;
    const cascade = access[1].endsWith('..');
    const name = access[2];
    const nameAt = j + access[0].length - name.length;
    let after = j + access[0].length;
    let callOpen = -1;
    const afterName = skipSpace(text, after);
    if (text[afterName] === '<') {
      const end = typeArgumentsEnd(text, afterName);
      if (end > 0 && text[skipSpace(text, end)] === '(') callOpen = skipSpace(text, end);
    } else if (text[afterName] === '(') callOpen = afterName;
    const cls = current ? api.classes.get(current) : undefined;
    const member = cls && !cls.open ? cls.members.get(name) : undefined;
    if (cls && !cls.open && member === undefined && !cls.members.has(name)) {
      reportMissingMember(scope, nameAt, cls.name, name);
    }
    let next: string | null = null;
    if (callOpen >= 0) {
      const close = closingIndex(text, callOpen);
      if (close < 0) return k;
      if (member && typeof member !== 'string') {
        checkArguments(scope, member, callOpen, close, true);
        next = member.returns;
      }
      after = close;
    } else if (typeof member === 'string') next = member;
    current = cascade ? current : next;
    k = after;
  }
}

function reportMissingMember(scope: Scope, at: number, owner: string, name: string): void {
  const rule = scope.api.rules.find(
    (r) =>
      (r.kind === 'receiverMember' && r.owner === owner && r.name === name) || (r.kind === 'member' && r.name === name),
  );
  if (rule) return report(scope, at, ruleMessage(rule, scope.api.rules));
  if (/^add[A-Z]/.test(name) && !scope.api.builderMethods.has(name)) return; // reported as an unknown builder method
  if (scope.api.rules.some((r) => r.kind === 'option' && r.name === name)) return; // reported by the option rule
  report(scope, at, `${owner} has no member '${name}'`);
}

/** `Class`, `Class<T>`, `Class.named`, `Class<T>.named` followed by `(`, or a static read. */
function checkClassReferences(scope: Scope): void {
  const {text, api} = scope;
  for (const match of text.matchAll(/(?<![\w$])(?:(\w+)\s*\.\s*)?([A-Z]\w*)/g)) {
    const [, prefix, name] = match;
    if (prefix && !scope.polly.has(prefix)) continue;
    const at = (match.index ?? 0) + match[0].length - name.length;
    if (!prefix && at > 0 && /[.$]/.test(text[at - 1] ?? '')) continue;
    const cls = api.classes.get(name);
    if (!cls) continue;
    let k = skipSpace(text, at + name.length);
    if (text[k] === '<') {
      const end = typeArgumentsEnd(text, k);
      if (end < 0) continue;
      k = skipSpace(text, end);
    }
    let member = '';
    let memberAt = k;
    const dotted = /^\.\s*([A-Za-z_]\w*)/.exec(text.slice(k, k + 200));
    if (dotted && text[k + 1] !== '.') {
      member = dotted[1];
      memberAt = k + dotted[0].length - member.length;
      k = skipSpace(text, k + dotted[0].length);
    }
    const isCall = text[k] === '(';
    if (!isCall && !member) continue;
    const constructor = cls.constructors.get(member);
    const staticMember = member ? cls.statics.get(member) : undefined;
    if (isCall && !member && !constructor) {
      const rule = api.rules.find((r) => r.kind === 'unnamedConstructor' && r.owner === name);
      report(scope, at, rule ? ruleMessage(rule, api.rules) : `${name} has no unnamed constructor`);
      continue;
    }
    if (member && !constructor && staticMember === undefined) {
      const rule = api.rules.find((r) => r.kind === 'enumValue' && r.owner === name && r.name === member);
      if (rule) report(scope, memberAt, ruleMessage(rule, scope.api.rules));
      else if (!cls.open) report(scope, memberAt, `${name} has no constructor or static member '${member}'`);
      continue;
    }
    if (isCall) {
      const close = closingIndex(text, k);
      if (close < 0) continue;
      const callable = constructor ?? (typeof staticMember === 'object' ? staticMember : null);
      if (callable) checkArguments(scope, callable, k, close, true);
      walkChain(scope, close, constructor ? name : (callable?.returns ?? null));
    } else {
      walkChain(scope, k, typeof staticMember === 'string' ? staticMember : null);
    }
  }
}

/** Variables whose type is known: `Type name` declarations and `final name = <expression>`. */
function variableTypes(scope: Scope): Map<string, string | null> {
  const {text, api} = scope;
  const types = new Map<string, string | null>();
  const set = (name: string, type: string | null) => {
    if (types.has(name) && types.get(name) !== type) types.set(name, null);
    else types.set(name, type);
  };
  for (const m of text.matchAll(/(?<![\w$.])([A-Z]\w*)(?:<[\w\s,<>?]*>)?\??\s+([a-z_]\w*)\s*(?=[=;,){])/g)) {
    set(m[2], api.classes.has(m[1]) ? m[1] : null);
  }
  for (const m of text.matchAll(/\b(?:final|var|const)\s+([a-z_]\w*)\s*=\s*(?:const\s+|new\s+)?/g)) {
    set(m[1], expressionType(scope, (m.index ?? 0) + m[0].length, types));
  }
  return types;
}

/**
 * The class an initializer evaluates to: a constructor or static call, or a
 * known variable, followed by member reads and calls (`Builder()...build()`,
 * `await pipeline.executeAndCapture(...)`, `metered.metrics`); null if unknown.
 */
function expressionType(scope: Scope, start: number, known: Map<string, string | null>): string | null {
  const {text, api} = scope;
  let k = start;
  const awaited = /^await\s+/.exec(text.slice(k, k + 10));
  if (awaited) k += awaited[0].length;
  const head = /^(?:(\w+)\.)?([A-Z]\w*)|^([a-z_]\w*)/.exec(text.slice(k, k + 200));
  if (!head || (head[1] && !scope.polly.has(head[1]))) return null;
  let type: string | null;
  let lastCall: Callable | null = null;
  if (head[3]) {
    type = known.get(head[3]) ?? null;
    k += head[0].length;
  } else {
    const cls = api.classes.get(head[2]);
    if (!cls) return null;
    type = cls.name;
    k = skipSpace(text, k + head[0].length);
    if (text[k] === '<') {
      const end = typeArgumentsEnd(text, k);
      if (end < 0) return null;
      k = skipSpace(text, end);
    }
    const dotted = /^\.\s*([A-Za-z_]\w*)/.exec(text.slice(k, k + 200));
    if (dotted) {
      const constructor = cls.constructors.get(dotted[1]);
      const member = cls.statics.get(dotted[1]);
      lastCall = member && typeof member === 'object' ? member : null;
      type = constructor ? cls.name : typeof member === 'string' ? member : (lastCall?.returns ?? null);
      k = skipSpace(text, k + dotted[0].length);
    }
    if (text[k] === '(') {
      const close = closingIndex(text, k);
      if (close < 0) return null;
      k = close;
    } else lastCall = null;
  }
  // follow `.member` and `.method()` steps; cascades keep the receiver's type
  for (;;) {
    const step = /^\s*(\.\.|\?\.|\.)\s*([A-Za-z_]\w*)\s*(?:<[\w\s,<>?]*>)?\s*(\()?/.exec(text.slice(k, k + 300));
    if (!step || !type) break;
    const member = api.classes.get(type)?.members.get(step[2]);
    k += step[0].length;
    if (step[3]) {
      const close = closingIndex(text, k - 1);
      if (close < 0) return null;
      k = close;
    }
    if (step[1] === '..') continue;
    lastCall = step[3] && member && typeof member === 'object' ? member : null;
    type = typeof member === 'string' ? member : (lastCall?.returns ?? null);
  }
  if (!awaited) return type;
  return lastCall ? lastCall.awaitedReturns : null;
}

function checkVariables(scope: Scope): void {
  for (const [name, type] of variableTypes(scope)) {
    if (!type || scope.closureNames.has(name)) continue;
    for (const use of scope.text.matchAll(new RegExp(`(?<![\\w$.])${name}(?=\\s*[?!]?\\.\\.?\\s*[A-Za-z_])`, 'g'))) {
      walkChain(scope, (use.index ?? 0) + name.length, type);
    }
  }
}

/** Calls whose receiver type is unknown but whose method name belongs to one manifest method. */
function checkKnownMethodCallbacks(scope: Scope): void {
  const {text, api} = scope;
  for (const m of text.matchAll(/\.\s*([a-z]\w*)\s*(?:<[\w\s,<>?]*>)?\s*\(/g)) {
    const callable = api.methodsByName.get(m[1]);
    if (!callable) continue;
    const open = (m.index ?? 0) + m[0].length - 1;
    const close = closingIndex(text, open);
    if (close > 0) checkArguments(scope, callable, open, close, false);
  }
}

function checkAddMethods(scope: Scope): void {
  for (const m of scope.text.matchAll(/\.\s*(add[A-Z]\w*)\s*(?:<[\w\s,<>?]*>)?\s*\(/g)) {
    const name = m[1];
    if (scope.api.builderMethods.has(name) || ALLOWED_ADD_METHODS.has(name)) continue;
    report(scope, (m.index ?? 0) + m[0].indexOf(name), `the pipeline builders have no method '${name}'`);
  }
}

/** A sample as the Dart parser reads it. */
export interface ParsedSample {
  code: string;
  /** The code with comments and string contents blanked (see dart-parser.ts). */
  text: string;
  tokens: DartToken[];
  /** Syntax errors, with lines relative to the sample. */
  syntax: SampleProblem[];
}

const parsedSamples = new Map<string, ParsedSample>();

/** Parses a sample once (the result is kept for the same code). */
export function readSample(code: string): ParsedSample {
  const known = parsedSamples.get(code);
  if (known) return known;
  const parsed = parseDartSample(code);
  const sample: ParsedSample = {
    code,
    text: maskedText(code, parsed.tokens),
    tokens: parsed.tokens,
    syntax: parsed.diagnostics.map((d) => ({
      line: lineAt(code, d.offset),
      message: `Dart syntax error (${d.code}): ${d.message}`,
    })),
  };
  parsedSamples.set(code, sample);
  return sample;
}

const DECLARING = new Set(['CLASS', 'ENUM', 'MIXIN', 'TYPEDEF', 'EXTENSION']);

/** Types a sample declares itself (classes, enums, mixins, typedefs, extensions), from its tokens. */
export function declaredTypes(code: string): Set<string> {
  const {tokens} = readSample(code);
  const names = new Set<string>();
  tokens.forEach((token, i) => {
    if (!DECLARING.has(token.type)) return;
    // `extension type Name`, otherwise the name follows the keyword (`extension on X` has none).
    const name = tokens[i + 1]?.lexeme === 'type' ? tokens[i + 2] : tokens[i + 1];
    if (name && /^[A-Z]/.test(name.lexeme)) names.add(name.lexeme);
  });
  return names;
}

export interface DartImport {
  uri: string;
  /** `as` prefix, if any. */
  prefix: string | null;
  /** 1-based line in the sample. */
  line: number;
}

/** The sample's `import` directives, from its tokens. */
export function importsOf(code: string): DartImport[] {
  const {tokens} = readSample(code);
  return tokens.flatMap((token, i) => {
    const uri = tokens[i + 1];
    if (token.type !== 'IMPORT' || uri?.type !== 'STRING') return [];
    const as = tokens[i + 2]?.type === 'AS' ? (tokens[i + 3]?.lexeme ?? null) : null;
    return [
      {uri: uri.lexeme.replace(/^r?(['"]{1,3})([\s\S]*)\1$/, '$2'), prefix: as, line: lineAt(code, token.offset)},
    ];
  });
}

function checkUnknownNames(scope: Scope): void {
  const {text, api} = scope;
  const declared = new Set([...declaredTypes(scope.code), ...scope.declaredElsewhere]);
  const seen = new Set<string>();
  for (const m of text.matchAll(/(?<![\w$])(?:(\w+)\s*\.\s*)?([A-Z]\w*)/g)) {
    const [, prefix, name] = m;
    const at = (m.index ?? 0) + m[0].length - name.length;
    if (prefix && !scope.polly.has(prefix)) continue;
    if (!prefix && at > 0 && /[.$]/.test(text[at - 1])) continue;
    if (seen.has(name) || declared.has(name)) continue;
    seen.add(name);
    const rule = api.rules.find((r) => r.kind === 'identifier' && r.name === name);
    if (rule) report(scope, at, ruleMessage(rule, scope.api.rules));
    else if (!api.classes.has(name) && !api.typedefs.has(name) && !ALLOWED_NAMES.has(name) && looksLikePollyApi(name)) {
      report(scope, at, `'${name}' is not part of polly_dart 0.0.9 (not in api.json)`);
    }
  }
}

function checkNonExistentUses(scope: Scope): void {
  const {text, api} = scope;
  for (const rule of api.rules) {
    let pattern: RegExp | null = null;
    if (rule.kind === 'genericMethod') pattern = new RegExp(`\\.\\s*${rule.name}\\s*<`, 'g');
    if (rule.kind === 'member') pattern = new RegExp(`\\.\\s*${rule.name}\\b`, 'g');
    if (rule.kind === 'option')
      pattern = new RegExp(`(?:\\.\\s*${rule.name}\\b|(?<=[(,{]\\s*)${rule.name}\\s*:(?!:))`, 'g');
    if (!pattern) continue;
    for (const m of text.matchAll(pattern))
      report(scope, (m.index ?? 0) + m[0].search(/\w/), ruleMessage(rule, scope.api.rules));
  }
}

/** Import prefixes under which polly_dart is visible ('' when imported without `as`). */
function pollyPrefixes(code: string): Set<string> {
  return new Set(
    importsOf(code)
      .filter((i) => i.uri.startsWith('package:polly_dart/') && i.prefix)
      .map((i) => i.prefix as string),
  );
}

/**
 * All problems of one sample; lines are relative to the sample (1 = first line).
 * `declaredElsewhere` holds types declared by other samples of the same page,
 * which a sample may import (e.g. a `ServerException` defined one block earlier).
 */
export function checkDartSample(
  code: string,
  api: ApiIndex,
  declaredElsewhere: Set<string> = new Set(),
): SampleProblem[] {
  const sample = readSample(code);
  const scope: Scope = {
    code,
    text: sample.text,
    api,
    polly: pollyPrefixes(code),
    declaredElsewhere,
    closureNames: new Set(),
    problems: [...sample.syntax],
  };
  checkUnknownNames(scope);
  checkNonExistentUses(scope);
  checkAddMethods(scope);
  checkClassReferences(scope);
  checkKnownMethodCallbacks(scope);
  checkVariables(scope);
  scope.problems.push(...checkTraps(sample.text));
  const unique = new Map(scope.problems.map((p) => [`${p.line}\u0000${p.message}`, p]));
  return [...unique.values()].sort((a, b) => a.line - b.line);
}

/** Problems of a block, with lines counted in its file. */
export function checkBlock(block: DartBlock, api: ApiIndex, declaredElsewhere?: Set<string>): SampleProblem[] {
  return checkDartSample(block.code, api, declaredElsewhere).map((p) => ({
    line: block.line + p.line - 1,
    message: p.message,
  }));
}
