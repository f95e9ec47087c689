/**
 * What plugins/idle-hydration needs of Docusaurus's client entry: it takes
 * `startTransition` from 'react' by name and calls it once, to render the
 * app. Returns what is wrong with `source`, or null if it fits.
 */
export function entryProblem(source: string): string | null {
  const imports = [...source.matchAll(/^import\s+([^;]*?)\s+from\s+['"]react['"];?$/gm)].map((match) => match[1]!);
  if (imports.length !== 1) return `expected one import from 'react', found ${imports.length}`;
  const named = /\{([^}]*)\}/.exec(imports[0]!)?.[1] ?? '';
  if (!named.split(',').some((name) => name.trim() === 'startTransition')) {
    return "the import from 'react' no longer names startTransition";
  }
  const calls = source.match(/\bstartTransition\s*\(/g)?.length ?? 0;
  if (calls !== 1) return `expected one call of startTransition, found ${calls}`;
  if (!/\bhydrateRoot\s*\(/.test(source)) return 'the entry no longer calls hydrateRoot';
  return null;
}
