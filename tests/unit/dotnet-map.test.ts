/**
 * The Polly for .NET name map (data/dotnet-names.json, src/dotnet/map.ts): every polly_dart
 * name is in the manifest and links to a row the API reference renders, every target page
 * and anchor exists, the rows are well formed, and the filter and strategy lookups behave.
 */
import fs from 'node:fs';
import path from 'node:path';
import {manifest} from '@site/src/api/manifest';
import {anchorsOf, describeSymbol} from '@site/src/api/members';
import {apiPages, symbolAnchor} from '@site/src/api/pages';
import {
  STRATEGY_GUIDES,
  buildMapData,
  dotnetNames,
  dotnetNamesForGuide,
  guideOf,
  mapRows,
  resolveDartName,
  pointerNames,
  rowId,
} from '@site/src/dotnet/map';
import {filterRows, inGeneration} from '@site/src/dotnet/filter';
import type {DotnetName} from '@site/src/dotnet/names';

const docsDir = path.join(__dirname, '..', '..', 'docs');
const rows = mapRows(manifest);

/** Anchors a page defines: API pages through their symbols' tables, guides through explicit `{#id}` ids. */
function anchorsOfPage(route: string): Set<string> {
  const id = route.replace(/^\//, '');
  const api = apiPages.find((page) => page.id === id);
  if (api) {
    return new Set(
      api.symbols.flatMap((symbol) => [symbolAnchor(symbol), ...anchorsOf(describeSymbol(manifest, symbol))]),
    );
  }
  const source = fs.readFileSync(path.join(docsDir, `${id}.mdx`), 'utf8');
  return new Set([...source.matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]));
}

