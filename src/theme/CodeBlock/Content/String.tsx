// Ejected from @docusaurus/theme-classic 3.10.2, src/theme/CodeBlock/Content/String.tsx: the theme's
// word-wrap hook measures every block right after hydration, forcing a page layout inside the load's
// longest task; src/hooks/useCodeWordWrap.ts measures a block when it is laid out anyway.
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  type CodeBlockMetadata,
  createCodeBlockMetadata,
  // Change: the site's word-wrap hook (imported below) instead of the theme's.
  // End change
} from '@docusaurus/theme-common/internal';
// Change: the site's word-wrap hook.
import useCodeWordWrap from '@site/src/hooks/useCodeWordWrap';
// End change
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

// TODO Docusaurus v4: move this component at the root?
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
