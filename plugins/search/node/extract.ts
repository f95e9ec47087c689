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
import {
  quantityKindOfType,
  SYMPTOM_TYPE,
  SYMPTOMS_ANCHOR,
  type IndexedPage,
  type QuantityKind,
  type RecordType,
  type Section,
} from '../client/records';

export {SYMPTOMS_ANCHOR};

const TEMPLATE = {
  lvl0: '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active',
  lvl0Default: 'Documentation',
  headings: [
    {type: 'lvl1', selectors: ['header h1', 'article h1']},
    {type: 'lvl2', selectors: ['article h2']},
    {type: 'lvl3', selectors: ['article h3']},
    {type: 'lvl4', selectors: ['article h4']},
    // Table rows name their subject in the first cell, or in a row header (API member tables).
    {type: 'lvl5', selectors: ['article h5, article td:first-child, article th[scope="row"]']},
    {type: 'lvl6', selectors: ['article h6']},
  ],
  content: 'article p, article li, article td:last-child',
} as const;

/** Parts of a page that are not content: heading links, tables of contents, breadcrumbs, buttons, page footers. */
const NOISE = [
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
  // Content a page marks as reached another way (the Polly for .NET map: through the synonyms).
  '[data-search-skip]',
  // Widgets with controls: their text is the state a reader's settings put them in (a chart's bars, a
  // simulation's log), shown at its defaults until then; the page's prose says what they show.
  '[data-interactive]:has(input, select)',
  // Tab labels ("Dart", "Flutter") name the tab, not the content.
  '[role="tablist"]',
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

function readMeta($: CheerioAPI): PageMeta | null {
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
function isSearchable($: CheerioAPI, meta: PageMeta, languages: readonly string[]): boolean {
  const contextualTag = meta.docusaurus_tag === 'default' || meta.docusaurus_tag.startsWith('docs-');
  return contextualTag && languages.includes(meta.language) && !isNoIndex($);
}

function cleanText(text: string): string {
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

/** Text of a heading or row header, with a space between its elements (`empty` `since 0.0.9`). */
function spacedText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  const inner = node.children.map(spacedText).join('');
  return INLINE_WITHOUT_SPACE.has(node.name) ? inner : ` ${inner} `;
}

// Elements inside a word: `<wbr>` breaks, links and emphasis.
const INLINE_WITHOUT_SPACE = new Set(['wbr', 'a', 'em', 'strong', 'b', 'i']);

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
  if (el.name === 'td' || el.name === 'th') {
    const row = $(el).closest('tr').attr('id');
    if (row) return row;
  }
  return $(el).find('[id]').first().attr('id') ?? null;
}

/**
 * The kind of quantity the row of an options table configures, from its type: the table's
 * `Type` column (`| Option | Type | Default | Meaning |`), or the code span after the name in
 * its first cell (`| Option and type | Default | Meaning |`). Undefined for other rows and tables.
 */
function quantityOf($: CheerioAPI, cell: Element): QuantityKind | undefined {
  const table = $(cell).closest('table');
  const header = table
    .find('thead th')
    .toArray()
    .map((th) => cleanText($(th).text()).toLowerCase());
  if (!header[0]?.startsWith('option')) return undefined;
  const typeColumn = header.indexOf('type');
  const type =
    typeColumn > 0
      ? cleanText($(cell).closest('tr').children('td, th').eq(typeColumn).text())
      : header[0].endsWith('type')
        ? cleanText($(cell).find('code').last().text())
        : '';
  return quantityKindOfType(type);
}

// Shell commands: what a reader copies and types (`dart pub add polly_dart`).
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'shell-session', 'zsh']);
const MAX_COMMAND_LINES = 3;

/**
 * A content block longer than this keeps its opening sentences only: the words that place a
 * paragraph come first, and the index stays under its 100 KB budget (bench/budgets.json).
 */
export const MAX_CONTENT_CHARS = 450;

