// Wrapped: a <details> of the Markdown is an island (src/islands/lazyIsland.tsx). The server writes it in full; a
// page loaded from the server keeps that HTML through hydration and fetches the theme's component (its animated
// collapsible, not part of the first load: src/markdownIslands) when the reader points at it, touches it or
// focuses it, when it comes within a screen of the view, or in an idle moment; a click on its summary meanwhile
// is handed over. No page has one today; every docs page would otherwise carry its code.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Details';
import {lazyIsland} from '@site/src/islands/lazyIsland';
import {detailsModuleId, loadDetails} from '@site/src/markdownIslands';

/** On a page reached by a link, while the code loads: the browser's own <details>. */
function PlainDetails({summary, children}: Props): ReactNode {
  return (
    <details className="alert alert--info">
      {summary}
      {children}
    </details>
  );
}

export default lazyIsland<Props>('Details', loadDetails, detailsModuleId, {
  interactive: true,
  placeholder: PlainDetails,
});
