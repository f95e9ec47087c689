import {classOnlyTheme, prismThemeCss, styledTokenTypes} from '../../shared/prismThemeCss';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';
import type {PrismTheme} from 'prism-react-renderer';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#eeeeee'},
  styles: [
    {types: ['comment'], style: {color: '#555555', fontStyle: 'italic'}},
    {types: ['keyword', 'builtin'], style: {color: '#aa0000'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eeeeee', backgroundColor: '#111111'},
  styles: [
    {types: ['comment'], style: {color: '#999999'}},
    {types: ['keyword'], style: {color: '#ff8888'}},
    {types: ['keyword'], style: {fontWeight: 'bold'}},
  ],
};

describe('prismThemeCss', () => {
  const css = prismThemeCss(light, dark);

  it('sets the block colours as the variables the theme reads, per colour mode', () => {
    expect(css).toContain(':root { --prism-color: #111111; --prism-background-color: #eeeeee; }');
    expect(css).toContain("[data-theme='dark'] { --prism-color: #eeeeee; --prism-background-color: #111111; }");
  });

  it('gives each token type its colours in both modes, the dark rule winning by specificity', () => {
    expect(css).toContain('.prism-code .token.builtin { color: #aa0000; }');
    expect(css).toContain("[data-theme='dark'] .prism-code .token.builtin { color: unset; }");
  });

  it('resets in one mode what only the other mode sets, and merges repeated types in order', () => {
    expect(css).toContain('.prism-code .token.comment { color: #555555; font-style: italic; }');
    expect(css).toContain("[data-theme='dark'] .prism-code .token.comment { color: #999999; font-style: unset; }");
    expect(css).toContain('.prism-code .token.keyword { color: #aa0000; font-weight: unset; }');
    expect(css).toContain("[data-theme='dark'] .prism-code .token.keyword { color: #ff8888; font-weight: bold; }");
  });

  it('refuses a token type that is not a plain name, rather than write it into a selector', () => {
    const hostile: PrismTheme = {plain: {}, styles: [{types: ['keyword, body'], style: {color: 'red'}}]};
    expect(() => prismThemeCss(hostile, dark)).toThrow('not a plain token type name');
  });

  it('covers every type of the site themes, and the theme handed to Prism has no colours', () => {
    const site = prismThemeCss(lightCodeTheme, darkCodeTheme);
    for (const {types} of [...lightCodeTheme.styles, ...darkCodeTheme.styles]) {
      for (const type of types) {
        expect(site).toContain(`.prism-code .token.${type} {`);
        expect(site).toContain(`[data-theme='dark'] .prism-code .token.${type} {`);
      }
    }
    expect(classOnlyTheme).toEqual({plain: {}, styles: []});
  });
});

describe('styledTokenTypes', () => {
  it('lists the types either theme styles, and leaves out what takes the plain colour', () => {
    const types = styledTokenTypes(lightCodeTheme, darkCodeTheme);
    expect(types.has('keyword')).toBe(true);
    expect(types.has('comment')).toBe(true);
    expect(types.has('plain')).toBe(false);
    expect(types.has('punctuation')).toBe(false);
    expect(styledTokenTypes(light, dark)).toEqual(new Set(['comment', 'keyword', 'builtin']));
  });
});
