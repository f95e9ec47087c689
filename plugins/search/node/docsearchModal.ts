/**
 * DocSearch 3.9 sets the `error` status when every search host fails, but the
 * autocomplete core it bundles resets the status to `idle` as soon as the
 * request settles, so readers see "No results" instead of the error screen.
 * The plugin serves the modal from a copy of DocSearch's ESM build in which
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
      `search-index: expected DocSearch's status reset once in @docsearch/react's ESM build, found it ${found} times. ` +
        'The error-screen fix in plugins/search/node/docsearchModal.ts must be updated for this DocSearch version.',
    );
  }
  return source.replace(RESET_TO_IDLE, KEEP_ERROR);
}

export interface DocSearchModules {
  /** The patched ESM build, served for `@docsearch/react/modal`. */
  modal: string;
  /** A module exporting the installed DocSearch version, served for `@docsearch/react/version`. */
  version: string;
}

/** Writes the modules the plugin serves in place of DocSearch's entry points into `dir`. */
export function writeDocSearchModules(dir: string): DocSearchModules {
  const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
  const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  const esm = fs.readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8');
  fs.mkdirSync(dir, {recursive: true});
  const modules = {modal: path.join(dir, 'docsearch-modal.js'), version: path.join(dir, 'docsearch-version.js')};
  fs.writeFileSync(modules.modal, keepErrorStatus(esm));
  fs.writeFileSync(modules.version, `export const version = ${JSON.stringify(version)};\n`);
  return modules;
}
