// Wrapped: a token of a type neither code theme colours (spaces, names, punctuation) is written as bare text instead of a span, which takes about half the elements out of a page of code.
import React from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {styledTokenTypes} from '@site/shared/prismThemeCss';
import {darkCodeTheme, lightCodeTheme} from '@site/src/prism/themes';

type Props = WrapperProps<typeof TokenType>;

const styled = styledTokenTypes(lightCodeTheme, darkCodeTheme);

export default function TokenWrapper(props: Props): React.JSX.Element {
  // prism-react-renderer hands most tokens an empty style object.
  const hasStyle = props.style !== undefined && Object.keys(props.style).length > 0;
  if (!hasStyle && props.token.types.every((type) => !styled.has(type))) {
    return <>{props.children}</>;
  }
  return <Token {...props} />;
}
