/**
 * How embedded search carries a site N times larger: builds generated
 * content from the real index (each page copied N times, its words partly
 * redrawn from the site's vocabulary), then measures the one-file index and
 * the same index split by section (sidebar category): gzip size, engine
 * build time and time per keystroke. Prints numbers; asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {engineFromIndex, type Engine} from '../plugins/search/client/engine';
import {SEARCH_INDEX_FILE} from '../plugins/search/client/indexFile';
import {isCompactIndex, type CompactIndex} from '../plugins/search/client/records';
import {median} from './lib/bench-stats';
import {headingsOnly, scaledIndex, splitBySection} from './lib/search-scale';
import {formatKB, formatTable} from './lib/table';
import {gzipSize} from './lib/transfer';
import {QUERIES} from './lib/search-bench-queries';

const usage = `Usage: tsx scripts/bench-search-scale.ts [--dir build] [--factor 10] [--runs 3]

Reads the built search index (run \`npm run build\` first), makes a site --factor times larger
from it (every page copied, 30 % of its words redrawn from the site's own words, so copies
do not compress away), and prints for the real index, the larger one in one file, the
larger one split by section (one file per sidebar category) and the larger one without its
text blocks (titles, headings, table rows, names from code and descriptions only):
  - the files' size, raw and gzip (the largest file, for the split index);
  - the engine's build time once the file is in (median of --runs);
  - the median and 90th percentile time per keystroke over 20 queries typed key by key.
  --dir     build folder (default: build)
  --factor  how many times larger (default: 10)
  --runs    builds to take the median of (default: 3)
  --help    show this text`;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    factor: {type: 'string', default: '10'},
    runs: {type: 'string', default: '3'},
    help: {type: 'boolean', default: false},
  },
});

const FILTERS = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

interface Measured {
  raw: number;
  gzip: number;
  buildMs: number;
  keystrokeMedian: number;
  keystrokeP90: number;
}

function keystrokeTimes(engine: Engine): number[] {
  const times: number[] = [];
  for (const query of QUERIES) {
    for (let i = 1; i <= query.length; i += 1) {
      const started = performance.now();
      engine.search({indexName: 'bench', query: query.slice(0, i), hitsPerPage: 20, facetFilters: FILTERS});
      times.push(performance.now() - started);
    }
  }
  return times;
}

function measure(index: CompactIndex, runs: number): Measured {
  const text = JSON.stringify(index);
  const builds: number[] = [];
  let engine: Engine | null = null;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    engine = engineFromIndex(JSON.parse(text));
    builds.push(performance.now() - started);
  }
  keystrokeTimes(engine!); // warm up
  const times = keystrokeTimes(engine!).sort((a, b) => a - b);
  return {
    raw: Buffer.byteLength(text),
    gzip: gzipSize(Buffer.from(text)),
    buildMs: median(builds),
    keystrokeMedian: median(times),
    keystrokeP90: times[Math.floor(times.length * 0.9)],
  };
}

function main(): void {
  if (values.help) {
    console.log(usage);
    return;
  }
  const file = path.join(values.dir, SEARCH_INDEX_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first.`);
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!isCompactIndex(index)) throw new Error(`${file} is not a search index.`);
  const factor = Number(values.factor);
  const runs = Number(values.runs);
  const larger = scaledIndex(index, factor);
  const shards = [...splitBySection(larger).entries()].map(([section, shard]) => ({section, shard}));
  const shardSizes = shards.map(({section, shard}) => ({section, gzip: gzipSize(Buffer.from(JSON.stringify(shard)))}));
  const largest = shards[shardSizes.indexOf(shardSizes.reduce((a, b) => (b.gzip > a.gzip ? b : a)))];

  const rows: Array<[string, Measured, number]> = [
    ['this site, one file', measure(index, runs), index.pages.length],
    [`${factor}x, one file`, measure(larger, runs), larger.pages.length],
    [
      `${factor}x by section, largest file (${largest.section})`,
      measure(largest.shard, runs),
      largest.shard.pages.length,
    ],
    [`${factor}x headings, names and descriptions only`, measure(headingsOnly(larger), runs), larger.pages.length],
  ];
  const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
  console.log(
    formatTable(
      ['index', 'pages', 'raw', 'gzip', 'engine build', 'keystroke median', 'keystroke p90'],
      rows.map(([name, m, pages]) => [
        name,
        String(pages),
        formatKB(m.raw),
        formatKB(m.gzip),
        ms(m.buildMs),
        ms(m.keystrokeMedian),
        ms(m.keystrokeP90),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  console.log(`\n${factor}x split by section, gzip per file:`);
  console.log(
    shardSizes
      .sort((a, b) => b.gzip - a.gzip)
      .map(({section, gzip}) => `  ${section}: ${formatKB(gzip)}`)
      .join('\n'),
  );
}

main();
