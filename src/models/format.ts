/** Human-readable durations for the strategy views. */

function trimmed(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.?0+$/, '');
}

/** 250 ms, 1.5 s, 2 min 30 s, 1 h 5 min. Sub-millisecond values keep up to 3 decimals. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return String(ms);
  if (ms < 0) return `−${formatDuration(-ms)}`;
  if (ms < 1000) return `${trimmed(ms, ms < 1 ? 3 : 1)} ms`;
  if (ms < 60_000) return `${trimmed(ms / 1000, 2)} s`;
  if (ms >= 86_400_000) return `${Math.round(ms / 86_400_000).toLocaleString('en')} days`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = hours > 0 ? [`${hours} h`, `${minutes} min`] : [`${minutes} min`, `${seconds} s`];
  return parts.filter((p) => !p.startsWith('0 ')).join(' ');
}

/** A ratio as a plain decimal with at most two places: 0.5, 0.67, 1. */
export function formatRatio(ratio: number): string {
  return trimmed(ratio, 2) || '0';
}

/** Sorted integers as ranges: [44, 45, 46, 47, 49] -> "44–47, 49". */
export function formatRanges(values: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length; i++) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j] + 1) j++;
    parts.push(j > i ? `${values[i]}–${values[j]}` : String(values[i]));
    i = j;
  }
  return parts.join(', ');
}

/** The smallest of 1, 2 or 5 × 10^k that is at least `value`. */
function niceStep(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * magnitude >= value) ?? 10) * magnitude;
}

/**
 * Round axis ticks from 0 that reach at least `max` in `count` to `count + 2` steps, choosing
 * the step that wastes the least room above `max` (the finer one on a tie).
 */
export function axisTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const stepsOf = (step: number) => Math.ceil(max / step - 1e-9);
  const [fine, coarse] = [niceStep(max / (count + 2)), niceStep(max / count)];
  const step = stepsOf(fine) * fine <= stepsOf(coarse) * coarse ? fine : coarse;
  return Array.from({length: stepsOf(step) + 1}, (_, i) => Number((i * step).toPrecision(12)));
}
