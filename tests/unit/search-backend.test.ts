/**
 * How the browser picks the search backend from the site's configuration
 * (plugins/search/client/backend.ts), each backend's clients, the
 * `/search` page's lazy client, and what the modal and page say under
 * `npm start` without Algolia.
 */
import type * as BackendModuleType from '../../plugins/search/client/backend';
import type {SearchBackend} from '../../plugins/search/client/backend';
import type * as EmbeddedModuleType from '../../plugins/search/client/embedded';
import type * as PageModuleType from '../../plugins/search/client/pageBackend';
import {lazyClient} from '../../plugins/search/client/lazyClient';
import {productionOnlyClient, withProductionOnlyScreens} from '../../plugins/search/client/productionOnly';
import type {LiteSearchClient, SearchMethodParams, SearchResponses} from '../../plugins/search/client/types';

const query = (text: string): SearchMethodParams => ({requests: [{indexName: 'polly_dart', query: text}]});

jest.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}), {virtual: true});

type BackendModule = typeof BackendModuleType;
type PageModule = typeof PageModuleType;

/** backend.ts and pageBackend.ts as a page of a build with this configuration and NODE_ENV loads them. */
async function loadModules(hostedSearch: unknown, nodeEnv: 'production' | 'development') {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  let modules!: {backend: BackendModule; page: PageModule};
  try {
    // A backend chunk loaded by an earlier test went through the shared registry: start afresh.
    jest.resetModules();
    await jest.isolateModulesAsync(async () => {
      jest.doMock(
        '@generated/docusaurus.config',
        () => ({__esModule: true, default: {baseUrl: '/docs/', customFields: {hostedSearch}}}),
        {virtual: true},
      );
      modules = {
        backend: await import('../../plugins/search/client/backend'),
        page: await import('../../plugins/search/client/pageBackend'),
      };
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
  return modules;
}

function fakeClient(appId: string, search = jest.fn(() => Promise.resolve<SearchResponses>({results: []}))) {
  const agents: string[] = [];
  const client: LiteSearchClient = {
    appId,
    search,
    addAlgoliaAgent: (segment, version) => void agents.push(version ? `${segment} (${version})` : segment),
    transporter: {algoliaAgent: {value: '', add: () => undefined}},
  };
  return {client, agents, search};
}

describe('the search mode', () => {
  it('is hosted whenever the configuration says so, embedded in a production build, production-only under npm start', async () => {
    const modeOf = async (hostedSearch: unknown, nodeEnv: 'production' | 'development') =>
      (await loadModules(hostedSearch, nodeEnv)).backend.searchMode;
    expect(await modeOf(true, 'production')).toBe('hosted');
    expect(await modeOf(true, 'development')).toBe('hosted');
    expect(await modeOf(false, 'production')).toBe('embedded');
    expect(await modeOf(undefined, 'production')).toBe('embedded');
    expect(await modeOf(false, 'development')).toBe('production-only');
    // Only the boolean the config sets counts, not a string that looks like one.
    expect(await modeOf('true', 'production')).toBe('embedded');
  });
});

describe('the production-only message', () => {
  const message = {titleText: 'Search works in a production build', helpText: 'Run npm run build.'};

  it('replaces the start screen and the error screen of the modal, and keeps every other translation', () => {
    const modal = {
      searchBox: {clearButtonTitle: 'Clear'},
      startScreen: {recentSearchesTitle: 'Recent'},
      errorScreen: {titleText: 'Unable to fetch results'},
    };
    expect(withProductionOnlyScreens(modal, message)).toEqual({
      searchBox: {clearButtonTitle: 'Clear'},
      startScreen: {
        recentSearchesTitle: 'Recent',
        noRecentSearchesText: 'Search works in a production build. Run npm run build.',
      },
      errorScreen: message,
    });
    expect(withProductionOnlyScreens(undefined, message).errorScreen).toEqual(message);
  });

  it('fails every search at once with the error DocSearch shows its error screen for, without a request', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const client = productionOnlyClient('EMBEDDED');
    await expect(client.search(query('retry'))).rejects.toMatchObject({name: 'RetryError'});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is what the search page shows under npm start without Algolia, and nowhere else', async () => {
    const expected = {
      titleText: 'Search works in a production build',
      helpText: expect.stringContaining('npm run build, then npm run serve'),
    };
    expect((await loadModules(false, 'development')).page.searchBackend.productionOnly()).toEqual(expected);
    expect((await loadModules(false, 'production')).page.searchBackend.productionOnly()).toBeNull();
    expect((await loadModules(true, 'development')).page.searchBackend.productionOnly()).toBeNull();
  });
});

describe('loadSearchBackend', () => {
  const kindOf = async (backend: SearchBackend) => {
    const {client: docSearchClient} = fakeClient('APP');
    const modal = backend.modalClient(docSearchClient, 'APP');
    if (modal === docSearchClient) return 'hosted';
    return modal.search(query('retry')).then(
      () => 'answered',
      (error: Error) => (/development server builds none/.test(error.message) ? 'production-only' : 'embedded'),
    );
  };

  beforeEach(() => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
  });

  it('loads the backend the configuration names, once', async () => {
    const hosted = (await loadModules(true, 'production')).backend;
    expect(hosted.searchMode).toBe('hosted');
    expect(await kindOf(await hosted.loadSearchBackend())).toBe('hosted');
    expect(hosted.loadSearchBackend()).toBe(hosted.loadSearchBackend());

    const embedded = (await loadModules(false, 'production')).backend;
    expect(embedded.searchMode).toBe('embedded');
    expect(await kindOf(await embedded.loadSearchBackend())).toBe('embedded');

    (global.fetch as jest.Mock).mockClear();
    const development = (await loadModules(false, 'development')).backend;
    expect(development.searchMode).toBe('production-only');
    expect(await kindOf(await development.loadSearchBackend())).toBe('production-only');
    const page = await (await development.loadSearchBackend()).pageClient('EMBEDDED', 'key');
    await expect(page.search(query('retry'))).rejects.toMatchObject({name: 'RetryError'});
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('hosted under npm start too: Algolia needs no local index', async () => {
    const {backend} = await loadModules(true, 'development');
    expect(await kindOf(await backend.loadSearchBackend())).toBe('hosted');
  });
});

describe('the embedded backend', () => {
  const loadEmbedded = async (): Promise<typeof EmbeddedModuleType> => {
    jest.resetModules();
    jest.doMock('@generated/docusaurus.config', () => ({__esModule: true, default: {baseUrl: '/docs/'}}), {
      virtual: true,
    });
    return import('../../plugins/search/client/embedded');
  };

  it('requires an application id and an API key, and reads the index under the base URL', async () => {
    const {embeddedBackend: backend} = await loadEmbedded();
    expect(() => backend.pageClient('', 'key')).toThrow('`appId` is missing.');
    expect(() => backend.pageClient('EMBEDDED', '')).toThrow('`apiKey` is missing.');
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('offline')));
    global.fetch = fetchMock as unknown as typeof fetch;
    const client = await backend.pageClient('EMBEDDED', 'key');
    await expect(client.search(query('retry'))).rejects.toMatchObject({name: 'RetryError'});
    expect(fetchMock).toHaveBeenCalledWith('/docs/search-index.json', expect.anything());
  });

  it("gives the modal one client for the page's life, not the one DocSearch made", async () => {
    const {embeddedBackend: backend} = await loadEmbedded();
    const first = backend.modalClient(fakeClient('EMBEDDED').client, 'EMBEDDED');
    const second = backend.modalClient(fakeClient('EMBEDDED').client, 'EMBEDDED');
    expect(second).toBe(first);
    expect(first.transporter.algoliaAgent.value).toContain('Embedded search');
  });
});

describe('the hosted backend', () => {
  it("keeps DocSearch's own client for the modal and gives the page algoliasearch's lite client", async () => {
    const {hostedBackend} = await import('../../plugins/search/client/hosted');
    const {client: docSearchClient} = fakeClient('APP1');
    expect(hostedBackend.modalClient(docSearchClient, 'APP1')).toBe(docSearchClient);
    const page = await hostedBackend.pageClient('APP1', 'search-key');
    expect(page.appId).toBe('APP1');
    expect(page.transporter.algoliaAgent.value).toMatch(/Algolia for JavaScript/);
  });
});

describe('lazyClient', () => {
  it('checks its credentials at once, as algoliasearch does', () => {
    const load = jest.fn();
    expect(() => lazyClient('', 'key', load)).toThrow('`appId` is missing.');
    expect(() => lazyClient('APP', '', load)).toThrow('`apiKey` is missing.');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the real client with the first search and hands it the agents it was given', async () => {
    const real = fakeClient('APP');
    const load = jest.fn(() => Promise.resolve(real.client));
    const client = lazyClient('APP', 'key', load);
    client.addAlgoliaAgent('JS Helper', '3.30.1');
    client.addAlgoliaAgent('JS Helper', '3.30.1');
    expect(client.transporter.algoliaAgent.value).toBe('JS Helper (3.30.1)');
    expect(load).not.toHaveBeenCalled();
    await client.search(query('retry'));
    await client.search(query('timeout'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.agents).toEqual(['JS Helper (3.30.1)']);
    expect(real.search).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so that the next search tries again', async () => {
    const real = fakeClient('APP');
    const load = jest
      .fn<Promise<LiteSearchClient>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real.client);
    const client = lazyClient('APP', 'key', load);
    await expect(client.search(query('retry'))).rejects.toThrow('chunk failed');
    await expect(client.search(query('retry'))).resolves.toEqual({results: []});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
