/**
 * The agent list the search plugin's own clients share
 * (plugins/search/client/algoliaAgent.ts): the value DocSearch reads back,
 * and an agent added twice kept once.
 */
import {algoliaAgents} from '../../plugins/search/client/algoliaAgent';
import {productionOnlyClient} from '../../plugins/search/client/productionOnly';

describe('algoliaAgents', () => {
  it('starts with the agents it is given and joins them as algoliasearch does', () => {
    const agents = algoliaAgents('Embedded search');
    expect(agents.transporter.algoliaAgent.value).toBe('Embedded search');
    agents.addAlgoliaAgent('docsearch', '3.9.0');
    agents.transporter.algoliaAgent.add({segment: 'docusaurus'});
    expect(agents.transporter.algoliaAgent.value).toBe('Embedded search; docsearch (3.9.0); docusaurus');
  });

  it('is empty when given nothing', () => {
    expect(algoliaAgents().transporter.algoliaAgent.value).toBe('');
  });

  it('keeps an agent added twice once, whichever way it is added', () => {
    const agents = algoliaAgents('Embedded search');
    agents.addAlgoliaAgent('docsearch', '3.9.0');
    agents.transporter.algoliaAgent.add({segment: 'docsearch', version: '3.9.0'});
    agents.addAlgoliaAgent('Embedded search');
    expect(agents.transporter.algoliaAgent.value).toBe('Embedded search; docsearch (3.9.0)');
  });

  it('keeps the same name with another version as another agent', () => {
    const agents = algoliaAgents();
    agents.addAlgoliaAgent('docsearch', '3.9.0');
    agents.addAlgoliaAgent('docsearch', '4.0.0');
    expect(agents.transporter.algoliaAgent.value).toBe('docsearch (3.9.0); docsearch (4.0.0)');
  });

  it('lists the agents added after the initial ones, for a client that hands them on', () => {
    const agents = algoliaAgents('Embedded search');
    agents.addAlgoliaAgent('JS Helper', '3.30.1');
    agents.addAlgoliaAgent('docusaurus');
    expect(agents.added()).toEqual([
      {segment: 'JS Helper', version: '3.30.1'},
      {segment: 'docusaurus', version: undefined},
    ]);
  });

  it('returns the agent from add, so that calls can be chained as on algoliasearch', () => {
    const {algoliaAgent} = algoliaAgents().transporter;
    expect(algoliaAgent.add({segment: 'a'})).toBe(algoliaAgent);
  });
});

describe('the production-only client', () => {
  it('keeps an agent added twice once', () => {
    const client = productionOnlyClient('EMBEDDED');
    client.addAlgoliaAgent('docsearch', '3.9.0');
    client.addAlgoliaAgent('docsearch', '3.9.0');
    expect(client.transporter.algoliaAgent.value).toBe('docsearch (3.9.0)');
  });
});
