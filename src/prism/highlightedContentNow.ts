// The server's stand-in for ./lazyHighlightedContent (plugins/slim-prism):
// the highlighting code block, bundled directly, so the server's HTML has
// every block highlighted.
import type ContentType from '@theme/CodeBlock/Content';
import Content from './highlightedContent';

export function loadHighlighting(): Promise<typeof ContentType> {
  return Promise.resolve(Content);
}

export default function useHighlightedContent(_wanted: boolean): typeof ContentType {
  return Content;
}
