/**
 * Which search a page offers, decided in the browser from the site's
 * configuration (`customFields.hostedSearch`, which docusaurus.config.ts sets
 * when the three Algolia variables are present) and the kind of build:
 *
 * - `hosted`: Algolia answers, in a production build and under `npm start` alike;
 * - `embedded`: the index written after a production build answers;
 * - `production-only`: `npm start` without Algolia. The development server
 *   builds no index, so the modal and `/search` say that search works in a
 *   production build instead of failing.
 *
 * Pure: no module here touches the page, so the unit tests cover it all.
 */
import type {ModalTranslations} from '@docsearch/react';
import {RetryError} from './errors';
import type {LiteSearchClient} from './types';

export type SearchMode = 'hosted' | 'embedded' | 'production-only';

export function searchModeOf(hostedSearch: unknown, productionBuild: boolean): SearchMode {
  if (hostedSearch === true) return 'hosted';
  return productionBuild ? 'embedded' : 'production-only';
}

/** What the modal and `/search` say under `npm start` without Algolia (the shape of DocSearch's error screen words). */
export interface ProductionOnlyMessage {
  titleText: string;
  helpText: string;
}

/**
 * DocSearch's modal translations with the production-only message on the two
 * screens a reader can meet: the start screen (shown when there is no stored
 * search yet) and the error screen (every query, as the client below fails).
 */
export function withProductionOnlyScreens(
  modal: ModalTranslations | undefined,
  message: ProductionOnlyMessage,
): ModalTranslations {
  return {
    ...modal,
    startScreen: {...modal?.startScreen, noRecentSearchesText: `${message.titleText}. ${message.helpText}`},
    errorScreen: {...modal?.errorScreen, ...message},
  };
}

/**
 * The client of the `production-only` mode: every search fails at once with
 * the error DocSearch shows its error screen for, without any request (the
 * development server would answer the index's address with the page shell).
 */
export function productionOnlyClient(appId: string): LiteSearchClient {
  const agents: string[] = [];
  const algoliaAgent = {
    get value() {
      return agents.join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      agents.push(version ? `${segment} (${version})` : segment);
      return algoliaAgent;
    },
  };
  return {
    appId,
    transporter: {algoliaAgent},
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({segment, version});
    },
    search() {
      return Promise.reject(new RetryError('search-index.json', 'the development server builds no search index'));
    },
  };
}
