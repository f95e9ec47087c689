// The highlighting code block (./highlightedContent) as the browser gets it:
// its own chunk, fetched the first time a block must highlight, or earlier
// when the reader is about to need it (src/clientModules/preloadMarkdownIslands.ts).
// No Suspense: React's server renderer streams a large enough boundary as a
// fallback plus an inline script, which the site's CSP and readers without
// JavaScript cannot take. The server has the module at hand
// (src/islands/lazyModule.ts), so it renders every block highlighted, in place.
import {useEffect, useState} from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import {lazyModule} from '@site/src/islands/lazyModule';

type Content = typeof ContentType;

const highlighter = lazyModule(() => import('./highlightedContent'), require.resolveWeak('./highlightedContent'));

/**
 * Fetches and runs the highlighting chunk once; later calls share the first.
 * A chunk that fails to load leaves the blocks as plain code and lets the
 * next call try again.
 */
export function loadHighlighting(): Promise<Content | null> {
  return highlighter.load().then((module) => module?.default ?? null);
}

/** The highlighting code block once its chunk is here, null before; `wanted` starts the download. */
export default function useHighlightedContent(wanted: boolean): Content | null {
  // A function: a component passed as is would be taken for an initialiser and called.
  const [content, setContent] = useState<Content | null>(() => highlighter.current()?.default ?? null);
  useEffect(() => {
    if (!wanted || content !== null) return;
    let current = true;
    void loadHighlighting().then((component) => {
      if (current && component) setContent(() => component);
    });
    return () => {
      current = false;
    };
  }, [wanted, content]);
  return content ?? highlighter.current()?.default ?? null;
}
