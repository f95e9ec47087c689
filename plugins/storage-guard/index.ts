import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/** The guard (guard.js), inlined as it is: the file is the script. */
export const GUARD_FILE = path.join(__dirname, 'guard.js');

/** Injects the local-storage guard as the first script of every page (see guard.js). */
export default function storageGuardPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  const script = fs.readFileSync(GUARD_FILE, 'utf8');
  return {
    name: 'storage-guard',
    injectHtmlTags() {
      const attributes = announcementBar?.id ? {'data-announcement-id': announcementBar.id} : undefined;
      return {headTags: [{tagName: 'script', attributes, innerHTML: script}]};
    },
  };
}
