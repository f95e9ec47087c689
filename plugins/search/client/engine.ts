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
import {countFacets, parseFacetFilters, passingRecords, type FilterClauses} from './facets';
import {highlight, snippet, type HighlightTags, type PreparedQuery} from './highlight';
import {DeserializationError} from './errors';
import {parseQuery, synonymTable, type ParsedQuery, type Slot, type SynonymTable} from './query';
import {
  expandIndex,
  HIERARCHY_LEVELS,
  isCompactIndex,
  STRATEGY_PAGE,
  SYMPTOM_TYPE,
  SYMPTOMS_ANCHOR,
  type DocSearchRecord,
} from './records';
import {INDEX_SETTINGS} from './settings';
import {
  allowedTypos,
  escapeHtml,
  indexWords,
  matchTerm,
  normalizeTerm,
  queryWords,
  stem,
  transpositions,
  type TermMatch,
} from './text';
import type {AttributeResults, Hit, SearchRequest, SearchResponse} from './types';

/** A record that answers a query, with its score: its page's score plus a share of its own section's. */
interface Candidate {
  id: number;
  record: DocSearchRecord;
  score: number;
}

// Fields searched, with how much a word found in each counts. The page title
// (lvl1) counts most; the sidebar category (lvl0) little; names and commands
// from code count below prose.
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  lvl0: 0.25,
  lvl1: 1,
  lvl2: 0.8,
  lvl3: 0.7,
  lvl4: 0.65,
  lvl5: 0.6,
  lvl6: 0.6,
  content: 0.45,
  description: 0.6,
  code: 0.3,
};
const FIELD_NAMES = Object.keys(FIELD_WEIGHTS);

/** How a match counts: a whole word fully, an unfinished word or one with typos less. */
export function matchWeight(found: TermMatch, last: boolean): number {
  if (found.kind === 'exact') return 1;
  if (found.kind === 'prefix') return last ? 0.85 : 0.7;
  return found.typos === 1 ? 0.6 : 0.4;
}

// How much the section counts beside its page, and the bonuses.
const SECTION_SHARE = 0.4;
const TERM_FREQUENCY_SHARE = 0.25;
const TITLE_SHARE = 0.3;
const TITLE_IS_QUERY = 0.2;
const HEADING_IS_QUERY = 0.1;
const SYNONYM_PAGE = 0.2;
const SYNONYM_SECTION = 0.3;
// How a section named by the synonym table counts for its name (as a heading would).
const SYNONYM_MATCH = 0.8;
const OUTSIDE_DOCS = 0.85;
// A page whose sections are mostly table rows is reference (the API pages); a task asked in words
// (`retry 3 times with a 2 second delay`) is taught by the guide, so reference pages and table rows
// count less for it.
const REFERENCE_ROWS = 0.3;
const TASK_REFERENCE_PAGE = 0.85;
const TASK_TABLE_ROW = 0.5;
const OPTIONAL_WEIGHT = 0.2;
// A task stated with a quantity (`keep the circuit open for 30 seconds`): an options-table row of that
// kind of quantity, on a page the query finds, is the section that configures it; this is its bonus,
// so it lifts its page by at most this much and never adds a page.
const QUANTITY_ROW = 0.3;
// A query of this many required words or more describes a problem; a page saying this share of it
// (by weight) is listed.
const DESCRIBED_SLOTS = 4;
const DESCRIBED_SHARE = 0.6;
// For a problem described in words: how much the symptom that says most of it counts for its page.
const SYMPTOM_SAID = 0.3;
const isSymptom = (record: DocSearchRecord): boolean =>
  record.type === SYMPTOM_TYPE && record.anchor === SYMPTOMS_ANCHOR;
// For a question about two things: how much the section that names most of them counts for its page,
// and for itself.
const BOTH_NAMED = 0.3;
const PHRASE = 0.25;
// Words of at least this many letters also find longer words they start (`install` -> `installation`).
const PREFIX_LENGTH = 4;
const EXACT: TermMatch = {kind: 'exact', typos: 0};
// A word that shares its stem with the query word (`combine`, `combining`).
const STEM_WEIGHT = 0.65;

function fieldText(record: DocSearchRecord, field: string): string | null {
  if (field === 'content') return record.content;
  if (field === 'code') return record.code ?? null;
  if (field === 'description') return record.description ?? null;
  return record.hierarchy[field as keyof DocSearchRecord['hierarchy']] ?? null;
}

// The fields a record says itself (its own heading or text, and its code), not those it inherits, by record type.
const OWN_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'].map((type) => [
    type,
    new Set(type === 'content' ? ['content'] : [type, 'code', 'description']),
  ]),
);

