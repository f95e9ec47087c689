import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsSections, readSiteContent, type SiteContent} from '../lib/site-content';
import {docBodyHtml, htmlToMarkdown} from './html-to-markdown';
import {htmlFiles} from '../lib/built-pages';
import {llmsFullTxt, llmsTxt, pageUrl, twinFile, twinHeader, twinMarkdown, type LlmsSite, type Twin} from './llms';

const MANIFEST_FILE = path.join(__dirname, '..', '..', 'data', 'polly_dart-0.0.9.json');

async function readFirst(outDir: string, candidates: readonly string[]): Promise<string> {
  for (const candidate of candidates) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // try the next layout
    }
  }
  throw new Error(`llms: no built page at ${candidates.join(' or ')}`);
}

/**
 * Writes, after the build, a Markdown twin of every docs page (`/intro` ->
 * `/intro.md`; each starts with the library release and the page's canonical
 * address, twinHeader), `llms.txt` (an index of them in sidebar order, plus the blog
 * posts) and `llms-full.txt` (all twins in one file). The twins are converted
 * from the built HTML, so they hold what components render.
 */
export default function llmsPlugin(context: LoadContext): Plugin {
  let content: SiteContent | null = null;
  return {
    name: 'llms',
    allContentLoaded({allContent}) {
      content = readSiteContent(allContent as Parameters<typeof readSiteContent>[0]);
    },
    async postBuild({outDir}) {
      if (content === null) throw new Error('llms: the site content was not loaded');
      const {title, tagline, url, baseUrl} = context.siteConfig;
      const site: LlmsSite = {title, tagline, url, baseUrl};
      const sections = docsSections(content, 'Start here');
      const twins: Twin[] = [];
      // The release the pages describe, which each twin names first.
      const library = JSON.parse(await fs.readFile(MANIFEST_FILE, 'utf8')) as {package: string; version: string};
      for (const page of sections.flatMap((section) => section.pages)) {
        const body = docBodyHtml(await readFirst(outDir, htmlFiles(page.path, baseUrl)));
        if (body === null) throw new Error(`llms: ${page.path} has no .theme-doc-markdown content`);
        const address = pageUrl(site, page);
        const twin: Twin = {page, url: address, markdown: twinMarkdown(page, address, htmlToMarkdown(body, address))};
        const file = path.join(outDir, twinFile(page.path, baseUrl));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, twinHeader(library, address) + twin.markdown);
        twins.push(twin);
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, sections, content.posts));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, twins));
    },
  };
}
