/**
 * Words and terms the way the embedded search engine sees them: how text is
 * cut into words, how a word becomes a searchable term (case, accents,
 * plurals), how many typos a query word may carry, and how a query word
 * matches a word of the text. Indexing, matching, ranking and highlighting all
 * use these functions so that they agree with each other.
 */

/** A word of a text and where it sits, in UTF-16 offsets. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
// Boundaries inside identifiers: `maxRetryAttempts`, `HTTPClient`, `retry2x`.
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

/** The words of a text (letters and digits; everything else separates). */
export function words(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (m) => ({text: m[0], start: m.index, end: m.index + m[0].length}));
}

/** Whether a word may have camelCase parts: a capital after its first letter, or letters and digits. */
function mayHaveParts(word: string): boolean {
  const rest = word.slice(1);
  return rest !== rest.toLowerCase() || (/\d/.test(word) && /\D/.test(word));
}

/** The parts of a camelCase or PascalCase word, or none when it has one part. */
export function camelParts(word: Word): Word[] {
  if (!mayHaveParts(word.text)) return [];
  const parts = Array.from(word.text.matchAll(CAMEL_PART), (m) => ({
    text: m[0],
    start: word.start + m.index,
    end: word.start + m.index + m[0].length,
  }));
  return parts.length > 1 ? parts : [];
}

/** Query words in the order they were typed. */
export function queryWords(query: string): string[] {
  return words(query).map((w) => w.text);
}

/** Words to index for a text: each word, plus the parts of camelCase words. */
export function indexWords(text: string): string[] {
  const found: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    found.push(word);
    const parts = mayHaveParts(word) ? word.match(CAMEL_PART) : null;
    if (parts && parts.length > 1) found.push(...parts);
  }
  return found;
}

const PLURAL_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/(\p{L}{2})ies$/u, '$1y'],
  [/([^siu])s$/, '$1'],
];

/**
 * The singular of a regular English plural, for words of at least four
 * letters (`strategies` -> `strategy`, `caches` -> `cache`), so that singular
 * and plural match each other exactly, as with Algolia's `ignorePlurals`.
 * Words ending in -ss, -us or -is are left alone (`class`, `status`).
 */
function singular(term: string): string {
  if (term.length < 4 || !term.endsWith('s') || /\d/.test(term)) return term;
  for (const [ending, replacement] of PLURAL_ENDINGS) {
    if (ending.test(term)) return term.replace(ending, replacement);
  }
  return term;
}

// Endings that make other words of the same family: `combine`/`combining`, `concurrent`/`concurrency`.
const ENDINGS = /(?:ations?|ions?|ency|ence|ents?|ings?|ers?|ed|e)$/;
const MIN_STEM = 4;

/**
 * The stem of a term: the term without a common English ending, when at
 * least four letters remain (`combining` -> `combin`, `concurrency` ->
 * `concurr`); the term itself otherwise. Words that share a stem are of one
 * family and match each other, below a whole-word match.
 */
export function stem(term: string): string {
  const root = term.replace(ENDINGS, '');
  return root.length >= MIN_STEM && /^[a-z]+$/.test(term) ? root : term;
}

const NON_ASCII = /[^\p{ASCII}]/u;

/** A word as a searchable term: lower case, no accents, singular. */
export function normalizeTerm(word: string): string {
  const lower = word.toLowerCase();
  const plain = NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
  return singular(plain);
}

/** How many typos a query term may carry: 1 from 4 letters, 2 from 7, none in numbers. */
export function allowedTypos(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  if (term.length >= 7) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * Edit distance between two strings where, as in Algolia's typo count, an
 * insertion, a deletion, a substitution or a swap of two neighbouring letters
 * each count as one typo. Returns `max + 1` once the distance exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      }
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** The term with two neighbouring letters swapped, for each pair that differs. */
export function transpositions(term: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] !== term[i + 1]) variants.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return variants;
}

/** How a query term matched a term of the text. */
export type TermMatch = {kind: 'exact' | 'prefix'; typos: 0} | {kind: 'typo'; typos: number};

/**
 * Whether a term of the text matches a query term: exactly, as a prefix (only
 * for the last query word, which the reader may still be typing), or within
 * the typos the query term allows. Returns null when it does not match.
 */
export function matchTerm(queryTerm: string, term: string, isLastWord: boolean): TermMatch | null {
  if (term === queryTerm) return {kind: 'exact', typos: 0};
  if (isLastWord && term.startsWith(queryTerm)) return {kind: 'prefix', typos: 0};
  const allowed = allowedTypos(queryTerm);
  if (allowed === 0) return null;
  const typos = editDistance(queryTerm, term, allowed);
  return typos <= allowed ? {kind: 'typo', typos} : null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
