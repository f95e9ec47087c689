// Wraps the theme's search bar to give DocSearch the embedded client (or keep the hosted one), the "Let us know" link and early loading of the engine (on hover, focus, touch or the keyboard shortcut).
import React, {useCallback, useEffect, type ComponentType, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isToggleKey} from '../../client/docsearch/useDocSearchKeyboardEvents';
import {createEmbeddedClient, preloadSearch} from '../../client/client';
import {SEARCH_INDEX_FILE} from '../../client/indexFile';
import {withLatestAnswersOnly} from '../../client/latestOnly';
import {missingResultsUrl} from '../../client/missingResults';
import type {LiteSearchClient} from '../../client/types';
import styles from './styles.module.css';

interface DocSearchExtraProps {
  transformSearchClient: (client: LiteSearchClient) => LiteSearchClient;
  getMissingResultsUrl: (args: {query: string}) => string;
}

const ThemeSearchBar = OriginalSearchBar as ComponentType<DocSearchExtraProps>;

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const hosted = siteConfig.customFields?.hostedSearch === true;
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const repositoryUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`;

  const transformSearchClient = useCallback(
    (client: LiteSearchClient) => {
      if (!hosted) return withLatestAnswersOnly(createEmbeddedClient(client.appId, indexUrl));
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return withLatestAnswersOnly(client);
    },
    [hosted, indexUrl, siteMetadata.docusaurusVersion],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(repositoryUrl, query),
    [repositoryUrl],
  );
  const preload = hosted ? undefined : () => preloadSearch(indexUrl);

  // A reader who opens search from the keyboard never hovers the button: start
  // loading the engine and index on the shortcut itself, while the modal's
  // code loads, so the first keystroke finds them ready.
  useEffect(() => {
    if (hosted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToggleKey(event, false)) preloadSearch(indexUrl);
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [hosted, indexUrl]);

  return (
    <div className={styles.slot} onMouseOver={preload} onFocus={preload} onTouchStart={preload}>
      <ThemeSearchBar transformSearchClient={transformSearchClient} getMissingResultsUrl={getMissingResultsUrl} />
    </div>
  );
}
