/**
 * What the site says `RetryStrategyOptions.infinite()` does with exponential backoff at high attempt
 * numbers, checked against the model of src/models/retry.ts: the wait is
 * `Duration(milliseconds: delay.inMilliseconds * math.pow(2, attempt).toInt())`, capped at maxDelay,
 * and waited for only when above zero (lib/src/strategies/retry_strategy.dart:194-196, 235-256 at
 * 2a85979); a Dart VM int wraps at 64 bits. Every page and .NET-map note that gives the attempt where
 * waits start to be skipped, or where every retry becomes immediate, gives the model's numbers.
 */
import fs from 'node:fs';
import path from 'node:path';
import dotnetNames from '@site/data/dotnet-names.json';
import {infiniteRetryOptions, infiniteRetryOverflow} from '@site/src/models/retry';

const overflow = infiniteRetryOverflow(infiniteRetryOptions({}), () => 0.5);
/** The first attempt from which no retry waits: one after the last that still does. */
const everyRetryImmediateFrom = Math.max(overflow.firstNoWaitAttempt ?? 0, ...overflow.waitsAfterFirstNoWait) + 1;

const docs = path.join(__dirname, '..', '..', 'docs');
const page = (route: string) => fs.readFileSync(path.join(docs, `${route}.mdx`), 'utf8');
const note = (name: string) => dotnetNames.names.find((row) => row.dotnet === name)?.note ?? '';

test('the model: waits are first skipped at attempt 44, after 20 minutes, and none is left from 57 on', () => {
  expect(overflow.firstNoWaitAttempt).toBe(44);
  expect(overflow.waitBeforeFirstNoWaitMs).toBe(1_201_000);
  expect(everyRetryImmediateFrom).toBe(57);
});

describe.each([
  ['strategies/retry', () => page('strategies/retry')],
  ['api/retry-strategy', () => page('api/retry-strategy')],
  ['the .NET note of RetryForeverAsync', () => note('RetryForeverAsync')],
  ['the .NET note of WaitAndRetryForeverAsync', () => note('WaitAndRetryForeverAsync')],
])('%s', (_where, text) => {
  it('names the attempt where waits start to be skipped and the one from which every retry is immediate', () => {
    const attempts = [...text().matchAll(/(?:attempt|from) (\d+)/g)].map((m) => Number(m[1]));
    expect(attempts).toContain(overflow.firstNoWaitAttempt);
    expect(attempts).toContain(everyRetryImmediateFrom);
    for (const n of attempts.filter((a) => a > 43)) expect([44, everyRetryImmediateFrom]).toContain(n);
  });

  it('no longer promises the usual delays for ever', () => {
    expect(text()).not.toMatch(/with the usual delays|from attempt 58/);
  });
});
