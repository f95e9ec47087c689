/**
 * DocSearch 3.9 sets the `error` status when every search host fails, but the
 * autocomplete core it bundles resets the status to `idle` as soon as the
 * request settles, so readers see "No results" instead of the error screen.
 * The plugin serves the modal (`@search/docsearch-modal`) from a copy of DocSearch's ESM build in which
 * that reset leaves an `error` status alone (the next keystroke starts a new
 * request and leaves it). The copy is made at build time from the installed
 * package; if the code to change is not found exactly once, the build fails.
 */
import fs from 'node:fs';
import path from 'node:path';

const RESET_TO_IDLE =
  /\.finally\(\(function\(\)\{([\w$]+)\("idle"\),([\w$]+)&&([\w$]+)\.environment\.clearTimeout\(\2\)\}\)\);return ([\w$]+)\.pendingRequests\.add\(/g;

const KEEP_ERROR =
  '.finally((function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)}));return $4.pendingRequests.add(';

export function keepErrorStatus(source: string): string {
  const found = source.match(RESET_TO_IDLE)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `search plugin: expected DocSearch's status reset once in @docsearch/react's ESM build, found it ${found} times. ` +
        'The error-screen fix in plugins/search/node/docsearchModal.ts must be updated for this DocSearch version.',
    );
  }
  return source.replace(RESET_TO_IDLE, KEEP_ERROR);
}

/** Writes the modal module the plugin serves as `@search/docsearch-modal` into `dir`; returns its path. */
export function writeDocSearchModal(dir: string): string {
  const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
  const esm = fs.readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8');
  fs.mkdirSync(dir, {recursive: true});
  const modal = path.join(dir, 'docsearch-modal.js');
  fs.writeFileSync(modal, keepErrorStatus(esm));
  return modal;
}
