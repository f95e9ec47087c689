/**
 * Every pipeline the composer can write passes the site's Dart sample check
 * (scripts/lib/dart-samples.ts) against the polly_dart 0.0.9 manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildApiIndex, checkDartSample, type Manifest} from '../../scripts/lib/dart-samples';
import {RECOMMENDED_ORDER, STRATEGY_KINDS, pipelineDart, type StrategyKind} from '../../src/models/pipeline';

const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../data/polly_dart-0.0.9.json'), 'utf8')) as Manifest;
const api = buildApiIndex(manifest);

const pairs = STRATEGY_KINDS.flatMap((outer) => STRATEGY_KINDS.filter((inner) => inner !== outer).map((inner): StrategyKind[] => [outer, inner]));
const orders: StrategyKind[][] = [
  [],
  RECOMMENDED_ORDER,
  STRATEGY_KINDS,
  [...STRATEGY_KINDS].reverse(),
  ...STRATEGY_KINDS.map((kind): StrategyKind[] => [kind]),
  ...pairs,
];

describe('composer code and the sample check', () => {
  it.each(orders.map((order) => [order.join(' > ') || '(no strategy)', order] as const))('%s passes', (_name, order) => {
    expect(checkDartSample(pipelineDart(order), api)).toEqual([]);
  });

  it('would catch a wrong builder method or option name', () => {
    const broken = pipelineDart(RECOMMENDED_ORDER).replace('.addRetry(', '.addRetries(').replace('failureRatio:', 'failureThreshold:');
    expect(checkDartSample(broken, api).map((p) => p.message)).toEqual([
      expect.stringContaining('addRetries'),
      expect.stringContaining('failureThreshold'),
    ]);
  });
});
