/**
 * The synonym table the index carries: the names readers bring from Polly for
 * .NET (`data/dotnet-names.json`), the project's own list of words from
 * other libraries and everyday speech (`data/search-synonyms.json`), the
 * errors readers paste, each tied to the section that explains it
 * (`data/search-errors.json`), and the concept words and other libraries'
 * names tied to the section that answers them (`data/search-concepts.json`),
 * as compact rows keyed the way the engine looks them up. Pure: data in, rows out.
 */
import {synonymKey} from '../client/query';
import type {CompactSynonym} from '../client/records';
import {normalizeTerm, words} from '../client/text';

export interface DotnetName {
  dotnet: string;
  polly: 'v7' | 'v8' | 'both';
  /** polly_dart names; empty when polly_dart has none. */
  dart: string[];
  /** Where a reader with this name should land (`/path#anchor`). */
  page: string;
  note: string;
}

export interface GenericSynonym {
  names: string[];
  means: string[];
}

/** A name tied to a section, matched as typed: an error's type or message, a concept word, another library's name. */
export interface SectionName {
  names: string[];
  means: string[];
  /** The section that answers it (`/path#anchor`). */
  page: string;
}

/** The engine matches names of at most this many words (query.ts, MAX_SYNONYM_WORDS). */
const MAX_NAME_WORDS = 4;

/** Checks the shape of a parsed data file and says what is wrong. */
function assertShape(ok: boolean, file: string, what: string): asserts ok {
  if (!ok) throw new Error(`${file}: ${what}`);
}

export function readDotnetNames(data: unknown, file = 'data/dotnet-names.json'): DotnetName[] {
  const names = (data as {names?: unknown} | null)?.names;
  assertShape(Array.isArray(names), file, 'expected {"names": [...]}');
  for (const [i, n] of (names as DotnetName[]).entries()) {
    assertShape(
      typeof n?.dotnet === 'string' && Array.isArray(n.dart) && typeof n.page === 'string' && n.page.startsWith('/'),
      file,
      `entry ${i} needs "dotnet" (string), "dart" (list) and "page" (a site path)`,
    );
  }
  return names as DotnetName[];
}

export function readGenericSynonyms(data: unknown, file = 'data/search-synonyms.json'): GenericSynonym[] {
  const synonyms = (data as {synonyms?: unknown} | null)?.synonyms;
  assertShape(Array.isArray(synonyms), file, 'expected {"synonyms": [...]}');
  for (const [i, s] of (synonyms as GenericSynonym[]).entries()) {
    assertShape(
      Array.isArray(s?.names) && s.names.length > 0 && Array.isArray(s.means) && s.means.length > 0,
      file,
      `entry ${i} needs non-empty "names" and "means" lists`,
    );
  }
  return synonyms as GenericSynonym[];
}

/** The entries of `list` in a file of section names (`errors`, `concepts`, `libraries`). */
export function readSectionNames(data: unknown, list: string, file: string): SectionName[] {
  const entries = (data as Record<string, unknown> | null)?.[list];
  assertShape(Array.isArray(entries), file, `expected {"${list}": [...]}`);
  for (const [i, e] of (entries as SectionName[]).entries()) {
    assertShape(
      Array.isArray(e?.names) &&
        e.names.length > 0 &&
        Array.isArray(e.means) &&
        typeof e.page === 'string' &&
        /^\/[^#]*#[\w-]+$/.test(e.page),
      file,
      `${list} entry ${i} needs non-empty "names", "means" (list) and "page" (/path#anchor)`,
    );
    for (const name of e.names)
      assertShape(
        (name.match(/[\p{L}\p{N}]+/gu) ?? []).length <= MAX_NAME_WORDS && synonymKey(name).length >= 3,
        file,
        `${list} entry ${i}: "${name}" must have 1 to ${MAX_NAME_WORDS} words and at least 3 letters or digits`,
      );
  }
  return entries as SectionName[];
}

/** What a .NET name means here: its polly_dart names, or, when it has none, the words of its own name. */
function dotnetMeaning(name: DotnetName): string[] {
  return name.dart.length > 0 ? name.dart : [];
}

/**
 * The rows of the table. A .NET row keeps its page, so the engine can tell it
 * from the project's own rows (which have none) and can lift that page.
 */
export function compileSynonyms(
  dotnet: readonly DotnetName[],
  generic: readonly GenericSynonym[],
  sectionNames: readonly SectionName[] = [],
): CompactSynonym[] {
  const rows: CompactSynonym[] = [];
  for (const name of dotnet) {
    const key = synonymKey(name.dotnet);
    if (key.length < 3) continue;
    rows.push([key, dotnetMeaning(name), name.page]);
  }
  for (const entry of generic) {
    for (const name of entry.names) {
      const key = synonymKey(name);
      if (key.length >= 3) rows.push([key, entry.means, null]);
    }
  }
  // One row per entry: its names' keys, as written and with each word in its singular, separated by spaces.
  for (const entry of sectionNames) {
    const keys = entry.names.flatMap((name) => [
      synonymKey(name),
      synonymKey(
        words(name)
          .map((w) => normalizeTerm(w.text))
          .join(''),
      ),
    ]);
    rows.push([[...new Set(keys)].join(' '), entry.means, entry.page, 1]);
  }
  return rows;
}
