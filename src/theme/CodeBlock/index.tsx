// Wrapped: a ```dart block the build linked (plugins/dart-links) comes with the id of its links' plan as
// `data-api-links`; the wrapper takes it off and hands it, with the code, to the block's tokens
// (src/theme/CodeBlock/Line/Token), which write the linked names. Every code block goes through here, with the
// accelerators on or off.
import React, {useMemo, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {CodeLinksContext} from '@site/src/codeLinks/context';

type Props = WrapperProps<typeof CodeBlockType> & {'data-api-links'?: string};

export default function CodeBlockWrapper({'data-api-links': id, ...props}: Props): ReactNode {
  const code = props.children;
  const block = useMemo(() => (id && typeof code === 'string' ? {id, code} : null), [id, code]);
  if (block === null) return <CodeBlock {...props} />;
  return (
    <CodeLinksContext.Provider value={block}>
      <CodeBlock {...props} />
    </CodeLinksContext.Provider>
  );
}
