/**
 * Pushes the records of the embedded search index (the very records the site
 * searches without an account) to a hosted Algolia index, with the settings
 * DocSearch needs, so that maintainers need no crawler.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {algoliasearch} from 'algoliasearch';
import {SEARCH_INDEX_FILE} from '../plugins/search/client/indexFile';
import {credentialsFrom, uploadPlan} from '../plugins/search/node/upload';

const usage = `Usage: npm run search:upload -- [--index build/${SEARCH_INDEX_FILE}] [--dry-run]

Replaces every record of the Algolia index with the records of the site's
search index and applies the index settings DocSearch needs (facets on
language, docusaurus_tag and version; searchable attributes; ranking by weight).
Build the site first (npm run build).

Environment:
  ALGOLIA_APP_ID         the Algolia application id
  ALGOLIA_ADMIN_API_KEY  an API key allowed to add records and edit settings
                         (not the search-only key the site is built with)
  ALGOLIA_INDEX_NAME     the index the site searches (ALGOLIA_INDEX_NAME at build time)

Options:
  --index    the search index to upload (default: build/${SEARCH_INDEX_FILE})
  --dry-run  print what would be uploaded, without contacting Algolia
  --help     show this text`;

const {values} = parseArgs({
  options: {
    index: {type: 'string', default: path.join('build', SEARCH_INDEX_FILE)},
    'dry-run': {type: 'boolean', default: false},
    help: {type: 'boolean', default: false},
  },
});

async function main(): Promise<void> {
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!fs.existsSync(values.index)) throw new Error(`${values.index} does not exist: run npm run build first.`);
  const {records, settings} = uploadPlan(fs.readFileSync(values.index, 'utf8'));
  const pages = new Set(records.map((r) => r.url_without_anchor)).size;
  if (values['dry-run']) {
    console.log(`Would upload ${records.length} records of ${pages} pages with these settings:`);
    console.log(JSON.stringify(settings, null, 2));
    return;
  }
  const credentials = credentialsFrom(process.env);
  if ('missing' in credentials) throw new Error(`Set ${credentials.missing.join(', ')} (see --help).`);
  const client = algoliasearch(credentials.appId, credentials.adminApiKey);
  const {indexName} = credentials;
  const settingsTask = await client.setSettings({indexName, indexSettings: settings});
  await client.waitForTask({indexName, taskID: settingsTask.taskID});
  // Fills a temporary copy (settings included) and swaps it in, so searches never see a half-filled index.
  await client.replaceAllObjects({indexName, objects: records as unknown as Array<Record<string, unknown>>});
  console.log(`Uploaded ${records.length} records of ${pages} pages to the Algolia index "${indexName}".`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
