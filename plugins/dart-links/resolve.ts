/**
 * Finds the polly_dart names in one Dart sample, by what the code means, on
 * the tokens of the Dart analyzer's own scanner (scripts/lib/dart-parser.ts,
 * the parser the content check uses): a string or a comment is one token, or
 * none, so nothing inside it is ever taken for a name. Pure.
 *
 * A name is linked when the code says which API entry it is:
 * - an exported class, enum or typedef (`RetryStrategyOptions`,
 *   `polly.Outcome` under an import prefix), unless the sample declares a
 *   type of that name itself;
 * - what follows such a name: a named constructor (`.noDelay`), a static
 *   member or an enum value (`DelayBackoffType.exponential`);
 * - the named arguments of a constructor call: `delay:` in
 *   `RetryStrategyOptions(...)` is that constructor's parameter, in
 *   `HedgingStrategyOptions(...)` the other one;
 * - a member read or called on an expression whose class is known: a
 *   constructor call, a chain of members, a variable declared with a type
 *   or initialised from such an expression, a closure parameter whose type
 *   the callback's typedef gives (`onRetry: (args) => args.attemptNumber`),
 *   `on X catch (e)`. A variable declared twice with different types is
 *   unknown.
 * - a name the manifest lists in `nonExistentNames`, where it stands
 *   (`RetryStrategyOptions(maxAttempts: 3)`), as missing.
 * Anything else stays plain: a member on a receiver of unknown class is not
 * guessed from its name.
 */
import {parseDartSample, type DartToken} from '../../scripts/lib/dart-parser';
import {memberKey, missingKey, parameterKey, symbolKey} from '../../shared/apiLinkKeys';
import {classOfType, type LinkApi, type LinkClass} from './api';
import type {ApiParam} from '../../shared/apiManifest';

export interface NameRef {
  /** Offsets of the name in the sample's code. */
  start: number;
  end: number;
  /** The entry it names (shared/apiLinkKeys.ts). */
  key: string;
}

const MEMBER_ACCESS = new Set(['PERIOD', 'QUESTION_PERIOD', 'PERIOD_PERIOD', 'QUESTION_PERIOD_PERIOD']);
const CASCADE = new Set(['PERIOD_PERIOD', 'QUESTION_PERIOD_PERIOD']);
const OPENERS: Record<string, string> = {
  OPEN_PAREN: 'CLOSE_PAREN',
  OPEN_SQUARE_BRACKET: 'CLOSE_SQUARE_BRACKET',
  OPEN_CURLY_BRACKET: 'CLOSE_CURLY_BRACKET',
  STRING_INTERPOLATION_EXPRESSION: 'CLOSE_CURLY_BRACKET',
};
const CLOSERS = new Set(Object.values(OPENERS));
const DECLARING = new Set(['CLASS', 'ENUM', 'MIXIN', 'TYPEDEF', 'EXTENSION']);
const DECLARATION_KEYWORDS = new Set(['FINAL', 'VAR', 'CONST', 'LATE']);
const AFTER_DECLARED_NAME = new Set(['EQ', 'SEMICOLON', 'COMMA', 'CLOSE_PAREN', 'CLOSE_CURLY_BRACKET', 'IN']);
/** Tokens a type argument list may hold. */
const IN_TYPE_ARGUMENTS = new Set([
  'IDENTIFIER',
  'COMMA',
  'QUESTION',
  'PERIOD',
  'LT',
  'GT',
  'GT_GT',
  'GT_GT_GT',
  'FUNCTION_KEYWORD',
  'VOID',
  'DYNAMIC',
]);

interface Binding {
  from: number;
  to: number;
  type: string | null;
}

