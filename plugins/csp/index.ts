import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertCspOptions, withPolicy} from './policy';

export type {CspOptions} from './policy';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Adds the Content-Security-Policy <meta> to every page of the production
 * build, with the hashes of the page's inline scripts (see policy.ts). The
 * build fails when a page has an inline script or handler the policy would
 * block. The dev server is left alone (it runs scripts the policy would stop).
 */
export default function cspPlugin(_context: LoadContext, options: unknown): Plugin {
  assertCspOptions(options);
  return {
    name: 'csp',
    async postBuild({outDir}) {
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(file, 'utf8');
        const updated = withPolicy(html, options, path.relative(outDir, file));
        // Written aside and renamed, so a plugin reading the pages meanwhile never sees half a file.
        await fs.writeFile(`${file}.csp-tmp`, updated);
        await fs.rename(`${file}.csp-tmp`, file);
      }
    },
  };
}
