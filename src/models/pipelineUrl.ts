/**
 * The pipeline composer's state in the address: `?pipeline=fallback.timeout.retry` lists the
 * strategies from the outermost layer in, `?pipeline=none` is a pipeline with no strategy, and
 * no parameter means the default layout. Anything else is malformed and decodes to nothing, so
 * the composer falls back to its default. No React, no `window` here.
 */
import {STRATEGY_KINDS, type StrategyKind} from './pipeline';

/** The query parameter that carries the layout. */
const PIPELINE_PARAM = 'pipeline';

/** The value for a pipeline without strategies. */
export const EMPTY_PIPELINE = 'none';

/** Separates the strategies in the value; URL-safe, so the address stays readable. */
const SEPARATOR = '.';

/** Longer values are not looked at: a valid one is at most about 90 characters. */
const MAX_VALUE_LENGTH = 200;

/** The name of each strategy in the address. */
const STRATEGY_SLUGS: Readonly<Record<StrategyKind, string>> = {
  fallback: 'fallback',
  cache: 'cache',
  timeout: 'timeout',
  retry: 'retry',
  circuitBreaker: 'circuit-breaker',
  rateLimiter: 'rate-limiter',
  concurrencyLimiter: 'concurrency-limiter',
  hedging: 'hedging',
};

const KIND_OF_SLUG = new Map<string, StrategyKind>(STRATEGY_KINDS.map((kind) => [STRATEGY_SLUGS[kind], kind]));

/** The parameter value for a layout, outermost first: `fallback.timeout.retry`, or `none`. */
export function encodePipeline(order: readonly StrategyKind[]): string {
  return order.length === 0 ? EMPTY_PIPELINE : order.map((kind) => STRATEGY_SLUGS[kind]).join(SEPARATOR);
}

/**
 * The layout a parameter value describes, or null when the value is malformed: empty, too long,
 * an unknown strategy, or a strategy named twice.
 */
export function decodePipeline(value: string): StrategyKind[] | null {
  if (value === EMPTY_PIPELINE) return [];
  if (value === '' || value.length > MAX_VALUE_LENGTH) return null;
  const order: StrategyKind[] = [];
  for (const slug of value.split(SEPARATOR)) {
    const kind = KIND_OF_SLUG.get(slug);
    if (kind === undefined || order.includes(kind)) return null;
    order.push(kind);
  }
  return order;
}

/**
 * What the address says about the composer: `absent` (no parameter: use the default layout),
 * `valid` (use `order`), or `malformed` (use the default layout and drop the parameter).
 */
export type PipelineFromUrl = {status: 'absent'} | {status: 'valid'; order: StrategyKind[]} | {status: 'malformed'};

/** Reads the layout from a query string such as `location.search` (with or without the `?`). */
export function pipelineFromSearch(search: string): PipelineFromUrl {
  const values = new URLSearchParams(search).getAll(PIPELINE_PARAM);
  if (values.length === 0) return {status: 'absent'};
  const order = values.length === 1 ? decodePipeline(values[0]) : null;
  return order === null ? {status: 'malformed'} : {status: 'valid', order};
}

/**
 * The query string with the layout set (or, for `null`, removed), other parameters kept in
 * their order. Returns `''` when nothing is left, otherwise a string starting with `?`.
 */
export function searchWithPipeline(search: string, order: readonly StrategyKind[] | null): string {
  const params = new URLSearchParams(search);
  params.delete(PIPELINE_PARAM);
  const parts = [params.toString(), order === null ? '' : `${PIPELINE_PARAM}=${encodePipeline(order)}`].filter(
    (part) => part !== '',
  );
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** Address of the playground's composer with a layout in it, e.g. for a link from a guide. */
export function playgroundHref(order: readonly StrategyKind[]): string {
  return `/playground${searchWithPipeline('', order)}#pipeline`;
}