/** Per-sample state of a walk. */
interface Walk {
  tokens: DartToken[];
  api: LinkApi;
  /** The sample's own types, which hide library types of the same name. */
  localTypes: Set<string>;
  /** Import prefixes of polly_dart (`as polly`). */
  prefixes: Set<string>;
  /**
   * Variables and parameters, each with the token range it is seen in (a
   * closure's parameters: that closure; any other: the whole sample) and its
   * class, or null when unknown.
   */
  variables: Map<string, Binding[]>;
  /** Offset -> link; null while collecting variables only. */
  refs: Map<number, NameRef> | null;
}

/** Index of the bracket that closes the one at `open`, or -1. */
function closing(tokens: DartToken[], open: number): number {
  const stack: string[] = [];
  for (let k = open; k < tokens.length; k++) {
    const type = tokens[k].type;
    if (OPENERS[type]) stack.push(OPENERS[type]);
    else if (CLOSERS.has(type)) {
      if (stack.pop() !== type) return -1;
      if (stack.length === 0) return k;
    }
  }
  return -1;
}

/** The index after `<...>` starting at `open` (an LT token), or -1 when it is not a type argument list. */
function afterTypeArguments(tokens: DartToken[], open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const type = tokens[k].type;
    if (type === 'LT') depth++;
    else if (type === 'GT') depth--;
    else if (type === 'GT_GT') depth -= 2;
    else if (type === 'GT_GT_GT') depth -= 3;
    else if (type === 'OPEN_PAREN' && tokens[k - 1]?.type === 'FUNCTION_KEYWORD') {
      const close = closing(tokens, k);
      if (close < 0) return -1;
      k = close;
      continue;
    } else if (!IN_TYPE_ARGUMENTS.has(type)) return -1;
    if (depth < 0) return -1;
    if (depth === 0) return k + 1;
  }
  return -1;
}

function link(walk: Walk, token: DartToken, key: string): void {
  walk.refs?.set(token.offset, {start: token.offset, end: token.end, key});
}

function remember(walk: Walk, name: string, type: string | null, from = 0, to = Infinity): void {
  const bindings = walk.variables.get(name) ?? [];
  const same = bindings.find((b) => b.from === from && b.to === to);
  if (!same) bindings.push({from, to, type});
  else if (same.type !== type) same.type = null;
  walk.variables.set(name, bindings);
}

/**
 * The variable a name at token `at` refers to: the binding of the innermost
 * range that holds it; undefined when the name is no variable there.
 */
function variableAt(walk: Walk, name: string, at: number): Binding | undefined {
  let found: Binding | undefined;
  for (const binding of walk.variables.get(name) ?? []) {
    if (at < binding.from || at > binding.to) continue;
    if (!found || binding.to - binding.from < found.to - found.from) found = binding;
  }
  return found;
}

/** The exported class a head token names, or null (a local type, or not a polly_dart name). */
function libraryType(walk: Walk, name: string, at: number): string | null {
  if (walk.localTypes.has(name) || variableAt(walk, name, at)) return null;
  return walk.api.classes.has(name) || walk.api.typedefs.has(name) ? name : null;
}

/** Classes of the parameters of a callback expected as `type` (a typedef, or `X Function(A, B)`). */
function callbackParameterClasses(walk: Walk, type: string): (string | null)[] {
  const bare = type.replace(/\?$/, '').trim();
  const typedef = walk.api.typedefs.get(/^(\w+)/.exec(bare)?.[1] ?? '');
  if (typedef) return typedef.map((p) => classOfType(p.type, walk.api.classes));
  const fn = /Function\s*\(([^)]*)\)/.exec(bare);
  if (!fn) return [];
  return fn[1]
    .split(',')
    .filter((p) => p.trim())
    .map((p) => classOfType(p.trim(), walk.api.classes));
}

/**
 * The arguments of the call whose `(` is at `open`: named ones are matched to
 * `params` (`labels` gives the key of a label, when it is linked), and a
 * closure's parameters get the classes its callback type gives them.
 */
