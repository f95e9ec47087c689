// Wrapped: an admonition is an island (src/islands/lazyIsland.tsx). The server writes it in full; a page loaded
// from the server keeps that HTML through hydration, and the theme's admonition (its code and icons, not part of
// the first load: src/markdownIslands) renders it again in place when it comes within a screen of the view (not
// under the reader's pointer or focus), so that its links navigate within the app from then on.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Admonition';
import {lazyIsland} from '@site/src/islands/lazyIsland';
import {admonitionModuleId, loadAdmonition} from '@site/src/markdownIslands';

/** On a page reached by a link, while the admonition's code loads: its content in a plain frame. */
function PlainAdmonition({children, className}: Props): ReactNode {
  return <div className={clsx('theme-admonition', 'alert', className)}>{children}</div>;
}

export default lazyIsland<Props>('Admonition', loadAdmonition, admonitionModuleId, {
  interactive: true,
  render: 'near',
  placeholder: PlainAdmonition,
});
