import {hedgingTimeline, type HedgingAttemptInput, type HedgingModelOptions} from '../../src/models/hedging';
import {attemptName, hedgingSummary} from '../../src/models/hedgingNarration';

const ok = (durationMs: number): HedgingAttemptInput => ({durationMs, succeeds: true});
const fail = (durationMs: number): HedgingAttemptInput => ({durationMs, succeeds: false});
const say = (options: HedgingModelOptions, inputs: HedgingAttemptInput[]) =>
  hedgingSummary(hedgingTimeline(options, inputs));

const CANCELLED = 'Cancelled (their context copies; the code runs on until it checks the token):';

describe('hedging narration', () => {
  it('names the primary and the hedges', () => {
    expect([0, 1, 3].map(attemptName)).toEqual(['primary', 'hedge 1', 'hedge 3']);
  });

  it('says only who answers when there is no hedge', () => {
    expect(say({maxHedgedAttempts: 0, delayMs: 200}, [ok(50)])).toBe('The caller gets the primary’s result at 50 ms.');
  });

  it('tells that the fast hedge answers and the slow primary is cancelled', () => {
    expect(say({maxHedgedAttempts: 1, delayMs: 200}, [ok(900), ok(100)])).toBe(
      'The caller gets the hedge 1’s result at 300 ms. ' +
        'All 2 attempts were started, the last at 200 ms, whatever the earlier ones had done. ' +
        `${CANCELLED} primary.`,
    );
  });

  it('names the attempts that finished but were never looked at', () => {
    expect(say({maxHedgedAttempts: 2, delayMs: 300}, [ok(500), ok(50), ok(1000)])).toBe(
      'The caller gets the primary’s result at 600 ms. ' +
        'All 3 attempts were started, the last at 600 ms, whatever the earlier ones had done. ' +
        `${CANCELLED} hedge 2. ` +
        'Finished but not looked at, because finished attempts are examined primary first: hedge 1.',
    );
  });

  it('lists every cancelled hedge, in seconds past 1000 ms', () => {
    expect(say({maxHedgedAttempts: 3, delayMs: 500}, [fail(2000), ok(2000), ok(2000), ok(2000)])).toBe(
      'The caller gets the hedge 1’s result at 2.5 s. ' +
        'All 4 attempts were started, the last at 1.5 s, whatever the earlier ones had done. ' +
        `${CANCELLED} hedge 2, hedge 3.`,
    );
  });

  it('announces the TypeError when every attempt fails', () => {
    expect(say({maxHedgedAttempts: 1, delayMs: 200}, [fail(900), fail(100)])).toBe(
      'Every attempt failed: instead of returning the failure, the strategy throws a TypeError at 900 ms. ' +
        'All 2 attempts were started, the last at 200 ms, whatever the earlier ones had done.',
    );
  });
});
