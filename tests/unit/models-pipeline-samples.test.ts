/**
 * The composer's Dart against the site's sample check (scripts/lib/dart-samples.ts and its
 * 0.0.9 trap rules): every layout without a trap passes it untouched, and every layout the
 * composer calls a trap (and labels a counterexample) is flagged for a trap and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildApiIndex, checkDartSample, type Manifest} from '../../scripts/lib/dart-samples';
import {RECOMMENDED_ORDER, STRATEGY_KINDS, hasTrap, pipelineDart, type StrategyKind} from '../../src/models/pipeline';

const manifest = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../data/polly_dart-0.0.9.json'), 'utf8'),
) as Manifest;
const api = buildApiIndex(manifest);

const others = (...used: StrategyKind[]) => STRATEGY_KINDS.filter((k) => !used.includes(k));
const pairs = STRATEGY_KINDS.flatMap((a) => others(a).map((b): StrategyKind[] => [a, b]));
const triples = STRATEGY_KINDS.flatMap((a) =>
  others(a).flatMap((b) => others(a, b).map((c): StrategyKind[] => [a, b, c])),
);
const orders: StrategyKind[][] = [
  [],
  RECOMMENDED_ORDER,
  STRATEGY_KINDS,
  [...STRATEGY_KINDS].reverse(),
  ...STRATEGY_KINDS.map((k) => [k]),
  ...pairs,
  ...triples,
];

describe('composer code and the sample check', () => {
  it.each(orders.map((order) => [order.join(' > ') || '(no strategy)', order] as const))('%s', (_name, order) => {
    const problems = checkDartSample(pipelineDart(order), api).map((p) => p.message);
    if (hasTrap(order)) {
      expect(problems.length).toBeGreaterThan(0);
      for (const message of problems) expect(message).toMatch(/^0\.0\.9 trap: /);
    } else {
      expect(problems).toEqual([]);
    }
  });

  it('would catch a wrong builder method or option name', () => {
    const broken = pipelineDart(RECOMMENDED_ORDER)
      .replace('.addRetry(', '.addRetries(')
      .replace('failureRatio:', 'failureThreshold:');
    expect(checkDartSample(broken, api).map((p) => p.message)).toEqual([
      expect.stringContaining('addRetries'),
      expect.stringContaining('failureThreshold'),
    ]);
  });
});
