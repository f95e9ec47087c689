/**
 * Writes data/generated/dotnet-map.json (the name map's rows with their API links) and
 * data/generated/dotnet-pointers.json (each strategy guide's pointer line) from
 * data/dotnet-names.json and the API manifest (src/dotnet/map.ts), so that the pages ship
 * these small files instead of the whole manifest.
 */
import {manifest} from '../src/api/manifest';
import {buildMapData} from '../src/dotnet/map';
import {runGenerator} from './lib/generated-file';

runGenerator({
  command: 'npx tsx scripts/generate-dotnet-map.ts',
  description: `Regenerates data/generated/dotnet-map.json and data/generated/dotnet-pointers.json
from data/dotnet-names.json and data/polly_dart-0.0.9.json. Run it after editing
the name map; tests/unit/dotnet-map.test.ts fails while the files are out of date.`,
  indent: 2,
  files() {
    const {rows, pointers} = buildMapData(manifest);
    return [
      ['dotnet-map.json', {rows}],
      ['dotnet-pointers.json', pointers],
    ];
  },
});
