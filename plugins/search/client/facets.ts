/**
 * Algolia's `facetFilters` (an AND of ORs of `attribute:value`, with
 * `attribute:-value` to exclude a value) and facet counts, over records.
 */

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface FacetFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

/** AND of ORs. */
export type FilterClauses = FacetFilter[][];

export function parseFacetFilter(filter: string): FacetFilter {
  const colon = filter.indexOf(':');
  if (colon <= 0) throw new Error(`Invalid facet filter "${filter}": expected "attribute:value".`);
  const attribute = filter.slice(0, colon).trim();
  const raw = filter.slice(colon + 1).trim();
  const negated = raw.startsWith('-');
  const value = negated ? raw.slice(1) : raw.replace(/^\\-/, '-');
  return {attribute, value, negated};
}

export function parseFacetFilters(filters: FacetFilters | undefined): FilterClauses {
  if (filters === undefined) return [];
  const clauses = typeof filters === 'string' ? [filters] : filters;
  return clauses.map((clause) => (typeof clause === 'string' ? [clause] : [...clause]).map(parseFacetFilter));
}

type Facetable = Record<string, unknown>;

/** The values of an attribute (`a.b` reads nested objects), as strings. */
function facetValues(record: Facetable, attribute: string): string[] {
  const value = attribute.split('.').reduce<unknown>((obj, key) => (obj as Facetable | null)?.[key], record);
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

function matchesFilter(record: Facetable, filter: FacetFilter): boolean {
  const wanted = filter.value.toLowerCase();
  const has = facetValues(record, filter.attribute).some((v) => v.toLowerCase() === wanted);
  return has !== filter.negated;
}

export function matchesFilters(record: Facetable, clauses: FilterClauses): boolean {
  return clauses.every((anyOf) => anyOf.some((filter) => matchesFilter(record, filter)));
}

/** What decides a record's answer to a filter on `attribute`: its values there, as JSON (a string or a list). */
function valuesKey(record: Facetable, attribute: string): string {
  const value = attribute.includes('.') ? undefined : record[attribute];
  return JSON.stringify(typeof value === 'string' ? value : facetValues(record, attribute));
}

/**
 * Which records pass the clauses: 1 or 0, by record. Records with the same values in the attributes the
 * clauses name get the same answer, which is worked out once: a site's records share a handful of
 * languages and tags, and the first search of a visit asks this of every record.
 */
export function passingRecords(records: readonly Facetable[], clauses: FilterClauses): Uint8Array {
  const attributes = [...new Set(clauses.flatMap((anyOf) => anyOf.map((filter) => filter.attribute)))];
  const answers = new Map<string, number>();
  const pass = new Uint8Array(records.length);
  for (let i = 0; i < records.length; i += 1) {
    const record = records[i];
    let key: string | null = '';
    try {
      for (const attribute of attributes) key += `${valuesKey(record, attribute)}\u0000`;
    } catch {
      // A value that has no string form: the record is answered on its own, as matchesFilters reads it.
      key = null;
    }
    let answer = key === null ? undefined : answers.get(key);
    if (answer === undefined) {
      answer = matchesFilters(record, clauses) ? 1 : 0;
      if (key !== null) answers.set(key, answer);
    }
    pass[i] = answer;
  }
  return pass;
}

export type FacetCounts = Record<string, Record<string, number>>;

/** Counts of each value of the requested facets among `records` (`*`: every facetable attribute). */
export function countFacets(
  records: readonly Facetable[],
  requested: readonly string[],
  facetable: readonly string[],
): FacetCounts {
  const attributes = requested.includes('*') ? facetable : requested.filter((a) => facetable.includes(a));
  const counts: FacetCounts = {};
  for (const attribute of attributes) {
    const values: Record<string, number> = {};
    for (const record of records) {
      for (const value of facetValues(record, attribute)) values[value] = (values[value] ?? 0) + 1;
    }
    if (Object.keys(values).length > 0) counts[attribute] = values;
  }
  return counts;
}
