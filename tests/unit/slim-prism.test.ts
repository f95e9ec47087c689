import fs from 'node:fs';
import path from 'node:path';
import {slimPrismRenderer, SlimPrismError} from '../../plugins/slim-prism/slim';

const shaped = [
  'var require_prism = __commonJS({ /* Prism core */ });',
  '// src/prism-langs.ts',
  'var Prism = __toESM(require_prism());',
  'Prism.languages.python = {};',
  '',
  '// src/themes/index.ts',
  'var themes_exports = {};',
  '__export(themes_exports, { dracula: () => dracula_default });',
  'var dracula_default = {plain: {}};',
  '',
  '// src/index.ts',
  'import { createElement } from "react";',
  'export { Highlight, Prism, themes_exports as themes };',
  '//# sourceMappingURL=index.mjs.map',
  '',
].join('\n');

describe('slimPrismRenderer', () => {
  it('keeps Prism core, the Prism instance and the library code, and drops languages, themes and the source map link', () => {
    const slim = slimPrismRenderer(shaped);
    expect(slim).toContain('var require_prism = __commonJS');
    expect(slim).toContain('var Prism = __toESM(require_prism());');
    expect(slim).toContain('var themes_exports = {};');
    expect(slim).toContain('export { Highlight, Prism, themes_exports as themes };');
    expect(slim).not.toContain('Prism.languages.python');
    expect(slim).not.toContain('dracula');
    expect(slim).not.toContain('sourceMappingURL');
  });

  it('refuses a file laid out differently', () => {
    expect(() => slimPrismRenderer(shaped.replace('// src/themes/index.ts', '// themes'))).toThrow(SlimPrismError);
    expect(() => slimPrismRenderer(shaped.replace('var Prism = __toESM', 'const Prism = __toESM'))).toThrow(
      SlimPrismError,
    );
    expect(() => slimPrismRenderer(shaped.replace('themes_exports as themes', 'themes'))).toThrow(SlimPrismError);
  });

  it('slims the installed prism-react-renderer to well under half its size', () => {
    const file = path.join(path.dirname(require.resolve('prism-react-renderer/package.json')), 'dist/index.mjs');
    const original = fs.readFileSync(file, 'utf8');
    const slim = slimPrismRenderer(original);
    expect(slim.length).toBeLessThan(original.length * 0.4);
    expect(slim).toMatch(/export \{[^}]*Highlight[^}]*\}/);
    expect(slim).not.toMatch(/Prism\.languages\.(markup|python|swift|kotlin) =/);
    expect(slim).not.toContain('synthwave84');
  });
});
