/**
 * The social card of a page: what it says (title, section, site name, host)
 * and how it is laid out, as the element tree satori renders to SVG. Pure:
 * data in, data out; plugins/social-cards/index.ts does the reading,
 * rendering and writing.
 */
import {createHash} from 'node:crypto';
import type {PageSection} from '../lib/site-content';

export const cardWidth = 1200;
export const cardHeight = 630;

export interface CardContent {
  title: string;
  section: string;
  siteName: string;
  /** The site's host name, shown at the foot of the card. */
  host: string;
}

/** A node of the tree satori renders: the shape of a React element, without React. */
export interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (CardNode | string)[] | CardNode | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const h = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode['props']['children'],
): CardNode => ({
  type,
  props: children === undefined ? {style} : {style, children},
});

/** The page's title as its <title> gives it, less the ` | Site` suffix Docusaurus adds. */
export function pageTitle(documentTitle: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
  return title.trim() || siteName;
}

/**
 * The section a page belongs to: its sidebar category for a docs page, `Blog`
 * under the blog, otherwise its first path segment in words (`/playground` ->
 * `Playground`), and the site's name for the home page.
 */
export function sectionOf(
  pathname: string,
  baseUrl: string,
  docsSections: readonly PageSection[],
  siteName: string,
): string {
  const section = docsSections.find((s) => s.pages.some((page) => page.path === pathname));
  if (section) return section.label;
  const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const first = relative.split('/')[0].replace(/\.html$/, '');
  if (first === 'blog') return 'Blog';
  if (first === '404') return 'Page not found';
  if (first === '') return siteName;
  const words = first.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The title's font size: large for short titles, smaller as they grow, so that three lines hold any of ours. */
export function titleFontSize(title: string): number {
  if (title.length <= 24) return 76;
  if (title.length <= 44) return 64;
  if (title.length <= 70) return 54;
  return 44;
}

/** Cuts a title too long for three lines at a word, with an ellipsis. */
export function fitTitle(title: string, max = 110): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const colors = {
  background: '#0c1a2b',
  accent: '#13b9fd',
  title: '#ffffff',
  muted: '#b7c6d8',
} as const;

/** The card's element tree: logo and site name, section, title, host, on a dark field with an accent bar. */
export function cardTree(content: CardContent, logoDataUri: string): CardNode {
  const title = fitTitle(content.title);
  return h(
    'div',
    {
      width: cardWidth,
      height: cardHeight,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '64px 72px',
      backgroundColor: colors.background,
      borderLeft: `20px solid ${colors.accent}`,
      fontFamily: 'Inter',
      color: colors.title,
    },
    [
      h('div', {display: 'flex', alignItems: 'center'}, [
        {type: 'img', props: {src: logoDataUri, width: 72, height: 72, style: {marginRight: 24}}},
        h('div', {fontSize: 40, fontWeight: 700}, content.siteName),
      ]),
      h('div', {display: 'flex', flexDirection: 'column'}, [
        h(
          'div',
          {
            fontSize: 30,
            fontWeight: 700,
            color: colors.accent,
            textTransform: 'uppercase',
            letterSpacing: 2,
            marginBottom: 20,
          },
          content.section,
        ),
        h(
          'div',
          {
            fontSize: titleFontSize(title),
            fontWeight: 700,
            lineHeight: 1.15,
            maxHeight: 3 * 1.15 * titleFontSize(title),
          },
          title,
        ),
      ]),
      h('div', {fontSize: 28, color: colors.muted}, content.host),
    ],
  );
}

/**
 * The cache key of a card: it changes when the card's content, the logo, the
 * fonts, the layout code or the renderers change, and only then.
 */
export function cardKey(
  content: CardContent,
  inputs: {logo: string; fonts: readonly Uint8Array[]; layout: string; renderers: string},
): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([content.title, content.section, content.siteName, content.host, inputs.renderers]));
  hash.update(inputs.logo);
  hash.update(inputs.layout);
  for (const font of inputs.fonts) hash.update(font);
  return hash.digest('hex').slice(0, 32);
}