describe('data/dotnet-names.json', () => {
  test('has rows for the names readers bring from Polly v7 and v8', () => {
    const names = dotnetNames.map((n) => n.dotnet);
    for (const expected of [
      'Policy.Handle<T>()',
      'WaitAndRetryAsync',
      'CircuitBreakerAsync',
      'TimeoutAsync',
      'FallbackAsync',
      'BulkheadAsync',
      'CacheAsync',
      'Policy.WrapAsync',
      'PolicyWrap',
      'BrokenCircuitException',
      'TimeoutRejectedException',
      'ResiliencePipelineBuilder',
      'AddRetry',
      'AddCircuitBreaker',
      'AddTimeout',
      'AddFallback',
      'AddHedging',
      'AddRateLimiter',
      'AddConcurrencyLimiter',
      'ShouldHandle',
      'PredicateBuilder',
      'ResilienceContext',
      'Outcome',
    ]) {
      expect(names).toContain(expected);
    }
  });

  test('every row is well formed and every .NET name appears once', () => {
    const seen = new Set<string>();
    for (const row of dotnetNames) {
      expect(['v7', 'v8', 'both']).toContain(row.polly);
      expect(row.note.trim()).not.toBe('');
      expect(row.note).not.toMatch(/\n/);
      expect(row.note.length).toBeLessThanOrEqual(200);
      expect(seen.has(row.dotnet)).toBe(false);
      seen.add(row.dotnet);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  test('every polly_dart name is in the manifest and links to a row the API reference renders', () => {
    for (const row of rows) {
      row.links.forEach((link, i) => {
        expect(link.name).toBe(row.dart[i]);
        const [route, anchor] = link.href.split('#');
        expect(anchorsOfPage(route).has(anchor)).toBe(true);
      });
    }
  });

  test('every target page exists and defines its anchor', () => {
    for (const row of dotnetNames) {
      const [route, anchor] = row.page.split('#');
      expect(route).toMatch(/^\/[a-z0-9/-]+$/);
      expect(fs.existsSync(path.join(docsDir, `${route.slice(1)}.mdx`))).toBe(true);
      if (anchor !== undefined) {
        if (!anchorsOfPage(route).has(anchor)) throw new Error(`${row.dotnet}: ${row.page} has no anchor "${anchor}"`);
      }
    }
  });

  test('names that polly_dart lacks are rows with no polly_dart name, not missing rows', () => {
    const none = dotnetNames.filter((n) => n.dart.length === 0).map((n) => n.dotnet);
    expect(none).toEqual(
      expect.arrayContaining(['ResilienceContextPool', 'ExecutionRejectedException', 'AddPipeline']),
    );
    // polly_dart 0.0.9 has no BrokenCircuitException: the row maps it to the exception it does throw.
    expect(dotnetNames.find((n) => n.dotnet === 'BrokenCircuitException')?.dart).toEqual([
      'CircuitBreakerRejectedException',
    ]);
  });
});

describe('resolveDartName', () => {
  test('links symbols, named constructors and members to their rows', () => {
    expect(resolveDartName(manifest, 'RetryStrategyOptions')?.href).toBe('/api/retry-strategy#retrystrategyoptions');
    expect(resolveDartName(manifest, 'RetryStrategyOptions.infinite')?.href).toBe(
      '/api/retry-strategy#retrystrategyoptions-infinite',
    );
    expect(resolveDartName(manifest, 'addRetry')?.href).toBe(
      '/api/resilience-pipeline-builder#resiliencepipelinebuilder-addretry',
    );
  });

  test('prefers the owner named in the same row for a bare member', () => {
    expect(resolveDartName(manifest, 'build', ['ResiliencePipelineBuilder'])?.owner).toBe('ResiliencePipelineBuilder');
    expect(resolveDartName(manifest, 'build', ['PredicateBuilder'])?.owner).toBe('PredicateBuilder');
  });

  test('returns undefined for names polly_dart does not have', () => {
    expect(resolveDartName(manifest, 'BrokenCircuitException')).toBeUndefined();
    expect(resolveDartName(manifest, 'ResilienceContext.properties')).toBeUndefined();
    expect(resolveDartName(manifest, 'retryCount')).toBeUndefined();
  });

  test('a data row naming something the manifest lacks fails loudly', () => {
    const bad: DotnetName = {
      dotnet: 'RetryAsync',
      polly: 'v7',
      dart: ['retryCount'],
      page: '/strategies/retry',
      note: 'x',
    };
    expect(() => mapRows(manifest, [bad])).toThrow('"retryCount" (for RetryAsync) is not in the manifest');
  });
});

describe('filterRows', () => {
  test('matches .NET and polly_dart names, ignoring case and punctuation', () => {
    expect(filterRows(rows, {query: 'waitandretry', generation: 'all'}).map((r) => r.dotnet)).toEqual([
      'WaitAndRetryAsync',
      'WaitAndRetryForeverAsync',
    ]);
    expect(filterRows(rows, {query: 'Handle<T>', generation: 'all'}).map((r) => r.dotnet)).toEqual([
      'Policy.Handle<T>()',
    ]);
    const byDartName = filterRows(rows, {query: 'add retry', generation: 'all'}).map((r) => r.dotnet);
    expect(byDartName).toEqual(expect.arrayContaining(['RetryAsync', 'WaitAndRetryAsync', 'AddRetry']));
  });

  test('keeps rows of both generations under v7 and under v8', () => {
    const v7 = filterRows(rows, {query: '', generation: 'v7'});
    const v8 = filterRows(rows, {query: '', generation: 'v8'});
    expect(v7.every((r) => r.polly !== 'v8')).toBe(true);
    expect(v8.every((r) => r.polly !== 'v7')).toBe(true);
    expect(v7.map((r) => r.dotnet)).toContain('BrokenCircuitException');
    expect(v8.map((r) => r.dotnet)).toContain('BrokenCircuitException');
    expect(v7.length + v8.length).toBeGreaterThan(rows.length);
    expect(inGeneration('both', 'v7')).toBe(true);
    expect(inGeneration('v8', 'v7')).toBe(false);
  });

  test('an empty query keeps every row, a query matching nothing keeps none', () => {
    expect(filterRows(rows, {query: '  ', generation: 'all'})).toHaveLength(rows.length);
    expect(filterRows(rows, {query: '<script>', generation: 'all'})).toHaveLength(0);
  });
});

describe('names per strategy guide', () => {
  const guides = [
    '/strategies/retry',
    '/strategies/circuit-breaker',
    '/strategies/timeout',
    '/strategies/fallback',
    '/strategies/hedging',
    '/strategies/rate-limiter',
    '/strategies/cache',
  ];

  const namesFor = (guide: string) => dotnetNamesForGuide(rows, guide).map((row) => row.dotnet);

  test('every strategy guide has names for its pointer line, from each Polly generation that had the strategy', () => {
    for (const guide of guides) {
      const found = dotnetNamesForGuide(rows, guide);
      // Polly v7 had no hedging; Polly v8 has no cache.
      expect(found.some((row) => row.polly !== 'v8')).toBe(guide !== '/strategies/hedging');
      expect(found.some((row) => row.polly !== 'v7')).toBe(guide !== '/strategies/cache');
    }
  });

  test('names land on the strategy they configure', () => {
    expect(namesFor('/strategies/retry')).toEqual(
      expect.arrayContaining(['WaitAndRetryAsync', 'RetryAsync', 'AddRetry']),
    );
    expect(namesFor('/strategies/retry')).not.toContain('CircuitBreakerAsync');
    expect(namesFor('/strategies/rate-limiter')).toEqual(
      expect.arrayContaining(['BulkheadAsync', 'AddConcurrencyLimiter', 'RateLimitAsync']),
    );
    expect(namesFor('/strategies/circuit-breaker')).toContain('BrokenCircuitException');
  });

  test('a member every strategy has belongs to no single guide', () => {
    const shouldHandle = resolveDartName(manifest, 'shouldHandle')!;
    expect(shouldHandle.candidates?.length).toBeGreaterThan(1);
    expect(guideOf(shouldHandle)).toBeUndefined();
    for (const guide of guides) {
      expect(namesFor(guide)).not.toContain('Policy.Handle<T>()');
      expect(namesFor(guide)).not.toContain('ShouldHandle');
    }
    // Shared by two symbols of the same guide: still that guide.
    expect(guideOf(resolveDartName(manifest, 'breakDuration')!)).toBe('/strategies/circuit-breaker');
  });

  test('the pointer line alternates v7 and v8 names', () => {
    expect(pointerNames(dotnetNamesForGuide(rows, '/strategies/retry'), 4)).toEqual([
      'RetryAsync',
      'AddRetry',
      'WaitAndRetryAsync',
      'MaxRetryAttempts',
    ]);
    const cache = dotnetNamesForGuide(rows, '/strategies/cache');
    expect(pointerNames(cache, 10)).toHaveLength(cache.length);
  });

  test('builder methods belong to their strategy, the builder itself to none', () => {
    const link = resolveDartName(manifest, 'addCache')!;
    expect(guideOf(link)).toBe('/strategies/cache');
    expect(guideOf(resolveDartName(manifest, 'ResiliencePipelineBuilder')!)).toBeUndefined();
  });
});

test('rowId makes stable ids from .NET names', () => {
  expect(rowId('Policy.Handle<T>()')).toBe('policy-handle-t');
  expect(rowId('ResiliencePipelineBuilder<TResult>')).toBe('resiliencepipelinebuilder-tresult');
});

test('the generated files the pages read are up to date (npx tsx scripts/generate-dotnet-map.ts)', () => {
  const generated = path.join(__dirname, '..', '..', 'data', 'generated');
  const {rows: shown, pointers} = buildMapData(manifest);
  expect(JSON.parse(fs.readFileSync(path.join(generated, 'dotnet-map.json'), 'utf8'))).toEqual({rows: shown});
  expect(JSON.parse(fs.readFileSync(path.join(generated, 'dotnet-pointers.json'), 'utf8'))).toEqual(pointers);
  expect(Object.keys(pointers)).toEqual([...STRATEGY_GUIDES]);
  for (const guide of STRATEGY_GUIDES) expect(pointers[guide].names.length).toBeGreaterThan(0);
});

/**
 * Rows where the two libraries differ say how, and no note claims a .NET behaviour 0.0.9 lacks:
 * executeAndCapture lets what the outermost strategy throws escape (resilience_pipeline.dart:37-43,
 * 90 at 2a85979), the manual control acts on the next call (circuit_breaker_strategy.dart,
 * executeCore), and hedging starts every hedge (hedging_strategy.dart:138-169).
 */
test('the notes name where 0.0.9 differs from .NET', () => {
  const note = (name: string) => dotnetNames.find((row) => row.dotnet === name)?.note ?? '';
  for (const name of ['ExecuteAndCaptureAsync', 'ExecuteOutcomeAsync']) {
    expect(note(name)).toContain('still escapes');
    expect(note(name)).not.toMatch(/instead of throwing/);
  }
  expect(note('CircuitBreakerManualControl')).toContain('next call');
  expect(note('CircuitBreakerManualControl')).not.toMatch(/as in \.NET/);
  expect(note('AddHedging')).toMatch(/every call/);
});
