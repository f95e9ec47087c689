/**
 * `npm run check:content`: the content checks of scripts/lib/content-check.ts
 * over docs/, blog/ and src/pages, one line per finding (file:line), exit 1
 * when there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {ApiManifest} from '../src/api/manifest';
import {checkContent, formatFinding, MIN_CHECKED_BLOCKS, type SourceFile} from './lib/content-check';

const usage = `Usage: npm run check:content -- [--root .] [--only dart,imports,...]

Reads every page of docs/, blog/ and src/pages once (MDX through the mdast
parser Docusaurus uses) and checks:
  mdx             the page parses as MDX
  dart            every \`\`\`dart block parses with the Dart analyzer's parser (as a
                  file, as statements or as a class body), uses only names of
                  polly_dart 0.0.9 (data/polly_dart-0.0.9.json) and falls into no
                  known trap of 0.0.9 or Flutter
  counterexample  blocks marked \`counterexample\` still parse and do fail the check
  imports         every package: import is polly_dart, flutter, flutter_test, the
                  reader's own package, or one the page or the installation page
                  tells the reader to add
  options         marked options tables match the manifest
  words           docs pages reach their prose minimum (npm run words)
  coverage        at least ${MIN_CHECKED_BLOCKS} Dart samples are checked
Prints "file:line: [check] message" per finding and exits 1 when there is any.
  --root   the site's folder (default: the current folder)
  --only   comma-separated checks to report (default: all)
  --help   show this text`;

const {values} = parseArgs({
  options: {
    root: {type: 'string', default: '.'},
    only: {type: 'string'},
    help: {type: 'boolean', default: false},
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const root = path.resolve(values.root);

function sourceFiles(dir: string, pattern: RegExp): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

const files: SourceFile[] = [
  ...sourceFiles('docs', /\.mdx?$/),
  ...sourceFiles('blog', /\.mdx?$/),
  ...sourceFiles('src/pages', /\.(mdx?|tsx)$/),
]
  .sort()
  .map((file) => ({file: file.split(path.sep).join('/'), source: fs.readFileSync(path.join(root, file), 'utf8')}));

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'data/polly_dart-0.0.9.json'), 'utf8')) as ApiManifest;
const apiPages = new Set(sourceFiles('docs/api', /\.mdx$/).map((file) => path.basename(file, '.mdx')));

const started = Date.now();
const report = checkContent(files, manifest, {
  installationPage: 'docs/getting-started/installation.mdx',
  docsDir: 'docs',
  apiPages,
});
const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
const findings = report.findings.filter((f) => !only || only.has(f.check));

for (const finding of findings) console.log(formatFinding(finding));
console.log(
  `\n${report.pages} pages, ${report.checkedBlocks} Dart samples checked and ${report.counterexamples} counterexamples, ` +
    `${report.optionTables} options tables; ${findings.length} finding${findings.length === 1 ? '' : 's'} ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(findings.length > 0 ? 1 : 0);
