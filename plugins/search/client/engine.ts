/**
 * The embedded search engine: MiniSearch finds the records that match a
 * query (all words first, any word when that finds nothing; prefix on the
 * last word; Algolia's typo tolerance), then the records are filtered,
 * ranked in Algolia's order, made distinct by URL and turned into an
 * Algolia search response.
 *
 * This module and MiniSearch form the chunk that loads when the reader
 * starts to search; nothing here runs on page load.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {countFacets, matchesFilters, parseFacetFilters} from './facets';
import {highlight, prepareQuery, snippet, type HighlightTags, type PreparedQuery} from './highlight';
import {DeserializationError} from './errors';
import {expandIndex, HIERARCHY_LEVELS, isCompactIndex, type DocSearchRecord} from './records';
import {INDEX_SETTINGS, SEARCHABLE_ATTRIBUTES} from './settings';
import {allowedTypos, escapeHtml, indexWords, matchTerm, normalizeTerm, queryWords, transpositions} from './text';
import type {AttributeResults, Hit, SearchRequest, SearchResponse} from './types';

/** Where a record stands on Algolia's ranking criteria, before the custom ranking. */
export interface MatchQuality {
  /** Query words found (more is better). */
  words: number;
  /** Typos summed over the words found (fewer is better). */
  typos: number;
  /** Best searchable attribute a word was found in (0 = hierarchy.lvl0; lower is better). */
  attribute: number;
  /**
   * Query words found as whole words, not as prefixes or with typos (more is
   * better); for a one-word query, 1 only if a field is exactly that word.
   */
  exact: number;
}

interface Candidate extends MatchQuality {
  id: number;
  record: DocSearchRecord;
}

const FIELD_NAMES = SEARCHABLE_ATTRIBUTES.map((path) => path.replace('hierarchy.', ''));

function fieldText(record: DocSearchRecord, field: string): string | null {
  return field === 'content' ? record.content : record.hierarchy[field as keyof DocSearchRecord['hierarchy']];
}

/** Index terms for a word: its searchable term, plus its plain lower case when plural. */
function indexTerms(word: string): string[] {
  const term = normalizeTerm(word);
  const plain = word.toLowerCase();
  return term === plain ? [term] : [term, plain];
}

function buildIndex(records: readonly DocSearchRecord[]): MiniSearch<{id: number}> {
  const miniSearch = new MiniSearch<{id: number}>({
    fields: FIELD_NAMES,
    extractField: (doc, field) => (field === 'id' ? String(doc.id) : (fieldText(records[doc.id], field) ?? '')),
    tokenize: indexWords,
    processTerm: indexTerms,
    searchOptions: {tokenize: queryWords, processTerm: normalizeTerm},
  });
  miniSearch.addAll(records.map((_, id) => ({id})));
  return miniSearch;
}

/** Whether a field holds exactly one word, the query term (Algolia's `exactOnSingleWordQuery: attribute`). */
function fieldEquals(record: DocSearchRecord, field: string, term: string): boolean {
  const text = (fieldText(record, field) ?? '').trim();
  return !SEPARATOR.test(text) && normalizeTerm(text) === term;
}

// Anything that separates words; most texts have one within their first few characters.
const SEPARATOR = /[^\p{L}\p{N}]/u;

/**
 * The quality of a MiniSearch result on Algolia's criteria. `match` maps each
 * index term found in the record to the fields it was found in.
 */
