/**
 * Every file or folder of this repository that a README, another Markdown file or a code comment names
 * (`src/theme/README.md`, plugins/islands/index.ts, `tests/e2e/islands.spec.ts:12`, a module as it is imported,
 * src/models/retry) exists. A name with a placeholder or a glob (`src/components/<Name>/index.tsx`,
 * `tests/unit/search-*.test.ts`) and a jest pattern (`npx jest tests/unit/search`) name what starts so.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** The folders whose paths the repository's prose names. */
const TOP = [
  'src',
  'plugins',
  'scripts',
  'tests',
  'shared',
  'data',
  'docs',
  'blog',
  'bench',
  'static',
  'i18n',
  '.ci',
  '.github',
];

// A path starts after a space, a quote, a backtick, a bracket or the line's start (not after `/`: a package's own
// `node_modules/x/src/...` is not ours) and runs over the characters a path of the repository holds.
const PATH = new RegExp(
  String.raw`(?<![\w./@-])((?:${TOP.map((dir) => dir.replace('.', String.raw`\.`)).join('|')})/[\w./-]*)([*<{]?)`,
  'g',
);

/** Paths of other repositories that the prose names as such. */
const FOREIGN = [
  // Polly for .NET's source (src/dotnet/README.md).
  /^src\/Polly(\.|\/|$)/,
];

/** Files that name paths as they were: a dated record of past work. */
const RECORDS = /^bench\/history-\d+\.md$/;

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** The comments of a source file: `// …` to the end of the line and `/* … *\/`; strings are left out. */
function comments(text: string): string {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g)].map((match) => match[0]).join('\n');
}

/** Line-by-line names of repository paths in `text`, with the line they are on. */
export function namedPaths(text: string): {name: string; line: number; prefix: boolean}[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(PATH)].flatMap((match) => {
      const before = line.slice(0, match.index);
      // A copy of a package's file names the original's path inside that package.
      if (/Ejected from \S+ [\d.]+, $/.test(before)) return [];
      // A sentence's full stop or a `:line` suffix is not part of the name.
      const name = match[1].replace(/[.:]+$/, '');
      const prefix = match[2] !== '' || /\bjest (\S+ )*$/.test(before);
      return [{name, line: index + 1, prefix}];
    }),
  );
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}

function missingNames(): string[] {
  const files = trackedFiles();
  const exists = (name: string, prefix: boolean): boolean =>
    FOREIGN.some((foreign) => foreign.test(name)) ||
    ['', ...MODULE_EXTENSIONS].some((extension) => fs.existsSync(path.join(ROOT, name + extension))) ||
    (prefix && files.some((file) => file.startsWith(name)));
  const missing: string[] = [];
  for (const file of files) {
    const isMarkdown = /\.mdx?$/.test(file);
    const isCode = /\.(ts|tsx|js|mjs|cjs|css)$/.test(file) && !file.startsWith('tests/unit/fixtures/');
    // This file's own examples name paths that do not exist, on purpose.
    if ((!isMarkdown && !isCode) || RECORDS.test(file) || file === 'tests/unit/named-paths.test.ts') continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const {name, line, prefix} of namedPaths(isMarkdown ? text : comments(text))) {
      if (!exists(name, prefix)) missing.push(`${file}${isMarkdown ? `:${line}` : ''}: ${name}`);
    }
  }
  return missing;
}

describe('namedPaths', () => {
  it('finds the paths a text names, and leaves out what is not one of ours', () => {
    expect(
      namedPaths(
        'See `src/foo/bar.ts`, (plugins/x/README.md). tests/e2e/a.spec.ts:12 and src/components/<Name>/index.tsx;\n' +
          'not node_modules/pkg/src/theme/x.js, https://example.org/src/x or @site/src/y. `tests/unit/search-*.test.ts`,\n' +
          '`npx jest tests/unit/search`; // Ejected from @docusaurus/theme-classic 3.10.2, src/theme/Tabs/index.tsx: why',
      ),
    ).toEqual([
      {name: 'src/foo/bar.ts', line: 1, prefix: false},
      {name: 'plugins/x/README.md', line: 1, prefix: false},
      {name: 'tests/e2e/a.spec.ts', line: 1, prefix: false},
      {name: 'src/components/', line: 1, prefix: true},
      {name: 'tests/unit/search-', line: 2, prefix: true},
      {name: 'tests/unit/search', line: 3, prefix: true},
    ]);
  });

  it('reads the comments of code, not its strings', () => {
    expect(comments("const a = 'src/x.ts'; // see src/y.ts\n/* and\n src/z.ts */ const u = 'https://x.org';")).toBe(
      '// see src/y.ts\n/* and\n src/z.ts */',
    );
  });
});

describe('the repository', () => {
  it('names no file or folder that does not exist in its READMEs, Markdown and code comments', () => {
    expect(missingNames()).toEqual([]);
  });
});
