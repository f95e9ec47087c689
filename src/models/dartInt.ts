/**
 * Dart VM integer arithmetic, used where polly_dart's delay maths overflows.
 * Dart `int` on the VM is a signed 64-bit value that wraps around silently;
 * `Duration` stores whole microseconds in such an int.
 */

/** Wraps a value to a signed 64-bit integer, as every Dart VM `int` operation does. */
export function wrapInt64(value: bigint): bigint {
  return BigInt.asIntN(64, value);
}

const MAX_INT64 = (1n << 63n) - 1n;
const MIN_INT64 = -(1n << 63n);

/** `math.pow(2, exponent).toInt()` for a non-negative int exponent: 2^exponent, wrapped to 64 bits. */
export function dartPow2(exponent: number): bigint {
  return wrapInt64(1n << BigInt(exponent));
}

/**
 * `double.round()` on the Dart VM: the nearest integer, halves away from zero,
 * saturated at the 64-bit limits (the VM clamps doubles that do not fit).
 */
export function dartRound(value: number): bigint {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  if (rounded >= Number(MAX_INT64)) return MAX_INT64;
  if (rounded <= Number(MIN_INT64)) return MIN_INT64;
  return BigInt(rounded);
}

/** `Duration(milliseconds: ms)`: the microsecond count, wrapped like the VM's `ms * 1000`. */
export function durationFromMilliseconds(ms: bigint): bigint {
  return wrapInt64(ms * 1000n);
}

/** `Duration.inMilliseconds`: whole milliseconds, truncated towards zero (Dart's `~/`). */
export function inMilliseconds(micros: bigint): bigint {
  return micros / 1000n;
}

/** Microseconds as (fractional) milliseconds, for display and timelines. */
export function microsToMs(micros: bigint): number {
  return Number(micros) / 1000;
}
