/**
 * Every number a composer note prints is the simulation's number for the scenario the note names
 * (src/models/pipeline.ts, src/models/pipelineSimulation.ts), with any of the three clients,
 * over every layout of up to three strategies and the layouts the guide hands out.
 */
import {STRATEGY_KINDS, layoutFindings, pipelineNotes, type Figure, type StrategyKind} from '@site/src/models/pipeline';
import {COMPOSER_OPTIONS, scenario} from '@site/src/models/pipelineSimulation';
import {FAILURES, pipelineFor} from '@site/src/models/decisionGuide';

/** The values the simulation gives for a figure's scenario and key. */
function measured(order: StrategyKind[], f: Figure): number[] {
  const permits = (COMPOSER_OPTIONS.rateLimiter.permitLimit * 1000) / COMPOSER_OPTIONS.rateLimiter.windowMs;
  if (f.scenario === 'options')
    return f.key === 'permitsPerSecond' ? [permits] : [COMPOSER_OPTIONS.rateLimiter.permitLimit];
  // What the simulation saw with every client, the circuit closed and half-open.
  const findings = layoutFindings(order).filter((g) => g.scenario === f.scenario);
  return findings.flatMap((g): number[] => {
    switch (f.key) {
      case 'calls':
        return g.cls === 'callsPerPermit' ? [g.calls] : [];
      case 'callsPerSecond':
        return g.cls === 'callsPerPermit' ? [g.calls * permits] : [];
      case 'answerMs':
      case 'serviceOkMs':
      case 'attempts':
        return g.cls === 'hedgeCost' ? [g[f.key]] : [];
      case 'failures':
      case 'records':
      case 'callsToOpen':
        return g.cls === 'breakerOpens' ? [g[f.key]] : [];
      case 'running':
        return g.cls === 'inFlightPerPermit' ? [g.running] : [];
      case 'attemptNumber':
        return g.cls === 'sameAttemptNumber' ? g.attemptNumbers : [];
      case 'admitted':
        return g.cls === 'quotaExceeded' ? [g.admitted] : [];
      default:
        return [];
    }
  });
}

const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
const small: StrategyKind[][] = STRATEGY_KINDS.flatMap((a) => [
  [a],
  ...STRATEGY_KINDS.filter((b) => b !== a).flatMap((b) => [
    [a, b],
    ...STRATEGY_KINDS.filter((c) => c !== a && c !== b).map((c) => [a, b, c]),
  ]),
]);
const guide = subsets(FAILURES.map((f) => f.id)).map((chosen) => pipelineFor(chosen));

test.each([
  ['layouts of up to three strategies', small],
  ['every layout the guide hands out', guide],
] as const)('every number printed in a note of %s is the simulation’s', (_name, orders) => {
  let checked = 0;
  for (const order of orders) {
    for (const note of pipelineNotes(order)) {
      const numbers = (note.text.replace(/0\.0\.9/g, '').match(/\b\d+(?:\.\d+)?\b/g) ?? []).map(Number);
      const figures = note.figures ?? [];
      // Each printed number is a figure, and each figure is printed.
      expect(numbers.sort()).toEqual(figures.map((f) => f.value).sort());
      for (const f of figures) {
        expect(measured(order, f)).toContain(f.value);
        if (f.scenario !== 'options') expect(note.text.toLowerCase()).toContain(scenario(f.scenario).words);
        checked++;
      }
    }
  }
  expect(checked).toBeGreaterThan(0);
});

test('a rate limiter outside Retry and Hedging gives each scenario its own figures (finding 1)', () => {
  const note = pipelineNotes(['rateLimiter', 'retry', 'hedging']).find((n) => n.cls === 'callsPerPermit');
  expect(note?.text).toContain('200 calls a second on a healthy call (2 on one permit)');
  expect(note?.text).toContain('800 when every attempt fails (8 on one permit)');
});

test('the transient scenario fails the first call of the execution only, as its words say (finding 8)', () => {
  const note = pipelineNotes(['rateLimiter', 'retry', 'hedging']).find((n) => n.cls === 'callsPerPermit');
  expect(scenario('transient').words).toBe('when the first attempt fails and the next succeeds');
  expect(note?.text).toContain('200 when the first attempt fails and the next succeeds (2 on one permit)');
});

test('a cache inside Hedging answers the hedge from what the primary stored (finding 6)', () => {
  const cost = (order: StrategyKind[]) => pipelineNotes(order).find((n) => n.cls === 'hedgeCost')?.text;
  expect(cost(['hedging', 'cache'])).toContain('the service got 1 call.');
  expect(cost(['cache', 'hedging'])).toContain('the service got 2 calls.');
});
