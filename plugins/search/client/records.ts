/**
 * DocSearch records, as the DocSearch crawler's Docusaurus template makes
 * them, and the compact form the site ships them in (`search-index.json`).
 *
 * The compact form stores each page once and each section once; a record's
 * hierarchy is rebuilt from its parent section, so heading texts are not
 * repeated in every record below them. `expandIndex` turns it back into the
 * very records an Algolia index holds.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** Headings are records of type lvl1 to lvl6; text blocks are `content`. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface DocSearchRecord {
  objectID: string;
  /** Absolute address of the section, with its anchor when it has one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version?: string;
  weight: {pageRank: number; level: number; position: number};
  /**
   * Names and commands from the code blocks of the section (headings only),
   * space-separated: searchable, weighted below prose, never shown.
   */
  code?: string;
  /** The page's description (the page's first heading only): searchable, never shown. */
  description?: string;
  /** The pages (addresses without anchors) an item of a summary list points to: it speaks for them. */
  points?: string[];
  /** What an options-table row configures, from its type: a duration, a count or a ratio. */
  quantity?: QuantityKind;
}

/**
 * The kinds of quantity an option takes (`Duration`, `int`, `double`), which a task typed with a
 * number asks for (`for half an hour`, `at most 3 a second`, `above 50 %`).
 */
export type QuantityKind = 'duration' | 'count' | 'ratio';
const QUANTITY_KINDS: readonly QuantityKind[] = ['duration', 'count', 'ratio'];

/** The kind of quantity an option of this Dart type takes (`Duration?`, `int`, `double`), or undefined. */
export function quantityKindOfType(type: string): QuantityKind | undefined {
  if (/^Duration\??$/.test(type)) return 'duration';
  if (/^int\??$/.test(type)) return 'count';
  if (/^double\??$/.test(type)) return 'ratio';
  return undefined;
}

/**
 * The anchor of a page's symptoms list: a heading `{#symptoms}` over a short list of what a reader
 * sees when they need the page's strategy. Its items are indexed as headings (`lvl4`, reached at that
 * heading), since they name a problem the way a reader types it (node/extract.ts).
 */
export const SYMPTOMS_ANCHOR = 'symptoms';
/** The guide of one strategy (`/strategies/retry`), whose title names it; the overview names them all. */
export const STRATEGY_PAGE = /\/strategies\/(?!overview\/?$)[^/]+\/?$/;
export const SYMPTOM_TYPE: RecordType = 'lvl4';

/** A heading or text block of a page, before it becomes a record. */
export interface Section {
  type: RecordType;
  text: string;
  /** The element's own id (headings and table rows), or null. */
  anchor: string | null;
  /** Index of the heading this section sits under, in the same page, or -1. */
  parent: number;
  /** Names and commands readers type from the section's code blocks (headings only), space-separated. */
  code?: string;
  /** The paths of the pages an item of a summary list points to (the overview's list of symptoms). */
  points?: string[];
  /** The kind of quantity an options-table row configures. */
  quantity?: QuantityKind;
}

/** A page of the site with the sections the crawler template finds in it. */
export interface IndexedPage {
  /** Path of the page, with the site's base URL (`/strategies/retry`). */
  path: string;
  lvl0: string;
  language: string;
  docusaurus_tag: string;
  version: string | null;
  sections: Section[];
  /** The page's description meta tag, when it has one. */
  description?: string;
}

/**
 * A section's anchor in the compact form: null when it has none, 0 when it
 * is the slug of its text, 1 when it is its parent's anchor, a hyphen and the
 * slug of its text (the rows of API tables), or the anchor itself.
 */
type CompactAnchor = string | null | 0 | 1;
/**
 * A section in the compact form: `[type, text, anchor, parent, code?, points?]`, or the
 * text alone for the most common section, a text block without an anchor of
 * its own under the nearest heading above it, or `[text]` for a text block under
 * that heading's own heading (the text after a table, under the table's heading
 * rather than its last row), or `[type, text]` for a table row without an anchor
 * of its own under the heading of the row before it, or under the heading before
 * it when that is not a row; `[type, text, quantity]` is such a row that configures a quantity
 * (an index into QUANTITY_KINDS), and the long form carries it seventh.
 */
type CompactSection =
  | [
      type: number,
      text: string,
      anchor: CompactAnchor,
      parent: number,
      code?: string,
      points?: string[],
      quantity?: number,
    ]
  | [text: string]
  | [type: number, text: string]
  | [type: number, text: string, quantity: number]
  | string;

const CONTENT = 6;
const ROW = 4;

