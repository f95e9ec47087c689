/**
 * Turns a built page into DocSearch sections with cheerio, following the
 * DocSearch crawler's Docusaurus v2/v3 template: lvl0 from the active sidebar
 * category or navbar item, lvl1 to lvl6 from the article's headings (lvl5 also
 * from the first cell of table rows), content from its paragraphs, list items
 * and last table cells; language, Docusaurus tag and version from the
 * `docsearch:*` meta tags. Pure: HTML in, data out.
 */
import {load, type CheerioAPI} from 'cheerio';
import {isTag, type AnyNode, type Element} from 'domhandler';
import type {IndexedPage, RecordType, Section} from '../client/records';

export const TEMPLATE = {
  lvl0: '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active',
  lvl0Default: 'Documentation',
  headings: [
    {type: 'lvl1', selectors: ['header h1', 'article h1']},
    {type: 'lvl2', selectors: ['article h2']},
    {type: 'lvl3', selectors: ['article h3']},
    {type: 'lvl4', selectors: ['article h4']},
    {type: 'lvl5', selectors: ['article h5, article td:first-child']},
    {type: 'lvl6', selectors: ['article h6']},
  ],
  content: 'article p, article li, article td:last-child',
} as const;

/** Parts of a page that are not content: heading links, tables of contents, breadcrumbs, buttons, page footers. */
export const NOISE = [
  '.hash-link',
  '.table-of-contents',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  'nav[aria-label="Breadcrumbs"]',
  'button',
  'article footer',
  '.theme-doc-footer',
  '.pagination-nav',
  'script',
  'style',
  'noscript',
].join(', ');

export interface PageMeta {
  language: string;
  docusaurus_tag: string;
  version: string | null;
}

function metaContent($: CheerioAPI, name: string): string | null {
  return $(`meta[name="${name}"]`).attr('content') ?? null;
}

export function readMeta($: CheerioAPI): PageMeta | null {
  const language = metaContent($, 'docsearch:language');
  const tag = metaContent($, 'docsearch:docusaurus_tag');
  if (!language || !tag) return null;
  return {language, docusaurus_tag: tag, version: metaContent($, 'docsearch:version')};
}

function isNoIndex($: CheerioAPI): boolean {
  return $('meta[name="robots"], meta[property="robots"]')
    .toArray()
    .some((meta) => /noindex/i.test($(meta).attr('content') ?? ''));
}

/**
 * Whether contextual search can return the page: the default tag (pages and
 * blog posts) or a docs version tag, in one of the site's languages, and not
 * marked noindex.
 */
export function isSearchable($: CheerioAPI, meta: PageMeta, languages: readonly string[]): boolean {
  const contextualTag = meta.docusaurus_tag === 'default' || meta.docusaurus_tag.startsWith('docs-');
  return contextualTag && languages.includes(meta.language) && !isNoIndex($);
}

export function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element without the nested elements that are records of their own, nor code blocks. */
function ownText(node: AnyNode, nested: ReadonlySet<AnyNode>): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  if (node.name === 'pre') return ' ';
  if (node.name === 'br') return ' ';
  return node.children.map((child) => (nested.has(child) ? ' ' : ownText(child, nested))).join('');
}

function firstMatching($: CheerioAPI, selectors: readonly string[]): Element[] {
  for (const selector of selectors) {
    const found = $(selector).toArray().filter(isTag);
    if (found.length > 0) return found;
  }
  return [];
}

interface Open {
  level: number;
  index: number;
  /** The table row a lvl5 from a table cell belongs to. */
  row: Element | null;
}

function anchorOf($: CheerioAPI, el: Element): string | null {
  const own = $(el).attr('id');
  if (own) return own;
  if (el.name === 'td') {
    const row = $(el).closest('tr').attr('id');
    if (row) return row;
  }
  return $(el).find('[id]').first().attr('id') ?? null;
}

/** The sections of an article in document order, each under its nearest enclosing heading. */
export function extractSections($: CheerioAPI): Section[] {
  const headingType = new Map<Element, RecordType>();
  for (const {type, selectors} of TEMPLATE.headings) {
    for (const el of firstMatching($, selectors)) if (!headingType.has(el)) headingType.set(el, type);
  }
  const contentElements = $(TEMPLATE.content).toArray().filter(isTag);
  const all = new Set<AnyNode>([...headingType.keys(), ...contentElements]);
  const ordered = $('*')
    .toArray()
    .filter(isTag)
    .filter((el) => all.has(el));
  const sections: Section[] = [];
  let open: Open[] = [];
  for (const el of ordered) {
    const row = $(el).closest('tr').toArray().find(isTag) ?? null;
    open = open.filter((o) => o.row === null || o.row === row);
    const type = headingType.get(el) ?? 'content';
    const text = cleanText(type === 'content' ? ownText(el, all) : $(el).text());
    if (!text) continue;
    if (type === 'content') {
      sections.push({type, text, anchor: null, parent: open.at(-1)?.index ?? -1});
      continue;
    }
    const level = Number(type.slice(3));
    open = open.filter((o) => o.level < level);
    sections.push({type, text, anchor: anchorOf($, el), parent: open.at(-1)?.index ?? -1});
    open.push({level, index: sections.length - 1, row: el.name === 'td' ? row : null});
  }
  return sections;
}

export function lvl0Of($: CheerioAPI): string {
  return cleanText($(TEMPLATE.lvl0).last().text()) || TEMPLATE.lvl0Default;
}

/** The page's sections, or null when contextual search cannot return it. */
export function extractPage(html: string, path: string, languages: readonly string[]): IndexedPage | null {
  const $ = load(html);
  const meta = readMeta($);
  if (!meta || !isSearchable($, meta, languages)) return null;
  const lvl0 = lvl0Of($);
  $(NOISE).remove();
  return {path, lvl0, ...meta, sections: extractSections($)};
}
