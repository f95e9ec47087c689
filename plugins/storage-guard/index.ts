import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {guardScript} from './guard';

/** Injects the local-storage guard as the first script of every page (see guard.ts). */
export default function storageGuardPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'storage-guard',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: guardScript(announcementBar?.id ?? null)}]};
    },
  };
}
