// The navbar's search, owned by this plugin (adapted from @docusaurus/theme-search-algolia 3.10.2's SearchBar; the plugin checks that version): our small button and keyboard hook on every page; DocSearch's modal loads on demand, and searches go to the backend of `@search/client`.
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {searchBackend} from '@search/client';
import type {DocSearchModal as DocSearchModalType} from '@search/docsearch-modal';
import {DocSearchButton} from '../../client/docsearch/DocSearchButton';
import {isToggleKey, useDocSearchKeyboardEvents} from '../../client/docsearch/useDocSearchKeyboardEvents';
import {withLatestAnswersOnly} from '../../client/latestOnly';
import {missingResultsUrl} from '../../client/missingResults';
import type {LiteSearchClient} from '../../client/types';
import styles from './styles.module.css';

type ModalProps = React.ComponentProps<typeof DocSearchModalType>;
type ModalHit = Parameters<NonNullable<ModalProps['transformItems']>>[0][number];
type FooterState = Parameters<NonNullable<ModalProps['resultsFooterComponent']>>[0]['state'];

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@search/docsearch-modal'),
    import('@docsearch/react/style'),
    import('./docsearch.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

/** Loads the modal's code and the backend's data (the embedded index) ahead of the first search (hover, focus, touch). */
function preload(): void {
  importDocSearchModalIfNeeded().catch(() => undefined);
  searchBackend.preload();
}

const clients = new Map<string, LiteSearchClient>();

/**
 * The client the modal searches with: one per application and key for the
 * page's life, so that across keystrokes and reopenings only the answer to the
 * latest query settles (see latestOnly.ts).
 */
function searchClientOf(appId: string, apiKey: string, docusaurusVersion: string): LiteSearchClient {
  const key = `${appId}\n${apiKey}`;
  let client = clients.get(key);
  if (!client) {
    const backendClient = searchBackend.liteClient(appId, apiKey);
    backendClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
    client = withLatestAnswersOnly(backendClient);
    clients.set(key, client);
  }
  return client;
}

function useNavigator(externalUrlRegex: string | undefined): NonNullable<ModalProps['navigator']> {
  const history = useHistory();
  const [navigator] = useState<NonNullable<ModalProps['navigator']>>(() => ({
    navigate({itemUrl}) {
      // Hits on other domains cannot go through the router.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  return navigator;
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: FooterState; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch, externalUrlRegex, searchPagePath, searchParameters},
  } = useAlgoliaThemeConfig();
  const repositoryUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`;
  const navigator = useNavigator(externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = searchParameters?.facetFilters ?? [];
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
    : configFacetFilters;

  // The modal's container is made on first open (in the handler); the state tells the render it exists.
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const [portalTarget, setPortalTarget] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const transformSearchClient = useCallback(
    (docSearchClient: LiteSearchClient) => {
      const client = searchClientOf(appId, apiKey, siteMetadata.docusaurusVersion);
      // DocSearch names itself in the agent of the client it built; ours carries that name on.
      const docsearchAgent = /docsearch \(([^)]+)\)/.exec(docSearchClient.transporter.algoliaAgent.value);
      if (docsearchAgent) client.addAlgoliaAgent('docsearch', docsearchAgent[1]);
      return client;
    },
    [appId, apiKey, siteMetadata.docusaurusVersion],
  );
  const transformItems = useCallback(
    (items: ModalHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(repositoryUrl, query),
    [repositoryUrl],
  );

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    setPortalTarget(searchContainer.current);
    searchBackend.preload();
    importDocSearchModalIfNeeded().then(
      () => setIsOpen(true),
      () => undefined,
    );
  }, []);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // Leave the browser's Ctrl/Cmd+F alone.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The modal's input receives the key; do not type it twice.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  const resultsFooterComponent = useMemo(
    () =>
      function SeeAllResults({state}: {state: FooterState}) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  // A reader who opens search from the keyboard never hovers the button: start
  // loading on the shortcut itself, so the first keystroke finds it ready.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToggleKey(event, false)) searchBackend.preload();
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, []);

  return (
    <div className={styles.slot} onMouseOver={preload} onFocus={preload} onTouchStart={preload}>
      <DocSearchButton onClick={openModal} ref={searchButtonRef} translations={translations.button} />
      {isOpen &&
        DocSearchModal &&
        portalTarget &&
        createPortal(
          <DocSearchModal
            appId={appId}
            apiKey={apiKey}
            indexName={indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient as unknown as ModalProps['transformSearchClient']}
            {...(searchPagePath && {resultsFooterComponent})}
            getMissingResultsUrl={getMissingResultsUrl}
            translations={translations.modal}
            searchParameters={{...searchParameters, facetFilters}}
          />,
          portalTarget,
        )}
    </div>
  );
}