/** `text` cut after the last sentence that ends within MAX_CONTENT_CHARS (else at a word boundary). */
export function capContent(text: string): string {
  if (text.length <= MAX_CONTENT_CHARS) return text;
  const head = text.slice(0, MAX_CONTENT_CHARS);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  if (sentenceEnd >= MAX_CONTENT_CHARS / 2) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  return space > 0 ? head.slice(0, space) : head;
}
// Names in code worth searching for: camelCase, PascalCase or snake_case, of 4 characters or more.
const CODE_NAME = /[A-Za-z_$][\w$]*/g;
// Dart's everyday types and words say nothing about the section.
const COMMON_CODE_NAMES = new Set(
  'Future String Duration Map List Object Set Iterable Function Null Never DateTime Uri Type Symbol StackTrace Exception Error TODO FutureOr'.split(
    ' ',
  ),
);

/** The lines of a code block as shown (Prism renders one `.token-line` per line). */
function codeLines($: CheerioAPI, pre: Element): string[] {
  const lines = $(pre).find('.token-line').toArray();
  const texts = lines.length > 0 ? lines.map((line) => $(line).text()) : $(pre).text().split('\n');
  return texts.map((line) => cleanText(line)).filter((line) => line.length > 0);
}

/** The language of a code block, from its `language-*` class. */
function codeLanguage($: CheerioAPI, pre: Element): string | null {
  return /(?:^|\s)language-([\w-]+)/.exec($(pre).attr('class') ?? '')?.[1] ?? null;
}

/** Whether a name from code is one readers search for: with a capital after its first letter, a capital first, an underscore or a package name. */
function isSearchableName(name: string): boolean {
  if (name.length < 4 || COMMON_CODE_NAMES.has(name)) return false;
  return /^[A-Z]/.test(name) ? /[a-z]/.test(name) : /[A-Z]|[a-z0-9]_[a-z0-9]/.test(name);
}

/** The names readers search for in lines of code, once each, in order. */
function codeNames(lines: readonly string[]): string[] {
  const names = new Set<string>();
  for (const line of lines) {
    // Comments are prose: they are not names.
    const code = line.replace(/\/\/.*$/, '');
    for (const [name] of code.matchAll(CODE_NAME)) if (isSearchableName(name)) names.add(name);
  }
  return [...names];
}

/**
 * The names of a library manifest (every `name` in it, and the keys of its
 * symbol tables) that readers search for, with the packages it lists.
 */
export function manifestNames(manifest: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string') names.add(item);
        else walk(item);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'name' && typeof item === 'string') names.add(item);
        if (/^[A-Za-z_]\w*$/.test(key)) names.add(key);
        walk(item);
      }
    }
  };
  walk(manifest);
  return new Set([...names].filter(isSearchableName));
}

/** Whether a code block is a short shell command, indexed as text of its own. */
function isCommand(language: string | null, lines: readonly string[]): boolean {
  return language !== null && SHELL_LANGUAGES.has(language) && lines.length <= MAX_COMMAND_LINES;
}

/**
 * The sections of an article in document order, each under its nearest
 * enclosing heading. Short shell commands become text sections; names from
 * other code blocks are kept on the heading above them (`code`), limited to
 * `codeVocabulary` when it is given, once per page, and only when the page's
 * text does not already say them.
 */
