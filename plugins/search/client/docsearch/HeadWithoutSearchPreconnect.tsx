/**
 * Served for `@docusaurus/Head` in the theme's search bar only, in embedded
 * mode: it drops the bar's `<link rel="preconnect">` to the Algolia host,
 * since embedded search never contacts Algolia, and passes anything else on.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import Head from '@docusaurus/Head';

function isAlgoliaPreconnect(node: ReactNode): boolean {
  if (!isValidElement<{rel?: string; href?: string}>(node)) return false;
  const {rel, href} = node.props;
  return rel === 'preconnect' && typeof href === 'string' && /\.algolia(net)?\.(net|com)\b/.test(href);
}

export default function HeadWithoutSearchPreconnect({children}: {children?: ReactNode}): ReactNode {
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