export function matchQuality(
  match: Record<string, string[]>,
  query: PreparedQuery,
  record: DocSearchRecord,
): MatchQuality {
  const quality: MatchQuality = {words: 0, typos: 0, attribute: FIELD_NAMES.length, exact: 0};
  const last = query.terms.length - 1;
  query.terms.forEach((queryTerm, i) => {
    let best: {typos: number; exact: boolean} | null = null;
    for (const [term, fields] of Object.entries(match)) {
      const found = matchTerm(queryTerm, term, i === last);
      if (!found) continue;
      quality.attribute = Math.min(quality.attribute, ...fields.map((f) => FIELD_NAMES.indexOf(f)));
      const exact =
        found.kind === 'exact' && (query.terms.length > 1 || fields.some((f) => fieldEquals(record, f, queryTerm)));
      if (!best || found.typos < best.typos || (found.typos === best.typos && exact))
        best = {typos: found.typos, exact};
    }
    if (!best) return;
    quality.words += 1;
    quality.typos += best.typos;
    if (best.exact) quality.exact += 1;
  });
  return quality;
}

/** Algolia's order: words, typos, attribute, exactness, then the custom ranking on `weight`. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position ||
    a.id - b.id
  );
}

/** Keeps the first record of each URL (Algolia's `distinct` on `url`). */
function distinctByUrl(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter(({record}) => {
    if (seen.has(record.url)) return false;
    seen.add(record.url);
    return true;
  });
}

/** `attribute:size` entries of `attributesToSnippet` (size defaults to 10). */
function parseSnippetAttributes(entries: readonly string[]): Array<{path: string; size: number}> {
  return entries.map((entry) => {
    const [path, size] = entry.split(':');
    return {path, size: size ? Number(size) : 10};
  });
}

/** The record's text attributes a path names (`hierarchy` names every level that is set). */
function textAttributes(record: DocSearchRecord, path: string): Array<{path: string; text: string}> {
  if (path === 'hierarchy' || path === '*') {
    const levels = HIERARCHY_LEVELS.flatMap((lvl) => textAttributes(record, `hierarchy.${lvl}`));
    return path === '*' ? [...levels, ...textAttributes(record, 'content')] : levels;
  }
  const field = path.replace(/^hierarchy\./, '');
  const value = FIELD_NAMES.includes(field) ? fieldText(record, field) : null;
  return typeof value === 'string' ? [{path, text: value}] : [];
}

function setPath<T>(target: AttributeResults<T>, path: string, value: T): void {
  const [head, level] = path.split('.');
  if (level === undefined) {
    target[head] = value;
    return;
  }
  const nested = (target[head] ?? {}) as Record<string, T>;
  nested[level] = value;
  target[head] = nested;
}

// Addresses stay as they are; every other text is escaped.
const URL_ATTRIBUTES = new Set(['url', 'url_without_anchor']);

function escapeValue(value: unknown): unknown {
  if (typeof value === 'string') return escapeHtml(value);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, escapeValue(v)]));
  }
  return value;
}

/** The attributes to return (`hierarchy.lvl1` picks one level), HTML-escaped. */
function retrieve(record: DocSearchRecord, paths: readonly string[]): Record<string, unknown> {
  const source = record as unknown as Record<string, unknown>;
  const hit: Record<string, unknown> = {};
  for (const path of paths.includes('*') ? Object.keys(source) : paths) {
    const [head, level] = path.split('.');
    if (!(head in source)) continue;
    if (level === undefined) {
      hit[head] = URL_ATTRIBUTES.has(head) ? source[head] : escapeValue(source[head]);
    } else {
      const nested = (source[head] as Record<string, unknown>)[level] ?? null;
      hit[head] = {...(hit[head] as object), [level]: escapeValue(nested)};
    }
  }
  return hit;
}