function extractSections($: CheerioAPI, codeVocabulary?: ReadonlySet<string>): Section[] {
  const headingType = new Map<Element, RecordType>();
  for (const {type, selectors} of TEMPLATE.headings) {
    for (const el of firstMatching($, selectors)) if (!headingType.has(el)) headingType.set(el, type);
  }
  const contentElements = $(TEMPLATE.content).toArray().filter(isTag);
  const all = new Set<AnyNode>([...headingType.keys(), ...contentElements]);
  const codeBlocks = new Set<AnyNode>($('article pre').toArray().filter(isTag));
  const ordered = $('*')
    .toArray()
    .filter(isTag)
    .filter((el) => all.has(el) || codeBlocks.has(el));
  const sections: Section[] = [];
  const sectionNames = new Map<number, Set<string>>();
  let open: Open[] = [];
  for (const el of ordered) {
    if (codeBlocks.has(el)) {
      const lines = codeLines($, el);
      const parent = open.at(-1)?.index ?? -1;
      if (isCommand(codeLanguage($, el), lines)) {
        sections.push({type: 'content', text: lines.join(' '), anchor: null, parent});
      } else if (parent >= 0) {
        const names = sectionNames.get(parent) ?? new Set<string>();
        for (const name of codeNames(lines)) names.add(name);
        sectionNames.set(parent, names);
      }
      continue;
    }
    const row = $(el).closest('tr').toArray().find(isTag) ?? null;
    open = open.filter((o) => o.row === null || o.row === row);
    const type = headingType.get(el) ?? 'content';
    const text = cleanText(type === 'content' ? ownText(el, all) : spacedText(el));
    if (!text) continue;
    if (type === 'content') {
      const parent = open.at(-1)?.index ?? -1;
      if (el.name === 'li' && parent >= 0 && sections[parent].anchor === SYMPTOMS_ANCHOR) {
        const points = pagesPointedTo($, el);
        // A symptom: searched like a heading, and reached at its list's heading. An item of a summary
        // speaks for the pages it points to.
        if (points.length === 0)
          sections.push({type: SYMPTOM_TYPE, text: capContent(text), anchor: SYMPTOMS_ANCHOR, parent});
        else sections.push({type, text: capContent(text), anchor: null, parent, points});
        continue;
      }
      if (isNavigation($, el, text, all)) continue;
      sections.push({type, text: capContent(text), anchor: null, parent});
      continue;
    }
    const level = Number(type.slice(3));
    open = open.filter((o) => o.level < level);
    const quantity = row ? quantityOf($, el) : undefined;
    sections.push({type, text, anchor: anchorOf($, el), parent: open.at(-1)?.index ?? -1, ...(quantity && {quantity})});
    open.push({level, index: sections.length - 1, row: el.name === 'td' || el.name === 'th' ? row : null});
  }
  const prose = new Set(sections.flatMap((section) => section.text.match(CODE_NAME) ?? []));
  const kept = new Set<string>();
  for (const [index, names] of sectionNames) {
    const code = [...names].filter(
      (name) => !prose.has(name) && !kept.has(name) && (!codeVocabulary || codeVocabulary.has(name)),
    );
    for (const name of code) kept.add(name);
    if (code.length > 0) sections[index].code = code.join(' ');
  }
  return sections;
}

// A text block whose words are mostly the text of its links points elsewhere ("Related", "Next steps",
// a table cell that only links to a page): the pages it names say what it would, so it is left out.
const NAVIGATION_SHARE = 0.6;

function isNavigation($: CheerioAPI, el: Element, text: string, blocks: ReadonlySet<AnyNode>): boolean {
  // The block's own links: not those of a block nested in it (a list inside a list item), whose text is its own.
  const linked = $(el)
    .find('a[href]')
    .toArray()
    .filter(
      (a) =>
        $(a)
          .parents()
          .toArray()
          .find((p) => blocks.has(p)) === el,
    )
    .reduce((sum, a) => sum + cleanText($(a).text()).length, 0);
  return linked >= NAVIGATION_SHARE * text.length;
}

/**
 * The pages a list item links to when it links only to other pages: an item of a summary (the
 * overview's list of symptoms, each with the page that deals with it) names a problem those pages
 * answer, so it is searched as the text of its section and speaks for them, not as a symptom of its
 * own page. Empty for an item that links within its page or not at all.
 */
function pagesPointedTo($: CheerioAPI, el: Element): string[] {
  const hrefs = $(el)
    .find('a[href]')
    .toArray()
    .map((a) => $(a).attr('href') ?? '');
  if (hrefs.length === 0 || hrefs.some((href) => href.startsWith('#') || !href.startsWith('/'))) return [];
  return [...new Set(hrefs.map((href) => href.replace(/[#?].*$/, '').replace(/\/$/, '')))];
}

function lvl0Of($: CheerioAPI): string {
  return cleanText($(TEMPLATE.lvl0).last().text()) || TEMPLATE.lvl0Default;
}

/** The page's sections, or null when contextual search cannot return it. */
export function extractPage(
  html: string,
  path: string,
  languages: readonly string[],
  codeVocabulary?: ReadonlySet<string>,
): IndexedPage | null {
  const $ = load(html);
  const meta = readMeta($);
  if (!meta || !isSearchable($, meta, languages)) return null;
  const lvl0 = lvl0Of($);
  const description = cleanText($('meta[name="description"]').attr('content') ?? '');
  $(NOISE).remove();
  return {path, lvl0, ...meta, sections: extractSections($, codeVocabulary), ...(description && {description})};
}
