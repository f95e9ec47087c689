/**
 * The agent list of the clients this plugin hands out in place of
 * algoliasearch's (embedded, production-only, and the `/search` page's lazy
 * client). DocSearch and algoliasearch-helper add themselves to it, and
 * DocSearch reads `transporter.algoliaAgent.value` back; an agent added twice
 * is kept once, as algoliasearch keeps it.
 */
import type {LiteSearchClient} from './types';

/** One agent as algoliasearch takes it. */
export interface AgentSegment {
  segment: string;
  version?: string;
}

/** The agent part of a client's surface, and the agents added to it after `initial`. */
export interface AgentList extends Pick<LiteSearchClient, 'transporter' | 'addAlgoliaAgent'> {
  added(): AgentSegment[];
}

function shown({segment, version}: AgentSegment): string {
  return version ? `${segment} (${version})` : segment;
}

/** An agent list that starts with the agents named in `initial`. */
export function algoliaAgents(...initial: string[]): AgentList {
  const agents: AgentSegment[] = [];
  const algoliaAgent = {
    get value() {
      return agents.map(shown).join('; ');
    },
    add(agent: AgentSegment) {
      if (!agents.some((a) => shown(a) === shown(agent))) agents.push({segment: agent.segment, version: agent.version});
      return algoliaAgent;
    },
  };
  for (const segment of initial) algoliaAgent.add({segment});
  const start = agents.length;
  return {
    transporter: {algoliaAgent},
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({segment, version});
    },
    added: () => agents.slice(start),
  };
}
