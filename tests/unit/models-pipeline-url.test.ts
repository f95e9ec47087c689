/**
 * The composer's layout in the address (src/models/pipelineUrl.ts): every layout survives a
 * round trip, other parameters are kept, and malformed values decode to nothing.
 */
import {RECOMMENDED_ORDER, STRATEGY_KINDS, type StrategyKind} from '@site/src/models/pipeline';
import {
  EMPTY_PIPELINE,
  decodePipeline,
  encodePipeline,
  pipelineFromSearch,
  playgroundHref,
  searchWithPipeline,
} from '@site/src/models/pipelineUrl';

/** Every ordered selection of `k` kinds, for small k. */
function arrangements(kinds: readonly StrategyKind[], k: number): StrategyKind[][] {
  if (k === 0) return [[]];
  return kinds.flatMap((kind) =>
    arrangements(
      kinds.filter((other) => other !== kind),
      k - 1,
    ).map((rest) => [kind, ...rest]),
  );
}

describe('encodePipeline and decodePipeline', () => {
  test('write readable values, outermost first', () => {
    expect(encodePipeline(RECOMMENDED_ORDER)).toBe('fallback.cache.timeout.retry.rate-limiter.circuit-breaker');
    expect(encodePipeline(['concurrencyLimiter', 'hedging'])).toBe('concurrency-limiter.hedging');
    expect(encodePipeline([])).toBe(EMPTY_PIPELINE);
  });

  test('every layout of up to three strategies, and all eight, survives a round trip', () => {
    const layouts = [0, 1, 2, 3].flatMap((k) => arrangements(STRATEGY_KINDS, k));
    expect(layouts.length).toBe(1 + 8 + 56 + 336);
    for (const layout of [...layouts, [...STRATEGY_KINDS], [...STRATEGY_KINDS].reverse()]) {
      expect(decodePipeline(encodePipeline(layout))).toEqual(layout);
    }
  });

  test('a value only uses characters that need no escaping in a query string', () => {
    expect(encodePipeline(STRATEGY_KINDS)).toMatch(/^[a-z.-]+$/);
  });

  test.each([
    ['empty', ''],
    ['an unknown strategy', 'retry.bulkhead'],
    ['a strategy named twice', 'retry.timeout.retry'],
    ['the model name instead of the address name', 'circuitBreaker'],
    ['a trailing separator', 'retry.'],
    ['upper case', 'Retry'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a very long value', 'retry.'.repeat(100)],
    ['none mixed with strategies', 'none.retry'],
  ])('rejects %s', (_, value) => {
    expect(decodePipeline(value)).toBeNull();
  });
});

describe('pipelineFromSearch', () => {
  test('no parameter means the default layout', () => {
    expect(pipelineFromSearch('')).toEqual({status: 'absent'});
    expect(pipelineFromSearch('?utm_source=chat')).toEqual({status: 'absent'});
  });

  test('reads a layout with or without the question mark, and percent-escaped', () => {
    expect(pipelineFromSearch('?pipeline=timeout.retry')).toEqual({status: 'valid', order: ['timeout', 'retry']});
    expect(pipelineFromSearch('pipeline=none')).toEqual({status: 'valid', order: []});
    expect(pipelineFromSearch('?pipeline=timeout%2Eretry')).toEqual({status: 'valid', order: ['timeout', 'retry']});
  });

  test('a malformed or repeated parameter is malformed, never an error', () => {
    expect(pipelineFromSearch('?pipeline=retry.nope')).toEqual({status: 'malformed'});
    expect(pipelineFromSearch('?pipeline=retry&pipeline=timeout')).toEqual({status: 'malformed'});
    expect(pipelineFromSearch('?pipeline=%E0%A4%A')).toEqual({status: 'malformed'});
    expect(pipelineFromSearch('?pipeline')).toEqual({status: 'malformed'});
  });
});

describe('searchWithPipeline', () => {
  test('sets the layout and keeps other parameters', () => {
    expect(searchWithPipeline('', ['retry'])).toBe('?pipeline=retry');
    expect(searchWithPipeline('?a=1&pipeline=cache&b=2', ['timeout', 'retry'])).toBe('?a=1&b=2&pipeline=timeout.retry');
    expect(searchWithPipeline('?pipeline=cache', [])).toBe('?pipeline=none');
  });

  test('removes the layout with null', () => {
    expect(searchWithPipeline('?pipeline=bogus', null)).toBe('');
    expect(searchWithPipeline('?x=y&pipeline=bogus', null)).toBe('?x=y');
  });

  test('what it writes reads back as the same layout', () => {
    const search = searchWithPipeline('?q=1', ['hedging', 'fallback']);
    expect(pipelineFromSearch(search)).toEqual({status: 'valid', order: ['hedging', 'fallback']});
  });
});

test('playgroundHref points at the composer with the layout', () => {
  expect(playgroundHref(['timeout', 'retry'])).toBe('/playground?pipeline=timeout.retry#pipeline');
});
