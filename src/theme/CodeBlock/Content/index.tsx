// Wrapped: on hydration a code block keeps the HTML the server rendered, instead of running Prism again and hydrating a React node per token; Prism loads only for a block whose code changes.
import React from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {KEEP_SERVER_HTML, useKeepServerHtml} from '@site/src/hooks/useKeepServerHtml';
import useHighlightedContent from '@site/src/prism/lazyHighlightedContent';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The block's code as plain text, laid out as the highlighted block is, while Prism loads. */
function PlainContent({className}: Props): React.JSX.Element {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  // Until the code changes (a view that rewrites its sample, say).
  const keep = useKeepServerHtml(metadata.code);
  const HighlightedContent = useHighlightedContent(!keep);
  if (keep) {
    return <pre ref={codeBlockRef} tabIndex={0} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  // Not made during render: the hook hands out the one component its chunk exports, the same on every call.
  // eslint-disable-next-line react-hooks/static-components
  return HighlightedContent ? <HighlightedContent {...props} /> : <PlainContent {...props} />;
}
