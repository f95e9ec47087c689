// Wrapped: a ```dart block comes with the id of its links' plan (plugins/dart-links), an attribute the code block does not know; this takes it off and hands it, with the code, to the block's tokens (src/theme/CodeBlock/Line/Token) through a context.
import React, {useMemo} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import type CodeType from '@theme/MDXComponents/Code';
import type {WrapperProps} from '@docusaurus/types';
import {CodeLinksContext} from '@site/src/codeLinks/context';

type Props = WrapperProps<typeof CodeType> & {'data-api-links'?: string};

export default function CodeWrapper({'data-api-links': id, ...props}: Props): React.JSX.Element {
  const code = props.children;
  const block = useMemo(() => (id && typeof code === 'string' ? {id, code} : null), [id, code]);
  if (block === null) return <Code {...props} />;
  return (
    <CodeLinksContext.Provider value={block}>
      <Code {...props} />
    </CodeLinksContext.Provider>
  );
}
