/** What `npm run search:upload` sends: the records of the embedded index and the settings DocSearch needs. */
import type {IndexSettings} from 'algoliasearch';
import {expandIndex, isCompactIndex, type DocSearchRecord} from '../client/records';
import {INDEX_SETTINGS} from '../client/settings';

export interface UploadPlan {
  records: DocSearchRecord[];
  settings: IndexSettings;
}

export function uploadPlan(indexJson: string): UploadPlan {
  const index: unknown = JSON.parse(indexJson);
  if (!isCompactIndex(index)) throw new Error('The file is not a search index written by the search-index plugin.');
  // A plain copy: the shared constant is deeply read-only.
  return {records: expandIndex(index), settings: JSON.parse(JSON.stringify(INDEX_SETTINGS)) as IndexSettings};
}

export interface Credentials {
  appId: string;
  adminApiKey: string;
  indexName: string;
}

/** The Algolia credentials from the environment, or the names of the missing variables. */
export function credentialsFrom(env: NodeJS.ProcessEnv): Credentials | {missing: string[]} {
  const names = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) return {missing};
  return {appId: env.ALGOLIA_APP_ID!, adminApiKey: env.ALGOLIA_ADMIN_API_KEY!, indexName: env.ALGOLIA_INDEX_NAME!};
}
