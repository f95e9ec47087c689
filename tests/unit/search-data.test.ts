/**
 * The search data that ties words to sections (data/search-errors.json,
 * data/search-concepts.json): every target page exists and defines its anchor,
 * every name can be matched (1 to 4 words), the library's own exceptions are
 * names polly_dart 0.0.9 exports, and the files compile into rows the engine reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {manifest} from '@site/src/api/manifest';
import {anchorsOf, describeSymbol} from '@site/src/api/members';
import {apiPages, symbolAnchor} from '@site/src/api/pages';
import {slugOf} from '../../plugins/search/client/records';
import {synonymKey, synonymTable} from '../../plugins/search/client/query';
import {compileSynonyms, readSectionNames, type SectionName} from '../../plugins/search/node/synonyms';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as unknown;

/** Anchors a page defines: API pages through their symbols' tables, guides through their headings. */
function anchorsOfPage(route: string): Set<string> {
  const id = route.replace(/^\//, '');
  const api = apiPages.find((page) => page.id === id);
  if (api)
    return new Set(
      api.symbols.flatMap((symbol) => [symbolAnchor(symbol), ...anchorsOf(describeSymbol(manifest, symbol))]),
    );
  const file = path.join(root, 'docs', `${id}.mdx`);
  if (!fs.existsSync(file)) throw new Error(`no page ${route}`);
  const anchors = new Set<string>();
  for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/^#{2,6} (.+)$/gm)) {
    const explicit = /\{#([\w-]+)\}\s*$/.exec(text);
    anchors.add(explicit ? explicit[1] : slugOf(text.trim()));
  }
  return anchors;
}

const errors = readSectionNames(read('data/search-errors.json'), 'errors', 'data/search-errors.json');
const concepts = read('data/search-concepts.json');
const files: Array<[string, SectionName[]]> = [
  ['errors', errors],
  ['concepts', readSectionNames(concepts, 'concepts', 'data/search-concepts.json')],
  ['libraries', readSectionNames(concepts, 'libraries', 'data/search-concepts.json')],
];

describe.each(files)('the %s tied to sections', (_list, entries) => {
  it('has entries', () => expect(entries.length).toBeGreaterThan(5));

  it('points every entry at a page that defines its anchor', () => {
    for (const {names, page} of entries) {
      const [route, anchor] = page.split('#');
      if (!anchorsOfPage(route).has(anchor)) throw new Error(`${names[0]}: ${route} has no anchor "${anchor}"`);
    }
  });
});

describe('the data files together', () => {
  const all = files.flatMap(([, entries]) => entries);

  it('give each name one section', () => {
    const seen = new Map<string, string>();
    for (const {names, page} of all)
      for (const name of names) {
        const key = synonymKey(name);
        if (seen.has(key) && seen.get(key) !== page) throw new Error(`"${name}" is tied to two sections`);
        seen.set(key, page);
      }
  });

  it("name the library's own exceptions as polly_dart 0.0.9 exports them", () => {
    const exported = JSON.stringify(manifest);
    const library = (read('data/search-errors.json') as {errors: Array<{kind: string; names: string[]}>}).errors
      .filter((e) => e.kind === 'library')
      .flatMap((e) => e.names.filter((n) => /^[A-Z]\w+Exception$/.test(n)));
    expect(library).toEqual(
      expect.arrayContaining([
        'TimeoutRejectedException',
        'CircuitBreakerRejectedException',
        'RateLimiterRejectedException',
        'OperationCancelledException',
      ]),
    );
    for (const name of library) expect(exported).toContain(`"${name}"`);
  });

  it('compile into one row per entry that the engine reads back name by name', () => {
    const rows = compileSynonyms([], [], all);
    expect(rows).toHaveLength(all.length);
    const table = synonymTable(rows);
    expect(table.get('failedhostlookup')).toEqual({
      expansions: ['ClientException', 'network'],
      page: '/examples/http-client#network-errors',
      typed: true,
    });
    expect(table.get(synonymKey('load shedding'))?.page).toBe('/strategies/rate-limiter#the-problem-it-solves');
  });

  it('say what is wrong with an entry that cannot be matched', () => {
    const entry = {names: ['five words are too many'], means: ['x'], page: '/a#b'};
    expect(() => readSectionNames({errors: [entry]}, 'errors', 'f.json')).toThrow(/must have 1 to 4 words/);
    expect(() => readSectionNames({errors: [{...entry, names: ['ok'], page: '/a'}]}, 'errors', 'f.json')).toThrow(
      /needs non-empty "names"/,
    );
  });
});
