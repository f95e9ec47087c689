/**
 * The places where the search plugin depends on how a package works inside,
 * beyond its public API, each tied to the exact version it was written and
 * checked against. On any other installed version the build stops and says
 * what to re-check (plugins/search/README.md, "Seams", explains each).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Seam {
  /** The npm package reached into. */
  packageName: string;
  /** The exact version the seam was written for. */
  version: string;
  /** What depends on it and what to re-check before changing the version here. */
  recheck: string;
}

export const SEAMS: readonly Seam[] = [
  {
    packageName: '@docsearch/react',
    version: '3.9.0',
    recheck:
      "node/docsearchModal.ts edits the modal's minified build so an error status stays on screen; " +
      "client/docsearch/ copies its button's markup and its keyboard shortcuts; client/storedSearches.ts knows the keys and shape of its stored recent and favourite searches. " +
      'Re-check each against the new version, then run tests/e2e/search-*.spec.ts.',
  },
  {
    packageName: '@docusaurus/theme-search-algolia',
    version: '3.10.2',
    recheck:
      "theme/SearchBar is adapted from this theme's SearchBar and theme/SearchPage is ejected from its SearchPage: " +
      'diff both against the new originals and carry over upstream fixes.',
  },
  {
    packageName: '@docusaurus/core',
    version: '3.10.2',
    recheck:
      "the dev-server middleware (index.ts) relies on Docusaurus merging a plugin's devServer.setupMiddlewares with its own by calling both on one list; " +
      'check that `npm start` still serves the index (tests/e2e/search-dev.spec.ts).',
  },
];

/** The version of an installed package, or null when it is not installed. */
export function installedVersion(packageName: string, fromDir: string = __dirname): string | null {
  try {
    const manifest = require.resolve(`${packageName}/package.json`, {paths: [fromDir]});
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
  } catch {
    // Packages without `./package.json` in their exports: find the folder by the main entry.
    try {
      let dir = path.dirname(require.resolve(packageName, {paths: [fromDir]}));
      while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
      return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
    } catch {
      return null;
    }
  }
}

/** One message per seam whose package is not at the version the seam was written for. */
export function seamProblems(
  versionOf: (packageName: string) => string | null,
  seams: readonly Seam[] = SEAMS,
): string[] {
  return seams.flatMap(({packageName, version, recheck}) => {
    const installed = versionOf(packageName);
    return installed === version
      ? []
      : [
          `search plugin: written for ${packageName} ${version}, but ${installed ?? 'no version'} is installed. ` +
            `Re-check: ${recheck} Then set the new version in plugins/search/node/seams.ts.`,
        ];
  });
}

/** Throws (failing the build) when any seam's package has another version than the one it was written for. */
export function assertSeamVersions(versionOf: (packageName: string) => string | null = installedVersion): void {
  const problems = seamProblems(versionOf);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
