import {
  rateLimiterReplay,
  rateLimiterSummary,
  type RateLimiterFigureSettings,
} from '../../src/models/rateLimiterNarration';

const settings = (overrides: Partial<RateLimiterFigureSettings>): RateLimiterFigureSettings => ({
  algorithm: 'fixedWindow',
  permitLimit: 5,
  windowMs: 1000,
  segmentsPerWindow: 1,
  queueLimit: 2,
  callMs: 800,
  requests: 20,
  spacingMs: 100,
  ...overrides,
});
const say = (overrides: Partial<RateLimiterFigureSettings>): string => {
  const s = settings(overrides);
  return rateLimiterSummary(s, rateLimiterReplay(s).marks);
};

describe('rate limiter replay', () => {
  it('marks each request of a fixed window and ends a quarter window after the last', () => {
    const r = rateLimiterReplay(settings({requests: 7}));
    expect(r.marks.map((m) => m.kind)).toEqual([
      'admitted',
      'admitted',
      'admitted',
      'admitted',
      'admitted',
      'rejected',
      'rejected',
    ]);
    expect(r.marks[5]).toMatchObject({at: 500, retryAfterMs: 500});
    expect(r).toMatchObject({levelLabel: 'permits left', levelMax: 5, endMs: 850});
    expect(r.levels[0]).toEqual({t: 0, value: 5});
  });

  it('marks queued calls of the concurrency limiter with their start', () => {
    const r = rateLimiterReplay(
      settings({algorithm: 'concurrencyLimiter', permitLimit: 2, queueLimit: 1, requests: 5}),
    );
    expect(r.marks.map((m) => m.kind)).toEqual(['admitted', 'admitted', 'queued', 'rejected', 'rejected']);
    expect(r.marks[2]).toMatchObject({at: 200, startMs: 800});
    expect(r).toMatchObject({levelLabel: 'running', levelMax: 2, endMs: 1600});
  });
});

describe('rate limiter narration', () => {
  it('counts admitted and rejected requests and quotes the first retryAfter', () => {
    expect(say({})).toBe(
      '20 requests: 10 admitted, 10 rejected. ' +
        "The first rejection, at 500 ms, says retryAfter 500 ms; reason: 'Fixed window limit exceeded'.",
    );
  });

  it('tells how many waited in the queue and that concurrency rejections carry no retryAfter', () => {
    expect(say({algorithm: 'concurrencyLimiter', permitLimit: 2, queueLimit: 1, requests: 5})).toBe(
      '5 requests: 3 admitted (1 after waiting in the queue), 2 rejected. ' +
        "Rejections carry no retryAfter (always null for the concurrency limiter); reason: 'Concurrency limit exceeded'.",
    );
  });

  it('tells that requests queued behind no permit wait for ever', () => {
    expect(say({algorithm: 'concurrencyLimiter', permitLimit: 0, queueLimit: 2, requests: 3})).toBe(
      '3 requests: 0 admitted, 1 rejected. ' +
        "Rejections carry no retryAfter (always null for the concurrency limiter); reason: 'Concurrency limit exceeded'. " +
        '2 wait in the queue for ever: there is no queue timeout.',
    );
  });

  it('says the sliding window ignores segmentsPerWindow', () => {
    expect(say({algorithm: 'slidingWindow', segmentsPerWindow: 4, requests: 3})).toBe(
      '3 requests: 3 admitted, 0 rejected. segmentsPerWindow is stored but ignored by the sliding window.',
    );
  });

  it('warns that a token bucket refilling less than one token a segment can starve', () => {
    expect(say({algorithm: 'tokenBucket', permitLimit: 1, segmentsPerWindow: 4, requests: 3})).toBe(
      '3 requests: 1 admitted, 2 rejected. ' +
        "The first rejection, at 100 ms, says retryAfter 150 ms; reason: 'Token bucket limit exceeded'. " +
        'permitLimit / segmentsPerWindow is below 1: a refill one segment later adds no token but still resets the refill time, so the bucket can starve.',
    );
  });

  it('explains the integer division by zero of a token bucket', () => {
    const tail = 'The error escapes the strategy.';
    const start =
      'Every request fails with an UnsupportedError (integer division by zero): the segment length, window ~/ segmentsPerWindow, is';
    expect(say({algorithm: 'tokenBucket', segmentsPerWindow: 0})).toBe(`${start} a division by 0. ${tail}`);
    expect(say({algorithm: 'tokenBucket', windowMs: 2, segmentsPerWindow: 4})).toBe(`${start} 0 ms. ${tail}`);
  });
});
