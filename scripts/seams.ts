/**
 * npm run seams: the registry of reaches into packages (seams.ts) against what is installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as prettier from 'prettier';
import {acceleratorsFrom} from '../plugins/accelerators';
import {seams, type Seam} from '../seams';
import {describeDrift, driftOf, originOf} from './lib/eject-drift';
import {checklist, outOfRange, replaceChecklist} from './lib/seam-checklist';

const usage = `Usage: npm run seams -- [--write | --checklist | --active VALUE]

Reads seams.ts, the registry of every ejected theme file and reach into a package's internals.
  (no option)     list the entries whose package is installed at a version outside the range
                  they were checked on (a new release alone stops nothing: the tests named by the
                  entries decide), then compare every copied file with its installed original
                  outside its fences: each file whose header names its origin ("Ejected from
                  <package> <version>, <path>:"), and the page template of plugins/paint-first;
                  exits 1 when one drifted (npm test runs this)
  --active VALUE  list the entries in use in a build with ACCELERATORS=VALUE (on, off; for a leading
                  minus, --active=-islands): those of no accelerator, and those of the accelerators
                  VALUE keeps
  --checklist     print CONTRIBUTING.md's upgrade checklist, generated from the registry
  --write         write that checklist into CONTRIBUTING.md, between its markers
  --help          show this text`;

const {values} = parseArgs({
  options: {
    write: {type: 'boolean'},
    checklist: {type: 'boolean'},
    active: {type: 'string'},
    help: {type: 'boolean'},
  },
});
const root = path.join(__dirname, '..');

function installedVersion(name: string): string | null {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version : null;
}

/** Docusaurus's own Prettier settings, which its theme sources are written in; both sides are formatted alike. */
const upstreamStyle: prettier.Options = {
  parser: 'typescript',
  printWidth: 80,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  arrowParens: 'always',
};

/** The drift of each copied file whose header names its origin, one message per file. */
async function ejectedDrift(): Promise<string[]> {
  const problems: string[] = [];
  for (const seam of seams) {
    for (const file of seam.where) {
      if (file.includes('*') || !/\.[jt]sx?$/.test(file)) continue;
      const copy = fs.readFileSync(path.join(root, file), 'utf8');
      const origin = originOf(copy);
      if (!origin) continue;
      const originalFile = path.join(root, 'node_modules', origin.packageName, origin.path);
      if (!fs.existsSync(originalFile)) {
        problems.push(`seam ${seam.id}: ${origin.packageName} no longer has ${origin.path} (${file})`);
        continue;
      }
      const [original, formatted] = await Promise.all([
        prettier.format(fs.readFileSync(originalFile, 'utf8'), upstreamStyle),
        prettier.format(copy, upstreamStyle),
      ]);
      const drifts = driftOf(original, formatted);
      if (drifts.length > 0)
        problems.push(
          `seam ${seam.id}: ${file} drifted from ${origin.packageName}\n` +
            drifts.map((drift) => describeDrift(file, origin, drift)).join('\n'),
        );
    }
  }
  return problems;
}

/**
 * Seam paint-first-template: every line of Docusaurus's page template is in the copy, in order, but the script tag
 * the copy replaces with its preloads and loader.
 */
function templateDrift(): string[] {
  const originalFile = path.join(root, 'node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js');
  if (!fs.existsSync(originalFile))
    return ['seam paint-first-template: @docusaurus/core no longer has lib/ssg/ssgTemplate.html.js'];
  const lines = (text: string) =>
    (/`([^`]*)`/.exec(text)?.[1] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const original = lines(fs.readFileSync(originalFile, 'utf8')).filter(
    (line) => !/^<script src=.* defer><\/script>$/.test(line),
  );
  const copy = lines(
    fs
      .readFileSync(path.join(root, 'plugins/paint-first/template.ts'), 'utf8')
      .split('export const paintFirstTemplate')[1] ?? '',
  );
  let at = 0;
  const missing = original.filter((line) => {
    const found = copy.indexOf(line, at);
    if (found < 0) return true;
    at = found + 1;
    return false;
  });
  return missing.length === 0
    ? []
    : [
        'seam paint-first-template: plugins/paint-first/template.ts lacks, or has out of order, these lines of ' +
          `@docusaurus/core/lib/ssg/ssgTemplate.html.js:\n${missing.map((line) => `  ${line}`).join('\n')}`,
      ];
}

if (values.help) {
  console.log(usage);
} else if (values.active !== undefined) {
  const on = acceleratorsFrom(values.active);
  const active = (seams as readonly Seam[]).filter((seam) => !seam.accelerator || on.has(seam.accelerator));
  console.log(
    `${active.length} of the ${seams.length} entries of seams.ts are in use with ACCELERATORS=${values.active}:`,
  );
  for (const seam of active)
    console.log(`  ${seam.id} (${seam.package}${seam.accelerator ? `, accelerator ${seam.accelerator}` : ''})`);
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
  void ejectedDrift().then((ejected) => {
    const drift = [...ejected, ...templateDrift()];
    if (drift.length > 0) {
      console.error(`Copied files that drifted from their installed originals:\n${drift.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('Every copied file matches its installed original outside its fences.');
    }
  });
}
