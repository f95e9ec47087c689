// Ejected from @docusaurus/theme-classic 3.10.2, src/theme/CodeBlock/index.tsx: the original re-mounts
// every code block after hydration (a `key` on useIsBrowser) to repaint Prism's inline colours. The
// colours here are a stylesheet for both modes (plugins/slim-prism), so a block hydrated from the
// server keeps its HTML (src/theme/CodeBlock/Content) and Prism is not needed on the first load.
import React, {isValidElement, type ReactNode} from 'react';
// Change: no useIsBrowser import (the re-mount below is gone).
// End change
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // Change: no re-mount after hydration: the colours are a stylesheet for both modes.
  // End change
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    // Change: no `key` on useIsBrowser.
    <CodeBlockComp {...props}>
      {/* End change */}
      {children as string}
    </CodeBlockComp>
  );
}
