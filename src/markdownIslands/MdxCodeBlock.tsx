// The code block of a fenced block in a docs or blog page, as the islands accelerator's MDXComponents/Code loads it
// (src/accelerators/islands/theme): a chunk of its own, with the highlighter and its languages.
import React, {useMemo, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {CodeLinksContext} from '@site/src/codeLinks/context';
import '@site/src/prism/languages';

export type Props = CodeBlockProps & {'data-api-links'?: string};

/** A ```dart block comes with the id of its links' plan (plugins/dart-links): handed, with the code, to the block's tokens. */
export default function MdxCodeBlock({'data-api-links': id, ...props}: Props): ReactNode {
  const code = props.children;
  const block = useMemo(() => (id && typeof code === 'string' ? {id, code} : null), [id, code]);
  if (block === null) return <CodeBlock {...props} />;
  return (
    <CodeLinksContext.Provider value={block}>
      <CodeBlock {...props} />
    </CodeLinksContext.Provider>
  );
}
