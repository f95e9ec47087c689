import {RETRY_DEFAULTS, retrySchedule} from '../../src/models/retry';
import {seededRandom} from '../../src/models/random';
import {retryFigureOptions, retrySummary, type RetryFigureSettings} from '../../src/models/retryNarration';

const settings = (overrides: Partial<RetryFigureSettings>): RetryFigureSettings => ({
  ...RETRY_DEFAULTS,
  generator: 'none',
  ...overrides,
});
const say = (overrides: Partial<RetryFigureSettings>): string => {
  const s = settings(overrides);
  const schedule = retrySchedule(retryFigureOptions(s), seededRandom(1));
  return retrySummary(s, schedule.delays, schedule.stoppedByGenerator, schedule.totalWaitMs);
};

describe('retry figure options', () => {
  it('sets no delayGenerator, one returning the base delay, or one returning null', () => {
    expect(retryFigureOptions(settings({})).delayGenerator).toBeUndefined();
    expect(retryFigureOptions(settings({generator: 'base', delayMs: 250})).delayGenerator?.(3)).toBe(250);
    expect(retryFigureOptions(settings({generator: 'null'})).delayGenerator?.(0)).toBeNull();
  });
});

describe('retry narration', () => {
  it('counts retries, calls and the total wait with the defaults', () => {
    expect(say({})).toBe('3 retries, 4 calls if every attempt fails. Total wait: 7 s.');
  });

  it('says there is no retry when maxRetryAttempts is 0', () => {
    expect(say({maxRetryAttempts: 0})).toBe('maxRetryAttempts is 0: no retry, 1 call, no wait.');
  });

  it('says Retry gave up when the delayGenerator returns null', () => {
    expect(say({generator: 'null'})).toBe(
      'The delayGenerator returned null after the first failure, so Retry gave up without retrying: 1 call, no wait.',
    );
  });

  it('counts the delays capped at maxDelay', () => {
    // 1, 2, 4, 8 s, then 16 and 32 s capped to 10 s: 35 s in all
    expect(say({maxRetryAttempts: 6, maxDelayMs: 10_000})).toBe(
      '6 retries, 7 calls if every attempt fails. Total wait: 35 s. 2 capped at maxDelay (10 s).',
    );
  });

  it('lists the retries that do not wait, as ranges', () => {
    expect(say({backoffType: 'constant', delayMs: 0})).toBe(
      '3 retries, 4 calls if every attempt fails. Total wait: 0 ms. No wait before the retries after attempts 0–2.',
    );
  });

  it('says a generator’s value is used as returned, in the singular for one retry', () => {
    expect(say({generator: 'base', delayMs: 500, maxRetryAttempts: 1})).toBe(
      '1 retry, 2 calls if every attempt fails. Total wait: 500 ms. ' +
        'The delayGenerator’s value is used as returned: no jitter, no cap.',
    );
  });
});
