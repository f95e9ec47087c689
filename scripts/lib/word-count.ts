/**
 * Prose word count of a docs page, and the minimum each kind of page must
 * reach (the project's policy). Pure: callers read
 * the files.
 *
 * The page is read once into an mdast tree (mdx-document.ts). Not counted:
 * front matter, code blocks, MDX import/export statements, `{...}`
 * expressions and comments, JSX tags and their attributes, inline SVG
 * diagrams, admonition markers and titles, link targets, images and table
 * rules; bare web addresses are not words either. Inline code counts as one
 * word.
 */
import {parseMdx, proseBlocks, type MdxDocument} from './mdx-document';

export type PageKind = 'home' | 'strategy' | 'guide' | 'example' | 'api';

/** Minimum prose words per kind; null means reported only. */
export const MINIMUM_WORDS: Record<PageKind, number | null> = {
  home: 300,
  strategy: 900,
  guide: 600,
  // The two example pages are held to the guide pages' minimum.
  example: 600,
  api: null,
};

/** Kind of a page from its path relative to the docs folder, e.g. `strategies/retry.mdx`. */
export function pageKind(relativePath: string): PageKind {
  const page = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  if (page === 'index') return 'home';
  if (page.startsWith('api/')) return 'api';
  if (page.startsWith('examples/')) return 'example';
  if (page.startsWith('strategies/') && page !== 'strategies/overview') return 'strategy';
  return 'guide';
}

/** The text of a page that counts as prose, one block per line (see mdx-document.ts for what is left out). */
export function proseText(source: string, file = 'page.mdx'): string {
  return proseBlocks(parseMdx(source, file)).join('\n');
}

/** Whitespace-separated tokens that hold at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/[\s|]+/).filter((token) => /[\p{L}\p{N}]/u.test(token) && !/^<?https?:\/\//.test(token)).length;
}

export function proseWordCount(source: string): number {
  return countWords(proseText(source));
}

/** Words of a page already parsed. */
function documentWordCount(doc: MdxDocument): number {
  return countWords(proseBlocks(doc).join('\n'));
}

export interface PageWords {
  page: string;
  kind: PageKind;
  words: number;
  minimum: number | null;
  ok: boolean;
}

export function assessPage(relativePath: string, source: string | MdxDocument): PageWords {
  const kind = pageKind(relativePath);
  const words = typeof source === 'string' ? proseWordCount(source) : documentWordCount(source);
  const minimum = MINIMUM_WORDS[kind];
  return {page: relativePath.replace(/\\/g, '/'), kind, words, minimum, ok: minimum === null || words >= minimum};
}
