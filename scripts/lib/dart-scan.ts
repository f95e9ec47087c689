/**
 * Helpers of the sample checks over masked Dart source (comments and string
 * contents blanked from the parser's tokens, see dart-parser.ts): the extent
 * of calls, type arguments and arguments. Pure text functions; whether the
 * source is valid Dart is the parser's business.
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