/** The heading a row without its own parent sits under: the parent of the row before it, or the heading before it. */
function rowParent(types: readonly number[], parents: readonly number[], before: number): number {
  if (before < 0) return -1;
  return types[before] === ROW ? parents[before] : before;
}

/** The index of the nearest heading (not a text block) before `position`, or -1. */
function headingBefore(types: readonly number[], position: number): number {
  for (let i = position - 1; i >= 0; i -= 1) if (types[i] !== CONTENT) return i;
  return -1;
}

/** A heading's slug the way Docusaurus makes most of them: lower case, spaces to hyphens, other punctuation dropped. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchor in its shortest compact form, given the parent's anchor. */
function compactAnchor(anchor: string | null, text: string, parentAnchor: string | null): CompactAnchor {
  if (anchor === null) return null;
  const slug = slugOf(text);
  if (anchor === slug) return 0;
  if (parentAnchor !== null && anchor === `${parentAnchor}-${slug}`) return 1;
  return anchor;
}

function expandAnchor(anchor: CompactAnchor, text: string, parentAnchor: string | null): string | null {
  if (anchor === 0) return slugOf(text);
  if (anchor === 1) return `${parentAnchor ?? ''}-${slugOf(text)}`;
  return anchor;
}
type CompactPage = [
  path: string,
  lvl0: string,
  language: string,
  docusaurusTag: string,
  version: string | null,
  sections: CompactSection[],
  description?: string,
];

/**
 * Names readers bring from other libraries, each with the words and names
 * that mean the same here and, when one is known, the page that answers it
 * (`[keys, expansions, page, typed]`; the keys are lower-case words of letters
 * and digits separated by spaces, each a name of the row). `typed` (1) marks a row with a page that applies to
 * words as typed (concepts, other libraries' names, error types and messages)
 * rather than only to a name typed as one token (Polly for .NET's names).
 */
export type CompactSynonym = [key: string, expansions: string[], page: string | null, typed?: 1];

export interface CompactIndex {
  format: 1;
  /** The site's address (`url` of the Docusaurus config), without a trailing slash. */
  siteUrl: string;
  pages: CompactPage[];
  synonyms?: CompactSynonym[];
  /** A hash of the build's index, which MiniSearch's prebuilt index names (search-early): a pair from two builds is not loaded. */
  version?: string;
}

const TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** DocSearch's weight for a record type: 100 for lvl0 down to 40 for lvl6, 0 for content. */
function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
}

// Short texts said three times or more on the site ("getter", "none", "—") say nothing a reader searches for.
const BOILERPLATE_LENGTH = 24;
const BOILERPLATE_REPEATS = 3;

/** The pages without the short text blocks the site repeats (table cells such as "getter" or "none"). */
export function withoutBoilerplate(pages: readonly IndexedPage[]): IndexedPage[] {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const s of page.sections)
      if (s.type === 'content' && s.text.length <= BOILERPLATE_LENGTH)
        counts.set(s.text, (counts.get(s.text) ?? 0) + 1);
  const boilerplate = (s: Section) => s.type === 'content' && (counts.get(s.text) ?? 0) >= BOILERPLATE_REPEATS;
  return pages.map((page) => {
    // Parents are indexes into the page's sections: renumber them after the removal.
    const newIndex: number[] = [];
    const sections: Section[] = [];
    page.sections.forEach((s, i) => {
      newIndex[i] = sections.length;
      if (!boilerplate(s)) sections.push({...s, parent: s.parent >= 0 ? newIndex[s.parent] : -1});
    });
    return {...page, sections};
  });
}

export function compactIndex(siteUrl: string, pages: IndexedPage[], synonyms: CompactSynonym[] = []): CompactIndex {
  return {
    format: 1,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    pages: pages.map((p): CompactPage => {
      const page: CompactPage = [
        p.path,
        p.lvl0,
        p.language,
        p.docusaurus_tag,
        p.version,
        p.sections.map((s, position, all): CompactSection => {
          const type = TYPES.indexOf(s.type);
          if (type === CONTENT && s.anchor === null && !s.code && !s.points) {
            const before = headingBefore(
              all.map((x) => TYPES.indexOf(x.type)),
              position,
            );
            if (s.parent === before) return s.text;
            if (before >= 0 && s.parent === all[before].parent) return [s.text];
          }
          if (type === ROW && s.anchor === null && !s.code && !s.points) {
            const before = headingBefore(
              all.map((x) => TYPES.indexOf(x.type)),
              position,
            );
            if (
              s.parent ===
              rowParent(
                all.map((x) => TYPES.indexOf(x.type)),
                all.map((x) => x.parent),
                before,
              )
            )
              return s.quantity ? [type, s.text, QUANTITY_KINDS.indexOf(s.quantity)] : [type, s.text];
          }
          const parentAnchor = s.parent >= 0 ? p.sections[s.parent].anchor : null;
          const anchor = compactAnchor(s.anchor, s.text, parentAnchor);
          const section: [number, string, CompactAnchor, number, string?, string[]?, number?] = [
            type,
            s.text,
            anchor,
            s.parent,
          ];
          if (s.code || s.points || s.quantity) section.push(s.code ?? '');
          if (s.points || s.quantity) section.push(s.points ?? []);
          if (s.quantity) section.push(QUANTITY_KINDS.indexOf(s.quantity));
          return section;
        }),
      ];
      if (p.description) page.push(p.description);
      return page;
    }),
    ...(synonyms.length > 0 && {synonyms}),
  };
}

