import {compactIndex, indexPages, type IndexedPage} from '../../plugins/search/client/records';
import {headingsOnly, scaledIndex, seededRandom, splitBySection, varyText} from '../../scripts/lib/search-scale';

const page = (path: string, lvl0: string): IndexedPage => ({
  path,
  lvl0,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: 'current',
  description: `About ${path}`,
  sections: [
    {type: 'lvl1', text: `Title of ${path}`, anchor: null, parent: -1},
    {type: 'content', text: 'Retries wait longer each time they fail.', anchor: null, parent: 0},
    {type: 'lvl2', text: 'Options', anchor: 'options', parent: 0, code: 'maxRetryAttempts'},
    {type: 'content', text: 'Every option has a default.', anchor: null, parent: 2},
  ],
});

const index = compactIndex('https://example.org', [page('/strategies/retry', 'Strategies'), page('/intro', 'Docs')]);

describe('generated content for the scaling measurement', () => {
  it('copies every page under its own path, the same way on every run', () => {
    const larger = scaledIndex(index, 3);
    expect(larger.pages.map((p) => p[0])).toEqual([
      '/strategies/retry',
      '/intro',
      '/strategies/retry-2',
      '/intro-2',
      '/strategies/retry-3',
      '/intro-3',
    ]);
    expect(JSON.stringify(scaledIndex(index, 3))).toBe(JSON.stringify(larger));
    // Copies keep their structure, anchors and code names.
    expect(indexPages(larger)[2].sections.map((s) => [s.type, s.anchor, s.parent, s.code])).toEqual(
      indexPages(index)[0].sections.map((s) => [s.type, s.anchor, s.parent, s.code]),
    );
  });

  it('redraws words from the vocabulary at the given rate', () => {
    const random = seededRandom(7);
    expect(varyText('Retries wait longer', ['zzzz'], 1, random)).toBe('zzzz zzzz zzzz');
    expect(varyText('Retries wait longer', ['zzzz'], 0, random)).toBe('Retries wait longer');
  });

  it('splits by section and keeps only headings, names and descriptions on demand', () => {
    const shards = splitBySection(scaledIndex(index, 2));
    expect([...shards.keys()]).toEqual(['Strategies', 'Docs']);
    expect(shards.get('Docs')!.pages.map((p) => p[0])).toEqual(['/intro', '/intro-2']);
    const [first] = indexPages(headingsOnly(index));
    expect(first.sections.map((s) => [s.type, s.parent])).toEqual([
      ['lvl1', -1],
      ['lvl2', 0],
    ]);
    expect(first.description).toBe('About /strategies/retry');
  });
});
