// The highlighting code block (./highlightedContent) as the browser gets it:
// its own chunk, fetched the first time a block must highlight, or earlier
// when the reader is about to need it (src/clientModules/preloadHighlighting.ts).
// No Suspense: React's server renderer streams a large enough boundary as a
// fallback plus an inline script, which the site's CSP and readers without
// JavaScript cannot take. The server bundle resolves this module to
// ./highlightedContentNow (plugins/slim-prism), so the server renders every
// block highlighted, in place.
import {useEffect, useState} from 'react';
import type ContentType from '@theme/CodeBlock/Content';

type Content = typeof ContentType;

let loaded: Content | null = null;
let loading: Promise<Content | null> | null = null;

/**
 * Fetches and runs the highlighting chunk once; later calls share the first.
 * A chunk that fails to load leaves the blocks as plain code and lets the
 * next call try again.
 */
export function loadHighlighting(): Promise<Content | null> {
  loading ??= import('./highlightedContent').then(
    (module) => (loaded = module.default),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/** The highlighting code block once its chunk is here, null before; `wanted` starts the download. */
export default function useHighlightedContent(wanted: boolean): Content | null {
  // In a function: useState would call a component passed as the value itself, as an initializer.
  const [content, setContent] = useState<Content | null>(() => loaded);
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
  return content ?? loaded;
}