/** Index terms for a word: its searchable term, plus its plain lower case when plural. */
function indexTerms(word: string): string[] {
  const term = normalizeTerm(word);
  const plain = word.toLowerCase();
  return term === plain ? [term] : [term, plain];
}

/**
 * Runs `make` once per distinct input. Building the index is most of the time from the index's arrival
 * to the first results: the headings every record of a page repeats, and the words the whole site
 * repeats, are split and normalised once each instead of once per occurrence. MiniSearch only reads
 * the arrays it is given.
 */
function once<T>(make: (input: string) => T): (input: string) => T {
  const made = new Map<string, T>();
  return (input) => {
    let result = made.get(input);
    if (result === undefined) {
      result = make(input);
      made.set(input, result);
    }
    return result;
  };
}

export interface BuildOptions {
  /**
   * MiniSearch's index of these records as the build wrote it (`search-engine.json`, parsed; the
   * `search-early` accelerator): loaded instead of built when it fits them. Null or anything else: the
   * index is built.
   */
  prebuilt?: unknown;
}

function miniSearchOptions(records: readonly DocSearchRecord[], vocabulary: Set<string>) {
  return {
    fields: FIELD_NAMES,
    extractField: (doc: {id: number}, field: string) =>
      field === 'id' ? String(doc.id) : (fieldText(records[doc.id], field) ?? ''),
    tokenize: once(indexWords),
    processTerm: once((word: string) => {
      const terms = indexTerms(word);
      for (const term of terms) vocabulary.add(term);
      return terms;
    }),
    searchOptions: {tokenize: queryWords, processTerm: normalizeTerm},
  };
}

/**
 * MiniSearch's index as the build writes it: MiniSearch's own serialization (`toJSON`) made compact,
 * about a third of its size. Documents are numbered 0 to n - 1 (MiniSearch's short ids and the records'
 * ids alike), so their map is left out; each term's postings are, per field, its documents' ids as gaps
 * from the one before (from -1 for the first, so never 0), negative when the term occurs more than once
 * there, followed then by the count.
 */
interface CompactEngineIndex {
  format: typeof ENGINE_INDEX_FORMAT;
  /** The `version` of the index file it was made from: a pair from two deploys (one of them cached) is not loaded. */
  indexVersion: string | null;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  /** Each document's field lengths, by document. */
  fieldLength: number[][];
  /** [term, fieldId, postings, fieldId, postings, …] */
  index: Array<[string, ...Array<number | number[]>]>;
}

const ENGINE_INDEX_FORMAT = 'polly-minisearch-1';

/** MiniSearch's serialized form (`toJSON`), as far as the compact form reads and writes it. */
interface MiniSearchJs {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, unknown>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount?: number;
  index: Array<[string, Record<string, Record<string, number>>]>;
  serializationVersion: number;
}

function compactEngineIndex(js: MiniSearchJs, indexVersion: string | null): CompactEngineIndex {
  const n = js.documentCount;
  const numbered =
    js.nextId === n &&
    Object.keys(js.documentIds).length === n &&
    Object.entries(js.documentIds).every(([shortId, id]) => String(id) === shortId && Number(shortId) < n);
  if (!numbered || js.serializationVersion !== 2)
    throw new Error('search-engine: MiniSearch numbered the records otherwise than 0 to n - 1');
  return {
    format: ENGINE_INDEX_FORMAT,
    indexVersion,
    documentCount: n,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    dirtCount: js.dirtCount ?? 0,
    fieldLength: Array.from({length: n}, (_, i) => js.fieldLength[String(i)]),
    index: js.index.map(([term, fields]) => {
      const row: [string, ...Array<number | number[]>] = [term];
      for (const [fieldId, docs] of Object.entries(fields)) {
        const postings: number[] = [];
        let previous = -1;
        for (const id of Object.keys(docs)
          .map(Number)
          .sort((a, b) => a - b)) {
          const count = docs[String(id)];
          postings.push(count === 1 ? id - previous : previous - id);
          if (count !== 1) postings.push(count);
          previous = id;
        }
        row.push(Number(fieldId), postings);
      }
      return row;
    }),
  };
}

/** A term's postings: by field, in the order the build added them, each document's count. */
type Postings = Map<number, Map<number, number>>;

type CompactRow = CompactEngineIndex['index'][number];

