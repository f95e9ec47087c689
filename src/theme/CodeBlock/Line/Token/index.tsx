// Wrapped: a token of a type neither code theme colours (spaces, names, punctuation) is written as bare text instead of a span, which takes about half the elements out of a page of code; in a block the build linked (src/theme/CodeBlock, src/codeLinks/plans.ts), the polly_dart names in a token become links to their API entries.
import React, {useContext, type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {styledTokenTypes} from '@site/shared/prismThemeCss';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {splitToken, type LineLink} from '@site/shared/dartLinkPlan';
import {CodeLinksContext} from '@site/src/codeLinks/context';
import {blockLinks} from '@site/src/codeLinks/plans';
import {darkCodeTheme, lightCodeTheme} from '@site/src/prism/themes';

type Props = WrapperProps<typeof TokenType>;

const styled = styledTokenTypes(lightCodeTheme, darkCodeTheme);

/** The token's text with its linked names as links (the card script finds them by the `api-ref` class). */
function linked(props: Props, byLine: ReadonlyMap<string, readonly LineLink[]>): ReactNode {
  const {line, token} = props;
  const links = byLine.get(line.map((t) => t.content).join(''));
  if (!links) return props.children;
  let column = 0;
  for (const t of line) {
    if (t === token) break;
    column += t.content.length;
  }
  const pieces = splitToken(token.content, column, links);
  if (pieces.every((piece) => !piece.link)) return props.children;
  return pieces.map((piece, i) =>
    piece.link ? (
      // A plain link, as the server's HTML a hydrated block keeps is: <Link> would add a viewport observer and a prefetch per name.
      // eslint-disable-next-line @docusaurus/no-html-links
      <a
        key={i}
        href={piece.link.href}
        className={piece.link.missing ? 'api-ref api-ref--missing' : 'api-ref'}
        data-missing={piece.link.missing}>
        {piece.text}
      </a>
    ) : (
      piece.text
    ),
  );
}

export default function TokenWrapper(props: Props): React.JSX.Element {
  const block = useContext(CodeLinksContext);
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const byLine = block ? blockLinks(block, baseUrl) : null;
  const children = byLine ? linked(props, byLine) : props.children;
  // prism-react-renderer hands most tokens an empty style object.
  const hasStyle = props.style !== undefined && Object.keys(props.style).length > 0;
  if (!hasStyle && props.token.types.every((type) => !styled.has(type))) {
    return <>{children}</>;
  }
  return <Token {...props}>{children}</Token>;
}
