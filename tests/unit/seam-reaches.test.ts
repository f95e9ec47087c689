/**
 * ESLint's rule seams/registered-reach (eslint.config.mjs): a reach into a package's internals only in a file
 * seams.ts names. Run as `npm run lint` runs it, on code given on stdin under a file name.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {whereNames} from '../../seams';

const root = path.join(__dirname, '..', '..');

/** The ids of the rules ESLint reports for `code` in a file named `file` (it need not exist). */
function ruleIds(file: string, code: string): string[] {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '-f', 'json'],
    {cwd: root, input: code, encoding: 'utf8'},
  );
  const [result] = JSON.parse(run.stdout) as {messages: {ruleId: string | null; message: string}[]}[];
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const unregistered = 'src/components/Unregistered/index.ts';

describe('seams/registered-reach', () => {
  it.each([
    ['a private path of a Docusaurus package', "export {default} from '@docusaurus/core/lib/client/browserContext';\n"],
    [
      'an /internal entry point',
      "export {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client/internal';\n",
    ],
    ['a module under @generated', "export {default} from '@generated/docusaurus.config';\n"],
    ["the bundler's runtime", 'declare const __webpack_require__: unknown;\nexport const x = __webpack_require__;\n'],
    [
      'require.resolveWeak',
      "declare const req: {resolveWeak(id: string): string};\nexport const id = req.resolveWeak('./a');\n",
    ],
    [
      'a React internal, by name in a string',
      "export const key = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';\n",
    ],
  ])(
    'fails on %s in a file seams.ts does not name',
    (_what, code) => {
      expect([...new Set(ruleIds(unregistered, code))]).toEqual(['seams/registered-reach']);
    },
    60_000,
  );

  it("accepts a reach in a file an entry names, and in that entry's test", () => {
    const code = "export {default} from '@docusaurus/core/lib/client/browserContext';\n";
    expect(ruleIds('src/accelerators/hydration-transition/theme/Root/index.tsx', code)).toEqual([]);
    expect(ruleIds('tests/unit/browser-flag.test.tsx', code)).toEqual([]);
  }, 60_000);

  it('leaves prose and public entry points alone', () => {
    const code =
      "import useIsBrowser from '@docusaurus/useIsBrowser';\n" +
      "export const note = 'waits for __webpack_require__ to load the chunk';\n" +
      'export const flag = useIsBrowser;\n';
    expect(ruleIds(unregistered, code)).toEqual([]);
  }, 60_000);
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