/** A compact row's fields in the order MiniSearch added them, each with where its postings are; throws on anything malformed. */
function checkRow(row: CompactRow, n: number, fieldNumbers: ReadonlySet<number>): number[] {
  const fields: Array<{at: number; first: number; fieldId: number}> = [];
  if (row.length % 2 !== 1) throw new Error('a term has a field without postings');
  for (let k = 1; k + 1 < row.length; k += 2) {
    const fieldId = row[k] as number;
    const postings = row[k + 1];
    if (!fieldNumbers.has(fieldId) || !Array.isArray(postings)) throw new Error('a posting list is malformed');
    let id = -1;
    for (let p = 0; p < postings.length; p += 1) {
      const gap = postings[p];
      if (!Number.isInteger(gap) || gap === 0) throw new Error('a posting is malformed');
      if (gap > 0) id += gap;
      else {
        id -= gap;
        p += 1;
        const count = postings[p];
        if (!Number.isInteger(count) || count < 2) throw new Error('a count is malformed');
      }
      if (!(id >= 0 && id < n)) throw new Error('a posting is out of range');
    }
    // An empty list (the build writes none) sorts last.
    const first = postings.length === 0 ? n : postings[0] > 0 ? postings[0] - 1 : -postings[0] - 1;
    fields.push({at: k, first, fieldId});
  }
  // MiniSearch added a term's fields as it met them: record by record, and field by field within one.
  fields.sort((a, b) => a.first - b.first || a.fieldId - b.fieldId);
  return fields.map((field) => field.at);
}

/** The documents and counts of one field's postings, checked already. */
function fieldPostings(postings: number[]): Map<number, number> {
  const docs = new Map<number, number>();
  let id = -1;
  for (let p = 0; p < postings.length; p += 1) {
    const gap = postings[p];
    if (gap > 0) {
      id += gap;
      docs.set(id, 1);
    } else {
      id -= gap;
      p += 1;
      docs.set(id, postings[p]);
    }
  }
  return docs;
}

/**
 * A term's postings as MiniSearch reads them (by field, each document's count), checked when the index
 * loads and made into maps of documents the first time anything reads them: a search reads the terms
 * it matches (exactly, as a prefix or with typos), not the whole index.
 */
class LoadedPostings extends Map<number, Map<number, number>> {
  #row: CompactRow | null;
  #order: number[];

  constructor(row: CompactRow, order: number[]) {
    super();
    this.#row = row;
    this.#order = order;
  }

  #fill(): void {
    const row = this.#row;
    if (row === null) return;
    this.#row = null;
    for (const at of this.#order) super.set(row[at] as number, fieldPostings(row[at + 1] as number[]));
  }

