/**
 * Low-level scanning of Dart source for the sample checks: masking strings
 * and comments, bracket balance, and finding the extent of calls, type
 * arguments and arguments. Pure text functions.
 */

export interface SampleProblem {
  /** 1-based line, relative to the sample for checkDartSample, to the file for checkBlock. */
  line: number;
  message: string;
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

// ---------------------------------------------------------------- masking

export interface Masked {
  /** Same length and line breaks as the code; string contents and comments are spaces. */
  text: string;
  problems: SampleProblem[];
}

type Frame = {kind: 'code'; depth: number} | {kind: 'string'; quote: string; raw: boolean};

/** Blanks comments and string contents; `${...}` interpolations stay code. */
export function maskDart(code: string): Masked {
  const out = code.split('');
  const problems: SampleProblem[] = [];
  const stack: Frame[] = [{kind: 'code', depth: 0}];
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  let stringStart = 0;
  while (i < code.length) {
    const frame = stack[stack.length - 1];
    const c = code[i];
    if (frame.kind === 'code') {
      if (c === '/' && code[i + 1] === '/') {
        const end = code.indexOf('\n', i);
        const stop = end < 0 ? code.length : end;
        blank(i, stop);
        i = stop;
      } else if (c === '/' && code[i + 1] === '*') {
        let depth = 0;
        let k = i;
        for (; k < code.length; k++) {
          if (code[k] === '/' && code[k + 1] === '*') {
            depth++;
            k++;
          } else if (code[k] === '*' && code[k + 1] === '/') {
            depth--;
            k++;
            if (depth === 0) break;
          }
        }
        if (depth !== 0) problems.push({line: lineAt(code, i), message: 'comment opened here is never closed'});
        blank(i, Math.min(k + 1, code.length));
        i = k + 1;
      } else if (c === "'" || c === '"') {
        const raw = i > 0 && code[i - 1] === 'r' && !/[\w$]/.test(code[i - 2] ?? '');
        const quote = code.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
        stack.push({kind: 'string', quote, raw});
        stringStart = i;
        i += quote.length;
      } else {
        if (c === '{') frame.depth++;
        if (c === '}') {
          if (frame.depth === 0 && stack.length > 1) {
            stack.pop();
            i++;
            continue;
          }
          frame.depth--;
        }
        i++;
      }
      continue;
    }
    // inside a string
    if (!frame.raw && c === '\\') {
      blank(i, i + 2);
      i += 2;
    } else if (code.startsWith(frame.quote, i)) {
      stack.pop();
      i += frame.quote.length;
    } else if (!frame.raw && c === '$' && code[i + 1] === '{') {
      out[i] = ' ';
      stack.push({kind: 'code', depth: 0});
      i += 2;
    } else if (c === '\n' && frame.quote.length === 1) {
      problems.push({line: lineAt(code, stringStart), message: 'string opened here is not closed on its line'});
      stack.pop();
      i++;
    } else {
      blank(i, i + 1);
      i++;
    }
  }
  if (stack.length > 1) problems.push({line: lineAt(code, stringStart), message: 'string opened here is never closed'});
  return {text: out.join(''), problems};
}

// ---------------------------------------------------------------- brackets

const PAIRS: Record<string, string> = {')': '(', ']': '[', '}': '{'};

export function checkBrackets(masked: string): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const stack: {c: string; line: number}[] = [];
  let line = 1;
  for (const c of masked) {
    if (c === '\n') line++;
    else if (c === '(' || c === '[' || c === '{') stack.push({c, line});
    else if (c in PAIRS) {
      const top = stack[stack.length - 1];
      if (top?.c === PAIRS[c]) stack.pop();
      else {
        problems.push({
          line,
          message: top
            ? `'${c}' does not match '${top.c}' opened on line ${top.line}`
            : `'${c}' has no opening bracket`,
        });
        if (top) stack.pop();
      }
    }
  }
  for (const open of stack) problems.push({line: open.line, message: `'${open.c}' is never closed`});
  return problems;
}

// ---------------------------------------------------------------- scanning helpers

/** Index just after the bracket that closes the one at `open`, or -1. */
export function closingIndex(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    const c = text[k];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return k + 1;
    }
  }
  return -1;
}

/** Index just after a balanced `<...>` type argument list starting at `open`, or -1. */
export function typeArgumentsEnd(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    const c = text[k];
    if (c === '<') depth++;
    else if (c === '>') {
      depth--;
      if (depth === 0) return k + 1;
    } else if (!/[\w\s,.?()]/.test(c)) return -1;
  }
  return -1;
}

export function skipSpace(text: string, k: number): number {
  while (k < text.length && /\s/.test(text[k])) k++;
  return k;
}

export interface Arg {
  start: number;
  /** After `name:` for a named argument. */
  valueStart: number;
  end: number;
  name: string | null;
}

/** Top-level arguments of the call whose `(` is at `open` and whose `)` is at `close - 1`. */
export function splitArguments(text: string, open: number, close: number): Arg[] {
  const args: Arg[] = [];
  let depth = 0;
  let start = open + 1;
  const push = (end: number) => {
    const piece = text.slice(start, end);
    if (piece.trim() === '') return;
    const named = /^\s*([A-Za-z_]\w*)\s*:(?!:)/.exec(piece);
    args.push({start, valueStart: start + (named ? named[0].length : 0), end, name: named ? named[1] : null});
  };
  for (let k = open + 1; k < close - 1; k++) {
    const c = text[k];
    // Type arguments hold commas too: `Map<String, int>` (no space before `<`)
    // and typed literals such as `<String, int>{}`.
    if (c === '<') {
      const end = typeArgumentsEnd(text, k);
      const typed = /\w/.test(text[k - 1] ?? '') || /[{[]/.test(text[skipSpace(text, end)] ?? '');
      if (end > 0 && end <= close - 1 && typed) {
        k = end - 1;
        continue;
      }
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      push(k);
      start = k + 1;
    }
  }
  push(close - 1);
  return args;
}
