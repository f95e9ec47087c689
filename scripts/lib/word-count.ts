/**
 * Prose word count of a docs page, and the minimum each kind of page must
 * reach: the project's policy, listed with `npm run words` in README.md. Pure:
 * callers read the files.
 *
 * Not counted: front matter, fenced code blocks, MDX import/export
 * statements, JSX/HTML tags and their attributes, inline SVG diagrams,
 * comments, admonition markers (`:::note[Title]`, `:::`), link targets,
 * images and table rules. Inline code inside a sentence counts as one word.
 */

export type PageKind = 'home' | 'strategy' | 'guide' | 'example' | 'api';

/** Minimum prose words per kind; null means reported only. */
export const MINIMUM_WORDS: Record<PageKind, number | null> = {
  home: 300,
  strategy: 900,
  guide: 600,
  // The issue counts the two example pages among the 19 guide pages.
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

function withoutFencedCode(source: string): string {
  const lines = source.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (!open) {
      kept.push(lines[i]);
      continue;
    }
    const fence = open[1];
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    i++;
    while (i < lines.length && !closing.test(lines[i])) i++;
  }
  return kept.join('\n');
}

/** MDX ESM: an `import`/`export` statement runs until the next blank line. */
function withoutEsm(source: string): string {
  const kept: string[] = [];
  let inEsm = false;
  for (const line of source.split('\n')) {
    if (!inEsm && /^(import|export)\s/.test(line)) inEsm = true;
    if (inEsm && line.trim() === '') inEsm = false;
    if (!inEsm) kept.push(line);
  }
  return kept.join('\n');
}

/** The text of a page that counts as prose. */
export function proseText(source: string): string {
  let text = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  text = withoutFencedCode(text);
  text = withoutEsm(text);
  text = text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, ' ')
    .replace(/<(https?:[^>\s]+)>/g, ' ')
    .replace(/<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^<>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)?\/?>/g, ' ')
    .replace(/\{(?:[^{}]|\{[^{}]*\})*\}/g, ' ')
    .replace(/^\s*:::.*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/^\s*\|?[\s:|-]*-{3,}[\s:|-]*$/gm, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return text;
}

/** Whitespace-separated tokens that hold at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/[\s|]+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function proseWordCount(source: string): number {
  return countWords(proseText(source));
}

export interface PageWords {
  page: string;
  kind: PageKind;
  words: number;
  minimum: number | null;
  ok: boolean;
}

export function assessPage(relativePath: string, source: string): PageWords {
  const kind = pageKind(relativePath);
  const words = proseWordCount(source);
  const minimum = MINIMUM_WORDS[kind];
  return {page: relativePath.replace(/\\/g, '/'), kind, words, minimum, ok: minimum === null || words >= minimum};
}
