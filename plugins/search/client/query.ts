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
 *   when found and never keep a page out; so are numbers and the units that
 *   follow them (`3 times`, `500 ms`, `2s`), which say how much, not what;
 * - an error message or stack trace pasted from a console is first reduced
 *   to the words that identify the situation (see pasted.ts); the error
 *   types and the phrases the synonym table ties to a section are what it
 *   must find, the other message words count as optional words.
 */
import {isErrorTypeName, isPastedError, reducePastedError} from './pasted';
import type {CompactSynonym, QuantityKind} from './records';
import {camelParts, normalizeTerm, words, type Word} from './text';

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
  /** An optional slot the query implies rather than types (the words of order): it counts as much as a typed word. */
  implied?: boolean;
  /** A word of everyday speech (`really`, `getting`): optional, but still a word of a problem told in words. */
  generic?: boolean;
}

export interface ParsedQuery {
  slots: Slot[];
  /** The typed words, lower case (for highlighting and exact-title checks). */
  words: string[];
  /** Whether the query was pasted from a console (an error message, a stack trace). */
  pasted: boolean;
  /**
   * Whether the query asks about two things or their order (`retry vs circuit breaker`, `cache before
   * timeout`, `where does the limiter go`): the section that names both answers it.
   */
  comparison: boolean;
  /**
   * Whether the query asks how to do something in words (three words or more,
   * none of them an API name): the guide that teaches it comes before reference rows.
   */
  task: boolean;
  /**
   * The kinds of quantity the query states (`for half an hour`: a duration; `5 failures`, `twice`: a
   * count; `50 %`, `half of the calls`: a ratio; `3 a second`: a count and a duration).
   */
  quantities: Set<QuantityKind>;
}

// Words that carry no topic in a question ("how do I retry ...").
const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in is it my of on or should the this to what when ' +
    'where which why with you your me we using use per most least than up'
  ).split(' '),
);
// Words of everyday speech that carry no topic on this site (`the app is really getting ...`, `it just goes
// on and on`); in a question they count as little as the small words. Words that do say something about
// a call (`again`, `never`, `down`, `back`, `same`, `slow`, `stop`, `wait`, `keep` as in `keep responses for
// an hour`) are not among them.
const GENERIC = new Set(
  (
    'get gets got getting gotten go goes going went gone come comes came make makes ' +
    'made making take takes took seem seems seemed really just still even though although already also very ' +
    'quite way ways thing things stuff something anything everything someone anyone everyone people guy guys ' +
    'right exactly lot lots bit much many some any all every each other others another such sure ok okay ' +
    'actually basically maybe probably want wants wanted need needs needed happen happens happened ' +
    'thats whats there their them they its our us he she his her been being was were will would could ' +
    'has have had did doing done am so then now here too only ever whole kind sort like'
  ).split(' '),
);

// Words that set two things side by side or ask for their order; optional in such a question.
const COMPARING = new Set('vs versus or before after inside outside'.split(' '));
// Words that ask how two things differ (`the difference between a pipeline and a builder`).
const DIFFERING = new Set('difference differences differ compared'.split(' '));
// `before` and `after` also open a clause of time, which a subject or a verb such as these marks.
const TIME_WORDS = new Set(['before', 'after']);
// The comparing words that place one thing against another rather than set two side by side.
const PLACES = new Set(['before', 'after', 'inside', 'outside']);
const CLAUSE = new Set('it they we you he she was were is are been can could will would has had did got'.split(' '));
const ORDERING = new Set('before after inside outside where first outermost innermost order'.split(' '));
const PLACING = new Set('go goes put place sit'.split(' '));

