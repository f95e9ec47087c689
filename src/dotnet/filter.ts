/**
 * Filtering the Polly for .NET name map for its search box and version filter. Light on
 * purpose: the map component ships it to the browser. No React here.
 */
import type {DotnetName, PollyGeneration} from './names';

export type GenerationFilter = 'all' | 'v7' | 'v8';

export interface MapFilter {
  query: string;
  generation: GenerationFilter;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Does a row's generation fall under the filter? A `both` row belongs to v7 and v8. */
export function inGeneration(polly: PollyGeneration, generation: GenerationFilter): boolean {
  return generation === 'all' || polly === 'both' || polly === generation;
}

/**
 * Rows whose .NET or polly_dart names contain the query, ignoring case and punctuation
 * (`waitandretry`, `Handle<T>` and `add retry` all match), within the chosen generation.
 */
export function filterRows<R extends DotnetName>(rows: readonly R[], filter: MapFilter): R[] {
  const needle = normalise(filter.query.slice(0, 64));
  return rows.filter(
    (row) =>
      inGeneration(row.polly, filter.generation) &&
      (needle === '' || [row.dotnet, ...row.dart].some((name) => normalise(name).includes(needle))),
  );
}
