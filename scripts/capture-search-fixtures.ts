/**
 * Copies the built pages the search extraction tests read into
 * tests/unit/fixtures/search/, as the build wrote them but without what the
 * extraction never reads (scripts, styles, stylesheet and preload links, SVG
 * drawings), so that they stay small.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {load} from 'cheerio';

/** Fixture file -> built page it is captured from. */
export const FIXTURES: Record<string, string> = {
  'docs-page.html': 'strategies/overview.html',
  'blog-post.html': 'blog/introducing-polly-dart.html',
  'blog-list.html': 'blog.html',
  'search-page.html': 'search.html',
};

const usage = `Usage: npx tsx scripts/capture-search-fixtures.ts [--build build] [--out tests/unit/fixtures/search]

Copies ${Object.values(FIXTURES).join(', ')}
from a build (run \`npx docusaurus build\` first) into the search extraction
tests' fixtures, without scripts, styles, stylesheet and preload links and SVG
drawings. Each file starts with a comment naming its page and the commit built.
  --build  the build folder to read (default: build)
  --out    the fixtures folder to write (default: tests/unit/fixtures/search)
  --help   show this text`;

/** A built page without the parts the extraction never reads. */
export function trimPage(html: string): string {
  const $ = load(html);
  $('script, style, noscript, link[rel="stylesheet"], link[rel="preload"], link[rel="prefetch"], svg').remove();
  return $.html();
}

function main(): void {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      out: {type: 'string', default: 'tests/unit/fixtures/search'},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
  for (const [fixture, page] of Object.entries(FIXTURES)) {
    const source = path.join(values.build, page);
    if (!fs.existsSync(source)) throw new Error(`${source} is missing: build the site first (npx docusaurus build).`);
    const trimmed = trimPage(fs.readFileSync(source, 'utf8'));
    const header = `<!-- ${page} of a build of ${commit}, captured by scripts/capture-search-fixtures.ts (scripts, styles and SVG removed). -->\n`;
    fs.writeFileSync(path.join(values.out, fixture), header + trimmed);
    console.log(`${fixture}: ${page}, ${(trimmed.length / 1024).toFixed(1)} KB`);
  }
}

main();