function toHit(record: DocSearchRecord, request: SearchRequest, query: PreparedQuery): Hit {
  const tags: HighlightTags = {
    preTag: request.highlightPreTag ?? INDEX_SETTINGS.highlightPreTag,
    postTag: request.highlightPostTag ?? INDEX_SETTINGS.highlightPostTag,
  };
  const ellipsis = request.snippetEllipsisText ?? INDEX_SETTINGS.snippetEllipsisText;
  const highlightResult: AttributeResults<ReturnType<typeof highlight>> = {};
  for (const path of request.attributesToHighlight ?? INDEX_SETTINGS.attributesToHighlight) {
    for (const attr of textAttributes(record, path))
      setPath(highlightResult, attr.path, highlight(attr.text, query, tags));
  }
  const snippetResult: AttributeResults<ReturnType<typeof snippet>> = {};
  for (const {path, size} of parseSnippetAttributes(
    request.attributesToSnippet ?? INDEX_SETTINGS.attributesToSnippet,
  )) {
    for (const attr of textAttributes(record, path))
      setPath(snippetResult, attr.path, snippet(attr.text, query, size, tags, ellipsis));
  }
  return {
    ...retrieve(record, request.attributesToRetrieve ?? INDEX_SETTINGS.attributesToRetrieve),
    objectID: record.objectID,
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}

function randomQueryId(): string {
  return Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

function requestedFacets(facets: SearchRequest['facets']): string[] {
  if (facets === undefined) return [];
  return typeof facets === 'string' ? [facets] : [...facets];
}

export interface Engine {
  search(request: SearchRequest): SearchResponse;
}

export function createEngine(records: readonly DocSearchRecord[]): Engine {
  const miniSearch = buildIndex(records);

  function find(query: PreparedQuery): Candidate[] {
    if (query.terms.length === 0) {
      return records.map((record, id) => ({id, record, words: 0, typos: 0, attribute: 0, exact: 0}));
    }
    const last = query.terms.length - 1;
    // Each term matches itself (prefix for the last one, typos as allowed) or,
    // when it allows a typo, a swap of two neighbouring letters, which MiniSearch's
    // edit distance would count as two.
    const termQueries = query.terms.map((term, i): Query => {
      const typos = allowedTypos(term);
      const variants =
        typos > 0 ? [{queries: transpositions(term), prefix: i === last, fuzzy: typos - 1 || false}] : [];
      return {combineWith: 'OR', queries: [{queries: [term], prefix: i === last, fuzzy: typos || false}, ...variants]};
    });
    let results: SearchResult[] = miniSearch.search({combineWith: 'AND', queries: termQueries});
    if (results.length === 0 && query.terms.length > 1) {
      results = miniSearch.search({combineWith: 'OR', queries: termQueries});
    }
    return results.map((result) => {
      const id = Number(result.id);
      return {id, record: records[id], ...matchQuality(result.match, query, records[id])};
    });
  }

  return {
    search(request) {
      const started = performance.now();
      const rawQuery = request.query ?? '';
      const query = prepareQuery(rawQuery);
      const filters = parseFacetFilters(request.facetFilters);
      const distinct = request.distinct ?? INDEX_SETTINGS.distinct;
      const matching = find(query)
        .filter(({record}) => matchesFilters(record as unknown as Record<string, unknown>, filters))
        .sort(compareCandidates);
      const ranked = distinct ? distinctByUrl(matching) : matching;
      const hitsPerPage = request.hitsPerPage ?? INDEX_SETTINGS.hitsPerPage;
      const page = request.page ?? 0;
      const pageHits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const facets = requestedFacets(request.facets);
      const response: SearchResponse = {
        hits: pageHits.map(({record}) => toHit(record, request, query)),
        nbHits: ranked.length,
        nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
        page,
        hitsPerPage,
        query: rawQuery,
        params: new URLSearchParams({query: rawQuery, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
        index: request.indexName,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
      };
      if (facets.length > 0) {
        response.facets = countFacets(
          ranked.map(({record}) => record as unknown as Record<string, unknown>),
          facets,
          INDEX_SETTINGS.attributesForFaceting,
        );
      }
      if (request.clickAnalytics) response.queryID = randomQueryId();
      response.processingTimeMS = Math.round(performance.now() - started);
      return response;
    },
  };
}

/** The engine for a downloaded index (the parsed `search-index.json`). */
export function engineFromIndex(data: unknown): Engine {
  if (!isCompactIndex(data)) throw new DeserializationError('The search index has an unknown format.');
  return createEngine(expandIndex(data));
}
