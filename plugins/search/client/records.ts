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
}

/** A heading or text block of a page, before it becomes a record. */
export interface Section {
  type: RecordType;
  text: string;
  /** The element's own id (headings and table rows), or null. */
  anchor: string | null;
  /** Index of the heading this section sits under, in the same page, or -1. */
  parent: number;
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
}

type CompactSection = [type: number, text: string, anchor: string | null, parent: number];
type CompactPage = [
  path: string,
  lvl0: string,
  language: string,
  docusaurusTag: string,
  version: string | null,
  sections: CompactSection[],
];

export interface CompactIndex {
  format: 1;
  /** The site's address (`url` of the Docusaurus config), without a trailing slash. */
  siteUrl: string;
  pages: CompactPage[];
}

const TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** DocSearch's weight for a record type: 100 for lvl0 down to 40 for lvl6, 0 for content. */
export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
}

export function compactIndex(siteUrl: string, pages: IndexedPage[]): CompactIndex {
  return {
    format: 1,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    pages: pages.map((p) => [
      p.path,
      p.lvl0,
      p.language,
      p.docusaurus_tag,
      p.version,
      p.sections.map((s): CompactSection => [TYPES.indexOf(s.type), s.text, s.anchor, s.parent]),
    ]),
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
    });
  });
  return records;
}

export function indexPages(index: CompactIndex): IndexedPage[] {
  return index.pages.map(([path, lvl0, language, docusaurusTag, version, sections]) => ({
    path,
    lvl0,
    language,
    docusaurus_tag: docusaurusTag,
    version,
    sections: sections.map(([type, text, anchor, parent]) => ({type: TYPES[type], text, anchor, parent})),
  }));
}

/** Every record of the index, page after page. */
export function expandIndex(index: CompactIndex): DocSearchRecord[] {
  return indexPages(index).flatMap((page) => pageRecords(index.siteUrl, page));
}
