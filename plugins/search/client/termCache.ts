/**
 * Seam `minisearch-term-cache` (seams.ts). MiniSearch files each word of each
 * field under its term with a walk down its radix tree (the private `addTerm`,
 * `_index.fetch`): about 80,000 walks for this site's index, for some 5,000
 * distinct terms. While the engine indexes the records, this looks each term
 * up once and keeps its entry, which takes a fifth off the build (most of the
 * time from the index's arrival to the first results on `/search`). The index
 * it builds is the same, entry for entry (tests/unit/search-term-cache.test.ts).
 */
import type MiniSearch from 'minisearch';

/** A term's entry: per field id, per document, how often the term occurs. */
type TermEntry = Map<number, Map<number, number>>;

interface MiniSearchInternals {
  _index?: {fetch?: (term: string, initial: () => TermEntry) => TermEntry};
  addTerm?: (fieldId: number, documentId: number, term: string) => void;
}

/**
 * Runs `index` (which adds the documents to `miniSearch`) with each term looked
 * up once. Without the internals it expects, MiniSearch does the work as it
 * ships; the result says which happened.
 */
export function indexWithTermCache(miniSearch: MiniSearch<never>, index: () => void): 'cached' | 'plain' {
  const internals = miniSearch as unknown as MiniSearchInternals;
  const tree = internals._index;
  const fetch = tree?.fetch;
  if (typeof fetch !== 'function' || typeof internals.addTerm !== 'function') {
    index();
    return 'plain';
  }
  const entries = new Map<string, TermEntry>();
  internals.addTerm = (fieldId, documentId, term) => {
    let entry = entries.get(term);
    if (entry === undefined) {
      entry = fetch.call(tree, term, () => new Map());
      entries.set(term, entry);
    }
    const documents = entry.get(fieldId);
    if (documents === undefined) entry.set(fieldId, new Map([[documentId, 1]]));
    else documents.set(documentId, (documents.get(documentId) ?? 0) + 1);
  };
  try {
    index();
  } finally {
    // Back to the prototype's method; the cache goes with this closure.
    delete internals.addTerm;
  }
  return 'cached';
}
