/**
 * Prints the prose word count of every docs page and flags pages under
 * their minimum (see scripts/lib/word-count.ts for what counts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {assessPage, MINIMUM_WORDS, type PageWords} from './lib/word-count';

const usage = `Usage: npm run words -- [--check] [--dir docs]

Prints the prose word count of every page under the docs folder (code
blocks, front matter, imports, JSX tags, diagrams and admonition markers are
not counted) and marks pages under their minimum:
  home page ${MINIMUM_WORDS.home}, strategy pages ${MINIMUM_WORDS.strategy}, other guide pages ${MINIMUM_WORDS.guide},
  examples ${MINIMUM_WORDS.example}, API pages: reported only.
  --check  exit with status 1 when a page is under its minimum
  --dir    docs folder to read (default: docs)
  --help   show this text`;

const {values} = parseArgs({
  options: {
    check: {type: 'boolean', default: false},
    dir: {type: 'string', default: 'docs'},
    help: {type: 'boolean', default: false},
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

function pages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const docsDir = path.resolve(values.dir);
const results: PageWords[] = pages(docsDir)
  .map((file) => assessPage(path.relative(docsDir, file), fs.readFileSync(file, 'utf8')))
  .sort((a, b) => a.page.localeCompare(b.page));

const width = Math.max(...results.map((r) => r.page.length), 4);
console.log(`${'page'.padEnd(width)}  ${'words'.padStart(5)}  ${'min'.padStart(4)}  status`);
for (const r of results) {
  const status = r.minimum === null ? 'reported' : r.ok ? 'ok' : `UNDER by ${r.minimum - r.words}`;
  console.log(
    `${r.page.padEnd(width)}  ${String(r.words).padStart(5)}  ${String(r.minimum ?? '-').padStart(4)}  ${status}`,
  );
}
const under = results.filter((r) => !r.ok);
console.log(
  `\n${results.length} pages, ${results.reduce((n, r) => n + r.words, 0)} prose words, ${under.length} under their minimum`,
);
if (values.check && under.length > 0) process.exit(1);
