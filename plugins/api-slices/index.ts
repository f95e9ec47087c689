/**
 * A remark plugin for the docs (docusaurus.config.ts, `remarkPlugins`): gives
 * each `<ApiMembers of="X" />` the slice of the API manifest its table shows
 * (remark.ts), so that an API page's JavaScript carries a few symbols rather
 * than the whole manifest. It reads the manifest itself: options would be
 * written into the site's config, which every page loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {ApiManifest, ApiTablesManifest} from '../../shared/apiManifest';
import {addApiSlices} from './remark';

const MANIFEST_FILE = path.join(__dirname, '..', '..', 'data', 'polly_dart-0.0.9.json');

let cached: ApiTablesManifest | undefined;

function readManifest(): ApiTablesManifest {
  cached ??= JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as ApiManifest;
  return cached;
}

export default function remarkApiSlices() {
  return (tree: Root, file: {path?: string}): void => {
    addApiSlices(tree, readManifest(), file.path ? path.relative(process.cwd(), file.path) : undefined);
  };
}
