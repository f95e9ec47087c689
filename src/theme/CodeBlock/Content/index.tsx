// Wrapped: on hydration a code block keeps the HTML the server rendered, instead of running Prism again and hydrating a React node per token.
import React from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {KEEP_SERVER_HTML, useKeepServerHtml} from '@site/src/hooks/useKeepServerHtml';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  // Until the code changes (a view that rewrites its sample, say).
  if (!useKeepServerHtml(metadata.code)) {
    return <Content {...props} />;
  }
  return <pre ref={codeBlockRef} tabIndex={0} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
