/**
 * A remark plugin for the docs and the blog (docusaurus.config.ts,
 * `remarkPlugins`): links the polly_dart names of every ```dart block to
 * their API entries (remark.ts). It reads the manifest, the link table and
 * the generated plans itself: options would be written into the site's
 * config, which every page loads. A block whose plan the generated file
 * lacks stops the build (the development server warns), naming the command
 * that brings the file up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {ApiManifest} from '../../shared/apiManifest';
import {buildLinkApi, type LinkApi} from './api';
import {linkDartBlocks, type LinkTable} from './remark';

const DATA = path.join(__dirname, '..', '..', 'data');

interface Inputs {
  api: LinkApi;
  table: LinkTable;
  plans: Record<string, string>;
}

let cached: Inputs | undefined;

const readJson = <T>(...parts: string[]): T => JSON.parse(fs.readFileSync(path.join(DATA, ...parts), 'utf8')) as T;

function load(): Inputs {
  cached ??= {
    api: buildLinkApi(readJson<ApiManifest>('polly_dart-0.0.9.json')),
    table: readJson<LinkTable>('generated', 'api-links.json'),
    plans: readJson<Record<string, string>>('generated', 'dart-link-plans.json'),
  };
  return cached;
}

export default function remarkDartLinks() {
  return (tree: Root, file: {path?: string}): void => {
    const {api, table, plans} = load();
    const stale = linkDartBlocks(tree, api, table, plans);
    if (stale.length === 0) return;
    const where = stale
      .map(
        (block) =>
          `${file.path ? path.relative(process.cwd(), file.path) : 'a page'}:${block.node.position?.start.line ?? '?'}`,
      )
      .join(', ');
    const message = `dart-links: the links of ${where} are not in data/generated/dart-link-plans.json; run npx tsx scripts/generate-api-links.ts`;
    if (process.env.NODE_ENV === 'production') throw new Error(message);
    console.warn(message);
  };
}
