/**
 * The hosted backend, served for `@search/client` when the build has the
 * three Algolia variables: algoliasearch's own lite client. The search bar
 * is on every page, so algoliasearch loads on the first search (or on
 * `preload`), not with the page: the client handed out records the agents
 * it is given and passes each search on to the real client once it is in.
 */
import type * as AlgoliaLiteModule from 'algoliasearch/lite';
import type {SearchBackend} from './backend';
import type {LiteSearchClient, SearchMethodParams, SearchResponses} from './types';

type AlgoliaLite = typeof AlgoliaLiteModule;

let algolia: Promise<AlgoliaLite> | null = null;

function loadAlgolia(): Promise<AlgoliaLite> {
  algolia ??= import(/* webpackChunkName: "algoliasearch-lite" */ 'algoliasearch/lite');
  // A failed chunk load is forgotten, so that the next search tries again.
  algolia.catch(() => {
    algolia = null;
  });
  return algolia;
}

function lazyLiteClient(appId: string, apiKey: string): LiteSearchClient {
  // The same checks, and messages, as algoliasearch's own factory, made at once.
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
  const agents: Array<{segment: string; version?: string}> = [];
  let real: Promise<LiteSearchClient> | null = null;
  const client = (): Promise<LiteSearchClient> => {
    real ??= loadAlgolia().then(({liteClient}) => {
      // `LiteSearchClient` is the part of algoliasearch's client DocSearch and the search page
      // call; algoliasearch types its requests as mutable arrays, ours as read-only.
      const created = liteClient(appId, apiKey) as unknown as LiteSearchClient;
      for (const {segment, version} of agents) created.addAlgoliaAgent(segment, version);
      return created;
    });
    real.catch(() => {
      real = null;
    });
    return real;
  };
  const algoliaAgent = {
    get value() {
      return agents.map(({segment, version}) => (version ? `${segment} (${version})` : segment)).join('; ');
    },
    add(agent: {segment: string; version?: string}) {
      if (!agents.some((a) => a.segment === agent.segment && a.version === agent.version)) agents.push(agent);
      return algoliaAgent;
    },
  };
  return {
    appId,
    transporter: {algoliaAgent},
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({segment, version});
    },
    search(params: SearchMethodParams): Promise<SearchResponses> {
      return client().then((c) => c.search(params));
    },
  };
}

export const searchBackend = {
  liteClient: lazyLiteClient,
  preload() {
    loadAlgolia().catch(() => undefined);
  },
} satisfies SearchBackend;