export function isCompactIndex(value: unknown): value is CompactIndex {
  const index = value as CompactIndex | null;
  return index?.format === 1 && typeof index.siteUrl === 'string' && Array.isArray(index.pages);
}

function emptyHierarchy(lvl0: string): Hierarchy {
  return {lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** The records of one page, in page order. */
export function pageRecords(siteUrl: string, page: IndexedPage): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const pageUrl = siteUrl + page.path;
  page.sections.forEach((section, position) => {
    const parent = section.parent >= 0 ? records[section.parent] : null;
    const hierarchy = parent ? {...parent.hierarchy} : emptyHierarchy(page.lvl0);
    const anchor = (section.type !== 'content' ? section.anchor : null) ?? parent?.anchor ?? null;
    if (section.type !== 'content') hierarchy[section.type] = section.text;
    records.push({
      objectID: `${page.path}-${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type: section.type,
      hierarchy,
      content: section.type === 'content' ? section.text : null,
      language: page.language,
      docusaurus_tag: page.docusaurus_tag,
      ...(page.version !== null && {version: page.version}),
      weight: {pageRank: 0, level: levelWeight(section.type), position},
      ...(section.code && {code: section.code}),
      ...(section.points && {points: section.points.map((path) => siteUrl + path)}),
      ...(section.quantity && {quantity: section.quantity}),
      ...(section.type === 'lvl1' && page.description && {description: page.description}),
    });
  });
  return records;
}

export function indexPages(index: CompactIndex): IndexedPage[] {
  return index.pages.map(([path, lvl0, language, docusaurusTag, version, sections, description]) => ({
    path,
    lvl0,
    language,
    docusaurus_tag: docusaurusTag,
    version,
    sections: sections.reduce<{expanded: Section[]; heading: number}>(
      (state, compact) => {
        const {expanded} = state;
        if (typeof compact === 'string') {
          expanded.push({type: 'content', text: compact, anchor: null, parent: state.heading});
          return state;
        }
        if (compact.length === 2 || compact.length === 3) {
          const [type, text, quantity] = compact;
          const parent = rowParent(
            expanded.map((x) => TYPES.indexOf(x.type)),
            expanded.map((x) => x.parent),
            state.heading,
          );
          expanded.push({
            type: TYPES[type],
            text,
            anchor: null,
            parent,
            ...(quantity !== undefined && QUANTITY_KINDS[quantity] && {quantity: QUANTITY_KINDS[quantity]}),
          });
          state.heading = expanded.length - 1;
          return state;
        }
        if (compact.length === 1) {
          const parent = state.heading >= 0 ? expanded[state.heading].parent : -1;
          expanded.push({type: 'content', text: compact[0], anchor: null, parent});
          return state;
        }
        const [type, text, anchor, parent, code, points, quantity] = compact;
        const parentAnchor = parent >= 0 ? (expanded[parent]?.anchor ?? null) : null;
        expanded.push({
          type: TYPES[type],
          text,
          anchor: expandAnchor(anchor, text, parentAnchor),
          parent,
          ...(code && {code}),
          ...(points && points.length > 0 && {points}),
          ...(quantity !== undefined && QUANTITY_KINDS[quantity] && {quantity: QUANTITY_KINDS[quantity]}),
        });
        if (type !== CONTENT) state.heading = expanded.length - 1;
        return state;
      },
      {expanded: [], heading: -1},
    ).expanded,
    ...(description && {description}),
  }));
}

/** Every record of the index, page after page. */
export function expandIndex(index: CompactIndex): DocSearchRecord[] {
  return indexPages(index).flatMap((page) => pageRecords(index.siteUrl, page));
}