// Units of time, after a number, a number word, `a`, `an`, `half` or `per`.
const TIME_UNITS = new Set(
  'ms msec msecs millisecond milliseconds s sec secs second seconds m min mins minute minutes h hr hrs hour hours day days'.split(
    ' ',
  ),
);
const RATIO_UNITS = new Set(['percent', 'pct']);
// Units that say how much after a number (`3 times`, `500 ms`, `2 seconds`, `10 requests per minute`).
const UNITS = new Set([...TIME_UNITS, ...RATIO_UNITS, 'time', 'times', 'x']);
// Numbers in words, which say how much as digits do.
const NUMBER_WORDS = new Set(
  (
    'once twice thrice one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty ' +
    'fifty sixty ninety hundred thousand dozen couple'
  ).split(' '),
);
// Words that say how much only before a unit or a count: `half an hour`, `a second`, `half of the calls`.
const FRACTION_WORDS = new Set('half quarter a an'.split(' '));
// A number, alone or with its unit attached (`3`, `2s`, `500ms`, `1.5`).
const NUMBER = /^\d+(?:[a-z]{1,4})?$/i;

/** Whether a typed word is a number or a unit after a number or after `per`. */
function isQuantity(lower: readonly string[], i: number): boolean {
  const word = lower[i];
  if (NUMBER.test(word) && (/^\d+$/.test(word) || UNITS.has(word.replace(/^\d+/, '')))) return true;
  if (NUMBER_WORDS.has(word)) return true;
  const after = lower[i + 1];
  if (
    (word === 'half' || word === 'quarter') &&
    after !== undefined &&
    (UNITS.has(after) || /^(?:a|an|of)$/.test(after))
  )
    return true;
  if (!UNITS.has(word) || i === 0) return false;
  const before = lower[i - 1];
  if (FRACTION_WORDS.has(before))
    // `a second` is a time only at the end or before a small word (`3 calls a second`, not `a second request`).
    return after === undefined || STOPWORDS.has(after) || before === 'half' || before === 'quarter';
  return /^\d/.test(before) || NUMBER_WORDS.has(before) || before === 'per';
}

const COUNT_WORDS = new Set('times time x once twice thrice dozen couple'.split(' '));

/**
 * The kinds of quantity the words of a query state: a time unit after a number or a number word
 * (`500ms`, `ten minutes`, `half an hour`, `a second` at the end) is a duration; a number or number
 * word without one (`5 failures`, `twice`, `3 times`) a count; `percent`, `%` and `half of` or `half
 * the` a ratio. A rate (`3 a second`, `60 requests per minute`) states a count and a duration.
 */
function quantityKinds(text: string, typed: readonly Word[]): Set<QuantityKind> {
  const kinds = new Set<QuantityKind>();
  if (/\d\s*%/.test(text)) kinds.add('ratio');
  const lower = typed.map((w) => w.text.toLowerCase());
  // The words inside a version (`0.0.9`) or after the point of a decimal (`1.5`), which the number before states.
  const inside = new Set<number>();
  for (const m of text.matchAll(/\d+(?:\.\d+)+/g)) {
    const version = m[0].split('.').length > 2;
    typed.forEach((w, i) => {
      if (w.start >= m.index && w.end <= m.index + m[0].length && (version || w.start > m.index)) inside.add(i);
    });
  }
  lower.forEach((word, i) => {
    if (inside.has(i)) return;
    let next = i + 1;
    while (inside.has(next)) next += 1;
    const after = lower[next];
    if (word === 'half' || word === 'quarter') {
      if (after === 'of' || after === 'the') kinds.add('ratio');
      return;
    }
    if (/^\s*%/.test(text.slice(typed[i].end))) return;
    if (!isQuantity(lower, i)) return;
    const unit = /^\d+[a-z]+$/.test(word) ? word.replace(/^\d+/, '') : word;
    if (TIME_UNITS.has(unit)) kinds.add('duration');
    else if (RATIO_UNITS.has(unit)) kinds.add('ratio');
    else if (COUNT_WORDS.has(unit)) kinds.add('count');
    // `one` is more often a determiner than a count (`one slow server`, `share one pipeline`).
    else if (/^\d+$/.test(word) || (NUMBER_WORDS.has(word) && word !== 'one')) {
      // A number before a unit is that unit's quantity; a fraction of one (`0.5`) is a ratio; otherwise it counts.
      if (after !== undefined && (TIME_UNITS.has(after) || RATIO_UNITS.has(after) || COUNT_WORDS.has(after))) return;
      const fraction = word === '0' && inside.has(i + 1);
      kinds.add(fraction ? 'ratio' : 'count');
    }
  });
  return kinds;
}

