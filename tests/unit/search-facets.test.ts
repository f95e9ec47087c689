/**
 * The facet filters over records (plugins/search/client/facets.ts): the engine asks which records pass
 * once per set of filters, sharing the answer between records with the same values; that must be the
 * answer each record gets on its own.
 */
import {matchesFilters, parseFacetFilters, passingRecords} from '../../plugins/search/client/facets';

const records: Array<Record<string, unknown>> = [
  {language: 'en', docusaurus_tag: 'default'},
  {language: 'en', docusaurus_tag: 'docs-default-current'},
  {language: 'EN', docusaurus_tag: 'default'},
  {language: 'fr', docusaurus_tag: 'default'},
  {language: ['en', 'fr'], docusaurus_tag: 'default'},
  {language: ['fr'], docusaurus_tag: ['default', 'docs-default-current']},
  {language: 'en,fr', docusaurus_tag: 'default'},
  {language: null, docusaurus_tag: 'default'},
  {docusaurus_tag: 'default'},
  {language: 3, docusaurus_tag: 'default', hierarchy: {lvl0: 'Guides'}},
  {language: '3', docusaurus_tag: 'default', hierarchy: {lvl0: 'API'}},
  {language: [null], docusaurus_tag: 'default', hierarchy: {lvl0: 'Guides'}},
  {language: 'null', docusaurus_tag: 'default', hierarchy: null},
];

describe('the records that pass facet filters', () => {
  it.each([
    [['language:en']],
    [['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]],
    [['language:-en']],
    [[['language:fr', 'language:3']]],
    [['language:null']],
    [['language:en,fr']],
    [['hierarchy.lvl0:guides', 'docusaurus_tag:-docs-default-current']],
    [[['hierarchy.lvl0:-API'], 'language:3']],
    [[]],
  ])('with %j, are those that pass one by one', (filters) => {
    const clauses = parseFacetFilters(filters as never);
    expect([...passingRecords(records, clauses)]).toEqual(records.map((r) => (matchesFilters(r, clauses) ? 1 : 0)));
  });

  it('are those that pass one by one when a value has no string form, or a record is missing', () => {
    const odd = [
      JSON.parse('{"language":"fr","docusaurus_tag":{"toString":1}}') as Record<string, unknown>,
      undefined as unknown as Record<string, unknown>,
      {language: 'en', docusaurus_tag: 'default'},
    ];
    for (const filters of [['language:en', 'docusaurus_tag:default'], ['language:-en']]) {
      const clauses = parseFacetFilters(filters);
      expect([...passingRecords(odd, clauses)]).toEqual(odd.map((r) => (matchesFilters(r, clauses) ? 1 : 0)));
    }
  });

  it('are given to many records that share their values, each its own', () => {
    const many = Array.from({length: 1000}, (_, i) => ({language: i % 2 ? 'en' : 'fr', docusaurus_tag: 'default'}));
    const pass = passingRecords(many, parseFacetFilters(['language:en']));
    expect(pass.reduce((sum, p) => sum + p, 0)).toBe(500);
    expect([pass[0], pass[1]]).toEqual([0, 1]);
  });
});
