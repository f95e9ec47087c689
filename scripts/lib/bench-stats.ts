/** Median and spread of repeated measurements (Lighthouse runs, search timings). */

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** max - min: how far apart the runs landed. */
  spread: number;
  runs: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarise(values: readonly number[]): Spread {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return {median: median(values), min, max, spread: max - min, runs: values.length};
}
