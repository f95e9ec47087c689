/**
 * Retry delays as polly_dart 0.0.9 computes them in `RetryStrategy._calculateDelay`
 * (lib/src/strategies/retry_strategy.dart at 2a85979).
 *
 * For the attempt that just failed (zero-based `attempt`):
 *   constant     base = delay (full precision)
 *   linear       base = Duration(milliseconds: delay.inMilliseconds * (attempt + 1))
 *   exponential  base = Duration(milliseconds: delay.inMilliseconds * pow(2, attempt).toInt())
 *   jitter       if useJitter and base > 0: base = Duration(milliseconds: (base.inMilliseconds * (1 + (r - 0.5))).round())
 *   cap          if base > maxDelay: base = maxDelay          (after the jitter)
 * A delayGenerator replaces all of this; its value is used as returned, and null stops retrying.
 * Only a delay above zero makes the strategy wait. The arithmetic wraps like the Dart VM's 64-bit ints.
 */
import {dartPow2, dartRound, durationFromMilliseconds, inMilliseconds, microsToMs, wrapInt64} from './dartInt';
import type {RandomSource} from './random';

export type BackoffType = 'constant' | 'linear' | 'exponential';

export interface RetryModelOptions {
  /** Retries after the first call; 0 or less means no retry. */
  maxRetryAttempts: number;
  /** Base delay in milliseconds. */
  delayMs: number;
  backoffType: BackoffType;
  useJitter: boolean;
  maxDelayMs: number;
  /** Stands in for `delayGenerator`: the delay in ms for an attempt, or null to stop retrying. */
  delayGenerator?: (attempt: number) => number | null;
}

/** The unnamed `RetryStrategyOptions()` constructor's defaults. */
export const RETRY_DEFAULTS: RetryModelOptions = {
  maxRetryAttempts: 3,
  delayMs: 1000,
  backoffType: 'exponential',
  useJitter: false,
  maxDelayMs: 30_000,
};

/** `RetryStrategyOptions.infinite()` sets maxRetryAttempts to 0x7FFFFFFF. */
export const INFINITE_MAX_RETRY_ATTEMPTS = 0x7fffffff;

export function infiniteRetryOptions(
  overrides: Partial<Omit<RetryModelOptions, 'maxRetryAttempts'>> = {},
): RetryModelOptions {
  return {...RETRY_DEFAULTS, ...overrides, maxRetryAttempts: INFINITE_MAX_RETRY_ATTEMPTS};
}

export interface RetryDelay {
  /** Zero-based index of the attempt that just failed; the retry about to run is attempt + 1. */
  attempt: number;
  source: 'formula' | 'generator';
  /** The backoff before jitter and cap (ms). Equals delayMs for a generator. */
  baseMs: number;
  /** The value after jitter (ms), or null when no jitter was applied. */
  jitteredMs: number | null;
  /** The delay the strategy uses (ms). Zero or negative means it does not wait. */
  delayMs: number;
  /** True when maxDelay replaced the computed value. */
  capped: boolean;
  /** True when the strategy actually waits (delay > 0). */
  waits: boolean;
}

function msToMicros(ms: number): bigint {
  return BigInt(Math.round(ms * 1000));
}

function backoffMicros(options: RetryModelOptions, attempt: number): bigint {
  const delay = msToMicros(options.delayMs);
  const ms = inMilliseconds(delay);
  switch (options.backoffType) {
    case 'constant':
      return delay;
    case 'linear':
      return durationFromMilliseconds(wrapInt64(ms * BigInt(attempt + 1)));
    case 'exponential':
      return durationFromMilliseconds(wrapInt64(ms * dartPow2(attempt)));
  }
}

function delayFrom(
  attempt: number,
  source: RetryDelay['source'],
  baseMs: number,
  jitteredMs: number | null,
  delayMs: number,
  capped: boolean,
): RetryDelay {
  return {attempt, source, baseMs, jitteredMs, delayMs, capped, waits: delayMs > 0};
}

/**
 * The delay before the retry that follows the failed `attempt`, or null when the
 * delayGenerator returns null (the strategy then stops and returns the failure).
 * `random` is consumed only when jitter applies, as Dart's `Random.nextDouble()` is.
 */
