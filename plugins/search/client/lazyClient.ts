/**
 * A client with algoliasearch's lite surface, handed out at once, whose real
 * client loads with the first search: the `/search` page builds its search
 * helper on first render, before the backend of the page's mode has arrived.
 * It records the agents it is given and passes them, and each search, on to
 * the real client once it is in. A failed load is forgotten, so that the next
 * search tries again.
 */
import {algoliaAgents} from './algoliaAgent';
import type {LiteSearchClient, SearchMethodParams, SearchResponses} from './types';

export function lazyClient(appId: string, apiKey: string, load: () => Promise<LiteSearchClient>): LiteSearchClient {
  // The same checks, and messages, as algoliasearch's own factory, made at once.
  if (!appId || typeof appId !== 'string') throw new Error('`appId` is missing.');
  if (!apiKey || typeof apiKey !== 'string') throw new Error('`apiKey` is missing.');
  const agents = algoliaAgents();
  let real: Promise<LiteSearchClient> | null = null;
  const client = (): Promise<LiteSearchClient> => {
    real ??= load().then((created) => {
      for (const {segment, version} of agents.added()) created.addAlgoliaAgent(segment, version);
      return created;
    });
    real.catch(() => {
      real = null;
    });
    return real;
  };
  return {
    appId,
    transporter: agents.transporter,
    addAlgoliaAgent: agents.addAlgoliaAgent,
    search(params: SearchMethodParams): Promise<SearchResponses> {
      return client().then((c) => c.search(params));
    },
  };
}