  override get(fieldId: number) {
    this.#fill();
    return super.get(fieldId);
  }
  override has(fieldId: number) {
    this.#fill();
    return super.has(fieldId);
  }
  override get size() {
    this.#fill();
    return super.size;
  }
  override set(fieldId: number, docs: Map<number, number>) {
    this.#fill();
    return super.set(fieldId, docs);
  }
  override delete(fieldId: number) {
    this.#fill();
    return super.delete(fieldId);
  }
  override clear() {
    this.#fill();
    super.clear();
  }
  override forEach(
    callback: (docs: Map<number, number>, fieldId: number, map: Map<number, Map<number, number>>) => void,
    thisArg?: unknown,
  ) {
    this.#fill();
    super.forEach(callback, thisArg);
  }
  override keys() {
    this.#fill();
    return super.keys();
  }
  override values() {
    this.#fill();
    return super.values();
  }
  override entries() {
    this.#fill();
    return super.entries();
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

/** A compact row's postings as the index holds them; throws on anything malformed. */
function rowPostings(row: CompactRow, n: number, fieldNumbers: ReadonlySet<number>): Postings {
  return new LoadedPostings(row, checkRow(row, n, fieldNumbers));
}

/** MiniSearch's serialized form of the compact form, without its terms, which loadIndex sets itself. */
function withoutTerms(data: CompactEngineIndex): MiniSearchJs {
  const n = data.documentCount;
  const documentIds: Record<string, string> = {};
  const fieldLength: Record<string, number[]> = {};
  const fields = FIELD_NAMES.length;
  const lengths = (values: unknown): values is number[] =>
    Array.isArray(values) && values.length === fields && values.every((v) => typeof v === 'number' && v >= 0);
  if (!lengths(data.averageFieldLength)) throw new Error('average field lengths malformed');
  for (let i = 0; i < n; i += 1) {
    documentIds[i] = String(i);
    if (!lengths(data.fieldLength[i])) throw new Error('field lengths malformed');
    fieldLength[i] = data.fieldLength[i];
  }
  return {
    documentCount: n,
    nextId: n,
    documentIds,
    fieldIds: data.fieldIds,
    fieldLength,
    averageFieldLength: data.averageFieldLength,
    storedFields: {},
    dirtCount: data.dirtCount,
    index: [],
    serializationVersion: 2,
  };
}

/**
 * Whether `value` looks like the build's index of `count` records made from the index file of `version`,
 * with the engine's fields numbered as MiniSearch numbers them (in FIELD_NAMES order).
 */
function isSerializedIndex(value: unknown, count: number, version: string | null): value is CompactEngineIndex {
  const data = value as CompactEngineIndex | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    data.format === ENGINE_INDEX_FORMAT &&
    (data.indexVersion ?? null) === version &&
    data.documentCount === count &&
    typeof data.dirtCount === 'number' &&
    typeof data.fieldIds === 'object' &&
    data.fieldIds !== null &&
    Object.keys(data.fieldIds).length === FIELD_NAMES.length &&
    FIELD_NAMES.every((name, i) => data.fieldIds[name] === i) &&
    Array.isArray(data.fieldLength) &&
    Array.isArray(data.index)
  );
}

/** The prebuilt index loaded, or null when it does not fit the records (then the caller builds one). */
function loadIndex(
  records: readonly DocSearchRecord[],
  vocabulary: Set<string>,
  prebuilt: unknown,
  version: string | null,
): MiniSearch<{id: number}> | null {
  if (!isSerializedIndex(prebuilt, records.length, version)) return null;
  try {
    const miniSearch = MiniSearch.loadJS<{id: number}>(
      withoutTerms(prebuilt) as never,
      miniSearchOptions(records, vocabulary),
    );
    // Seam `search-early-minisearch-index` (seams.ts): the terms go straight into MiniSearch's word
    // index, as its loadJS puts them, without the objects keyed by strings its serialized form has.
    const index = (miniSearch as unknown as {_index?: {set?: (term: string, postings: Postings) => unknown}})._index;
    if (typeof index?.set !== 'function') return null;
    const fieldNumbers = new Set(FIELD_NAMES.map((_, i) => i));
    for (const row of prebuilt.index) {
      if (!Array.isArray(row) || typeof row[0] !== 'string') throw new Error('a term is not a string');
      index.set(row[0], rowPostings(row, prebuilt.documentCount, fieldNumbers));
      // Every term of the index came through processTerm, which is what fills the vocabulary.
      vocabulary.add(row[0]);
    }
    return miniSearch;
  } catch {
    vocabulary.clear();
    return null;
  }
}

function buildIndex(
  records: readonly DocSearchRecord[],
  vocabulary: Set<string>,
  {prebuilt = null, version = null}: BuildOptions & {version?: string | null} = {},
): MiniSearch<{id: number}> {
  const loaded = loadIndex(records, vocabulary, prebuilt, version);
  if (loaded) return loaded;
  const miniSearch = new MiniSearch<{id: number}>(miniSearchOptions(records, vocabulary));
  miniSearch.addAll(records.map((_, id) => ({id})));
  return miniSearch;
}

/**
 * MiniSearch's index of the records of a built index, serialized: what the build writes to
 * `search-engine.json` (the `search-early` accelerator), so that the browser loads it instead of building it.
 */
export function serializeEngineIndex(data: unknown): string {
  if (!isCompactIndex(data)) throw new DeserializationError('The search index has an unknown format.');
  return JSON.stringify(
    compactEngineIndex(
      buildIndex(expandIndex(data), new Set()).toJSON() as unknown as MiniSearchJs,
      data.version ?? null,
    ),
  );
}

/** The words of a text as searchable terms (camelCase names stay whole). */
function headingTerms(text: string | null): string[] {
  return text === null ? [] : queryWords(text).map(normalizeTerm);
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

export interface SearchOptions {
  /**
   * At most this many rows of one page before the rows of other pages (the
   * search page's list); the rows held back follow, in their order.
   */
  rowsPerPage?: number;
}

export interface Engine {
  search(request: SearchRequest, options?: SearchOptions): SearchResponse;
}

/** The pages whose sections are mostly table rows (lvl5 records made from table cells): reference pages. */
function pagesOfRows(records: readonly DocSearchRecord[]): Set<string> {
  const counts = new Map<string, {all: number; rows: number}>();
  for (const record of records) {
    const count = counts.get(record.url_without_anchor) ?? {all: 0, rows: 0};
    count.all += 1;
    if (record.type === 'lvl5') count.rows += 1;
    counts.set(record.url_without_anchor, count);
  }
  return new Set([...counts].filter(([, c]) => c.rows >= REFERENCE_ROWS * c.all).map(([url]) => url));
}

/** Best first; ties keep headings before text and page order. */
function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.score - a.score ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position ||
    a.id - b.id
  );
}

