/**
 * Writes data/generated/api-links.json: for every polly_dart name a Dart
 * sample may link to, its address on the API pages and what its card shows
 * (src/api/apiLinks.ts, with the descriptions of data/api-card-descriptions.json); the build step that links the samples
 * (plugins/dart-links) and the card read this file, not the manifest. Then
 * data/generated/dart-link-plans.json: the links of every ```dart block of
 * docs/ and blog/ by block id, as that build step computes them, for the
 * highlighting code block (see shared/dartLinkPlan.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import manifestJson from '../data/polly_dart-0.0.9.json';
import cardDescriptions from '../data/api-card-descriptions.json';
import type {ApiManifest} from '../shared/apiManifest';
import {buildApiLinks} from '../src/api/apiLinks';
import {buildLinkApi} from '../plugins/dart-links/api';
import {planBlocks} from '../plugins/dart-links/remark';
import {runGenerator} from './lib/generated-file';
import {parseMdx} from './lib/mdx-document';

const root = path.join(__dirname, '..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

runGenerator({
  command: 'npx tsx scripts/generate-api-links.ts',
  description: `Regenerates data/generated/api-links.json from data/polly_dart-0.0.9.json,
the cards' descriptions (data/api-card-descriptions.json) and the API pages
(src/api/pages.ts), and data/generated/dart-link-plans.json from
the Dart samples of docs/ and blog/. Run it after changing a sample, the
manifest or the API pages; the build stops and tests/unit/dart-links.test.ts
fails while a file is out of date.`,
  indent: 1,
  files() {
    const manifest = manifestJson as ApiManifest;
    const links = buildApiLinks(manifest, cardDescriptions);
    const api = buildLinkApi(manifest);
    const plans = new Map<string, string>();
    for (const file of [...mdxFiles('docs'), ...mdxFiles('blog')].sort()) {
      const {tree} = parseMdx(fs.readFileSync(path.join(root, file), 'utf8'), file);
      for (const block of planBlocks(tree, api, links)) {
        const known = plans.get(block.id);
        if (known !== undefined && known !== block.plan) throw new Error(`${file}: two plans share the id ${block.id}`);
        plans.set(block.id, block.plan);
      }
    }
    return [
      ['api-links.json', links],
      ['dart-link-plans.json', Object.fromEntries([...plans].sort(([a], [b]) => a.localeCompare(b)))],
    ];
  },
});
