/**
 * seams.ts, the registry of reaches into packages, against the repository:
 * - every entry names files and a test that exist, and the test mentions the entry's id;
 * - every ejected theme file is registered, and each one matches the installed original outside its
 *   `// Change:` fences (upstream drift fails here, naming the file and the lines);
 * - the drift check itself finds a changed line, a line upstream added, and accepts a fenced change.
 */
import fs from 'node:fs';
import path from 'node:path';
// Prettier's standalone build: the main entry loads its plugins with import(), which jest does not run.
import * as prettier from 'prettier/standalone';
import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import {seams, whereNames} from '../../seams';
import {describeDrift, driftOf, originOf} from '../../scripts/lib/eject-drift';

const root = path.join(__dirname, '..', '..');

/** Docusaurus's own Prettier settings, which its theme sources are written in; both sides are formatted alike. */
const upstreamStyle: Parameters<typeof prettier.format>[1] = {
  parser: 'typescript',
  plugins: [estree, typescript],
  printWidth: 80,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  arrowParens: 'always',
};

function packageDir(name: string): string {
  // Not require.resolve: some packages (theme-common) do not export their package.json.
  return path.join(root, 'node_modules', name);
}

function themeFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return themeFiles(file);
    return /\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : [];
  });
}

/** The files a `where` entry of seams.ts names: itself, or the files of the folder before its first `*` it matches. */
function matching(entry: string): string[] {
  if (!entry.includes('*')) return fs.existsSync(path.join(root, entry)) ? [entry] : [];
  const dir = entry.slice(0, entry.indexOf('*')).replace(/[^/]*$/, '');
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => dir + file.split(path.sep).join('/'))
    .filter((file) => whereNames([entry], file));
}

