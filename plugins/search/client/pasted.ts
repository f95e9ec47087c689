/**
 * What a reader pastes from a console: an error message, often with a log
 * prefix and a stack frame or two. `isPastedError` tells such a query from a
 * typed one; `reducePastedError` keeps what identifies the situation (the
 * exception or error type, the message words, package and strategy names)
 * and drops what changes from one run to the next (log prefixes, stack
 * frames, file positions, paths and addresses, durations, numbers, hex ids,
 * quoted host names). Pure: text in, text out.
 */

// An exception or error type as Dart prints it: `TimeoutRejectedException:`, `StateError`, `DioException [`.
const TYPE_NAME = /\b[A-Z][A-Za-z0-9]*(?:Exception|Error)\b/;
const TYPE_NAMES = /\b[A-Z][A-Za-z0-9]*(?:Exception|Error)\b/g;

// Signs that a text was printed by a program rather than typed by a reader.
const PRINTED: readonly RegExp[] = [
  /\b[A-Z][A-Za-z0-9]*(?:Exception|Error)\s*(?::|\[|\(|with\b)/, // `TypeName:`, `DioException [`, `ClientException with`
  /^\s*(?:Unhandled Exception|Bad state|Invalid argument|Exception|Error)\s*:/im,
  /#\d+\s+\S/, // a stack frame: `#0      RetryStrategy.executeCore (...)`
  /\.dart:\d+(?::\d+)?/, // a file position
  /\bpackage:[a-z_][a-z0-9_]*\//, // a package path
  /<asynchronous suspension>/,
  /\b(?:OS Error|errno\s*=)/,
  /\b[EWID]\/flutter\b|\[(?:ERROR|VERBOSE)[^\]]*\]/, // Flutter's log prefixes
  /\b\w+\(\)\s+called\b/, // `setState() called after dispose()`
  /\bis not a subtype of\b/,
];

// What identifies an error is at its start; only this much of a paste is read, so that no
// pattern below ever runs long on a hostile or enormous query.
const READ_LENGTH = 1000;

/** Whether a query looks pasted from a console (an error message or a stack trace). */
export function isPastedError(query: string): boolean {
  const start = query.slice(0, READ_LENGTH);
  return PRINTED.some((sign) => sign.test(start));
}

// A stack frame as Dart prints it: `#0      RetryStrategy.executeCore (package:polly_dart/src/...dart:71:9)`.
const FRAME = /#\d+\s+([\w$.<>]+)[^\n(]*\(([^()\n]*)\)/g;

// Removed in this order: each pattern is replaced by a space.
const NOISE: readonly RegExp[] = [
  /\[(?:ERROR|VERBOSE)[^\]]*\]/g, // `[ERROR:flutter/runtime/dart_vm_initializer.cc(41)]`
  /\b[EWID]\/flutter\s*\(\s*\d+\s*\)\s*:?/g, // `E/flutter (12345):`
  /\b(?:I|E)\/[A-Za-z.]+\s*\(\s*\d+\s*\)\s*:?/g, // other Android log tags
  /\bUnhandled Exception\s*:/gi,
  /<asynchronous suspension>/g,
  /#\d+\s+[^\n]*?\([^()\n]*\)/g, // a whole stack frame, up to its closing location
  /#\d+\s+\S+/g, // a stack frame cut short
  /\((?:package|dart|file):[^)]*\)/g, // a frame's location
  /\b(?:https?|wss?|file):\/\/\S+/g, // addresses
  /\buri\s*=\s*\S*/g,
  /\b(?:address|port|errno)\s*=\s*\S+/g,
  /\bpackage:[^\s)]+/g,
  /[\w./-]+\.(?:dart|cc|c|java|kt|swift|js):\d+(?::\d+)?/g, // file positions
  /\b\d+:\d{2}:\d{2}(?:\.\d+)?\b/g, // durations as Dart prints them (0:00:05.000000)
  /\b0x[0-9a-f]+\b/gi, // hex
  /#[0-9a-f]{5}\b/gi, // a widget's short hash (`_HomeState#3f2a1`)
  /'[^'\s]*[./:][^'\s]*'/g, // quoted host names, paths, addresses
  /\b\d+(?:\.\d+)+\b/g, // IP addresses and versions
  /\b\d+\b/g, // other numbers
  /\b_[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*/g, // the app's private names (`_HomePageState._load`)
];

/** The words of a pasted error that identify its situation, separated by spaces. */
export function reducePastedError(query: string): string {
  // A frame inside polly_dart names the strategy that was running; other frames are the app's own.
  let text = query
    .slice(0, READ_LENGTH)
    .replace(FRAME, (_frame, name: string, location: string) =>
      /^package:polly_dart/.test(location) ? ` ${name.split('.')[0]} ` : ' ',
    );
  for (const noise of NOISE) text = text.replace(noise, ' ');
  return text
    .replace(/[^\p{L}\p{N}_.]+/gu, ' ')
    .replace(/(?<!\w)\.|\.(?!\w)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The exception and error type names a text holds (`TimeoutRejectedException`, `StateError`). */
export function errorTypeNames(text: string): string[] {
  return [...new Set(text.match(TYPE_NAMES) ?? [])];
}

/** Whether a word is an exception or error type name. */
export function isErrorTypeName(word: string): boolean {
  return TYPE_NAME.test(word) && (word.match(TYPE_NAMES)?.[0] ?? '') === word;
}