function callArguments(
  walk: Walk,
  open: number,
  close: number,
  params: ApiParam[],
  labelKey: ((name: string) => string | null) | null,
): void {
  const {tokens} = walk;
  const positional = params.filter((p) => !p.named);
  let index = 0;
  let k = open + 1;
  while (k < close) {
    // One argument: from k to the next comma at this depth.
    let end = k;
    while (end < close && tokens[end].type !== 'COMMA') {
      end = OPENERS[tokens[end].type] ? closing(tokens, end) + 1 || close : end + 1;
    }
    let valueStart = k;
    let param: ApiParam | undefined;
    if (tokens[k + 1]?.type === 'COLON' && k + 1 < end) {
      const label = tokens[k];
      param = params.find((p) => p.named && p.name === label.lexeme);
      const key = labelKey?.(label.lexeme) ?? null;
      if (key) link(walk, label, key);
      valueStart = k + 2;
    } else param = positional[index++];
    if (param) bindClosure(walk, callbackParameterClasses(walk, param.type), valueStart, end);
    k = end + 1;
  }
}

/** `(a, b) => ...` or `(a, b) async {...}` at `start`: its parameters get `classes`, or their own declared types. */
function bindClosure(walk: Walk, classes: (string | null)[], start: number, end: number): void {
  const {tokens} = walk;
  if (tokens[start]?.type !== 'OPEN_PAREN') return;
  const close = closing(tokens, start);
  if (close < 0 || close >= end) return;
  let body = close + 1;
  if (tokens[body]?.type === 'ASYNC' || tokens[body]?.type === 'SYNC') body++;
  if (tokens[body]?.type === 'STAR') body++;
  if (tokens[body]?.type !== 'FUNCTION' && tokens[body]?.type !== 'OPEN_CURLY_BRACKET') return;
  // The closure's extent: its block, or its arrow's expression up to the end of the argument.
  const last = tokens[body].type === 'OPEN_CURLY_BRACKET' ? closing(tokens, body) : end - 1;
  let index = 0;
  let k = start + 1;
  while (k < close) {
    let next = k;
    while (next < close && tokens[next].type !== 'COMMA') next++;
    const names = tokens.slice(k, next).filter((t) => t.type === 'IDENTIFIER');
    const name = names.at(-1);
    if (name) {
      const declared = names.length > 1 ? classOfType(names[0].lexeme, walk.api.classes) : null;
      remember(walk, name.lexeme, declared ?? classes[index] ?? null, start, last);
    }
    index++;
    k = next + 1;
  }
}

/** What an expression evaluates to so far, while a chain is followed. */
interface ChainState {
  type: string | null;
  /** The class of `await` on the last call, when it returns a Future of a manifest class. */
  awaited: string | null;
}

/**
 * Follows a chain from its head at `i`: `Class`, `Class<T>.named(...)`,
 * `variable`, then `.member`, `?.member`, `..member`, `!` and calls. Links
 * what it can place; returns the chain's class and the index after it.
 */
