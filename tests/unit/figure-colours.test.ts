import fs from 'node:fs';
import path from 'node:path';
import {hexContrast} from '../lib/contrast';

// The figure kit's colour tokens (src/css/custom.css) against every background a figure is drawn on.

const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

/** The custom properties of the first rule whose selector is exactly `selector`. */
function properties(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule ${selector} in custom.css`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

const light = properties(':root');
const modes = {
  light: {tokens: light, page: '#ffffff', panel: '#ffffff'},
  // Infima's dark page and surface colours.
  dark: {tokens: {...light, ...properties("[data-theme='dark']")}, page: '#1b1b1d', panel: '#242526'},
};

/** A token's value, following var(--name) references within the same mode. */
function resolve(tokens: Record<string, string>, name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(tokens, reference[1]) : value;
}

describe.each(Object.entries(modes))('figure colours in %s mode', (_mode, {tokens, page, panel}) => {
  const surface = resolve(tokens, '--figure-surface');
  const backgrounds = {page, panel, '--figure-surface': surface};

  describe.each(['--figure-ok', '--figure-fail', '--figure-warn', '--figure-muted', '--figure-accent'])(
    '%s',
    (tone) => {
      it.each(Object.entries(backgrounds))('reads at 4.5:1 or more on the %s (%s)', (_name, background) => {
        expect(hexContrast(resolve(tokens, tone), background)).toBeGreaterThanOrEqual(4.5);
      });
    },
  );

  it('writes text on the accent colour at 4.5:1 or more', () => {
    expect(
      hexContrast(resolve(tokens, '--figure-on-accent'), resolve(tokens, '--figure-accent')),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

test('no component keeps a palette of its own', () => {
  const components = path.join(__dirname, '../../src/components');
  const stylesheets = fs
    .readdirSync(components, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({file, text: fs.readFileSync(path.join(components, file), 'utf8')}));
  expect(stylesheets.length).toBeGreaterThan(5);
  const ownTokens = stylesheets.filter(({text}) => /^\s*--[\w-]+\s*:/m.test(text)).map(({file}) => file);
  expect(ownTokens).toEqual([]);
});
