/**
 * Pure part of the lean-client plugin: which tslib helpers a CommonJS file
 * compiled by TypeScript calls (`tslib_1.__importDefault(...)`), and which of
 * those the stand-in module lacks.
 */

/** The helpers `source` calls through TypeScript's `tslib_1` binding, sorted, each once. */
export function tslibHelpersCalled(source: string): string[] {
  return [...new Set([...source.matchAll(/\btslib_\d+\.(__\w+)/g)].map((match) => match[1]))].sort();
}

/** The helpers called in `sources` (file name to text) that `provided` does not have, with the files calling them. */
export function missingHelpers(sources: ReadonlyMap<string, string>, provided: readonly string[]): string[] {
  const missing: string[] = [];
  for (const [file, source] of sources) {
    for (const helper of tslibHelpersCalled(source)) {
      if (!provided.includes(helper)) missing.push(`${helper} (${file})`);
    }
  }
  return missing;
}