function followChain(walk: Walk, i: number): {state: ChainState; end: number} {
  const {tokens, api} = walk;
  let k = i;
  let state: ChainState = {type: null, awaited: null};
  let head = tokens[k];
  if (walk.prefixes.has(head.lexeme) && tokens[k + 1]?.type === 'PERIOD' && tokens[k + 2]?.type === 'IDENTIFIER') {
    k += 2;
    head = tokens[k];
  }
  const symbol = libraryType(walk, head.lexeme, k);
  const missingType = walk.localTypes.has(head.lexeme)
    ? undefined
    : api.missing.find((m) => m.kind === 'type' && m.name === head.lexeme);
  if (missingType) {
    link(walk, head, missingKey(missingType.entry));
    return {state, end: k + 1};
  }
  if (symbol) {
    const cls = api.classes.get(symbol);
    k++;
    if (tokens[k]?.type === 'LT') {
      const after = afterTypeArguments(tokens, k);
      if (after > 0) k = after;
    }
    let constructor: string | null = null;
    if (cls && tokens[k]?.type === 'PERIOD' && tokens[k + 1]) {
      const name = tokens[k + 1];
      const member = cls.members.get(name.lexeme);
      const missing = api.missing.find((m) => m.kind === 'member' && m.owner === symbol && m.name === name.lexeme);
      if (cls.constructors.has(name.lexeme)) {
        link(walk, head, symbolKey(symbol));
        link(walk, name, memberKey(symbol, name.lexeme));
        constructor = name.lexeme;
        state = {type: symbol, awaited: null};
        k += 2;
      } else if (cls.values.has(name.lexeme)) {
        link(walk, head, symbolKey(symbol));
        link(walk, name, memberKey(symbol, name.lexeme));
        return chainFrom(walk, k + 2, {type: symbol, awaited: null});
      } else if (member?.static) {
        link(walk, head, symbolKey(symbol));
        link(walk, name, memberKey(member.owner, member.name));
        k += 2;
        if (tokens[k]?.type === 'LT') k = Math.max(k, afterTypeArguments(tokens, k));
        if (tokens[k]?.type === 'OPEN_PAREN') {
          const close = closing(tokens, k);
          if (close < 0) return {state, end: k};
          callArguments(walk, k, close, member.params, null);
          return chainFrom(walk, close + 1, {type: member.type, awaited: member.awaited});
        }
        return chainFrom(walk, k, {type: member.type, awaited: null});
      } else if (missing) {
        link(walk, head, symbolKey(symbol));
        link(walk, name, missingKey(missing.entry));
        return {state, end: k + 2};
      } else {
        link(walk, head, symbolKey(symbol));
        return {state, end: k};
      }
    }
    if (cls && tokens[k]?.type === 'OPEN_PAREN') {
      const close = closing(tokens, k);
      if (close < 0) return {state, end: k};
      const name = constructor ?? '';
      const params = cls.constructors.get(name);
      if (params) {
        if (constructor === null) link(walk, head, symbolKey(symbol));
        callArguments(walk, k, close, params, (label) => {
          if (params.some((p) => p.named && p.name === label)) return parameterKey(symbol, name, label);
          const missing = api.missing.find((m) => m.kind === 'member' && m.owner === symbol && m.name === label);
          return missing ? missingKey(missing.entry) : null;
        });
      } else {
        const missing = api.missing.find((m) => m.kind === 'unnamedConstructor' && m.owner === symbol);
        link(walk, head, missing ? missingKey(missing.entry) : symbolKey(symbol));
      }
      return chainFrom(walk, close + 1, {type: symbol, awaited: null});
    }
    link(walk, head, symbolKey(symbol));
    return {state, end: k};
  }
  const variable = variableAt(walk, head.lexeme, k);
  if (variable) return chainFrom(walk, k + 1, {type: variable.type, awaited: null});
  return {state, end: k + 1};
}