/** Whether a text names an API member: a word with inner capitals, an underscore or a dot inside, or call parentheses. */
function namesApiMember(asTyped: string): boolean {
  return /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|[A-Za-z]\.[A-Za-z]|\(\)/.test(asTyped);
}

export interface SynonymEntry {
  expansions: string[];
  page: string | null;
  /** Rows with a page that apply to words as typed (concepts, other libraries, error types and messages). */
  typed: boolean;
}

/** The synonym table keyed by the name as one lower-case word of letters and digits, without an `async` ending. */
export type SynonymTable = Map<string, SynonymEntry>;

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
  for (const [keys, expansions, page, typed] of rows) {
    for (const key of keys.split(' ')) {
      const known = table.get(key);
      if (known) known.expansions = [...new Set([...known.expansions, ...expansions])];
      else table.set(key, {expansions: [...expansions], page, typed: typed === 1});
    }
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
 * synonym or split into parts. `names(term)` says whether a term names a
 * strategy (the words of the strategy pages' titles).
 */
export function parseQuery(
  query: string,
  synonyms: SynonymTable,
  known: (term: string) => boolean,
  names: (term: string) => boolean = () => true,
): ParsedQuery {
  const pasted = isPastedError(query);
  const text = pasted ? reducePastedError(query) : query;
  const typed = words(text);
  const lower = typed.map((w) => w.text.toLowerCase());
  const slots: Slot[] = [];
  // Slots a pasted error must find: its error types and the phrases the table ties to a section.
  const identifying = new Set<Slot>();
  let i = 0;
  while (i < typed.length) {
    let matched = false;
    for (let length = Math.min(MAX_SYNONYM_WORDS, typed.length - i); length >= 1 && !matched; length -= 1) {
      const window = lower.slice(i, i + length);
      // As typed, or (for rows that apply to words as typed) with each word in its singular:
      // `hanging requests` finds `hanging request`.
      const exact = synonyms.get(synonymKey(window.join('')));
      const singular = exact ? undefined : synonyms.get(synonymKey(window.map(normalizeTerm).join('')));
      const entry = exact ?? (singular?.typed ? singular : undefined);
      if (!entry) continue;
      // Rows with a page are another library's names: they apply to a name typed as one token
      // (`WaitAndRetryAsync`, `Policy.Handle`). Typed as a name (inner capitals, a dot), they apply
      // even where the site itself names them, in its comparison of the libraries; a plain word the
      // site uses (`timeout`, which `TimeoutAsync` also becomes) keeps its own meaning.
      // Rows without one are the site's own word list, and rows marked `typed` the concepts, other
      // libraries' names and error messages: both apply to words as typed.
      if (entry.page !== null && !entry.typed) {
        const between = text.slice(typed[i].end, typed[i + length - 1].start);
        if (/\s/.test(between)) continue;
        const asTyped = text.slice(typed[i].start, typed[i + length - 1].end);
        if (!/[a-z][A-Z]|\./.test(asTyped) && known(normalizeTerm(window.join('')))) continue;
      }
      const own = length === 1 ? [normalizeTerm(window[0])] : [];
      const expansions = termsOf(entry.expansions).filter((t) => !own.includes(t));
      const slot: Slot = {
        terms: [...own, ...expansions],
        last: i + length === typed.length,
        optional: false,
        page: entry.page,
        expansions,
      };
      slots.push(slot);
      if (entry.page !== null && entry.typed) identifying.add(slot);
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
    if (isQuantity(lower, i)) {
      // How much, not what: the digits count as an optional word, a unit not at all beyond that.
      const digits = /^\d+/.exec(lower[i])?.[0];
      slots.push({terms: [digits ?? term], last: false, optional: true, page: null, expansions: []});
    } else if (parts.length > 1 && !known(term)) {
      const type = pasted && isErrorTypeName(word.text);
      parts.forEach((part, p) => {
        const slot: Slot = {
          terms: [normalizeTerm(part.text)],
          last: isLast && p === parts.length - 1,
          optional: false,
          page: null,
          expansions: [],
        };
        slots.push(slot);
        if (type) identifying.add(slot);
      });
    } else {
      const generic = GENERIC.has(lower[i]);
      const slot: Slot = {
        terms: [term],
        last: isLast,
        optional: generic || STOPWORDS.has(lower[i]),
        page: null,
        expansions: [],
        ...(generic ? {generic} : {}),
      };
      slots.push(slot);
      if (pasted && isErrorTypeName(word.text)) identifying.add(slot);
    }
    i += 1;
  }
  // A pasted error is found by what identifies it; its other words only order the pages.
  if (pasted && identifying.size > 0) for (const slot of slots) if (!identifying.has(slot)) slot.optional = true;
  // A question about two things: its comparing and ordering words are optional, and a question of
  // order also looks for the words the site orders strategies with.
  // (`after 5 failures` sets no two things side by side.)
  // (`after a payment was retried` is a time: `before` or `after` followed by a clause, a subject or a
  // verb, sets no second thing beside the first.)
  // (`after a network error`, `inside a repository class` place a strategy nowhere: `before`, `after`,
  // `inside` and `outside` set two things side by side when a strategy is named on each side of them.)
  const namesStrategy = (w: string) => {
    const entry = synonyms.get(synonymKey(w));
    return names(normalizeTerm(w)) || (entry !== undefined && termsOf(entry.expansions).some(names));
  };
  const comparing = (w: string, i: number) =>
    COMPARING.has(w) &&
    i > 0 &&
    i < lower.length - 1 &&
    !isQuantity(lower, i + 1) &&
    !/^\d/.test(lower[i + 1]) &&
    !(TIME_WORDS.has(w) && lower.slice(i + 1).some((next) => CLAUSE.has(next))) &&
    (!PLACES.has(w) || (lower.slice(0, i).some(namesStrategy) && lower.slice(i + 1).some(namesStrategy)));
  const comparison =
    !pasted &&
    (lower.some(comparing) ||
      (lower.includes('where') && lower.some((w) => PLACING.has(w))) ||
      lower.some((w) => DIFFERING.has(w)));
  if (comparison) {
    const side = new Set([...COMPARING, ...ORDERING, ...PLACING, ...DIFFERING].map(normalizeTerm));
    for (const slot of slots) if (slot.terms.length === 1 && side.has(slot.terms[0])) slot.optional = true;
    if (lower.some((w) => ORDERING.has(w) || PLACING.has(w)))
      slots.push({
        terms: ['order', 'outermost', 'innermost', 'outer', 'inner', 'pipeline'],
        last: false,
        optional: true,
        page: null,
        expansions: ['order', 'outermost', 'innermost', 'outer', 'inner', 'pipeline'],
        implied: true,
      });
  }
  // A query of small words only ("how to") is searched for them.
  if (slots.every((s) => s.optional)) for (const slot of slots) slot.optional = false;
  // A name typed as words (`max retry attempts`) names its member too.
  const task = !pasted && typed.length >= 3 && !namesApiMember(text) && !known(normalizeTerm(lower.join('')));
  const quantities = pasted ? new Set<QuantityKind>() : quantityKinds(text, typed);
  return {slots, words: lower, pasted, comparison, task, quantities};
}
