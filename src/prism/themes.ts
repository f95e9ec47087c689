import type {PrismTheme} from 'prism-react-renderer';

// Code colours of our own: every token keeps at least 4.5:1 against its
// background (tests/unit/prism-themes.test.ts), which the stock github and
// dracula themes do not (their comments fall to 2.7:1 and 3:1). They reach
// the page as a stylesheet for both colour modes (plugins/islands), not as
// inline styles, so a code block's HTML is the same in light and dark.
// Punctuation, operators and plain names take the block's own colour: a token
// of a type neither theme styles is written as bare text, not a span (see
// src/theme/CodeBlock/Line/Token).

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#57606a'}},
    {types: ['string', 'char', 'attr-value', 'template-string'], style: {color: '#0a3069'}},
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url', 'regex', 'variable', 'property', 'attr-name'],
      style: {color: '#0550ae'},
    },
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#cf222e'}},
    {types: ['function', 'function-variable'], style: {color: '#6639ba'}},
    {types: ['class-name', 'builtin', 'tag', 'annotation'], style: {color: '#953800'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9198a1', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#9198a1'}},
    {types: ['string', 'char', 'attr-value', 'template-string'], style: {color: '#a5d6ff'}},
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url', 'regex', 'variable', 'property', 'attr-name'],
      style: {color: '#79c0ff'},
    },
    {types: ['keyword', 'atrule', 'selector', 'important'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable'], style: {color: '#d2a8ff'}},
    {types: ['class-name', 'builtin', 'tag', 'annotation'], style: {color: '#ffa657'}},
    {types: ['inserted'], style: {color: '#7ee787'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};
