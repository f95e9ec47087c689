import {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import type {Suggestion} from '@site/src/not-found/rank';

/**
 * The pages nearest to the path that found nothing, ranked by their paths and
 * titles. The page list (plugins/page-index) and the ranking are their own
 * chunks, loaded only here (the docs layout renders this page for any path
 * under the docs, so a static import would ride along with every docs page);
 * the ranking needs no search index.
 */
export default function NearestPages(): React.JSX.Element | null {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [found, setFound] = useState<{suggestions: Suggestion[]; query: string} | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([import('@generated/page-index/default/pages.json'), import('@site/src/not-found/rank')]).then(
      ([{default: pages}, {suggestPages, withoutBase, words}]) => {
        if (!current) return;
        setFound({
          suggestions: suggestPages(pathname, pages, {baseUrl}),
          query: words(withoutBase(pathname, baseUrl)).join(' '),
        });
      },
      // Chunks that fail to load leave the page without suggestions, not with an unhandled rejection.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname, baseUrl]);

  // Nothing before the list has loaded: the server-rendered 404.html does not know the path.
  if (found === null) return null;
  const {suggestions, query} = found;
  return (
    <>
      {suggestions.length > 0 && (
        <>
          <Heading as="h2">Perhaps you were looking for</Heading>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.path}>
                <Link to={suggestion.path}>{suggestion.title}</Link> <code>{suggestion.path}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {query !== '' && (
        <p>
          <Link to={`/search?q=${encodeURIComponent(query)}`}>Search the documentation for “{query}”</Link>
        </p>
      )}
    </>
  );
}
