/**
 * The decision guide (src/models/decisionGuide.ts): every failure leads somewhere, every
 * combination composes a pipeline without a known trap, and each strategy is reachable.
 */
import fs from 'node:fs';
import path from 'node:path';
import {COMPOSITION_ORDER, FAILURES, pipelineFor, type FailureId} from '@site/src/models/decisionGuide';
import {STRATEGY_KINDS, hasTrap, pipelineNotes} from '@site/src/models/pipeline';

const ids = FAILURES.map((f) => f.id);

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

test('covers the failures readers describe, each with strategies and an existing guide', () => {
  expect(ids).toEqual(['slow', 'flaky', 'overloaded', 'quota', 'down', 'stale', 'tail']);
  for (const failure of FAILURES) {
    expect(failure.strategies.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(__dirname, '..', '..', 'docs', `${failure.guide}.mdx`))).toBe(true);
  }
});

test('every strategy of the composer is reachable and has a place in the composition order', () => {
  expect([...COMPOSITION_ORDER].sort()).toEqual([...STRATEGY_KINDS].sort());
  expect(pipelineFor(ids)).toEqual(COMPOSITION_ORDER);
});

test('no combination of failures composes a pipeline with a trap', () => {
  const all = subsets(ids);
  expect(all).toHaveLength(128);
  for (const chosen of all) {
    const order = pipelineFor(chosen);
    if (hasTrap(order)) {
      throw new Error(`${chosen.join(', ')}: ${pipelineNotes(order).find((n) => n.severity === 'trap')?.text}`);
    }
  }
});

test('composes in order and without duplicates, whatever the order of the choices', () => {
  const chosen: FailureId[] = ['flaky', 'down', 'slow'];
  expect(pipelineFor(chosen)).toEqual(['fallback', 'timeout', 'retry', 'circuitBreaker']);
  expect(pipelineFor([...chosen].reverse())).toEqual(pipelineFor(chosen));
  expect(pipelineFor([])).toEqual([]);
});
