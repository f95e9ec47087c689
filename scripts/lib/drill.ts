/** The pure parts of scripts/drill-next.ts: the scratch copy's package.json, version choice, and the report. */
import semver from 'semver';

export interface StepResult {
  name: string;
  passed: boolean;
  seconds: number;
  /** The lines of the step's output that say what failed, at most a screenful. */
  failures: string[];
}

/** The newest version in `versions` that matches `range` (a semver range, or a predicate), or null. */
function newestVersion(
  versions: readonly string[],
  range: string | ((version: string) => boolean),
  options: semver.RangeOptions = {includePrerelease: true},
): string | null {
  const matching = versions.filter((version) =>
    typeof range === 'string' ? semver.satisfies(version, range, options) : range(version),
  );
  return matching.length === 0 ? null : semver.rsort([...matching])[0];
}

/**
 * The Node.js release to drill on: the newest of the oldest major line that meets `engines` (the line a
 * project moves to first, 24 when Docusaurus asks for >=24.x), stable releases only.
 */
export function nodeForEngines(versions: readonly string[], engines: string): string | null {
  const matching = versions.filter((version) => semver.satisfies(version, engines));
  if (matching.length === 0) return null;
  const major = Math.min(...matching.map((version) => semver.major(version)));
  return newestVersion(
    matching.filter((version) => semver.major(version) === major),
    () => true,
  );
}

/** The newest canary of major `major` that is in every list of `published` (one list per package), or null. */
export function commonCanary(published: readonly (readonly string[])[], major: number): string | null {
  if (published.length === 0) return null;
  const [first, ...rest] = published;
  const common = first.filter(
    (version) =>
      semver.valid(version) !== null &&
      semver.major(version) === major &&
      /-canary/.test(version) &&
      rest.every((versions) => versions.includes(version)),
  );
  return newestVersion(common, () => true);
}

type Dependencies = Record<string, string>;

/**
 * The package.json of the scratch copy: each package of `versions` (the @docusaurus packages) at the version it
 * names, TypeScript at `typescript`; the rest as it is, so the drill tries the site as it is.
 */
export function drillPackageJson(
  pkg: Record<string, unknown>,
  versions: ReadonlyMap<string, string>,
  typescript: string,
): Record<string, unknown> {
  const bump = (dependencies: unknown): Dependencies | undefined => {
    if (!dependencies || typeof dependencies !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(dependencies as Dependencies).map(([name, version]) => [
        name,
        versions.get(name) ?? (name === 'typescript' ? typescript : version),
      ]),
    );
  };
  return {
    ...pkg,
    dependencies: bump(pkg.dependencies),
    devDependencies: bump(pkg.devDependencies),
  };
}

/**
 * The test files the entries of seams.ts name (`file` or `file > title`), each once: jest's (tests/unit) and
 * Playwright's (tests/e2e).
 */
export function seamTestFiles(tests: readonly string[]): {unit: string[]; e2e: string[]} {
  const files = [...new Set(tests.map((test) => test.split(' > ')[0].trim()))].sort();
  return {
    unit: files.filter((file) => file.startsWith('tests/unit/')),
    e2e: files.filter((file) => file.startsWith('tests/e2e/')),
  };
}

/** Lines that say what failed: errors, failing test suites and tests, and the lines right after each. */
export function failureLines(output: string, limit = 40): string[] {
  const lines = output.split('\n');
  const picked = new Set<number>();
  lines.forEach((line, index) => {
    if (/\b(error|Error|ERR!|FAIL|✕|●|Cannot find|is not exported|not found)\b/.test(line)) {
      for (let next = index; next < Math.min(index + 3, lines.length); next += 1) picked.add(next);
    }
  });
  const chosen = [...picked].sort((a, b) => a - b).map((index) => lines[index].trimEnd());
  const unique = chosen.filter((line, index) => line.trim() !== '' && chosen.indexOf(line) === index);
  if (unique.length === 0) return lines.filter((line) => line.trim() !== '').slice(-10);
  return unique.length > limit ? [...unique.slice(0, limit), `… ${unique.length - limit} more lines`] : unique;
}

export function summary(
  drill: {docusaurus: string; node: string; typescript: string; scratch: string},
  results: readonly StepResult[],
): string {
  const head = `Drill: Docusaurus ${drill.docusaurus}, Node.js ${drill.node}, TypeScript ${drill.typescript} (${drill.scratch})`;
  const rows = results.map(
    (result) => `  ${result.passed ? 'passed' : 'FAILED'}  ${result.name} (${result.seconds.toFixed(0)} s)`,
  );
  const details = results
    .filter((result) => !result.passed)
    .map((result) => [`\n--- ${result.name}: what failed`, ...result.failures.map((line) => `  ${line}`)].join('\n'));
  const failed = results.filter((result) => !result.passed).length;
  return [
    head,
    ...rows,
    ...details,
    '',
    failed === 0 ? 'Every step passed.' : `${failed} of ${results.length} steps failed.`,
  ].join('\n');
}
