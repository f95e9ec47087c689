/**
 * The Markdown's code blocks as islands (../lazyIsland.tsx), for the islands accelerator's MDXComponents/Code
 * (src/accelerators/islands/theme). The server writes them in full; a page loaded from the server keeps their HTML
 * through hydration, and their code, which is not part of the first load, renders each again in place when the
 * reader comes near it. The server has that code at hand (../lazyModule.ts). Loaded by the islands
 * themselves, and ahead of a page reached by a link (../preloadCodeBlocks.ts).
 */
import type CodeBlock from './CodeBlock';

export type {Props as CodeBlockProps} from './CodeBlock';

/** `require.resolveWeak` of the module: names it without pulling it into the caller's chunk. */
export const codeBlockModuleId = require.resolveWeak('./CodeBlock');

/** The code block with the highlighter and its languages: a block renders highlighted the moment its code is here. */
export function loadCodeBlock(): Promise<{default: typeof CodeBlock}> {
  return import('./CodeBlock');
}
