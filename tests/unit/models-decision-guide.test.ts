/**
 * The decision guide (src/models/decisionGuide.ts): every failure leads somewhere, every
 * combination composes a pipeline the composer flags nothing in (beyond what every order of
 * the same strategies shows), each strategy is reachable, and each place has a reason that the
 * simulation backs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  COMPOSITION_ORDER,
  FAILURES,
  PLACEMENTS,
  pipelineFor,
  placementReasons,
  type FailureId,
} from '@site/src/models/decisionGuide';
import {
  STRATEGY_KINDS,
  hasTrap,
  layoutFindings,
  pipelineNotes,
  warningsFrom,
  type NoteClass,
  type StrategyKind,
} from '@site/src/models/pipeline';
import {SCENARIOS} from '@site/src/models/pipelineSimulation';
import {HEDGING_DEFAULTS, hedgingTimeline} from '@site/src/models/hedging';

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
  // With Hedging and a circuit breaker, the timeout moves inside the breaker.
  expect(pipelineFor(ids)).toEqual([...COMPOSITION_ORDER.filter((k) => k !== 'timeout'), 'timeout']);
  expect(pipelineFor(['slow', 'tail'])).toEqual(['timeout', 'hedging']);
});

test('no combination of failures composes a pipeline with a trap in any scenario', () => {
  const all = subsets(ids);
  expect(all).toHaveLength(128);
  expect(SCENARIOS.map((s) => s.id)).toEqual(
    expect.arrayContaining(['healthy', 'slow', 'failing', 'overloaded', 'cancelled']),
  );
  for (const chosen of all) {
    const order = pipelineFor(chosen);
    const traps = warningsFrom(order, layoutFindings(order)).filter((n) => n.severity === 'trap');
    expect(traps.length > 0).toBe(hasTrap(order));
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

/** Warnings of a layout that no order of its strategies avoids: each holds in every order. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const warnings = (order: StrategyKind[]) =>
  pipelineNotes(order)
    .filter((n) => n.severity !== 'info')
    .map((n) => n.cls);

test('the guide proposes no layout the composer warns about, except for what no order avoids', () => {
  const seen = new Set<NoteClass | undefined>();
  for (const chosen of subsets(ids)) {
    for (const cls of warnings(pipelineFor(chosen))) seen.add(cls);
  }
  // Hedging's own cost, the attempt number Retry and Hedging share, Retry retrying the
  // TypeError Hedging throws when the limiter refuses every attempt, a request `send` does not
  // abort, and (undefined: not from the simulation) the concurrency limiter outside the timeout
  // that Hedging and the breaker move innermost, for a callback the model does not cover.
  expect([...seen].sort()).toEqual([
    'hedgeCost',
    'retriesRejection',
    'sameAttemptNumber',
    'socketOutlivesPermit',
    undefined,
  ]);
  expect(warnings(['hedging'])).toEqual(['hedgeCost']);
  for (const order of permutations<StrategyKind>(['retry', 'hedging'])) {
    expect(warnings(order)).toContain('sameAttemptNumber');
  }
});

test('the guide says why each strategy sits where it does, and the simulation backs each reason', () => {
  expect(Object.keys(PLACEMENTS).sort()).toEqual([...STRATEGY_KINDS].sort());
  expect(placementReasons(['timeout', 'retry'])).toEqual([PLACEMENTS.timeout.why, PLACEMENTS.retry.why]);
  for (const kind of COMPOSITION_ORDER) {
    for (const {inner, cls} of PLACEMENTS[kind].avoids) {
      const placed = [kind, inner].sort((a, b) => COMPOSITION_ORDER.indexOf(a) - COMPOSITION_ORDER.indexOf(b));
      // The guide's order of the two shows no warning of that class; the other order does.
      expect(warnings(placed)).not.toContain(cls);
      expect(warnings([...placed].reverse())).toContain(cls);
    }
  }
});

test('the hedging answer states the cost the hedging model shows', () => {
  const tail = FAILURES.find((f) => f.id === 'tail');
  const fast = hedgingTimeline(HEDGING_DEFAULTS, [
    {durationMs: 5, succeeds: true},
    {durationMs: 5, succeeds: true},
  ]);
  // Every call waits at least the delay and makes the extra call.
  expect(fast.decidedAtMs).toBe(HEDGING_DEFAULTS.delayMs);
  expect(fast.attempts.every((a) => a.startMs <= fast.decidedAtMs)).toBe(true);
  expect(tail?.because).toContain('every call waits at least that delay and always makes the extra call');
});