export function retryDelay(options: RetryModelOptions, attempt: number, random: RandomSource): RetryDelay | null {
  if (options.delayGenerator) {
    const generated = options.delayGenerator(attempt);
    return generated === null ? null : delayFrom(attempt, 'generator', generated, null, generated, false);
  }
  const base = backoffMicros(options, attempt);
  let value = base;
  let jittered: bigint | null = null;
  if (options.useJitter && value > 0n) {
    const factor = 1.0 + (random() - 0.5);
    value = durationFromMilliseconds(dartRound(Number(inMilliseconds(value)) * factor));
    jittered = value;
  }
  const maxDelay = msToMicros(options.maxDelayMs);
  const capped = value > maxDelay;
  if (capped) value = maxDelay;
  return delayFrom(
    attempt,
    'formula',
    microsToMs(base),
    jittered === null ? null : microsToMs(jittered),
    microsToMs(value),
    capped,
  );
}

export interface RetrySchedule {
  /** One entry per retry, assuming every attempt fails. */
  delays: RetryDelay[];
  /** True when the delayGenerator returned null and ended the retries early. */
  stoppedByGenerator: boolean;
  /** Calls of the callback: the first one plus every retry. */
  executions: number;
  /** Milliseconds spent waiting between attempts (only delays above zero count). */
  totalWaitMs: number;
}

/**
 * The retries polly_dart makes when every attempt fails: at most `maxRetryAttempts`
 * (or `limit`, whichever is smaller, for `infinite()`).
 */
export function retrySchedule(
  options: RetryModelOptions,
  random: RandomSource,
  limit = options.maxRetryAttempts,
): RetrySchedule {
  const delays: RetryDelay[] = [];
  const retries = Math.min(options.maxRetryAttempts, limit);
  let stoppedByGenerator = false;
  for (let attempt = 0; attempt < retries; attempt++) {
    const delay = retryDelay(options, attempt, random);
    if (delay === null) {
      stoppedByGenerator = true;
      break;
    }
    delays.push(delay);
  }
  const totalWaitMs = delays.reduce((sum, d) => (d.waits ? sum + d.delayMs : sum), 0);
  return {delays, stoppedByGenerator, executions: 1 + delays.length, totalWaitMs};
}

/** Beyond attempt 63 the exponential multiplier 2^attempt wraps to 0, so nothing new happens. */
export const OVERFLOW_SCAN_ATTEMPTS = 64;

export interface InfiniteRetryOverflow {
  /** First attempt whose delay is zero or negative (no wait), or null when none is within the scan. */
  firstNoWaitAttempt: number | null;
  /** Time waited (ms) before that first no-wait retry. */
  waitBeforeFirstNoWaitMs: number | null;
  /** Attempt from which every computed delay is exactly zero, or null when the scan ends on another value. */
  zeroDelayFrom: number | null;
  /** Time waited (ms) before that attempt; no retry after it waits again. */
  waitBeforeZeroDelayMs: number | null;
  /** Attempts after the first no-wait one that still wait (the cap brings them back to maxDelay). */
  waitsAfterFirstNoWait: number[];
  /** Attempts with a negative computed delay. */
  negativeAttempts: number[];
}

/**
 * What `RetryStrategyOptions.infinite()` does at high attempt numbers, where
 * `math.pow(2, attempt).toInt()` and the millisecond product wrap around in 64-bit ints
 * (`RetryStrategy._calculateDelay`, lib/src/strategies/retry_strategy.dart at 2a85979).
 */
export function infiniteRetryOverflow(options: RetryModelOptions, random: RandomSource): InfiniteRetryOverflow {
  const {delays} = retrySchedule(options, random, OVERFLOW_SCAN_ATTEMPTS);
  const first = delays.find((d) => !d.waits) ?? null;
  let zeroFrom: number | null = delays.length;
  while (zeroFrom > 0 && delays[zeroFrom - 1].delayMs === 0) zeroFrom--;
  if (zeroFrom === delays.length) zeroFrom = null;
  const waitedBefore = (attempt: number | null): number | null =>
    attempt === null ? null : delays.slice(0, attempt).reduce((sum, d) => (d.waits ? sum + d.delayMs : sum), 0);
  return {
    firstNoWaitAttempt: first?.attempt ?? null,
    waitBeforeFirstNoWaitMs: waitedBefore(first?.attempt ?? null),
    zeroDelayFrom: zeroFrom,
    waitBeforeZeroDelayMs: waitedBefore(zeroFrom),
    waitsAfterFirstNoWait:
      first === null ? [] : delays.filter((d) => d.attempt > first.attempt && d.waits).map((d) => d.attempt),
    negativeAttempts: delays.filter((d) => d.delayMs < 0).map((d) => d.attempt),
  };
}
