import {
  INFINITE_MAX_RETRY_ATTEMPTS,
  RETRY_DEFAULTS,
  infiniteRetryOptions,
  infiniteRetryOverflow,
  retryDelay,
  retrySchedule,
  type RetryModelOptions,
} from '../../src/models/retry';
import {seededRandom, type RandomSource} from '../../src/models/random';

const options = (overrides: Partial<RetryModelOptions>): RetryModelOptions => ({...RETRY_DEFAULTS, ...overrides});
/** A random source that returns the given values in turn and counts its calls. */
function fixedRandom(...values: number[]): RandomSource & {calls: number} {
  const source = Object.assign(() => values[source.calls++ % values.length], {calls: 0});
  return source;
}
const delaysOf = (o: RetryModelOptions, random: RandomSource = fixedRandom(0.5)) =>
  retrySchedule(o, random).delays.map((d) => d.delayMs);

describe('retry backoff without jitter', () => {
  it('doubles an exponential 200 ms delay from attempt 0: 200, 400, 800, 1600 ms', () => {
    const schedule = retrySchedule(options({delayMs: 200, maxRetryAttempts: 4}), fixedRandom(0.5));
    expect(schedule.delays.map((d) => d.delayMs)).toEqual([200, 400, 800, 1600]);
    expect(schedule.totalWaitMs).toBe(3000);
    expect(schedule.executions).toBe(5);
  });

  it('waits 1, 2 and 4 s with the defaults', () => {
    expect(delaysOf(RETRY_DEFAULTS)).toEqual([1000, 2000, 4000]);
  });

  it('caps the sixth default wait at 30 s instead of 32 s', () => {
    const schedule = retrySchedule(options({maxRetryAttempts: 6}), fixedRandom(0.5));
    expect(schedule.delays.map((d) => d.delayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(schedule.delays.map((d) => d.capped)).toEqual([false, false, false, false, false, true]);
    expect(schedule.delays[5].baseMs).toBe(32000);
  });

  it('grows linear delays by one base per attempt', () => {
    expect(delaysOf(options({backoffType: 'linear', delayMs: 200, maxRetryAttempts: 4}))).toEqual([200, 400, 600, 800]);
  });

  it('keeps constant delays and their sub-millisecond part', () => {
    expect(delaysOf(options({backoffType: 'constant', delayMs: 250.5}))).toEqual([250.5, 250.5, 250.5]);
  });

  it('drops the sub-millisecond part for linear and exponential', () => {
    expect(delaysOf(options({backoffType: 'linear', delayMs: 1.5}))).toEqual([1, 2, 3]);
    expect(delaysOf(options({backoffType: 'exponential', delayMs: 1.5}))).toEqual([1, 2, 4]);
  });

  it('quietly caps a constant delay above 30 s', () => {
    expect(delaysOf(options({backoffType: 'constant', delayMs: 45_000}))).toEqual([30000, 30000, 30000]);
  });

  it('caps at a lower maxDelay', () => {
    expect(delaysOf(options({delayMs: 200, maxDelayMs: 1000, maxRetryAttempts: 6}))).toEqual([
      200, 400, 800, 1000, 1000, 1000,
    ]);
  });

  it('makes no retry when maxRetryAttempts is 0 or less', () => {
    for (const maxRetryAttempts of [0, -2]) {
      const schedule = retrySchedule(options({maxRetryAttempts}), fixedRandom(0.5));
      expect(schedule.delays).toEqual([]);
      expect(schedule.executions).toBe(1);
      expect(schedule.totalWaitMs).toBe(0);
    }
  });

  it('does not wait at all with a zero delay (immediate)', () => {
    const schedule = retrySchedule(options({delayMs: 0, backoffType: 'constant', maxDelayMs: 0}), fixedRandom(0.5));
    expect(schedule.delays.every((d) => !d.waits && d.delayMs === 0)).toBe(true);
  });
});

describe('retry jitter', () => {
  it('scales the base by 1 + (r - 0.5): r = 0 gives 50 %, r = 0.75 gives 125 %', () => {
    expect(retryDelay(options({useJitter: true}), 0, fixedRandom(0))?.delayMs).toBe(500);
    expect(retryDelay(options({useJitter: true}), 1, fixedRandom(0.75))?.delayMs).toBe(2500);
  });

  it('stays below 150 % for a large base but can round up to exactly 150 % for a small one', () => {
    expect(retryDelay(options({useJitter: true}), 0, fixedRandom(0.9999))?.delayMs).toBe(1500);
    expect(retryDelay(options({useJitter: true, delayMs: 10_000}), 0, fixedRandom(0.9999))?.delayMs).toBe(14999);
    expect(
      retryDelay(options({useJitter: true, delayMs: 2, backoffType: 'constant'}), 0, fixedRandom(0.9999))?.delayMs,
    ).toBe(3);
  });

  it('turns a positive base under 1 ms into no wait', () => {
    const delay = retryDelay(options({useJitter: true, delayMs: 0.5, backoffType: 'constant'}), 0, fixedRandom(0.9));
    expect(delay).toMatchObject({delayMs: 0, waits: false, jitteredMs: 0});
  });

  it('applies jitter before the cap', () => {
    // base 20 s, jitter 125 % -> 25 s, under the 30 s cap; base 32 s, jitter 75 % -> 24 s, not capped at all
    expect(
      retryDelay(options({useJitter: true, delayMs: 20_000, backoffType: 'constant'}), 0, fixedRandom(0.75))?.delayMs,
    ).toBe(25000);
    const large = retryDelay(options({useJitter: true}), 5, fixedRandom(0.25));
    expect(large).toMatchObject({baseMs: 32000, jitteredMs: 24000, delayMs: 24000, capped: false});
  });

  it('has no effect once the base is at least twice maxDelay', () => {
    for (const r of [0, 0.3, 0.9999]) {
      expect(
        retryDelay(options({useJitter: true, delayMs: 60_000, backoffType: 'constant'}), 0, fixedRandom(r))?.delayMs,
      ).toBe(30000);
    }
  });

  it('draws a random number only when jitter applies to a positive base', () => {
    const random = fixedRandom(0.5);
    retrySchedule(options({useJitter: false}), random);
    retrySchedule(options({useJitter: true, delayMs: 0, backoffType: 'constant'}), random);
    expect(random.calls).toBe(0);
    retrySchedule(options({useJitter: true}), random);
    expect(random.calls).toBe(3);
  });

  it('gives the same delays for the same seed and stays within [50 %, 150 %]', () => {
    const o = options({useJitter: true, delayMs: 200, maxRetryAttempts: 5});
    const first = delaysOf(o, seededRandom(42));
    expect(delaysOf(o, seededRandom(42))).toEqual(first);
    first.forEach((ms, attempt) => {
      const base = 200 * 2 ** attempt;
      expect(ms).toBeGreaterThanOrEqual(base * 0.5);
      expect(ms).toBeLessThanOrEqual(base * 1.5);
    });
  });
});

describe('retry delayGenerator', () => {
  it('overrides backoff, jitter and the cap', () => {
    const random = fixedRandom(0);
    const schedule = retrySchedule(options({useJitter: true, maxDelayMs: 1000, delayGenerator: () => 45_000}), random);
    expect(schedule.delays.map((d) => d.delayMs)).toEqual([45000, 45000, 45000]);
    expect(schedule.delays.every((d) => d.source === 'generator' && !d.capped)).toBe(true);
    expect(random.calls).toBe(0);
  });

  it('stops retrying when it returns null', () => {
    const schedule = retrySchedule(
      options({delayGenerator: (attempt) => (attempt < 1 ? 100 : null)}),
      fixedRandom(0.5),
    );
    expect(schedule.delays.map((d) => d.delayMs)).toEqual([100]);
    expect(schedule.stoppedByGenerator).toBe(true);
    expect(schedule.executions).toBe(2);
  });

  it('means no wait when it returns a negative delay', () => {
    const schedule = retrySchedule(options({delayGenerator: () => -5}), fixedRandom(0.5));
    expect(schedule.delays.every((d) => !d.waits)).toBe(true);
    expect(schedule.totalWaitMs).toBe(0);
  });
});

describe('RetryStrategyOptions.infinite() at high attempt numbers', () => {
  const overflow = infiniteRetryOverflow(infiniteRetryOptions(), fixedRandom(0.5));

  it('sets maxRetryAttempts to 0x7FFFFFFF', () => {
    expect(infiniteRetryOptions().maxRetryAttempts).toBe(INFINITE_MAX_RETRY_ATTEMPTS);
    expect(INFINITE_MAX_RETRY_ATTEMPTS).toBe(2147483647);
  });

  it('behaves normally up to attempt 43, capped at 30 s', () => {
    const {delays} = retrySchedule(infiniteRetryOptions(), fixedRandom(0.5), 44);
    expect(delays.slice(0, 5).map((d) => d.delayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(delays.slice(5).every((d) => d.delayMs === 30000)).toBe(true);
  });

  it('goes negative at attempts 44–47, 49, 54 and 57 and back to the cap at 48, 50–53, 55 and 56', () => {
    expect(overflow.negativeAttempts).toEqual([44, 45, 46, 47, 49, 54, 57]);
    expect(overflow.waitsAfterFirstNoWait).toEqual([48, 50, 51, 52, 53, 55, 56]);
  });

  it('first retries without waiting at attempt 44, after 1 201 s of waiting', () => {
    expect(overflow.firstNoWaitAttempt).toBe(44);
    expect(overflow.waitBeforeFirstNoWaitMs).toBe(1_201_000);
  });

  it('computes exactly 0 from attempt 58 on, after 1 411 s of waiting', () => {
    expect(overflow.zeroDelayFrom).toBe(58);
    expect(overflow.waitBeforeZeroDelayMs).toBe(1_411_000);
  });

  it('shifts the first bad attempt with the base: 45 for 500 ms, 46 for 200 ms, 47 for 100 ms', () => {
    const firstBad = (delayMs: number) =>
      infiniteRetryOverflow(infiniteRetryOptions({delayMs}), fixedRandom(0.5)).firstNoWaitAttempt;
    expect([firstBad(500), firstBad(200), firstBad(100)]).toEqual([45, 46, 47]);
  });

  it('with jitter can go negative one attempt earlier, at 43', () => {
    const delay = retryDelay(infiniteRetryOptions({useJitter: true}), 43, fixedRandom(0.9));
    expect(delay?.waits).toBe(false);
    expect(delay?.delayMs).toBeLessThan(0);
  });

  it('reports no overflow for linear backoff within 64 attempts', () => {
    const linear = infiniteRetryOverflow(infiniteRetryOptions({backoffType: 'linear'}), fixedRandom(0.5));
    expect(linear.firstNoWaitAttempt).toBeNull();
    expect(linear.zeroDelayFrom).toBeNull();
  });
});
