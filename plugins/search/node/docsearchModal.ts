/**
 * Seams `search-docsearch-error-screen` and `search-docsearch-input-limit`
 * (seams.ts at the site's root): the plugin serves DocSearch's modal
 * (`@search/docsearch-modal`) from a copy of DocSearch's ES build of the modal
 * (`@docsearch/react/modal`, dist/esm/DocSearchModal.js) with two statements
 * changed. The copy is made at build time from the installed package.
 *
 * 1. The error screen. DocSearch sets the `error` status when every search
 *    host fails, but the autocomplete core it bundles resets the status to
 *    `idle` as soon as the request settles, so readers see "No results"
 *    instead of the error screen. That same statement also drops the promise
 *    of the failed request without a handler, so every failed search ends in
 *    an unhandled rejection. In the copy the statement leaves an `error` status
 *    alone (the next keystroke starts a new request and leaves it) and handles
 *    the dropped promise. DocSearch's props offer no way in: the status belongs
 *    to the autocomplete core, and `transformSearchClient` only sees the request.
 * 2. The input limit. DocSearch 4 gives its input `maxLength` 512 (the length
 *    of a question to its assistant), fixed in its search box; the
 *    specification's input takes at most 64 characters, as DocSearch 3 did. No
 *    prop sets it.
 *
 * When a new DocSearch no longer has a statement exactly once, the build goes
 * on with that statement as it ships (search works; the error screen does not
 * stay, or the input takes 512 characters), says so, and the seam's tests fail.
 */
import fs from 'node:fs';
import path from 'node:path';

const ERROR_SCREEN = 'search-docsearch-error-screen';
const INPUT_LIMIT = 'search-docsearch-input-limit';

/** The specification's input limit. */
export const MAX_QUERY_LENGTH = 64;

// DocSearch 3's build wraps the function in parentheses, 4's does not.
const RESET_TO_IDLE =
  /\.finally\(\(?function\(\)\{([\w$]+)\("idle"\),([\w$]+)&&([\w$]+)\.environment\.clearTimeout\(\2\)\}\)?\);return ([\w$]+)\.pendingRequests\.add\(/g;

const KEEP_ERROR =
  '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)}).catch(function(){});return $4.pendingRequests.add(';

const INPUT_PROPS = /(\.getInputProps\(\{inputElement:[\w$.]+\.inputRef\.current,autoFocus:[\w$.]+,maxLength:)\d+\}/g;

function replaceOnce(source: string, pattern: RegExp, replacement: string): string | null {
  const found = source.match(pattern)?.length ?? 0;
  return found === 1 ? source.replace(pattern, replacement) : null;
}

/** DocSearch's build with the status reset changed, or null when the statement is not there exactly once. */
export function keepErrorStatus(source: string): string | null {
  return replaceOnce(source, RESET_TO_IDLE, KEEP_ERROR);
}

/** DocSearch's build with its input limited to 64 characters, or null when the statement is not there exactly once. */
export function limitQueryLength(source: string): string | null {
  return replaceOnce(source, INPUT_PROPS, `$1${MAX_QUERY_LENGTH}}`);
}

/** What the build says when a change does not apply to the installed DocSearch. */
export function notAppliedMessage(version: string, seam: string = ERROR_SCREEN): string {
  const effect =
    seam === INPUT_LIMIT
      ? `its search box's input limit, so the modal's input takes more than ${MAX_QUERY_LENGTH} characters`
      : 'the status reset, so a failed search shows "No results"';
  return (
    `seam ${seam}: @docsearch/react ${version} no longer has ${effect} where ` +
    'plugins/search/node/docsearchModal.ts changes it, and the modal is served with that statement as it ships. ' +
    'Update the pattern there for this version (see the entry in seams.ts).'
  );
}

/** The installed DocSearch's ES build of its modal (what `@docsearch/react/modal` exports), and its version. */
export function installedModal(): {source: string; version: string} {
  // DocSearch 4's `exports` name no package.json: it sits two folders above the modal's build.
  const modal = require.resolve('@docsearch/react/modal');
  const packageJson = path.resolve(path.dirname(modal), '..', '..', 'package.json');
  const {version} = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {version: string};
  return {source: fs.readFileSync(modal, 'utf8'), version};
}

/**
 * Writes the modal module the plugin serves as `@search/docsearch-modal` into
 * `dir` and returns its path: the changed copy, with a warning for each change
 * that does not apply.
 */
export function writeDocSearchModal(dir: string, warn: (message: string) => void): string {
  const {source, version} = installedModal();
  let changed = source;
  for (const [seam, change] of [
    [ERROR_SCREEN, keepErrorStatus],
    [INPUT_LIMIT, limitQueryLength],
  ] as const) {
    const next = change(changed);
    if (next === null) warn(notAppliedMessage(version, seam));
    else changed = next;
  }
  fs.mkdirSync(dir, {recursive: true});
  const modal = path.join(dir, 'docsearch-modal.js');
  fs.writeFileSync(modal, changed);
  return modal;
}
