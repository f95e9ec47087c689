/**
 * The Markdown's islands (src/islands): its code blocks (src/theme/MDXComponents/Code.tsx), admonitions
 * (src/theme/Admonition) and <details> (src/theme/Details). The server writes them in full; a page loaded from
 * the server keeps their HTML through hydration, and their code, which is not part of the first load, renders
 * each again in place when the reader comes near it. The server has that code at hand
 * (src/islands/lazyModule.ts). Loaded by the islands themselves, and the code blocks' and admonitions' ahead of a
 * page reached by a link (src/clientModules/preloadMarkdownIslands.ts).
 */
import {loadHighlighting} from '@site/src/prism/lazyHighlightedContent';
import type MdxCodeBlock from './MdxCodeBlock';
import type Admonition from '@theme-original/Admonition';
import type Details from '@theme-original/Details';

export type {Props as CodeBlockProps} from './MdxCodeBlock';

/** `require.resolveWeak` of each module: names it without pulling it into the caller's chunk. */
export const codeBlockModuleId = require.resolveWeak('./MdxCodeBlock');
export const admonitionModuleId = require.resolveWeak('@theme-original/Admonition');
export const detailsModuleId = require.resolveWeak('@theme-original/Details');

/** The code block and the highlighter, together: a block renders highlighted the moment its code is here. */
export function loadCodeBlock(): Promise<{default: typeof MdxCodeBlock}> {
  return Promise.all([import('./MdxCodeBlock'), loadHighlighting()]).then(([block]) => block);
}

/** The theme's admonition. */
export function loadAdmonition(): Promise<{default: typeof Admonition}> {
  return import('@theme-original/Admonition');
}

/** The theme's <details>. */
export function loadDetails(): Promise<{default: typeof Details}> {
  return import('@theme-original/Details');
}