/** The rows with at most `limit` of each page first, then the rows held back. */
export function capRowsPerPage<T extends {record: DocSearchRecord}>(rows: readonly T[], limit: number): T[] {
  const shown = new Map<string, number>();
  const first: T[] = [];
  const later: T[] = [];
  for (const row of rows) {
    const page = row.record.url_without_anchor;
    const count = shown.get(page) ?? 0;
    shown.set(page, count + 1);
    (count < limit ? first : later).push(row);
  }
  return [...first, ...later];
}

/** The query as highlighting sees it: every term of every slot. */
function highlightQuery(parsed: ParsedQuery): PreparedQuery {
  const terms = [...new Set(parsed.slots.flatMap((slot) => slot.terms))];
  return {words: terms, terms};
}

// Letters or digits: a query without any finds nothing.
const SEARCHABLE = /[\p{L}\p{N}]/u;

export function createEngine(
  records: readonly DocSearchRecord[],
  synonyms: SynonymTable = new Map(),
  build: BuildOptions & {version?: string | null} = {},
): Engine {
  const vocabulary = new Set<string>();
  const miniSearch = buildIndex(records, vocabulary, build);
  const known = (term: string) => vocabulary.has(term);
  // The words that name a strategy: those of the strategy guides' titles (`retry`, `circuit`, `breaker`).
  const strategyTerms = new Set(
    records.flatMap((r) =>
      r.type === 'lvl1' && STRATEGY_PAGE.test(r.url_without_anchor) ? headingTerms(r.hierarchy.lvl1) : [],
    ),
  );
  const namesStrategy = (term: string) => strategyTerms.has(term);
  const pageCount = new Set(records.map((r) => r.url_without_anchor)).size;
  const referencePages = pagesOfRows(records);
  // The options-table rows that configure a quantity, by page, each with its meaning (the text after it).
  const quantityRows = new Map<string, Array<{row: number; meaning: number | null}>>();
  records.forEach((record, id) => {
    if (!record.quantity) return;
    const next = records[id + 1];
    const meaning =
      next?.type === 'content' && next.url === record.url && next.hierarchy.lvl5 === record.hierarchy.lvl5
        ? id + 1
        : null;
    const rows = quantityRows.get(record.url_without_anchor) ?? [];
    rows.push({row: id, meaning});
    quantityRows.set(record.url_without_anchor, rows);
  });

  /**
   * The MiniSearch query of a slot: each term itself with typos as allowed; as
   * a prefix with typos when it is the last word, which may be unfinished; as
   * a prefix without typos when it is long enough (`install` finds `installation`).
   */
  function slotQuery(slot: Slot): Query {
    const queries: Query[] = slot.terms.map((term) => {
      if (slot.expansions.includes(term)) return {queries: [term]};
      const typos = allowedTypos(term);
      const prefix = slot.last;
      // A swap of two neighbouring letters is one typo; MiniSearch's edit distance counts two.
      const variants: Query[] = typos > 0 ? [{queries: transpositions(term), prefix, fuzzy: typos - 1 || false}] : [];
      if (!prefix && term.length >= PREFIX_LENGTH) variants.push({queries: [term], prefix: true});
      // Other words of the family; the last word's fuzzy prefix already finds them.
      const root = stem(term);
      if (root !== term && !prefix) variants.push({queries: [root], prefix: true});
      return {combineWith: 'OR', queries: [{queries: [term], prefix, fuzzy: typos || false}, ...variants]};
    });
    return {combineWith: 'OR', queries};
  }

  const synonymTargets = new Map<string, number[]>();
  /** The records of the section a synonym points to (`/path#anchor`); none when the site lacks it. */
  function sectionRecords(page: string): number[] {
    let ids = synonymTargets.get(page);
    if (ids === undefined) {
      ids = records.flatMap((r, id) => (r.url.endsWith(page) && r.type !== 'content' ? [id] : []));
      synonymTargets.set(page, ids);
    }
    return ids;
  }
  const hasSection = (page: string) => sectionRecords(page).length > 0;

  // Which records pass the facet filters, per set of filters (a search session repeats the same ones).
  const filtered = new Map<string, Uint8Array>();
  function passing(filters: FilterClauses): Uint8Array {
    const key = JSON.stringify(filters);
    let pass = filtered.get(key);
    if (!pass) {
      pass = passingRecords(records as unknown as ReadonlyArray<Record<string, unknown>>, filters);
      if (filtered.size > 20) filtered.clear();
      filtered.set(key, pass);
    }
    return pass;
  }

  // The records that match the last query, before the facet filters: the search page asks for one
  // query several times at once (its results and each disjunctive facet), and MiniSearch's part is
  // the same for all of them.
  let lastMatch: {slots: string; results: SearchResult[]} | null = null;
  function matches(parsed: ParsedQuery): SearchResult[] {
    const key = JSON.stringify(parsed.slots);
    if (lastMatch?.slots !== key)
      lastMatch = {slots: key, results: miniSearch.search({combineWith: 'OR', queries: parsed.slots.map(slotQuery)})};
    return lastMatch.results;
  }

  function find(parsed: ParsedQuery, pass: Uint8Array): Candidate[] {
    const {slots} = parsed;
    const results = matches(parsed).filter((result) => pass[Number(result.id)] === 1);
    if (results.length === 0 && !slots.some((slot) => slot.page && hasSection(slot.page))) return [];
    // How each slot matches each index term found: its best weight, 0 when it does not match.
    const memo = slots.map(() => new Map<string, number>());
    const weightOf = (s: number, indexTerm: string): number => {
      let weight = memo[s].get(indexTerm);
      if (weight === undefined) {
        const slot = slots[s];
        weight = 0;
        for (const term of slot.terms) {
          const found = slot.expansions.includes(term)
            ? term === indexTerm
              ? EXACT
              : null
            : matchTerm(term, indexTerm, slot.last || term.length >= PREFIX_LENGTH);
          if (found) weight = Math.max(weight, matchWeight(found, slot.last));
          else if (!slot.expansions.includes(term)) {
            const root = stem(term);
            if (root !== term && indexTerm.startsWith(root)) weight = Math.max(weight, STEM_WEIGHT);
          }
        }
        memo[s].set(indexTerm, weight);
      }
      return weight;
    };
    // Per result and slot: the best weight over all the record's fields, and over its own.
    const scored = results.map((result) => {
      const id = Number(result.id);
      const own = OWN_FIELDS[records[id].type];
      const all = slots.map(() => 0);
      const mine = slots.map(() => 0);
      for (const indexTerm in result.match) {
        const fields = result.match[indexTerm];
        for (let s = 0; s < slots.length; s += 1) {
          const quality = weightOf(s, indexTerm);
          if (quality === 0) continue;
          for (const field of fields) {
            const weight = quality * FIELD_WEIGHTS[field];
            if (weight > all[s]) all[s] = weight;
            if (weight > mine[s] && own.has(field)) mine[s] = weight;
          }
        }
      }
      return {id, all, own: mine};
    });
    // The section a synonym names answers that slot, whatever words it uses.
    slots.forEach((slot, s) => {
      if (!slot.page) return;
      for (const id of sectionRecords(slot.page)) {
        if (pass[id] !== 1) continue;
        let entry = scored.find((r) => r.id === id);
        if (!entry) {
          entry = {id, all: slots.map(() => 0), own: slots.map(() => 0)};
          scored.push(entry);
        }
        entry.all[s] = Math.max(entry.all[s], SYNONYM_MATCH);
        entry.own[s] = Math.max(entry.own[s], SYNONYM_MATCH);
      }
    });
    // A task stated with a quantity: the rows of the options tables that configure that kind of quantity,
    // on the pages the query finds, answer it as sections (with the words of their meaning as their own).
    const quantityRow = new Map<number, number[]>();
    if (parsed.task && parsed.quantities.size > 0) {
      const byId = new Map(scored.map((r) => [r.id, r]));
      const found = new Set(scored.map((r) => records[r.id].url_without_anchor));
      for (const url of found)
        for (const {row, meaning} of quantityRows.get(url) ?? []) {
          if (pass[row] !== 1 || !parsed.quantities.has(records[row].quantity!)) continue;
          let entry = byId.get(row);
          if (!entry) {
            entry = {id: row, all: slots.map(() => 0), own: slots.map(() => 0)};
            byId.set(row, entry);
            scored.push(entry);
          }
          const said = meaning === null ? undefined : byId.get(meaning);
          quantityRow.set(
            row,
            entry.own.map((own, s) => Math.max(own, said?.own[s] ?? 0)),
          );
        }
    }
    // Each page: the best evidence of each slot anywhere in it, and how many of its sections say it.
    const pages = new Map<string, {best: number[]; count: number[]}>();
    for (const r of scored) {
      const url = records[r.id].url_without_anchor;
      let page = pages.get(url);
      if (!page) {
        page = {best: slots.map(() => 0), count: slots.map(() => 0)};
        pages.set(url, page);
      }
      for (let s = 0; s < slots.length; s += 1) {
        if (r.all[s] > page.best[s]) page.best[s] = r.all[s];
        if (r.own[s] >= 0.5) page.count[s] += 1;
      }
    }
    // Rare words count more: a slot's weight falls with the number of pages it is found in.
    const weights = slots.map((slot, s) => {
      let found = 0;
      for (const page of pages.values()) if (page.best[s] > 0) found += 1;
      const idf = Math.log(1 + pageCount / Math.max(1, found));
      return slot.optional && !slot.implied ? idf * OPTIONAL_WEIGHT : idf;
    });
    const totalWeight = weights.reduce((a, b) => a + b, 0) || 1;
    // When some pages hold every word (or a synonym of it), only they are shown; so is a page that
    // holds the section a synonym names (`Resilience4j Retry config` keeps the retry guide).
    const namedPages = slots.flatMap((slot) =>
      slot.page && hasSection(slot.page) ? [records[sectionRecords(slot.page)[0]].url_without_anchor] : [],
    );
    // A problem told in the reader's words (`the app shows a spinner forever`) carries words no page
    // says: from DESCRIBED_SLOTS required words on, a page that says most of the query by weight is
    // complete enough.
    const required = slots.flatMap((slot, s) => (slot.optional ? [] : [s]));
    const requiredWeight = required.reduce((sum, s) => sum + weights[s], 0);
    // The everyday words of the description (`really`, `made`) count towards its length, not its weight.
    const describing = required.length + slots.filter((slot) => slot.generic && slot.optional).length;
    const enough = describing >= DESCRIBED_SLOTS ? DESCRIBED_SHARE * requiredWeight : requiredWeight;
    // A question about two things (`retry vs circuit breaker`, `cache before timeout`): per page, the
    // largest share of the required words (by weight) that one of its sections says itself, so that a
    // section naming both comes before sections naming one.
    // A problem described in four words or more: the same, over the items of the pages' symptoms lists;
    // an item of a summary list (the overview's) counts for the pages it points to, not for its own.
    const described = !parsed.comparison && describing >= DESCRIBED_SLOTS && required.length >= 2;
    const sectionCoverage = new Map<string, number>();
    const pointedTo = new Set<string>();
    if ((parsed.comparison && required.length >= 2) || described)
      for (const r of scored) {
        const points = described ? records[r.id].points : undefined;
        if (described && !points && !isSymptom(records[r.id])) continue;
        let said = 0;
        let count = 0;
        for (const s of required)
          if (r.own[s] > 0) {
            said += weights[s] * r.own[s];
            count += 1;
          }
        if (count < 2) continue;
        for (const url of points ?? [records[r.id].url_without_anchor]) {
          sectionCoverage.set(url, Math.max(sectionCoverage.get(url) ?? 0, said / requiredWeight));
          if (points) pointedTo.add(url);
        }
      }
    const completePages = new Set(
      [...pages]
        .filter(
          ([url, page]) =>
            required.reduce((sum, s) => sum + (page.best[s] > 0 ? weights[s] : 0), 0) >= enough - 1e-9 ||
            namedPages.includes(url) ||
            pointedTo.has(url),
        )
        .map(([url]) => url),
    );
    // How much of the query a heading says in whole words (not as parts of longer names).
    const headingCoverage = (text: string | null): {coverage: number; equal: boolean} => {
      const terms = headingTerms(text);
      let sum = 0;
      let found = 0;
      for (let s = 0; s < slots.length; s += 1) {
        let best = 0;
        for (const term of terms) best = Math.max(best, weightOf(s, term));
        sum += weights[s] * best;
        if (best > 0 && !slots[s].optional) found += 1;
      }
      const required = slots.filter((slot) => !slot.optional).length;
      return {coverage: sum / totalWeight, equal: found === required && terms.length === required};
    };
    const titles = new Map<string, {coverage: number; equal: boolean}>();
    const titleOf = (record: DocSearchRecord) => {
      let title = titles.get(record.url_without_anchor);
      if (!title) {
        title = headingCoverage(record.hierarchy.lvl1);
        titles.set(record.url_without_anchor, title);
      }
      return title;
    };
    const synonymPages = slots.flatMap((slot) => (slot.page && hasSection(slot.page) ? [slot.page] : []));
    const pageScores = new Map<string, number>();
    const pageScore = (record: DocSearchRecord): number => {
      const url = record.url_without_anchor;
      let score = pageScores.get(url);
      if (score === undefined) {
        const page = pages.get(url)!;
        let sum = 0;
        for (let s = 0; s < slots.length; s += 1) {
          const frequency = page.count[s] / (page.count[s] + 3);
          sum += weights[s] * (page.best[s] + TERM_FREQUENCY_SHARE * frequency);
        }
        score = sum / totalWeight;
        score += (described ? SYMPTOM_SAID : BOTH_NAMED) * (sectionCoverage.get(url) ?? 0);
        // A page whose title says the query teaches it.
        const title = titleOf(record);
        // For a question about two things, a title that names one of them is half an answer.
        const titleShare = parsed.comparison && sectionCoverage.size > 0 ? TITLE_SHARE / 2 : TITLE_SHARE;
        score += titleShare * title.coverage + (title.equal ? TITLE_IS_QUERY : 0);
        if (!record.docusaurus_tag.startsWith('docs-')) score *= OUTSIDE_DOCS;
        if (parsed.task && referencePages.has(url)) score *= TASK_REFERENCE_PAGE;
        if (synonymPages.some((p) => url.endsWith(p.split('#')[0]))) score += SYNONYM_PAGE;
        pageScores.set(url, score);
      }
      return score;
    };
    // A section that says the typed words in a row (a command, a heading) answers them best.
    const typedTerms = parsed.words.map(normalizeTerm);
    const saysPhrase = (record: DocSearchRecord): boolean => {
      const text = record.type === 'content' ? record.content : record.hierarchy[record.type];
      const terms = headingTerms(text);
      const last = typedTerms.length - 1;
      for (let start = 0; start + last < terms.length; start += 1) {
        let k = 0;
        while (k <= last && matchTerm(typedTerms[k], terms[start + k], k === last)) k += 1;
        if (k > last) return true;
      }
      return false;
    };
    const candidates: Candidate[] = [];
    for (const r of scored) {
      const record = records[r.id];
      if (completePages.size > 0 && !completePages.has(record.url_without_anchor)) continue;
      const quantity = quantityRow.has(r.id);
      const ownWords = quantityRow.get(r.id) ?? r.own;
      let own = 0;
      for (let s = 0; s < slots.length; s += 1) own += weights[s] * ownWords[s];
      const share = parsed.task && record.type === 'lvl5' && !quantity ? SECTION_SHARE * TASK_TABLE_ROW : SECTION_SHARE;
      let score = pageScore(record) + (share * own) / totalWeight + (quantity ? QUANTITY_ROW : 0);
      // Only a section that says every word itself can be the query word for word.
      if (slots.every((slot, s) => slot.optional || r.own[s] > 0)) {
        if (record.type !== 'content' && record.type !== 'lvl1' && headingCoverage(record.hierarchy[record.type]).equal)
          score += HEADING_IS_QUERY;
        if (typedTerms.length > 1 && saysPhrase(record)) score += PHRASE;
      }
      if (synonymPages.length > 0 && synonymPages.some((p) => record.url.endsWith(p))) score += SYNONYM_SECTION;
      if (parsed.comparison && required.filter((s) => r.own[s] > 0).length >= 2) score += BOTH_NAMED / 2;
      candidates.push({id: r.id, record, score});
    }
    return candidates;
  }

  return {
    search(request, options = {}) {
      const started = performance.now();
      const rawQuery = request.query ?? '';
      const parsed = parseQuery(rawQuery, synonyms, known, namesStrategy);
      const query = highlightQuery(parsed);
      const filters = parseFacetFilters(request.facetFilters);
      const distinct = request.distinct ?? INDEX_SETTINGS.distinct;
      const pass = passing(filters);
      let found: Candidate[];
      if (rawQuery.trim() === '')
        found = records.flatMap((record, id) => (pass[id] === 1 ? [{id, record, score: 0}] : []));
      else found = SEARCHABLE.test(rawQuery) ? find(parsed, pass) : [];
      const matching = found.sort(compareCandidates);
      const unique = distinct ? distinctByUrl(matching) : matching;
      const ranked = options.rowsPerPage ? capRowsPerPage(unique, options.rowsPerPage) : unique;
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

/** The engine for a downloaded index (the parsed `search-index.json`), with MiniSearch's prebuilt index when there is one. */
export function engineFromIndex(data: unknown, build: BuildOptions = {}): Engine {
  if (!isCompactIndex(data)) throw new DeserializationError('The search index has an unknown format.');
  return createEngine(expandIndex(data), synonymTable(data.synonyms ?? []), {...build, version: data.version ?? null});
}
