// The navbar search's modal: DocSearch's modal wired to the backend of the page's mode (client/backend.ts), with the theme's result URLs, facets, footer and translations. Loaded with the first hover, focus, touch or shortcut of the search button (./index.tsx), so no page carries it at start-up.
import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
// DocSearch's modal from the copy the plugin writes at build time (seam `search-docsearch-error-screen`).
import {DocSearchModal} from '@search/docsearch-modal';
// Not `import '@docsearch/react/style'`: the package declares itself free of
// side effects, so the bundler would drop a bare import and the modal would
// have no styles. These are loaded with the modal's code (./index.tsx).
import {searchMode, type SearchBackend} from '../../client/backend';
import {useSearchLinkCreator} from '../../../lib/docusaurus-compat/client';
import {withLatestAnswersOnly} from '../../client/latestOnly';
import {missingResultsUrl} from '../../client/missingResults';
import {withProductionOnlyScreens} from '../../client/productionOnly';
import {productionOnlyMessage} from '../../client/productionOnlyMessage';
import type {LiteSearchClient} from '../../client/types';

type ModalProps = React.ComponentProps<typeof DocSearchModal>;
type ModalHit = Parameters<NonNullable<ModalProps['transformItems']>>[0][number];
type FooterState = Parameters<NonNullable<ModalProps['resultsFooterComponent']>>[0]['state'];

const latestOnlyClients = new WeakMap<LiteSearchClient, LiteSearchClient>();

/**
 * The client the modal searches with: the backend's, made once per backend
 * client (the embedded backend keeps one for the page's life), so that across
 * keystrokes and reopenings only the answer to the latest query settles (see
 * latestOnly.ts).
 */
function latestOnlyClientOf(backendClient: LiteSearchClient, docusaurusVersion: string): LiteSearchClient {
  let client = latestOnlyClients.get(backendClient);
  if (!client) {
    backendClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
    client = withLatestAnswersOnly(backendClient);
    latestOnlyClients.set(backendClient, client);
  }
  return client;
}

// Under `npm start` without Algolia the start and error screens say that search works in a
// production build (client/productionOnly.ts); the condition is a constant in production builds.
const modalTranslations =
  process.env.NODE_ENV !== 'production' && searchMode === 'production-only'
    ? withProductionOnlyScreens(translations.modal, productionOnlyMessage())
    : translations.modal;

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

function ignoreAskAiToggle(): void {}

const SNIPPETED = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((lvl) => `hierarchy.${lvl}`).concat('content');

/**
 * The specification's snippet lengths, 10 words and 5 on screens at most 768 px wide, read when the modal opens
 * (as DocSearch 3 did). DocSearch 4 asks for 15 words on every screen unless the search parameters say otherwise.
 */
function snippetAttributes(): string[] {
  const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
  return SNIPPETED.map((attribute) => `${attribute}:${words}`);
}

export interface SearchModalProps {
  backend: SearchBackend;
  initialQuery: string | undefined;
  onClose: () => void;
}

export default function SearchModal({backend, initialQuery, onClose}: SearchModalProps): ReactNode {
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
  // Where the page was scrolled when the modal opened (DocSearch restores it on close).
  const [initialScrollY] = useState(() => window.scrollY);
  const [attributesToSnippet] = useState(snippetAttributes);

  const transformSearchClient = useCallback(
    (docSearchClient: LiteSearchClient) =>
      latestOnlyClientOf(backend.modalClient(docSearchClient, appId), siteMetadata.docusaurusVersion),
    [backend, appId, siteMetadata.docusaurusVersion],
  );
  const transformItems = useCallback(
    (items: ModalHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(repositoryUrl, query),
    [repositoryUrl],
  );
  const resultsFooterComponent = useMemo(
    () =>
      function SeeAllResults({state}: {state: FooterState}) {
        return <ResultsFooter state={state} onClose={onClose} />;
      },
    [onClose],
  );

  return (
    <DocSearchModal
      appId={appId}
      apiKey={apiKey}
      indexName={indexName}
      onClose={onClose}
      // The site configures no DocSearch assistant, so the modal never offers one.
      onAskAiToggle={ignoreAskAiToggle}
      initialScrollY={initialScrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={Hit}
      transformSearchClient={transformSearchClient as unknown as ModalProps['transformSearchClient']}
      {...(searchPagePath && {resultsFooterComponent})}
      getMissingResultsUrl={getMissingResultsUrl}
      translations={modalTranslations}
      searchParameters={{attributesToSnippet, ...searchParameters, facetFilters}}
    />
  );
}
