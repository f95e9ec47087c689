/**
 * Seam `search-docsearch-error-screen` (seams.ts at the site's root).
 *
 * DocSearch 3.9 sets the `error` status when every search host fails, but the
 * autocomplete core it bundles resets the status to `idle` as soon as the
 * request settles, so readers see "No results" instead of the error screen.
 * That same statement also drops the promise of the failed request without a
 * handler, so every failed search ends in an unhandled rejection (the error is
 * already shown through the status; nothing else waits on that promise).
 * DocSearch's props offer no way in: the status belongs to the autocomplete
 * core, and `transformSearchClient` only sees the request, not its outcome.
 *
 * The plugin serves the modal (`@search/docsearch-modal`) from a copy of
 * DocSearch's ESM build in which that statement leaves an `error` status alone
 * (the next keystroke starts a new request and leaves it) and handles the
 * dropped promise. The copy is made at build time from the installed package.
 * When a new DocSearch no longer has that statement exactly once, the build
 * goes on with DocSearch's modal as it ships (search works; its error screen
 * does not stay) and says so, and the seam's tests fail.
 */
import fs from 'node:fs';
import path from 'node:path';

const SEAM_ID = 'search-docsearch-error-screen';

const RESET_TO_IDLE =
  /\.finally\(\(function\(\)\{([\w$]+)\("idle"\),([\w$]+)&&([\w$]+)\.environment\.clearTimeout\(\2\)\}\)\);return ([\w$]+)\.pendingRequests\.add\(/g;

const KEEP_ERROR =
  '.finally((function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)})).catch((function(){}));return $4.pendingRequests.add(';

/** DocSearch's ESM build with the status reset changed, or null when the statement is not there exactly once. */
export function keepErrorStatus(source: string): string | null {
  const found = source.match(RESET_TO_IDLE)?.length ?? 0;
  return found === 1 ? source.replace(RESET_TO_IDLE, KEEP_ERROR) : null;
}

/** What the build says when the change does not apply to the installed DocSearch. */
export function notAppliedMessage(version: string): string {
  return (
    `seam ${SEAM_ID}: @docsearch/react ${version} no longer has the status reset that ` +
    'plugins/search/node/docsearchModal.ts changes, so its modal is served as it ships and a failed search ' +
    'shows "No results". Update the pattern there for this version (see the entry in seams.ts).'
  );
}

/**
 * Writes the modal module the plugin serves as `@search/docsearch-modal` into
 * `dir` and returns its path: the changed copy, or DocSearch's own modal (with
 * a warning) when the change does not apply.
 */
export function writeDocSearchModal(dir: string, warn: (message: string) => void): string {
  const packageJson = require.resolve('@docsearch/react/package.json');
  const {version} = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {version: string};
  const esm = fs.readFileSync(path.join(path.dirname(packageJson), 'dist/esm/index.js'), 'utf8');
  const changed = keepErrorStatus(esm);
  fs.mkdirSync(dir, {recursive: true});
  const modal = path.join(dir, 'docsearch-modal.js');
  if (changed === null) warn(notAppliedMessage(version));
  fs.writeFileSync(modal, changed ?? "export {DocSearchModal} from '@docsearch/react';\n");
  return modal;
}
