// Wrapped: a ```dart block comes with the links of its polly_dart names (plugins/dart-links), as an attribute the code block does not know; this takes it off and hands the links to the block's tokens (src/theme/CodeBlock/Line/Token) through a context.
import React, {useMemo} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import type CodeType from '@theme/MDXComponents/Code';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {decodePlan, linksByLine, type LineLink} from '@site/shared/dartLinkPlan';
import {CodeLinksContext} from '@site/src/codeLinks/context';

type Props = WrapperProps<typeof CodeType> & {'data-api-links'?: string};

function useLinks(plan: string | undefined, code: unknown): ReadonlyMap<string, readonly LineLink[]> | null {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return useMemo(() => {
    if (plan === undefined || typeof code !== 'string') return null;
    const links = decodePlan(plan).map((link) => ({...link, href: `${baseUrl}${link.href.replace(/^\//, '')}`}));
    return linksByLine(code, links);
  }, [plan, code, baseUrl]);
}

export default function CodeWrapper({'data-api-links': plan, ...props}: Props): React.JSX.Element {
  const links = useLinks(plan, props.children);
  if (links === null) return <Code {...props} />;
  return (
    <CodeLinksContext.Provider value={links}>
      <Code {...props} />
    </CodeLinksContext.Provider>
  );
}