/** `.member`, `?.member`, `..member`, `!` and calls after an expression of class `state.type`. */
function chainFrom(walk: Walk, from: number, start: ChainState): {state: ChainState; end: number} {
  const {tokens, api} = walk;
  let k = from;
  let state = start;
  let receiver = start.type;
  for (;;) {
    if (tokens[k]?.type === 'BANG') k++;
    const access = tokens[k];
    const name = tokens[k + 1];
    if (!access || !name || !MEMBER_ACCESS.has(access.type)) return {state, end: k};
    const cascade = CASCADE.has(access.type);
    const on = cascade ? receiver : state.type;
    const cls: LinkClass | undefined = on ? api.classes.get(on) : undefined;
    const member = cls?.members.get(name.lexeme);
    k += 2;
    let generic = false;
    if (tokens[k]?.type === 'LT') {
      const after = afterTypeArguments(tokens, k);
      if (after > 0) {
        generic = true;
        k = after;
      }
    }
    const missing = cls
      ? api.missing.find(
          (m) =>
            (m.kind === 'member' && m.owner === cls.name && m.name === name.lexeme && !member) ||
            (m.kind === 'genericMethod' && m.owner === cls.name && m.name === name.lexeme && generic),
        )
      : undefined;
    if (missing) link(walk, name, missingKey(missing.entry));
    else if (member) link(walk, name, memberKey(member.owner, member.name));
    let next: ChainState = {type: null, awaited: null};
    if (tokens[k]?.type === 'OPEN_PAREN') {
      const close = closing(tokens, k);
      if (close < 0) return {state, end: k};
      if (member) {
        callArguments(walk, k, close, member.params, null);
        next = {type: member.type, awaited: member.awaited};
      }
      k = close + 1;
    } else if (member) next = {type: member.type, awaited: null};
    if (cascade) {
      state = {type: receiver, awaited: null};
    } else {
      state = next;
      receiver = next.type;
    }
  }
}

/** The class an initializer evaluates to, `await` included; null when unknown. */
function initializerType(walk: Walk, start: number): string | null {
  let k = start;
  const awaited = walk.tokens[k]?.type === 'AWAIT';
  if (awaited) k++;
  if (walk.tokens[k]?.type === 'CONST' || walk.tokens[k]?.type === 'NEW') k++;
  if (walk.tokens[k]?.type !== 'IDENTIFIER') return null;
  const refs = walk.refs;
  walk.refs = null;
  const {state} = followChain(walk, k);
  walk.refs = refs;
  return awaited ? state.awaited : state.type;
}

/** Records the variables a token at `i` declares: `final x = ...`, `Type x`, `on Type catch (e)`, `for (final x in ...)`. */
function declare(walk: Walk, i: number): void {
  const {tokens} = walk;
  const token = tokens[i];
  if (DECLARATION_KEYWORDS.has(token.type)) {
    let k = i + 1;
    while (DECLARATION_KEYWORDS.has(tokens[k]?.type ?? '')) k++;
    // `final x =` (the type comes from the initializer); `final Type x` is left to the typed form below.
    if (tokens[k]?.type === 'IDENTIFIER' && AFTER_DECLARED_NAME.has(tokens[k + 1]?.type ?? '')) {
      remember(walk, tokens[k].lexeme, tokens[k + 1].type === 'EQ' ? initializerType(walk, k + 2) : null);
    }
    return;
  }
  if (token.type === 'ON' && tokens[i + 1]?.type === 'IDENTIFIER') {
    const type = libraryType(walk, tokens[i + 1].lexeme, i + 1);
    const k = tokens[i + 2]?.type === 'CATCH' ? i + 2 : -1;
    if (k > 0 && tokens[k + 1]?.type === 'OPEN_PAREN' && tokens[k + 2]?.type === 'IDENTIFIER') {
      remember(walk, tokens[k + 2].lexeme, type && walk.api.classes.has(type) ? type : null);
    }
    return;
  }
  if (token.type === 'CATCH' && tokens[i - 1]?.type !== 'IDENTIFIER' && tokens[i + 2]?.type === 'IDENTIFIER') {
    remember(walk, tokens[i + 2].lexeme, null);
    return;
  }
  if (token.type !== 'IDENTIFIER') return;
  // A type under an import prefix (`polly.ResilienceContext context`) is read at its own name.
  const prefixed = tokens[i - 1]?.type === 'PERIOD' && walk.prefixes.has(tokens[i - 2]?.lexeme ?? '');
  if (MEMBER_ACCESS.has(tokens[i - 1]?.type ?? '') && !prefixed) return;
  // `Type name` followed by `=`, `;`, `,` or `)`: a typed variable or parameter.
  let k = i + 1;
  if (tokens[k]?.type === 'LT') k = afterTypeArguments(tokens, k);
  if (k < 0) return;
  if (tokens[k]?.type === 'QUESTION') k++;
  const name = tokens[k];
  if (name?.type !== 'IDENTIFIER' || !AFTER_DECLARED_NAME.has(tokens[k + 1]?.type ?? '')) return;
  if (tokens[i - 1]?.type === 'COMMA' && tokens[k + 1]?.type === 'COLON') return;
  const type = libraryType(walk, token.lexeme, i);
  remember(walk, name.lexeme, type && walk.api.classes.has(type) ? type : null);
}

