/**
 * The polly_dart API manifest (`data/polly_dart-0.0.9.json`) for the code
 * that runs ahead of the build or in tests (scripts/, tests/): the parts the
 * API tables show. Its types live in shared/apiManifest.ts and are
 * re-exported here. The browser never imports this module's value: each
 * `<ApiMembers of="X" />` gets its slice at build time (plugins/api-slices).
 */
import manifestJson from '@site/data/polly_dart-0.0.9.json';
import type {ApiTablesManifest} from '@site/shared/apiManifest';

export type {ApiChange, ApiClass, ApiManifest, ApiParam, ApiTablesManifest, ApiTypedef} from '@site/shared/apiManifest';

// Only the parts the tables use, so that bundlers can leave the rest of the JSON out.
export const manifest: ApiTablesManifest = {
  package: manifestJson.package,
  version: manifestJson.version,
  symbols: manifestJson.symbols,
  classes: manifestJson.classes,
  functions: manifestJson.functions,
};
