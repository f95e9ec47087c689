/**
 * Reads the search timings out of what `scripts/bench-search.ts` (the search
 * work's benchmark) prints, so `npm run bench` can report them next to the
 * page figures without duplicating that benchmark.
 */
import type {SearchResult} from './bench-targets';

const firstHitsLine = /first character typed to first hits: median ([\d.]+) ms/;
const keystrokeLine = /Later keystrokes: median ([\d.]+) ms per search over \d+ keystrokes of (\d+) queries/;

/** The timings, or null when either line is missing (the script changed or failed). */
export function parseSearchBench(output: string): SearchResult | null {
  const firstHits = firstHitsLine.exec(output);
  const keystrokes = keystrokeLine.exec(output);
  if (!firstHits || !keystrokes) return null;
  return {firstHitsMs: Number(firstHits[1]), keystrokeMedianMs: Number(keystrokes[1]), queries: Number(keystrokes[2])};
}
