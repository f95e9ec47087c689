/**
 * Highlight and snippet results in Algolia's shape. The text is HTML-escaped
 * first and the highlight tags are added around the escaped matches, so
 * nothing in a record or a query can become markup.
 */
import {camelParts, escapeHtml, matchTerm, normalizeTerm, words, type TermMatch, type Word} from './text';

/** A query as the engine matches it. */
export interface PreparedQuery {
  /** The words as typed, lower case (Algolia's `matchedWords` values). */
  words: string[];
  /** The same words as searchable terms. */
  terms: string[];
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  preTag: string;
  postTag: string;
}

interface Span {
  start: number;
  end: number;
}

/** A word or camelCase part of a text, with its searchable term. */
interface Token extends Word {
  term: string;
}

interface AnalyzedWord extends Token {
  parts: Token[];
}

interface TextMatches {
  spans: Span[];
  /** For each word of the text, whether it holds a match. */
  wordHits: boolean[];
  textWords: Word[];
  /** Indexes of the query words found in the text. */
  matched: Set<number>;
}

// The words of the texts highlighted lately: the hits of one keystroke are mostly those of the previous one.
const analyses = new Map<string, AnalyzedWord[]>();
const MAX_ANALYSES = 2000;

function analyze(text: string): AnalyzedWord[] {
  let analysis = analyses.get(text);
  if (!analysis) {
    if (analyses.size >= MAX_ANALYSES) analyses.clear();
    const token = (w: Word): Token => ({...w, term: normalizeTerm(w.text)});
    analysis = words(text).map((w) => ({...token(w), parts: camelParts(w).map(token)}));
    analyses.set(text, analysis);
  }
  return analysis;
}

// Within one search, the query word each term of the texts matches first: texts repeat their words.
const termMatchesByQuery = new WeakMap<PreparedQuery, Map<string, {queryIndex: number; match: TermMatch} | null>>();

function firstMatch(query: PreparedQuery, term: string): {queryIndex: number; match: TermMatch} | null {
  let known = termMatchesByQuery.get(query);
  if (!known) {
    known = new Map();
    termMatchesByQuery.set(query, known);
  }
  let found = known.get(term);
  if (found === undefined) {
    found = null;
    const last = query.terms.length - 1;
    for (let i = 0; i <= last; i += 1) {
      const match = matchTerm(query.terms[i], term, i === last);
      if (match) {
        found = {queryIndex: i, match};
        break;
      }
    }
    known.set(term, found);
  }
  return found;
}

/** The span of `candidate` that matches a query term, if any. */
function matchSpan(query: PreparedQuery, candidate: Token): {span: Span; queryIndex: number} | null {
  const found = firstMatch(query, candidate.term);
  if (!found) return null;
  const {queryIndex: i, match} = found;
  const prefixLength = query.words[i].length;
  const end =
    match.kind === 'prefix' && candidate.text.toLowerCase().startsWith(query.words[i])
      ? candidate.start + prefixLength
      : candidate.end;
  return {span: {start: candidate.start, end}, queryIndex: i};
}

// Within one search, highlight and snippet of the same text share their matches.
const matchesByQuery = new WeakMap<PreparedQuery, Map<string, TextMatches>>();

function findMatches(text: string, query: PreparedQuery): TextMatches {
  let known = matchesByQuery.get(query);
  if (!known) {
    known = new Map();
    matchesByQuery.set(query, known);
  }
  let matches = known.get(text);
  if (!matches) {
    matches = matchWords(text, query);
    known.set(text, matches);
  }
  return matches;
}

function matchWords(text: string, query: PreparedQuery): TextMatches {
  const textWords = analyze(text);
  const spans: Span[] = [];
  const matched = new Set<number>();
  const wordHits = textWords.map((word) => {
    const whole = matchSpan(query, word);
    const found = whole ? [whole] : word.parts.flatMap((part) => matchSpan(query, part) ?? []);
    found.forEach(({span, queryIndex}) => {
      spans.push(span);
      matched.add(queryIndex);
    });
    return found.length > 0;
  });
  return {spans, wordHits, textWords, matched};
}

function matchLevel(matches: TextMatches, query: PreparedQuery): MatchLevel {
  if (matches.matched.size === 0) return 'none';
  return matches.matched.size === query.terms.length ? 'full' : 'partial';
}

/** Escapes `text[from, to)` and wraps the spans inside it in the tags. */
function markUp(text: string, spans: Span[], from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, cursor);
    const end = Math.min(span.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(cursor, start)) + tags.preTag + escapeHtml(text.slice(start, end)) + tags.postTag;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, query: PreparedQuery, tags: HighlightTags): HighlightResult {
  const matches = findMatches(text, query);
  const level = matchLevel(matches, query);
  const result: HighlightResult = {
    value: markUp(text, matches.spans, 0, text.length, tags),
    matchLevel: level,
    matchedWords: [...matches.matched].sort((a, b) => a - b).map((i) => query.words[i]),
  };
  if (level !== 'none') {
    result.fullyHighlighted =
      matches.spans.length === 1 && matches.spans[0].start === 0 && matches.spans[0].end === text.length;
  }
  return result;
}

/**
 * The first word of the window of `size` words that holds the most matches;
 * the matches are centred in it when the text allows.
 */
export function snippetStart(wordHits: boolean[], size: number): number {
  if (wordHits.length <= size) return 0;
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < wordHits.length; i += 1) {
    if (wordHits[i]) count += 1;
    if (i >= size && wordHits[i - size]) count -= 1;
    const start = i - size + 1;
    if (start >= 0 && count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  if (bestCount <= 0) return 0;
  const inWindow = wordHits.slice(best, best + size);
  const first = best + inWindow.indexOf(true);
  const last = best + inWindow.lastIndexOf(true);
  const centred = first - Math.floor((size - (last - first + 1)) / 2);
  return Math.max(0, Math.min(centred, wordHits.length - size));
}

export function snippet(
  text: string,
  query: PreparedQuery,
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const matches = findMatches(text, query);
  const {textWords} = matches;
  const level = matchLevel(matches, query);
  if (textWords.length <= size) {
    return {value: markUp(text, matches.spans, 0, text.length, tags), matchLevel: level};
  }
  const first = snippetStart(matches.wordHits, size);
  const from = first === 0 ? 0 : textWords[first].start;
  const lastWord = first + size - 1;
  let to = lastWord >= textWords.length - 1 ? text.length : textWords[lastWord].end;
  // One ellipsis at a cut: where the text itself has one right after the last word, it is kept instead.
  const own = /^(?:…|\.\.\.)/.exec(text.slice(to));
  if (own) to += own[0].length;
  const before = from > 0 ? ellipsis : '';
  const after = to < text.length && !own ? ellipsis : '';
  return {value: before + markUp(text, matches.spans, from, to, tags) + after, matchLevel: level};
}
