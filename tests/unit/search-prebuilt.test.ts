/** The `search-prebuilt` accelerator: MiniSearch's index written by the build and loaded instead of built. */
import * as engineModule from '../../plugins/search/client/engine';
import {createEmbeddedClient, type EngineLoader} from '../../plugins/search/client/client';
import {compactIndex} from '../../plugins/search/client/records';
import {RETRY_PAGE} from './fixtures/search/retryPage';
import type {SearchMethodParams} from '../../plugins/search/client/types';

const {engineFromIndex, serializeEngineIndex} = engineModule;

const INDEX = compactIndex('https://example.org', [RETRY_PAGE]);
const QUERIES = ['retry', 'backoff', 'how do I retry 3 times', 'retry vs timeout', 'exponentail', 'maxRetryAttempts'];
const urls = (engine: engineModule.Engine, query: string) =>
  engine.search({indexName: 'test', query}, {rowsPerPage: 3}).hits.map((hit) => hit.url);

describe('the prebuilt engine index', () => {
  it('answers every query as the index the browser builds', () => {
    const built = engineFromIndex(INDEX);
    const loaded = engineFromIndex(INDEX, {prebuilt: JSON.parse(serializeEngineIndex(INDEX))});
    for (const query of QUERIES) expect(urls(loaded, query)).toEqual(urls(built, query));
    expect(urls(loaded, 'retry').length).toBeGreaterThan(0);
  });

  it('is ignored when it does not fit the records, and the engine builds its own', () => {
    const built = engineFromIndex(INDEX);
    const other = compactIndex('https://example.org', [{...RETRY_PAGE, sections: RETRY_PAGE.sections.slice(0, 2)}]);
    for (const prebuilt of [JSON.parse(serializeEngineIndex(other)), {}, [], 'garbage', 42, {documentCount: 1}]) {
      const engine = engineFromIndex(INDEX, {prebuilt});
      for (const query of QUERIES) expect(urls(engine, query)).toEqual(urls(built, query));
    }
  });

  it('is fetched beside the index, and its failure only means the engine is built', async () => {
    const query: SearchMethodParams = {requests: [{indexName: 'polly_dart', query: 'backoff'}]};
    const expected = (
      await createEmbeddedClient('E', '/a.json', stub({'/a.json': JSON.stringify(INDEX)})).search(query)
    ).results[0].hits;
    const answers: Array<string | Error> = [
      serializeEngineIndex(INDEX),
      new Error('HTTP 404'),
      'not json',
      '{"documentCount": 3}',
    ];
    for (const [i, answer] of answers.entries()) {
      const loader = stub({[`/i${i}.json`]: JSON.stringify(INDEX), [`/e${i}.json`]: answer});
      const client = createEmbeddedClient('E', `/i${i}.json`, loader, {}, {url: `/e${i}.json`});
      expect((await client.search(query)).results[0].hits).toEqual(expected);
      expect(loader.asked.sort()).toEqual([`/e${i}.json`, `/i${i}.json`]);
    }
  });
});

function stub(files: Record<string, string | Error>): EngineLoader & {asked: string[]} {
  const asked: string[] = [];
  return {
    asked,
    importEngine: () => Promise.resolve(engineModule),
    fetchIndex: (url) => {
      asked.push(url);
      const answer = files[url];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}
