/**
 * A remark plugin for the docs and the blog (docusaurus.config.ts,
 * `remarkPlugins`): links the polly_dart names of every ```dart block to
 * their API entries (remark.ts). It reads the manifest and the link table
 * itself: options would be written into the site's config, which every page
 * loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {ApiManifest} from '../../shared/apiManifest';
import {buildLinkApi, type LinkApi} from './api';
import {linkDartBlocks, type LinkTable} from './remark';

const DATA = path.join(__dirname, '..', '..', 'data');

let cached: {api: LinkApi; table: LinkTable} | undefined;

function load(): {api: LinkApi; table: LinkTable} {
  if (cached) return cached;
  const manifest = JSON.parse(fs.readFileSync(path.join(DATA, 'polly_dart-0.0.9.json'), 'utf8')) as ApiManifest;
  const table = JSON.parse(fs.readFileSync(path.join(DATA, 'generated', 'api-links.json'), 'utf8')) as LinkTable;
  cached = {api: buildLinkApi(manifest), table};
  return cached;
}

export default function remarkDartLinks() {
  return (tree: Root): void => {
    const {api, table} = load();
    linkDartBlocks(tree, api, table);
  };
}
