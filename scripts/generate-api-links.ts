/**
 * Writes data/generated/api-links.json: for every polly_dart name a Dart
 * sample may link to, its address on the API pages and what its card shows
 * (src/api/apiLinks.ts). The build step that links the samples
 * (plugins/dart-links) and the card read this file, not the manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import manifestJson from '../data/polly_dart-0.0.9.json';
import type {ApiManifest} from '../shared/apiManifest';
import {buildApiLinks} from '../src/api/apiLinks';

const usage = `Usage: npx tsx scripts/generate-api-links.ts [--check]

Regenerates data/generated/api-links.json from data/polly_dart-0.0.9.json and
the API pages (src/api/pages.ts). Run it after changing either;
tests/unit/dart-links.test.ts fails while the file is out of date.
  --check  write nothing; exit with status 1 when the file is out of date
  --help   show this text`;

const {values} = parseArgs({
  options: {check: {type: 'boolean', default: false}, help: {type: 'boolean', default: false}},
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const file = path.join(__dirname, '..', 'data', 'generated', 'api-links.json');
const text = `${JSON.stringify(buildApiLinks(manifestJson as ApiManifest), null, 1)}\n`;
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
if (current === text) {
  console.log('api-links.json: up to date');
} else if (values.check) {
  console.log('api-links.json: out of date');
  process.exit(1);
} else {
  fs.writeFileSync(file, text);
  console.log('api-links.json: written');
}
