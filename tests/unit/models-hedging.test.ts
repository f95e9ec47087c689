import {HEDGING_DEFAULTS, hedgingTimeline, type HedgingAttemptInput} from '../../src/models/hedging';

const ok = (durationMs: number): HedgingAttemptInput => ({durationMs, succeeds: true});
const fail = (durationMs: number): HedgingAttemptInput => ({durationMs, succeeds: false});

describe('hedging timeline', () => {
  it('answers from the hedge after about 300 ms when the primary is slow', () => {
    const t = hedgingTimeline({maxHedgedAttempts: 1, delayMs: 200}, [ok(900), ok(100)]);
    expect(t.attempts.map((a) => [a.startMs, a.endMs, a.fate])).toEqual([
      [0, 900, 'cancelled'],
      [200, 300, 'winner'],
    ]);
    expect(t).toMatchObject({winner: 1, decidedAtMs: 300, callerReceives: 'result', lastStartMs: 200});
  });

  it('waits the full delay and starts the hedge even when the primary answers in 5 ms', () => {
    const t = hedgingTimeline(HEDGING_DEFAULTS, [ok(5), ok(500)]);
    expect(t.decidedAtMs).toBe(1000);
    expect(t.winner).toBe(0);
    expect(t.attempts[1]).toMatchObject({startMs: 1000, fate: 'cancelled'});
  });

  it('examines finished attempts primary first, not fastest first', () => {
    // primary ends at 500, hedge 1 ends at 350; both are done when hedge 2 starts at 600
    const t = hedgingTimeline({maxHedgedAttempts: 2, delayMs: 300}, [ok(500), ok(50), ok(1000)]);
    expect(t.attempts.map((a) => a.fate)).toEqual(['winner', 'finishedIgnored', 'cancelled']);
    expect(t.decidedAtMs).toBe(600);
  });

  it('drops failures and waits for the next attempt to finish', () => {
    const t = hedgingTimeline({maxHedgedAttempts: 2, delayMs: 100}, [fail(50), ok(400), ok(250)]);
    // primary failed by 200; hedge 1 ends at 500; hedge 2 (start 200) ends at 450
    expect(t.attempts.map((a) => a.fate)).toEqual(['failedDropped', 'cancelled', 'winner']);
    expect(t.decidedAtMs).toBe(450);
  });

  it('throws a TypeError when every attempt fails, once the last one has failed', () => {
    const t = hedgingTimeline({maxHedgedAttempts: 1, delayMs: 100}, [fail(300), fail(50)]);
    expect(t).toMatchObject({winner: null, callerReceives: 'typeError', decidedAtMs: 300});
    expect(t.attempts.every((a) => a.fate === 'failedDropped')).toBe(true);
  });

  it('throws a TypeError with maxHedgedAttempts 0 when the only attempt fails', () => {
    const t = hedgingTimeline({maxHedgedAttempts: 0, delayMs: 1000}, [fail(80)]);
    expect(t.attempts).toHaveLength(1);
    expect(t).toMatchObject({callerReceives: 'typeError', decidedAtMs: 80, lastStartMs: 0});
  });

  it('starts every attempt at once with a zero delay', () => {
    const t = hedgingTimeline({maxHedgedAttempts: 2, delayMs: 0}, [ok(300), ok(200), ok(100)]);
    expect(t.attempts.map((a) => a.startMs)).toEqual([0, 0, 0]);
    expect(t.winner).toBe(2);
  });

  it('takes attempts finishing at the same moment in start order', () => {
    const t = hedgingTimeline({maxHedgedAttempts: 1, delayMs: 100}, [ok(300), ok(200)]);
    expect(t.winner).toBe(0);
    expect(t.attempts[1].fate).toBe('finishedIgnored');
  });

  it('needs one input per attempt', () => {
    expect(() => hedgingTimeline({maxHedgedAttempts: 2, delayMs: 100}, [ok(1)])).toThrow(RangeError);
  });
});
