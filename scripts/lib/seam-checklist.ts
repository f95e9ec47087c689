/**
 * Pure part of `npm run seams`: CONTRIBUTING's upgrade checklist written from seams.ts, and which
 * entries an installed package version falls outside of.
 */
import type {Seam} from '../../seams';

export const START = '<!-- upgrade-checklist:start -->';
export const END = '<!-- upgrade-checklist:end -->';

/**
 * Whether `version` is in `range`, a version with `x` for any number (`3.10.x`, `2.x`) or an exact one. A
 * pre-release stays part of its number, so that an exact range can name one (`0.0.4-4`) and `3.10.2` does not
 * take `3.10.2-rc.1`.
 */
export function inRange(version: string, range: string): boolean {
  const wanted = range.split('.');
  const have = version.split('+')[0].split('.');
  return wanted.every((part, index) => part === 'x' || part === have[index]);
}

/** The entries whose package is installed at a version outside the range they were checked on. */
export function outOfRange(seams: readonly Seam[], versionOf: (name: string) => string | null): string[] {
  return seams.flatMap((seam) => {
    const version = versionOf(seam.package);
    return version !== null && inRange(version, seam.checked)
      ? []
      : [`${seam.id}: checked on ${seam.package} ${seam.checked}, installed ${version ?? 'none'}`];
  });
}

const KIND_TEXT: Record<Seam['kind'], string> = {
  ejected: 'ejected theme file (the drift check compares it with the original)',
  replaced: 'theme component written anew (keeps only the props)',
  internal: "reach into the package's internals",
};

/** The upgrade section of CONTRIBUTING.md, from the registry. */
export function checklist(seams: readonly Seam[]): string {
  const packages = [...new Set(seams.map((seam) => seam.package))].sort();
  const lines = [
    START,
    '<!-- Generated from seams.ts by `npm run seams -- --write`: edit seams.ts, not this section. -->',
    '',
    'The drill for a new release of React, Docusaurus or DocSearch (Renovate opens them weekly, `renovate.json`;',
    'a red one is not merged but drilled, on its branch):',
    '',
    '1. `npm i --save-exact react@<version> react-dom@<version>` (or every `@docusaurus/*` package at one version',
    '   together, or `@docsearch/react` alone).',
    '2. `npm run seams` lists the entries of `seams.ts` checked on another version than the one now installed.',
    '3. `npm test`. A reach that stopped working fails the test its entry names, with the entry id in the',
    '   message; an ejected file that drifted from its original fails `tests/unit/ejected-files.test.ts`',
    '   with the lines; a changed page structure fails `tests/e2e/routes.spec.ts` with a diff; a page whose',
    '   first load grew against the site without accelerators fails the same spec (its second load, from build-off/).',
    '4. **When the entry that failed names an accelerator, turn it off and ship**: `ACCELERATORS=-<name>` in',
    "   the build's environment (`ACCELERATORS=off` for all of them) builds the site without it, on public",
    "   behaviour only; `npm test` checks the build with all of them off, and CI's `accelerators` job each",
    '   build with one left out (`bash .ci/accelerators -<name>` runs it locally). In the deploy, without a',
    '   commit: set the repository variable `ACCELERATORS` to `-<name>` (Settings > Secrets and variables >',
    '   Actions > Variables), then start "Deploy to GitHub Pages" by hand (Actions > Run workflow, on main):',
    '   it rebuilds and publishes main with it, and every later deploy keeps it until the variable is',
    '   deleted. Repair the accelerator later, on its own branch.',
    "5. Otherwise fix what failed (the entries below say where to look). Then set each entry's `checked` range to",
    '   the new version and run `npm run seams -- --write` to regenerate this section.',
    '6. `npm run bench` on a quiet machine: it weighs the site against its build without accelerators, in the',
    '   same run (`bench/README.md`).',
    '',
    'The next major release of Docusaurus is drilled before it ships: `npm run drill:next` (see',
    '"The next major release" below).',
    '',
    `The reaches, by package (${seams.length} in \`seams.ts\`):`,
    '',
  ];
  for (const name of packages) {
    lines.push(`- **${name}**`);
    for (const seam of seams.filter((entry) => entry.package === name)) {
      lines.push(
        `  - \`${seam.id}\` (${KIND_TEXT[seam.kind]}; checked on ${seam.checked}` +
          `${seam.accelerator ? `; accelerator ${seam.accelerator}` : ''}): ${seam.what} ` +
          `Test: \`${seam.test}\`. If it fails: ${seam.ifBroken}`,
      );
    }
  }
  lines.push(
    '',
    '**Platform packages.** `@swc/core`, `@swc/html` and `unrs-resolver` are pinned in `overrides` to versions',
    'for which the registry has every platform package, so `npm ci` works on any machine. Before raising a',
    'pin, check each platform package of the new version exists (`npm view @swc/core-darwin-arm64@<version>',
    'version`, one per platform), then run `npm ci` from a clean `node_modules`.',
    '',
    '**Install scripts.** npm 11.19 and later run no install script of a dependency that `allowScripts` in',
    'package.json does not allow, and list the ones they skipped. The five this project installs',
    '(`@parcel/watcher`, `@swc/core`, `core-js`, `esbuild`, `unrs-resolver`) are denied there: each only checks',
    'for, or falls back from, the prebuilt platform package that `npm ci` installs anyway (an older npm runs',
    "them, to the same result). A new dependency with an install script shows up in `npm ci`'s output:",
    'review it with `npm install-scripts ls`, then `approve` or `deny` it.',
    '',
    END,
  );
  return lines.join('\n');
}

/** `document` with its checklist section replaced by `section`; throws when the markers are missing. */
export function replaceChecklist(document: string, section: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the document has no ${START} … ${END} section`);
  return document.slice(0, start) + section + document.slice(end + END.length);
}
