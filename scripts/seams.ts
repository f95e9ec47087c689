/**
 * npm run seams: the registry of reaches into packages (seams.ts) against what is installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {seams} from '../seams';
import {checklist, outOfRange, replaceChecklist} from './lib/seam-checklist';

const usage = `Usage: npm run seams -- [--write | --checklist]

Reads seams.ts, the registry of every ejected theme file and reach into a package's internals.
  (no option)  list the entries whose package is installed at a version outside the range they
               were checked on; exits 0 either way (a new release does not stop anything: the
               tests named by the entries decide)
  --checklist  print CONTRIBUTING.md's upgrade checklist, generated from the registry
  --write      write that checklist into CONTRIBUTING.md, between its markers
  --help       show this text`;

const {values} = parseArgs({
  options: {write: {type: 'boolean'}, checklist: {type: 'boolean'}, help: {type: 'boolean'}},
});
const root = path.join(__dirname, '..');

function installedVersion(name: string): string | null {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version : null;
}

if (values.help) {
  console.log(usage);
} else if (values.checklist) {
  console.log(checklist(seams));
} else if (values.write) {
  const file = path.join(root, 'CONTRIBUTING.md');
  fs.writeFileSync(file, replaceChecklist(fs.readFileSync(file, 'utf8'), checklist(seams)));
  console.log(`Wrote the upgrade checklist of ${seams.length} entries into CONTRIBUTING.md`);
} else {
  const stale = outOfRange(seams, installedVersion);
  console.log(
    stale.length === 0
      ? `All ${seams.length} entries of seams.ts were checked on the installed versions.`
      : `Checked on another version than the one installed (run npm test, then update \`checked\`):\n${stale.map((line) => `  ${line}`).join('\n')}`,
  );
}
