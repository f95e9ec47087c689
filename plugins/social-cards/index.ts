import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {load} from 'cheerio';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {docsSections, readSiteContent, type PageSection} from '../lib/site-content';
import {htmlFiles} from '../lib/built-pages';
import {cardPath} from '../../shared/socialCardPath';
import {cardHeight, cardKey, cardTree, cardWidth, pageTitle, sectionOf, type CardContent} from './card';

/** The fonts come from an npm package, so a build never downloads anything. */
const fontFiles = [
  {file: '@fontsource/inter/files/inter-latin-400-normal.woff', weight: 400},
  {file: '@fontsource/inter/files/inter-latin-700-normal.woff', weight: 700},
] as const;

async function builtHtml(outDir: string, route: string, baseUrl: string): Promise<string | null> {
  const candidates = route.endsWith('.html') ? [route.slice(baseUrl.length)] : htmlFiles(route, baseUrl);
  for (const candidate of candidates) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders, after the build, a PNG social card for every page (title,
 * section, site name and logo) into `img/cards/` of the build, where the
 * layout's og:image and twitter:image point (src/theme/Layout). Each card is
 * cached by a key of everything it is made from, so a warm build copies it
 * instead of rendering it again.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const require = createRequire(path.join(siteDir, 'package.json'));
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'social-cards');
  let sections: PageSection[] = [];
  return {
    name: 'social-cards',
    allContentLoaded({allContent}) {
      sections = docsSections(readSiteContent(allContent as Parameters<typeof readSiteContent>[0]), 'Documentation');
    },
    async postBuild({outDir, routesPaths}) {
      const started = performance.now();
      const {title: siteName, url, baseUrl} = siteConfig;
      const fonts = await Promise.all(fontFiles.map(async ({file}) => fs.readFile(require.resolve(file))));
      const logo = await fs.readFile(path.join(siteDir, 'static', 'img', 'logo.svg'), 'utf8');
      const logoDataUri = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
      const layout = await fs.readFile(path.join(siteDir, 'plugins', 'social-cards', 'card.ts'), 'utf8');
      const renderers = ['satori', '@resvg/resvg-js']
        .map((name) => `${name}@${(require(`${name}/package.json`) as {version: string}).version}`)
        .join(' ');
      const host = new URL(url).host;
      await fs.mkdir(cacheDir, {recursive: true});

      const routes = [...new Set(routesPaths)].sort();
      let rendered = 0;
      for (const route of routes) {
        const card = cardPath(route, baseUrl);
        if (card === null) throw new Error(`social-cards: no card address for the route ${route}`);
        const html = await builtHtml(outDir, route, baseUrl);
        if (html === null) throw new Error(`social-cards: no built page for the route ${route}`);
        // Only the <title> is read: parsing every page whole would cost a warm build more than the cards.
        const titleHtml = /<title[^>]*>([^<]*)<\/title>/.exec(html.split('</head>')[0])?.[1] ?? '';
        const documentTitle = load(titleHtml, null, false).text();
        const content: CardContent = {
          title: pageTitle(documentTitle, siteName),
          section: sectionOf(route, baseUrl, sections, siteName),
          siteName,
          host,
        };
        const cached = path.join(cacheDir, `${cardKey(content, {logo, fonts, layout, renderers})}.png`);
        if (!(await exists(cached))) {
          const svg = await satori(cardTree(content, logoDataUri) as unknown as Parameters<typeof satori>[0], {
            width: cardWidth,
            height: cardHeight,
            fonts: fontFiles.map(({weight}, i) => ({name: 'Inter', data: fonts[i], weight, style: 'normal' as const})),
          });
          const png = new Resvg(svg, {fitTo: {mode: 'width', value: cardWidth}}).render().asPng();
          await fs.writeFile(`${cached}.tmp`, png);
          await fs.rename(`${cached}.tmp`, cached);
          rendered += 1;
        }
        const target = path.join(outDir, card);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.copyFile(cached, target);
      }
      const elapsed = Math.round(performance.now() - started);
      console.log(
        `[social-cards] ${routes.length} pages, ${rendered} cards rendered, the rest from the cache, in ${elapsed} ms`,
      );
    },
  };
}
