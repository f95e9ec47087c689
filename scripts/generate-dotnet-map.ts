/**
 * Writes data/generated/dotnet-map.json (the name map's rows with their API links) and
 * data/generated/dotnet-pointers.json (each strategy guide's pointer line) from
 * data/dotnet-names.json and the API manifest (src/dotnet/map.ts), so that the pages ship
 * these small files instead of the whole manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {manifest} from '../src/api/manifest';
import {buildMapData} from '../src/dotnet/map';

const usage = `Usage: npx tsx scripts/generate-dotnet-map.ts [--check]

Regenerates data/generated/dotnet-map.json and data/generated/dotnet-pointers.json
from data/dotnet-names.json and data/polly_dart-0.0.9.json. Run it after editing
the name map; tests/unit/dotnet-map.test.ts fails while the files are out of date.
  --check  write nothing; exit with status 1 when a file is out of date
  --help   show this text`;

const {values} = parseArgs({
  options: {check: {type: 'boolean', default: false}, help: {type: 'boolean', default: false}},
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const outDir = path.join(__dirname, '..', 'data', 'generated');
const {rows, pointers} = buildMapData(manifest);
const files: [string, unknown][] = [
  ['dotnet-map.json', {rows}],
  ['dotnet-pointers.json', pointers],
];

let stale = 0;
for (const [name, content] of files) {
  const file = path.join(outDir, name);
  const text = `${JSON.stringify(content, null, 2)}\n`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === text) {
    console.log(`${name}: up to date`);
  } else if (values.check) {
    console.log(`${name}: out of date`);
    stale++;
  } else {
    fs.mkdirSync(outDir, {recursive: true});
    fs.writeFileSync(file, text);
    console.log(`${name}: written`);
  }
}
process.exit(stale > 0 ? 1 : 0);
