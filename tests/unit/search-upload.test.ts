import {credentialsFrom, uploadPlan} from '../../plugins/search/node/upload';
import {compactIndex, pageRecords} from '../../plugins/search/client/records';
import {RETRY_PAGE} from './fixtures/search/retryPage';

const page = RETRY_PAGE;

describe('the search upload', () => {
  it('uploads the very records of the embedded index', () => {
    const plan = uploadPlan(JSON.stringify(compactIndex('https://example.org', [page])));
    expect(plan.records).toEqual(pageRecords('https://example.org', page));
  });

  it('applies the settings DocSearch needs', () => {
    const {settings} = uploadPlan(JSON.stringify(compactIndex('https://example.org', [page])));
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag', 'version']));
    expect(settings.searchableAttributes?.[0]).toBe('unordered(hierarchy.lvl0)');
    expect(settings.customRanking).toEqual(['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
    expect(settings.attributeForDistinct).toBe('url');
  });

  it('refuses a file that is not a search index', () => {
    expect(() => uploadPlan('{"hits": []}')).toThrow('not a search index');
  });

  it('names the missing credentials', () => {
    expect(credentialsFrom({ALGOLIA_APP_ID: 'A'})).toEqual({missing: ['ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME']});
    expect(credentialsFrom({ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'K', ALGOLIA_INDEX_NAME: 'I'})).toEqual({
      appId: 'A',
      adminApiKey: 'K',
      indexName: 'I',
    });
  });
});
