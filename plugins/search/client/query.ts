/**
 * A typed query as the engine scores it: a list of slots, one per word the
 * reader typed, where a slot is found when any of its terms is. Three things
 * change the typed words:
 * - a name from another library (Polly for .NET, resilience4j, ...) found in
 *   the synonym table becomes one slot that also holds the names and words
 *   that mean the same here;
 * - a camelCase, PascalCase or snake_case name the site does not contain is
 *   searched by its parts (`RetryOptions` -> `retry`, `options`);
 * - small words (`how`, `do`, `I`, `the`) are optional: they count a little
 *   when found and never keep a page out.
 */
import type {CompactSynonym} from './records';
import {camelParts, normalizeTerm, words} from './text';

export interface Slot {
  /** Searchable terms; the slot is found when any of them is. */
  terms: string[];
  /** Whether the slot holds the last typed word, which may be unfinished. */
  last: boolean;
  /** Optional slots (small words) count a little and never keep a page out. */
  optional: boolean;
  /** A synonym's page (`/path#anchor`), when the slot came from the synonym table. */
  page: string | null;
  /** Terms the synonym table added (each counts as a whole word, never as a prefix). */
  expansions: string[];
}

export interface ParsedQuery {
  slots: Slot[];
  /** The typed words, lower case (for highlighting and exact-title checks). */
  words: string[];
}

// Words that carry no topic in a question ("how do I retry ...").
const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in is it my of on or should the this to what when ' +
    'where which why with you your me we using use'
  ).split(' '),
);

/** The synonym table keyed by the name as one lower-case word of letters and digits, without an `async` ending. */
export type SynonymTable = Map<string, {expansions: string[]; page: string | null}>;

/** Lower case, letters and digits only, without an `Async` ending: `WaitAndRetryAsync` -> `waitandretry`. */
export function synonymKey(name: string): string {
  const joined = name
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();
  return joined.length > 'async'.length ? joined.replace(/async$/, '') : joined;
}

export function synonymTable(rows: readonly CompactSynonym[]): SynonymTable {
  const table: SynonymTable = new Map();
  for (const [key, expansions, page] of rows) {
    const known = table.get(key);
    if (known) known.expansions = [...new Set([...known.expansions, ...expansions])];
    else table.set(key, {expansions: [...expansions], page});
  }
  return table;
}

/** The terms of a list of words or names (`addConcurrencyLimiter` stays one term; `concurrency limiter` is two). */
function termsOf(phrases: readonly string[]): string[] {
  return [...new Set(phrases.flatMap((phrase) => words(phrase).map((w) => normalizeTerm(w.text))))];
}

const MAX_SYNONYM_WORDS = 4;

/**
 * The slots of a query. `known(term)` says whether the index holds the term
 * as it is; a name the index holds is searched as it is, never replaced by a
 * synonym or split into parts.
 */
export function parseQuery(query: string, synonyms: SynonymTable, known: (term: string) => boolean): ParsedQuery {
  const typed = words(query);
  const lower = typed.map((w) => w.text.toLowerCase());
  const slots: Slot[] = [];
  let i = 0;
  while (i < typed.length) {
    let matched = false;
    for (let length = Math.min(MAX_SYNONYM_WORDS, typed.length - i); length >= 1 && !matched; length -= 1) {
      const window = lower.slice(i, i + length);
      const entry = synonyms.get(synonymKey(window.join('')));
      if (!entry) continue;
      // Rows with a page are another library's names: they apply to a name typed as one token
      // (`WaitAndRetryAsync`, `Policy.Handle`). Typed as a name (inner capitals, a dot), they apply
      // even where the site itself names them, in its comparison of the libraries; a plain word the
      // site uses (`timeout`, which `TimeoutAsync` also becomes) keeps its own meaning.
      // Rows without one are the site's own word list and apply to words as typed.
      if (entry.page !== null) {
        const between = query.slice(typed[i].end, typed[i + length - 1].start);
        if (/\s/.test(between)) continue;
        const asTyped = query.slice(typed[i].start, typed[i + length - 1].end);
        if (!/[a-z][A-Z]|\./.test(asTyped) && known(normalizeTerm(window.join('')))) continue;
      }
      const own = length === 1 ? [normalizeTerm(window[0])] : [];
      const expansions = termsOf(entry.expansions).filter((t) => !own.includes(t));
      slots.push({
        terms: [...own, ...expansions],
        last: i + length === typed.length,
        optional: false,
        page: entry.page,
        expansions,
      });
      // The words of a longer name still count, as optional words.
      if (length > 1)
        for (const word of window)
          slots.push({terms: [normalizeTerm(word)], last: false, optional: true, page: null, expansions: []});
      i += length;
      matched = true;
    }
    if (matched) continue;
    const word = typed[i];
    const term = normalizeTerm(word.text);
    const parts = camelParts(word);
    const isLast = i === typed.length - 1;
    if (parts.length > 1 && !known(term)) {
      parts.forEach((part, p) =>
        slots.push({
          terms: [normalizeTerm(part.text)],
          last: isLast && p === parts.length - 1,
          optional: false,
          page: null,
          expansions: [],
        }),
      );
    } else {
      slots.push({terms: [term], last: isLast, optional: STOPWORDS.has(lower[i]), page: null, expansions: []});
    }
    i += 1;
  }
  // A query of small words only ("how to") is searched for them.
  if (slots.every((s) => s.optional)) for (const slot of slots) slot.optional = false;
  return {slots, words: lower};
}
