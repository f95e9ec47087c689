import {
  REJECTION_REASONS,
  concurrencyLimiter,
  evenlySpaced,
  fixedWindow,
  runningOverTime,
  slidingWindow,
  tokenBucket,
  type WindowDecision,
} from '../../src/models/rateLimiter';

const summary = (decisions: WindowDecision[]) =>
  decisions.map((d) => (d.kind === 'rejected' ? `R${d.retryAfterMs}` : d.kind === 'admitted' ? 'A' : 'E'));

describe('fixed window', () => {
  it('admits 2 and rejects the third with retryAfter 1 s', () => {
    expect(summary(fixedWindow({permitLimit: 2, windowMs: 1000, segmentsPerWindow: 1}, [0, 0, 0]))).toEqual([
      'A',
      'A',
      'R1000',
    ]);
  });

  it('starts a new window at the first request after expiry, not on clock boundaries', () => {
    const options = {permitLimit: 1, windowMs: 1000, segmentsPerWindow: 1};
    expect(summary(fixedWindow(options, [1500, 2000, 2500]))).toEqual(['A', 'R500', 'A']);
  });
});

describe('sliding window', () => {
  const options = {permitLimit: 2, windowMs: 1000, segmentsPerWindow: 4};

  it('rejects until the oldest admitted request leaves the window', () => {
    expect(summary(slidingWindow(options, [0, 400, 800, 1000, 1001]))).toEqual(['A', 'A', 'R200', 'R0', 'A']);
  });

  it('ignores segmentsPerWindow', () => {
    const times = evenlySpaced(12, 150);
    expect(slidingWindow({...options, segmentsPerWindow: 1}, times)).toEqual(
      slidingWindow({...options, segmentsPerWindow: 10}, times),
    );
  });
});

describe('token bucket', () => {
  it('starts full and refills completely after a whole window with one segment', () => {
    const decisions = tokenBucket({permitLimit: 4, windowMs: 1000, segmentsPerWindow: 1}, [0, 0, 0, 0, 0, 999, 1000]);
    expect(summary(decisions)).toEqual(['A', 'A', 'A', 'A', 'R1000', 'R1', 'A']);
    expect(decisions[6]).toMatchObject({remaining: 3});
  });

  it('adds tokens per segment and loses the leftover part of a segment', () => {
    const decisions = tokenBucket({permitLimit: 4, windowMs: 1000, segmentsPerWindow: 4}, [0, 0, 0, 0, 100, 260, 500]);
    // segment 250 ms: one token at 260 (refill time moves to 260), none at 500 (only 240 ms later)
    expect(summary(decisions)).toEqual(['A', 'A', 'A', 'A', 'R150', 'A', 'R10']);
  });

  it('never refills when permitLimit / segmentsPerWindow < 1 and requests come every segment', () => {
    const options = {permitLimit: 2, windowMs: 1000, segmentsPerWindow: 4};
    expect(summary(tokenBucket(options, evenlySpaced(8, 250)))).toEqual([
      'A',
      'A',
      'R250',
      'R250',
      'R250',
      'R250',
      'R250',
      'R250',
    ]);
    // two segments between requests add floor(2 × 0.5) = 1 token
    expect(summary(tokenBucket(options, [0, 0, 500, 1000]))).toEqual(['A', 'A', 'A', 'A']);
  });

  it('divides by zero on every request when the window is shorter than segmentsPerWindow ms or segments is 0', () => {
    expect(summary(tokenBucket({permitLimit: 2, windowMs: 3, segmentsPerWindow: 4}, [0, 10]))).toEqual(['E', 'E']);
    expect(summary(tokenBucket({permitLimit: 2, windowMs: 1000, segmentsPerWindow: 0}, [0]))).toEqual(['E']);
  });
});

describe('concurrency limiter', () => {
  it('runs 2 at once, queues 4 and hands each permit to the first waiter', () => {
    const decisions = concurrencyLimiter(
      {permitLimit: 2, queueLimit: 4},
      evenlySpaced(6, 0).map((at) => ({at, durationMs: 50})),
    );
    expect(decisions.map((d) => (d.kind === 'admitted' ? d.startMs : d.kind))).toEqual([0, 0, 50, 50, 100, 100]);
  });

  it('rejects beyond the queue, with no retryAfter', () => {
    const decisions = concurrencyLimiter(
      {permitLimit: 2, queueLimit: 1},
      evenlySpaced(4, 10).map((at) => ({at, durationMs: 100})),
    );
    expect(decisions.map((d) => d.kind)).toEqual(['admitted', 'admitted', 'admitted', 'rejected']);
    expect(decisions[2]).toMatchObject({startMs: 100, endMs: 200});
    expect(decisions[3]).toEqual({at: 30, kind: 'rejected', retryAfterMs: null});
  });

  it('rejects every call beyond permitLimit at once with queueLimit 0', () => {
    const decisions = concurrencyLimiter({permitLimit: 1, queueLimit: 0}, [
      {at: 0, durationMs: 100},
      {at: 50, durationMs: 10},
      {at: 100, durationMs: 10},
    ]);
    expect(decisions.map((d) => d.kind)).toEqual(['admitted', 'rejected', 'admitted']);
  });

  it('counts the calls running over time, ending before starting at the same moment', () => {
    const decisions = concurrencyLimiter({permitLimit: 1, queueLimit: 1}, [
      {at: 0, durationMs: 100},
      {at: 50, durationMs: 100},
    ]);
    expect(runningOverTime(decisions)).toEqual([
      {t: 0, value: 0},
      {t: 0, value: 1},
      {t: 100, value: 0},
      {t: 100, value: 1},
      {t: 200, value: 0},
    ]);
  });

  it('leaves queued callers waiting for ever when no permit frees up', () => {
    const decisions = concurrencyLimiter({permitLimit: 0, queueLimit: 1}, [
      {at: 0, durationMs: 10},
      {at: 1, durationMs: 10},
    ]);
    expect(decisions.map((d) => d.kind)).toEqual(['waiting', 'rejected']);
  });
});

it('uses the library’s rejection reasons', () => {
  expect(REJECTION_REASONS).toEqual({
    tokenBucket: 'Token bucket limit exceeded',
    slidingWindow: 'Sliding window limit exceeded',
    fixedWindow: 'Fixed window limit exceeded',
    concurrencyLimiter: 'Concurrency limit exceeded',
  });
});