/** Whether the identifier at `i` is the label of a named argument (`delay:` in a call). */
function isLabel(tokens: DartToken[], i: number): boolean {
  const before = tokens[i - 1]?.type;
  return tokens[i + 1]?.type === 'COLON' && (before === 'OPEN_PAREN' || before === 'COMMA');
}

function walkTokens(walk: Walk): void {
  const {tokens} = walk;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (walk.refs === null) declare(walk, i);
    if (token.type !== 'IDENTIFIER' || MEMBER_ACCESS.has(tokens[i - 1]?.type ?? '') || isLabel(tokens, i)) continue;
    // A declaration's own name (`class X`, `typedef X`) is the sample's, not the library's.
    if (DECLARING.has(tokens[i - 1]?.type ?? '')) continue;
    followChain(walk, i);
  }
}

/** Import prefixes under which the sample sees polly_dart. */
function pollyPrefixes(tokens: DartToken[]): Set<string> {
  const prefixes = new Set<string>();
  tokens.forEach((token, i) => {
    const uri = tokens[i + 1];
    if (token.type !== 'IMPORT' || uri?.type !== 'STRING' || !uri.lexeme.slice(1).startsWith('package:polly_dart/'))
      return;
    if (tokens[i + 2]?.type === 'AS' && tokens[i + 3]) prefixes.add(tokens[i + 3].lexeme);
  });
  return prefixes;
}

/** Types the sample declares itself. */
function localTypes(tokens: DartToken[]): Set<string> {
  const names = new Set<string>();
  tokens.forEach((token, i) => {
    if (!DECLARING.has(token.type)) return;
    const name = tokens[i + 1]?.lexeme === 'type' ? tokens[i + 2] : tokens[i + 1];
    if (name?.type === 'IDENTIFIER') names.add(name.lexeme);
  });
  return names;
}

function declarations(code: string, api: LinkApi): Walk {
  const {tokens} = parseDartSample(code);
  const walk: Walk = {
    tokens,
    api,
    localTypes: localTypes(tokens),
    prefixes: pollyPrefixes(tokens),
    variables: new Map(),
    refs: null,
  };
  walkTokens(walk);
  return walk;
}

/**
 * The variables a sample declares whose class is known and the same
 * wherever they are declared in it (`final articlePipeline = ...` in a
 * `lib/` file another sample of the page imports).
 */
export function knownVariables(code: string, api: LinkApi): Map<string, string> {
  const known = new Map<string, string>();
  for (const [name, bindings] of declarations(code, api).variables) {
    const types = new Set(bindings.map((b) => b.type));
    const [type] = types;
    if (types.size === 1 && type && bindings.every((b) => b.from === 0 && b.to === Infinity)) known.set(name, type);
  }
  return known;
}

/**
 * The polly_dart names of one sample, in order. `outer` holds variables
 * that other samples of the same page declare (knownVariables); the
 * sample's own declarations hide them.
 */
export function resolveNames(code: string, api: LinkApi, outer: ReadonlyMap<string, string> = new Map()): NameRef[] {
  // First every declaration (a field may be used above the line that declares it), then the links.
  const walk = declarations(code, api);
  for (const [name, type] of outer) if (!walk.variables.has(name)) remember(walk, name, type);
  walk.refs = new Map();
  walkTokens(walk);
  return [...walk.refs.values()].sort((a, b) => a.start - b.start);
}
