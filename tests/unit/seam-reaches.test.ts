/**
 * ESLint's rule seams/registered-reach (eslint.config.mjs): a reach into a package's internals only in a file
 * seams.ts names, checked through ESLint's API with the project's configuration, on code linted as a named file.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {whereNames} from '../../seams';

const root = path.join(__dirname, '..', '..');

const unregistered = 'src/components/Unregistered/index.ts';

const cases: Record<string, [file: string, code: string]> = {
  privatePath: [unregistered, "export {default} from '@docusaurus/core/lib/client/browserContext';\n"],
  internal: [unregistered, "export {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client/internal';\n"],
  generated: [unregistered, "export {default} from '@generated/docusaurus.config';\n"],
  runtime: [unregistered, 'declare const __webpack_require__: unknown;\nexport const x = __webpack_require__;\n'],
  weak: [
    unregistered,
    "declare const req: {resolveWeak(id: string): string};\nexport const id = req.resolveWeak('./a');\n",
  ],
  react: [unregistered, "export const key = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';\n"],
  registered: [
    'src/accelerators/hydration-transition/theme/Root/index.tsx',
    "export {default} from '@docusaurus/core/lib/client/browserContext';\n",
  ],
  itsTest: [
    'tests/unit/browser-flag.test.tsx',
    "export {default} from '@docusaurus/core/lib/client/browserContext';\n",
  ],
  prose: [
    unregistered,
    "import useIsBrowser from '@docusaurus/useIsBrowser';\n" +
      "export const note = 'waits for __webpack_require__ to load the chunk';\n" +
      'export const flag = useIsBrowser;\n',
  ],
};

/**
 * The rules ESLint reports for each case, each linted as the file it names (which need not exist), in one run of
 * ESLint's API with the project's configuration, as `npm run lint` loads it.
 */
let reported: Record<string, string[]>;
beforeAll(() => {
  const script = `
    import {ESLint} from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({cwd: process.cwd()});
    const out = {};
    for (const [name, [file, code]] of Object.entries(cases)) {
      const [result] = await eslint.lintText(code, {filePath: file});
      out[name] = [...new Set(result.messages.map((message) => message.ruleId ?? message.message))];
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  reported = JSON.parse(run.stdout) as Record<string, string[]>;
}, 120_000);

describe('seams/registered-reach', () => {
  it.each([
    ['a private path of a Docusaurus package', 'privatePath'],
    ['an /internal entry point', 'internal'],
    ['a module under @generated', 'generated'],
    ["the bundler's runtime", 'runtime'],
    ['require.resolveWeak', 'weak'],
    ['a React internal, by name in a string', 'react'],
  ])('fails on %s in a file seams.ts does not name', (_what, name) => {
    expect(reported[name]).toEqual(['seams/registered-reach']);
  });

  it("accepts a reach in a file an entry names, and in that entry's test", () => {
    expect([reported.registered, reported.itsTest]).toEqual([[], []]);
  });

  it('leaves prose and public entry points alone', () => {
    expect(reported.prose).toEqual([]);
  });
});

describe('whereNames', () => {
  it('matches a path exactly, and a star within one folder or file name', () => {
    const where = ['src/a.ts', 'src/components/*/index.island.tsx'];
    expect(whereNames(where, 'src/a.ts')).toBe(true);
    expect(whereNames(where, 'src/a.tsx')).toBe(false);
    expect(whereNames(where, 'src/components/Retry/index.island.tsx')).toBe(true);
    expect(whereNames(where, 'src/components/Retry/deep/index.island.tsx')).toBe(false);
    expect(whereNames(where, 'src/components/Retry/index.tsx')).toBe(false);
  });
});
