/**
 * The `production-only` mode (backend.ts): `npm start` without Algolia. The
 * development server builds no index, so the modal and `/search` say that
 * search works in a production build instead of failing. Loaded only under
 * `npm start`; pure, so the unit tests cover it all.
 */
import type {ModalTranslations} from '@docsearch/react';
import {algoliaAgents} from './algoliaAgent';
import type {SearchBackend} from './backend';
import type {LiteSearchClient} from './types';

/** What the modal and `/search` say (the shape of DocSearch's error screen words). */
export interface ProductionOnlyMessage {
  titleText: string;
  helpText: string;
}

/**
 * DocSearch's modal translations with the message on the two screens a reader
 * can meet: the start screen (shown when there is no stored search yet) and
 * the error screen (every query, as the client below fails).
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
 * A client whose every search fails at once with the error DocSearch shows
 * its error screen for (named `RetryError`), without a request: the
 * development server would answer the index's address with the page shell.
 */
export function productionOnlyClient(appId: string): LiteSearchClient {
  const {transporter, addAlgoliaAgent} = algoliaAgents();
  return {
    appId,
    transporter,
    addAlgoliaAgent,
    search() {
      const error = new Error('No search index: the development server builds none.');
      error.name = 'RetryError';
      return Promise.reject(error);
    },
  };
}

export const productionOnlyBackend: SearchBackend = {
  pageClient: (appId) => Promise.resolve(productionOnlyClient(appId)),
  modalClient: (_docSearchClient, appId) => productionOnlyClient(appId),
  preload() {},
};
