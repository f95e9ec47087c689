/**
 * plugins/idle-hydration: the check that guards Docusaurus's client entry
 * accepts the installed one and names what changed in others, and the
 * stand-in `startTransition` runs its callback as an idle task of React's
 * scheduler.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unstable_getCurrentPriorityLevel as currentPriority, unstable_IdlePriority as IdlePriority} from 'scheduler';
import {entryProblem} from '../../plugins/idle-hydration/entry-check';
import {startTransition} from '../../plugins/idle-hydration/client/idleStart';

const installedEntry = fs.readFileSync(
  path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'clientEntry.js'),
  'utf8',
);

const entry = (lines: string[]): string => lines.join('\n');

describe('entryProblem', () => {
  it('accepts the client entry of the installed Docusaurus', () => {
    expect(entryProblem(installedEntry)).toBeNull();
  });

  it('names a missing or doubled import from react', () => {
    expect(
      entryProblem(
        entry(['import {hydrateRoot} from "react-dom/client";', 'startTransition(render); hydrateRoot(c, a);']),
      ),
    ).toBe("expected one import from 'react', found 0");
    expect(
      entryProblem(
        entry([
          "import React from 'react';",
          "import {startTransition} from 'react';",
          'startTransition(r); hydrateRoot(c, a);',
        ]),
      ),
    ).toBe("expected one import from 'react', found 2");
  });

  it('names an import that no longer takes startTransition by name', () => {
    expect(entryProblem(entry(["import React from 'react';", 'React.startTransition(r); hydrateRoot(c, a);']))).toBe(
      "the import from 'react' no longer names startTransition",
    );
  });

  it('names a second call of startTransition, or none', () => {
    const head = "import React, { startTransition } from 'react';";
    expect(entryProblem(entry([head, 'startTransition(a); startTransition(b); hydrateRoot(c, x);']))).toBe(
      'expected one call of startTransition, found 2',
    );
    expect(entryProblem(entry([head, 'hydrateRoot(c, x);']))).toBe('expected one call of startTransition, found 0');
  });

  it('names an entry that no longer hydrates', () => {
    expect(
      entryProblem(
        entry(["import React, { startTransition } from 'react';", 'startTransition(() => createRoot(c).render(a));']),
      ),
    ).toBe('the entry no longer calls hydrateRoot');
  });
});

describe('the stand-in startTransition', () => {
  it('runs the callback later, as a task of the scheduler at idle priority', async () => {
    const seen: number[] = [];
    const ran = new Promise<void>((resolve) => {
      startTransition(() => {
        seen.push(currentPriority());
        resolve();
      });
    });
    expect(seen).toEqual([]);
    await ran;
    expect(seen).toEqual([IdlePriority]);
  });
});
