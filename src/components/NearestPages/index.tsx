import {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {suggestPages, withoutBase, words, type Suggestion} from '@site/src/not-found/rank';

/**
 * The pages nearest to the path that found nothing, ranked by their paths and
 * titles. The page list (plugins/page-index) is its own chunk, loaded only
 * here; the ranking needs no search index.
 */
export default function NearestPages(): React.JSX.Element | null {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);

  useEffect(() => {
    let current = true;
    void import('@generated/page-index/default/pages.json').then(({default: pages}) => {
      if (current) setSuggestions(suggestPages(pathname, pages, {baseUrl}));
    });
    return () => {
      current = false;
    };
  }, [pathname, baseUrl]);

  // Nothing before the list has loaded: the server-rendered 404.html does not know the path.
  if (suggestions === null) return null;
  const query = words(withoutBase(pathname, baseUrl)).join(' ');
  return (
    <>
      {suggestions.length > 0 && (
        <>
          <Heading as="h2">Perhaps you were looking for</Heading>
          <ul>
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
