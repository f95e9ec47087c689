import {snippetStart} from '../../plugins/search/client/highlight';
import {allowedTypos, camelParts, editDistance, normalizeTerm, words} from '../../plugins/search/client/text';
import {parseFacetFilter} from '../../plugins/search/client/facets';

describe('search text utilities', () => {
  it('normalises case, accents and regular plurals', () => {
    expect(
      ['Strategies', 'caches', 'Timeouts', 'Café', 'status', 'class', 'analysis', 'bus'].map(normalizeTerm),
    ).toEqual(['strategy', 'cache', 'timeout', 'cafe', 'status', 'class', 'analysis', 'bus']);
  });

  it('allows typos by term length, none in numbers', () => {
    expect(['api', 'fail', 'timeout', '2024', '12345678'].map(allowedTypos)).toEqual([0, 1, 2, 0, 0]);
  });

  it('counts a swap of neighbouring letters as one typo', () => {
    expect(editDistance('retry', 'retyr', 2)).toBe(1);
    expect(editDistance('retry', 'rety', 2)).toBe(1);
    expect(editDistance('retry', 'tery', 1)).toBe(2);
    expect(editDistance('pipeline', 'builder', 2)).toBe(3);
  });

  it('splits camelCase identifiers into their parts', () => {
    const [word] = words('maxRetryAttempts');
    expect(camelParts(word).map((p) => p.text)).toEqual(['max', 'Retry', 'Attempts']);
    expect(camelParts(words('HTTPClient2')[0]).map((p) => p.text)).toEqual(['HTTP', 'Client', '2']);
    expect(camelParts(words('retry')[0])).toEqual([]);
  });

  it('places the snippet window on the most matches, centred', () => {
    const hits = (indexes: number[], length: number) => Array.from({length}, (_, i) => indexes.includes(i));
    expect(snippetStart(hits([], 30), 10)).toBe(0);
    expect(snippetStart(hits([2], 30), 10)).toBe(0);
    expect(snippetStart(hits([15], 30), 10)).toBe(11);
    expect(snippetStart(hits([1, 20, 22, 24], 30), 10)).toBe(18);
    expect(snippetStart(hits([29], 30), 10)).toBe(20);
  });

  it('reads facet filters, negated and escaped', () => {
    expect(parseFacetFilter('language:en')).toEqual({attribute: 'language', value: 'en', negated: false});
    expect(parseFacetFilter('docusaurus_tag:-default')).toEqual({
      attribute: 'docusaurus_tag',
      value: 'default',
      negated: true,
    });
    expect(parseFacetFilter('tag:\\-x')).toEqual({attribute: 'tag', value: '-x', negated: false});
    expect(() => parseFacetFilter('nocolon')).toThrow('Invalid facet filter');
  });
});
