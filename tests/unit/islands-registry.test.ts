/**
 * The islands accelerator's registry (plugins/islands/registry.ts): every entry is a component folder, and every
 * import of it uses the one name the plugin replaces, `@site/src/components/<Name>`; an import by another path
 * would quietly get the plain component.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ISLANDS, islandModule} from '../../plugins/islands/registry';

const ROOT = path.join(__dirname, '..', '..');
const names = Object.keys(ISLANDS);

function sources(): string[] {
  return execFileSync('git', ['ls-files', 'src', 'docs', 'blog', 'plugins'], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .filter((file) => /\.(ts|tsx|mdx)$/.test(file) && fs.existsSync(path.join(ROOT, file)));
}

describe('the islands registry', () => {
  it.each(names)('%s is a component folder with an index.tsx', (name) => {
    expect(fs.existsSync(path.join(ROOT, 'src/components', name, 'index.tsx'))).toBe(true);
  });

  it('writes a declaration that loads the folder and names the island', () => {
    const written = islandModule('RetryTimelineDiagram', {interactive: false});
    expect(written).toContain(
      'lazyIsland("RetryTimelineDiagram", () => import("@site/src/components/RetryTimelineDiagram/index")',
    );
    expect(written).toContain('{interactive: false}');
  });

  it('every import of a registered component uses @site/src/components/<Name>', () => {
    const stray: string[] = [];
    for (const file of sources()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        const specifier = match[1];
        const resolved = specifier.startsWith('.')
          ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
          : specifier.replace(/^@site\//, '');
        const island = names.find(
          (name) => resolved === `src/components/${name}` || resolved.startsWith(`src/components/${name}/`),
        );
        const ownFolder = island !== undefined && file.startsWith(`src/components/${island}/`);
        if (island && !ownFolder && specifier !== `@site/src/components/${island}`) stray.push(`${file}: ${specifier}`);
      }
    }
    expect(stray).toEqual([]);
  });
});
