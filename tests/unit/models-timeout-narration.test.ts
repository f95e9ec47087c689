import {timeoutTimeline, type TimeoutScenario} from '../../src/models/timeout';
import {RECEIVES_TEXT, timeoutSummary} from '../../src/models/timeoutNarration';

const say = (overrides: Partial<TimeoutScenario>): string => {
  const s: TimeoutScenario = {
    timeoutMs: 1000,
    callbackMs: 500,
    callbackSucceeds: true,
    watchesCancellation: false,
    onTimeoutMs: 0,
    ...overrides,
  };
  return timeoutSummary(s, timeoutTimeline(s));
};

describe('timeout narration', () => {
  it('words what the caller receives', () => {
    expect(RECEIVES_TEXT.callbackException).toBe('the callback’s exception');
  });

  it('says only what the caller gets when the callback is first', () => {
    expect(say({})).toBe('The caller gets the callback’s value at 500 ms.');
  });

  it('explains that a zero timeout runs no timer', () => {
    expect(say({timeoutMs: 0, callbackSucceeds: false})).toBe(
      'The caller gets the callback’s exception at 500 ms. A timeout of zero or less means no timer at all.',
    );
  });

  it('tells that the callback runs on after the rejection', () => {
    expect(say({callbackMs: 3000})).toBe(
      'The caller gets TimeoutRejectedException at 1 s. ' +
        'The shared context is cancelled at 1 s, for good. ' +
        'The callback keeps running until 3 s; its late result is thrown away.',
    );
  });

  it('tells that a watching callback stops and onTimeout is awaited first', () => {
    expect(say({callbackMs: 3000, watchesCancellation: true, onTimeoutMs: 500})).toBe(
      'The caller gets TimeoutRejectedException at 1.5 s. ' +
        'The shared context is cancelled at 1.5 s, for good. ' +
        'The callback watches its cancellation token and stops then. ' +
        'onTimeout is awaited first (500 ms).',
    );
  });

  it('tells that the callback wins when it finishes while onTimeout runs', () => {
    expect(say({callbackMs: 1200, onTimeoutMs: 500})).toBe(
      'The caller gets the callback’s value at 1.2 s. ' +
        'The shared context is cancelled at 1.5 s, for good. ' +
        'The callback finished while onTimeout was running, so its result wins.',
    );
  });
});