describe('seams.ts', () => {
  it('has unique ids', () => {
    const ids = seams.map((seam) => seam.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(seams.map((seam) => [seam.id, seam] as const))(
    '%s: its files and its test exist, and the test names it',
    (id, seam) => {
      // A pattern names at least one file.
      for (const file of seam.where) expect([file, matching(file).length > 0]).toEqual([file, true]);
      const testFile = seam.test.split(' > ')[0];
      expect([testFile, fs.existsSync(path.join(root, testFile))]).toEqual([testFile, true]);
      if (seam.kind !== 'ejected') {
        // An ejected file's first test is the drift check below; the others name the seam in a failure message.
        const source = fs.readFileSync(path.join(root, testFile), 'utf8');
        const title = seam.test.split(' > ')[1];
        if (title) expect(source).toContain(title);
        expect(source.includes(id) || source.includes('seams.ts')).toBe(true);
      }
      expect(fs.existsSync(path.join(packageDir(seam.package), 'package.json'))).toBe(true);
    },
  );

  it('registers every ejected or replaced theme file, and nothing that wraps the original', () => {
    const registered = new Set(seams.filter((seam) => seam.kind !== 'internal').flatMap((seam) => seam.where));
    // The site's theme folder, and the accelerators' (src/accelerators/<name>/theme).
    const accelerators = path.join(root, 'src', 'accelerators');
    const themeDirs = [
      path.join(root, 'src', 'theme'),
      ...fs.readdirSync(accelerators).map((name) => path.join(accelerators, name, 'theme')),
    ];
    const copies = themeDirs
      .flatMap((dir) => themeFiles(dir))
      .filter((file) => {
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        return /^\/\/ (Ejected|Replaced)\b/m.test(source.split('\n').slice(0, 3).join('\n'));
      });
    expect(copies.filter((file) => !registered.has(file))).toEqual([]);
  });
});

const ejected = seams.flatMap((seam) =>
  seam.kind === 'ejected'
    ? seam.where
        .filter((file) => originOf(fs.readFileSync(path.join(root, file), 'utf8')) !== null)
        .map((file) => [file, seam.id] as const)
    : [],
);

describe('ejected theme files against the installed originals', () => {
  it('covers every file of an ejected seam whose header names an origin', () => {
    const ejectedFiles = seams.filter((seam) => seam.kind === 'ejected').flatMap((seam) => seam.where);
    expect(ejected.map(([file]) => file)).toEqual(ejectedFiles.filter((file) => file.endsWith('.tsx')));
  });

  it.each(ejected)('%s matches its original outside its fences (seam %s)', async (file, id) => {
    const copy = fs.readFileSync(path.join(root, file), 'utf8');
    const origin = originOf(copy)!;
    const originalFile = path.join(packageDir(origin.packageName), origin.path);
    if (!fs.existsSync(originalFile)) {
      throw new Error(
        `seam ${id}: ${origin.packageName} no longer has ${origin.path}; find where the component moved.`,
      );
    }
    const [original, formattedCopy] = await Promise.all([
      prettier.format(fs.readFileSync(originalFile, 'utf8'), upstreamStyle),
      prettier.format(copy, upstreamStyle),
    ]);
    const drifts = driftOf(original, formattedCopy);
    if (drifts.length > 0) {
      throw new Error(
        `seam ${id}: upstream drift (lines of the copy as Prettier formats it in the theme's style)\n` +
          drifts.map((drift) => describeDrift(file, origin, drift)).join('\n') +
          '\nCarry the upstream change into the copy, or fence a deliberate difference with // Change: … // End change.',
      );
    }
  });
});

describe('driftOf', () => {
  const original = [
    '/**',
    ' * Copyright (c) Example.',
    ' */',
    '',
    'import a from "a";',
    'const x = 1;',
    'const y = 2;',
    'export default x + y;',
  ].join('\n');

  it('accepts a copy that differs only inside fences, including lines it leaves out', () => {
    const copy = [
      '// Ejected from pkg 1.0.0, src/x.ts: why.',
      'import a from "a";',
      '// Change: x is 3.',
      'const x = 3;',
      '// End change',
      'const y = 2;',
      'export default x + y;',
    ].join('\n');
    expect(driftOf(original, copy)).toEqual([]);
  });

  it('reports an unfenced line of the copy that the original lacks', () => {
    const copy = [
      '// Ejected from pkg 1.0.0, src/x.ts: why.',
      'import a from "a";',
      'const x = 3;',
      'const y = 2;',
      'export default x + y;',
    ].join('\n');
    expect(driftOf(original, copy)).toEqual([
      {copyLines: [3], originalLines: [6], copyText: ['const x = 3;'], originalText: ['const x = 1;']},
    ]);
  });

  it('reports a line upstream added that the copy lacks, outside any fence', () => {
    const upstream = original.replace('const y = 2;', 'const y = 2;\nconst z = 0;');
    const copy = [
      '// Ejected from pkg 1.0.0, src/x.ts: why.',
      'import a from "a";',
      'const x = 1;',
      'const y = 2;',
      'export default x + y;',
    ].join('\n');
    expect(driftOf(upstream, copy)).toEqual([
      {copyLines: [], originalLines: [8], copyText: [], originalText: ['const z = 0;']},
    ]);
  });

  it('accepts JSX fences and reads the origin from the header', () => {
    const copy =
      '// Ejected from @docusaurus/theme-classic 3.10.2, src/theme/X/index.tsx: why.\nconst x = 1;\n{/* Change: more. */}\n<b />\n{/* End change */}\n';
    expect(originOf(copy)).toEqual({
      packageName: '@docusaurus/theme-classic',
      version: '3.10.2',
      path: 'src/theme/X/index.tsx',
    });
    expect(driftOf('const x = 1;\n', copy)).toEqual([]);
  });

  it('refuses a fence that is never closed', () => {
    expect(() => driftOf('a;\n', '// Ejected from pkg 1.0.0, src/x.ts: why.\n// Change: open\na;\n')).toThrow(
      'never closed',
    );
  });
});
