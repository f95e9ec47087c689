/**
 * The four rate limiters of polly_dart 0.0.9, replayed over request times: `_TokenBucketRateLimiter`,
 * `_SlidingWindowRateLimiter`, `_FixedWindowRateLimiter` and `_ConcurrencyLimiter` in
 * lib/src/strategies/rate_limiter_strategy.dart at 2a85979 (token bucket refill: lines 180-193).
 *
 * Times are whole milliseconds since the strategy was created (its clocks start then), in
 * ascending order. Every limiter's state belongs to one strategy instance, shared by all callers.
 */
export type RateLimiterAlgorithm = 'tokenBucket' | 'slidingWindow' | 'fixedWindow' | 'concurrencyLimiter';

/** The `reason` of `RateLimiterRejectedException` for each algorithm. */
export const REJECTION_REASONS: Record<RateLimiterAlgorithm, string> = {
  tokenBucket: 'Token bucket limit exceeded',
  slidingWindow: 'Sliding window limit exceeded',
  fixedWindow: 'Fixed window limit exceeded',
  concurrencyLimiter: 'Concurrency limit exceeded',
};

export interface WindowLimiterOptions {
  permitLimit: number;
  windowMs: number;
  /** Used by the token bucket only; the sliding window stores it and ignores it. */
  segmentsPerWindow: number;
}

export type WindowDecision =
  /** `remaining`: tokens left (token bucket) or permits left in the window after this request. */
  | {at: number; kind: 'admitted'; remaining: number}
  | {at: number; kind: 'rejected'; retryAfterMs: number; remaining: number}
  /** The token bucket divided an integer by zero; the error escapes the strategy. */
  | {at: number; kind: 'error'};

function rejected(at: number, retryAfterMs: number, remaining = 0): WindowDecision {
  return {at, kind: 'rejected', retryAfterMs: Math.max(0, retryAfterMs), remaining};
}

/** Dart's `~/` on ints: truncating division that fails on zero. */
function intDiv(a: number, b: number): number | null {
  return b === 0 ? null : Math.trunc(a / b);
}

/**
 * Token bucket: starts full; at each request, if at least one segment (window ~/ segmentsPerWindow)
 * has passed since the last refill, adds floor(segmentsPassed × (permitLimit / segmentsPerWindow))
 * tokens up to permitLimit and resets the refill time (leftover time is lost).
 */
export function tokenBucket(options: WindowLimiterOptions, times: number[]): WindowDecision[] {
  const {permitLimit, windowMs, segmentsPerWindow} = options;
  let tokens = permitLimit;
  let lastRefill = 0;
  return times.map((at): WindowDecision => {
    const segment = intDiv(windowMs, segmentsPerWindow);
    if (segment === null) return {at, kind: 'error'};
    const since = at - lastRefill;
    if (since >= segment) {
      const segmentsPassed = intDiv(since, segment);
      if (segmentsPassed === null) return {at, kind: 'error'};
      tokens = Math.min(permitLimit, tokens + Math.floor(segmentsPassed * (permitLimit / segmentsPerWindow)));
      lastRefill = at;
    }
    if (tokens > 0) {
      tokens--;
      return {at, kind: 'admitted', remaining: tokens};
    }
    return rejected(at, segment - (at - lastRefill), tokens);
  });
}

/** Sliding window: a log of admitted times; a time exactly at now − window is still inside. */
export function slidingWindow(options: WindowLimiterOptions, times: number[]): WindowDecision[] {
  const {permitLimit, windowMs} = options;
  const log: number[] = [];
  return times.map((at): WindowDecision => {
    while (log.length > 0 && log[0] < at - windowMs) log.shift();
    if (log.length < permitLimit) {
      log.push(at);
      return {at, kind: 'admitted', remaining: permitLimit - log.length};
    }
    return rejected(at, log[0] + windowMs - at);
  });
}

/** Fixed window: the first window starts at creation; a new one starts at the first request after expiry. */
export function fixedWindow(options: WindowLimiterOptions, times: number[]): WindowDecision[] {
  const {permitLimit, windowMs} = options;
  let windowStart = 0;
  let count = 0;
  return times.map((at): WindowDecision => {
    if (at - windowStart >= windowMs) {
      count = 0;
      windowStart = at;
    }
    if (count < permitLimit) {
      count++;
      return {at, kind: 'admitted', remaining: permitLimit - count};
    }
    return rejected(at, windowStart + windowMs - at);
  });
}

export interface ConcurrencyOptions {
  permitLimit: number;
  queueLimit: number;
}

export interface ConcurrencyRequest {
  at: number;
  durationMs: number;
}

export type ConcurrencyDecision =
  /** `startMs` > `at` when it waited in the queue. */
  | {at: number; kind: 'admitted'; startMs: number; endMs: number}
  /** `retryAfter` is always null for the concurrency limiter. */
  | {at: number; kind: 'rejected'; retryAfterMs: null}
  /** Queued behind a permit that never frees (permitLimit 0): there is no queue timeout. */
  | {at: number; kind: 'waiting'};

/**
 * Concurrency limiter (bulkhead): up to permitLimit calls run at once, up to queueLimit more wait
 * in FIFO order for as long as it takes; a finishing call hands its permit to the first waiter.
 * A call finishing at the same moment as a new arrival frees its permit first.
 */
export function concurrencyLimiter(options: ConcurrencyOptions, requests: ConcurrencyRequest[]): ConcurrencyDecision[] {
  const decisions: ConcurrencyDecision[] = [];
  const running: {index: number; endMs: number}[] = [];
  const queue: number[] = [];
  const start = (index: number, at: number) => {
    const endMs = at + requests[index].durationMs;
    decisions[index] = {at: requests[index].at, kind: 'admitted', startMs: at, endMs};
    running.push({index, endMs});
  };
  const finishUpTo = (time: number) => {
    for (;;) {
      const next = running.reduce<(typeof running)[number] | null>(
        (min, r) => (min === null || r.endMs < min.endMs ? r : min),
        null,
      );
      if (next === null || next.endMs > time) return;
      running.splice(running.indexOf(next), 1);
      const waiter = queue.shift();
      if (waiter !== undefined) start(waiter, next.endMs);
    }
  };
  requests.forEach((request, index) => {
    finishUpTo(request.at);
    if (running.length < options.permitLimit) start(index, request.at);
    else if (queue.length < options.queueLimit) queue.push(index);
    else decisions[index] = {at: request.at, kind: 'rejected', retryAfterMs: null};
  });
  finishUpTo(Infinity);
  for (const index of queue) decisions[index] = {at: requests[index].at, kind: 'waiting'};
  return decisions;
}

/** How many admitted calls run at each moment a call starts or ends, from 0 at creation. */
export function runningOverTime(decisions: ConcurrencyDecision[]): {t: number; value: number}[] {
  const changes = decisions.flatMap((d) =>
    d.kind === 'admitted'
      ? [
          {t: d.startMs, delta: 1},
          {t: d.endMs, delta: -1},
        ]
      : [],
  );
  changes.sort((a, b) => a.t - b.t || a.delta - b.delta);
  let running = 0;
  return [{t: 0, value: 0}, ...changes.map((c) => ({t: c.t, value: (running += c.delta)}))];
}

/** `count` request times, `spacingMs` apart, from `firstAt`. */
export function evenlySpaced(count: number, spacingMs: number, firstAt = 0): number[] {
  return Array.from({length: Math.max(0, count)}, (_, i) => firstAt + i * spacingMs);
}
