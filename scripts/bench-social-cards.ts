/**
 * What the social cards cost the build: times `docusaurus build` cold and
 * warm, with the cards and without them (SOCIAL_CARDS=off), and prints the
 * median of each. It measures; it does not pass or fail anything.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {summarise} from './lib/bench-stats';
import {formatMs, formatTable} from './lib/table';

const usage = `Usage: npm run bench:cards -- [options]

Builds the site into a folder of its own, --runs times in each of four ways,
the ways interleaved so that a change in the machine's load touches them alike:
  - cold, with cards:    .docusaurus, node_modules/.cache (the bundler's and
                         the cards' caches) and the output folder removed first;
  - warm, with cards:    right after the cold build, every cache kept;
  - cold and warm, without cards: the same with SOCIAL_CARDS=off.
Prints the median wall time of each, with the range, and what the cards add.

Options:
  --runs N         builds of each kind (default: 3)
  --out-dir DIR    the builds' output folder (default: build-bench-cards)
  --help           this text`;

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'out-dir': {type: 'string', default: 'build-bench-cards'},
    help: {type: 'boolean', default: false},
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive whole number, not "${values.runs}"\n\n${usage}`);
  process.exit(1);
}
const outDir = values['out-dir']!;

function build(cards: boolean): number {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    env: {...process.env, SOCIAL_CARDS: cards ? 'on' : 'off'},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`docusaurus build failed (exit ${result.status})`);
  return elapsed;
}

function clearCaches(): void {
  for (const dir of ['.docusaurus', path.join('node_modules', '.cache'), outDir])
    fs.rmSync(dir, {recursive: true, force: true});
}

type Kind = 'cold, with cards' | 'warm, with cards' | 'cold, without cards' | 'warm, without cards';
const times: Record<Kind, number[]> = {
  'cold, with cards': [],
  'warm, with cards': [],
  'cold, without cards': [],
  'warm, without cards': [],
};

for (let run = 1; run <= runs; run += 1) {
  for (const cards of [true, false]) {
    const label = cards ? 'with cards' : 'without cards';
    clearCaches();
    times[`cold, ${label}`].push(build(cards));
    times[`warm, ${label}`].push(build(cards));
    console.error(
      `run ${run}/${runs} ${label}: cold ${formatMs(times[`cold, ${label}`].at(-1)!)}, warm ${formatMs(times[`warm, ${label}`].at(-1)!)}`,
    );
  }
}
fs.rmSync(outDir, {recursive: true, force: true});

const medians = Object.fromEntries(Object.entries(times).map(([kind, list]) => [kind, summarise(list)])) as Record<
  Kind,
  ReturnType<typeof summarise>
>;
console.log(
  formatTable(
    ['build', 'median', 'range', 'runs'],
    (Object.keys(times) as Kind[]).map((kind) => [
      kind,
      formatMs(medians[kind].median),
      `${formatMs(medians[kind].min)} to ${formatMs(medians[kind].max)}`,
      String(medians[kind].runs),
    ]),
    ['left', 'right', 'right', 'right'],
  ),
);
for (const state of ['cold', 'warm'] as const) {
  const added = medians[`${state}, with cards`].median - medians[`${state}, without cards`].median;
  console.log(`cards add to a ${state} build: ${formatMs(added)} (median against median)`);
}
