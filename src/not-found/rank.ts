/**
 * Ranks the site's pages by how near they are to a path that found nothing,
 * for the not-found page. It compares words: those of the requested path
 * against those of each page's path and title, with typo tolerance from
 * character bigrams. Pure: no React, no browser.
 */

export interface PageEntry {
  path: string;
  title: string;
}

export interface Suggestion extends PageEntry {
  score: number;
}

/** Words that say nothing about which page was meant. */
const noiseWords = new Set([
  'docs',
  'doc',
  'html',
  'htm',
  'index',
  'md',
  'mdx',
  'www',
  'en',
  'page',
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'for',
  'to',
  'in',
  'on',
  'with',
]);

/** Lower-case words of a path or title: camelCase and any punctuation split words; noise and bare numbers are dropped. */
export function words(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // a malformed escape: use the text as it is
  }
  const split = decoded
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return [...new Set(split.filter((word) => word !== '' && !noiseWords.has(word) && !/^\d+$/.test(word)))];
}

function bigrams(word: string): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) pairs.push(word.slice(i, i + 2));
  return pairs;
}

/** 1 for the same word; otherwise the Dice coefficient of their character bigrams, or more when one starts the other. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const left = bigrams(a);
  const right = bigrams(b);
  let dice = 0;
  if (left.length > 0 && right.length > 0) {
    const pool = [...right];
    let shared = 0;
    for (const pair of left) {
      const index = pool.indexOf(pair);
      if (index >= 0) {
        shared += 1;
        pool.splice(index, 1);
      }
    }
    dice = (2 * shared) / (left.length + right.length);
  }
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const prefix = short.length >= 3 && long.startsWith(short) ? 0.6 + (0.4 * short.length) / long.length : 0;
  return Math.max(dice, prefix);
}

const best = (word: string, candidates: readonly string[]): number =>
  Math.max(0, ...candidates.map((candidate) => wordSimilarity(word, candidate)));
const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * How near a page is to the requested path, from 0 to 1: mostly how well the
 * requested words are found in the page's path and title, partly how much of
 * the page's path the request accounts for (so /retry prefers
 * /strategies/retry over /api/retry-strategy).
 */
export function nearness(requestedPath: string, page: PageEntry): number {
  const requested = words(requestedPath);
  if (requested.length === 0) return 0;
  const pathWords = words(page.path);
  const known = [...pathWords, ...words(page.title)];
  const found = mean(requested.map((word) => best(word, known)));
  const covered = mean(pathWords.map((word) => best(word, requested)));
  return 0.7 * found + 0.3 * covered;
}

export interface SuggestOptions {
  limit?: number;
  /** No suggestion scores below this. */
  threshold?: number;
  /** No suggestion scores under this share of the best one's score, so a clear match is not padded with weak ones. */
  relative?: number;
  /** Stripped from both the request and the pages before comparing: its words are in every path. */
  baseUrl?: string;
}

/** The path as if the site were served at the root. */
export const withoutBase = (path: string, baseUrl: string): string =>
  path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;

/** The pages nearest to the requested path, best first. */
export function suggestPages(
  requestedPath: string,
  pages: readonly PageEntry[],
  options: SuggestOptions = {},
): Suggestion[] {
  const {limit = 5, threshold = 0.45, relative = 0.75, baseUrl = '/'} = options;
  const request = withoutBase(requestedPath, baseUrl);
  const ranked = pages
    .filter((page) => page.path !== requestedPath)
    .map((page) => ({...page, score: nearness(request, {...page, path: withoutBase(page.path, baseUrl)})}))
    .filter((suggestion) => suggestion.score >= threshold)
    .sort((a, b) => b.score - a.score || a.path.length - b.path.length || a.path.localeCompare(b.path));
  const cutoff = (ranked[0]?.score ?? 0) * relative;
  return ranked.filter((suggestion) => suggestion.score >= cutoff).slice(0, limit);
}
