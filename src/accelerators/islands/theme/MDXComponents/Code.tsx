// Replaced, for the accelerator `islands` (plugins/islands): a fenced block of a docs or blog page is an island
// (src/accelerators/islands/lazyIsland.tsx). The server writes it in full; a page loaded from the server keeps that HTML through hydration, and the block's code (the theme's
// code block and the highlighter) is fetched in an idle moment afterwards; each block renders again in place, with
// its copy and word-wrap buttons, when it comes within a screen of the view and the reader's pointer and focus are
// not in it. Not a wrapper: the original imports the theme's code block, which would put that code back into the
// first load of every page with code.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';
import {lazyIsland} from '@site/src/accelerators/islands/lazyIsland';
import {
  codeBlockModuleId,
  loadCodeBlock,
  type CodeBlockProps as BlockProps,
} from '@site/src/accelerators/islands/codeBlock';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** On a page reached by a link, while the block's code loads: the code, plain, in the block's frame. */
function PlainBlock({children, className}: BlockProps): ReactNode {
  return (
    <div className={clsx(className, containerStyles.codeBlockContainer, 'theme-code-block')}>
      <div className={contentStyles.codeBlockContent}>
        <pre tabIndex={0} className={clsx('prism-code', contentStyles.codeBlock, 'thin-scrollbar')}>
          <code className={contentStyles.codeBlockLines}>{children}</code>
        </pre>
      </div>
    </div>
  );
}

const CodeBlockIsland = lazyIsland<BlockProps>('CodeBlock', loadCodeBlock, codeBlockModuleId, {
  interactive: true,
  // Near the view only, never under the reader's pointer or focus: a guide of thirty blocks renders none of them
  // in the moments after load, and a selection or an open card of a linked name is not replaced under the reader.
  render: 'near',
  placeholder: PlainBlock,
});

/** The theme's rule (MDXComponents/Code): code whose children are all strings without a line break is inline. */
function isInline({children}: Props): boolean {
  return (
    children !== undefined &&
    React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

export default function MDXCode(props: Props): ReactNode {
  return isInline(props) ? <CodeInline {...props} /> : <CodeBlockIsland {...(props as BlockProps)} />;
}
