import {nearness, suggestPages, withoutBase, wordSimilarity, words, type PageEntry} from '../../src/not-found/rank';

const pages: PageEntry[] = [
  {path: '/', title: 'Resilience for Dart and Flutter'},
  {path: '/intro', title: 'Introduction'},
  {path: '/getting-started/installation', title: 'Installation'},
  {path: '/getting-started/quick-start', title: 'Quick start'},
  {path: '/strategies/overview', title: 'Strategies overview'},
  {path: '/strategies/retry', title: 'Retry'},
  {path: '/strategies/circuit-breaker', title: 'Circuit breaker'},
  {path: '/strategies/rate-limiter', title: 'Rate limiter'},
  {path: '/strategies/hedging', title: 'Hedging'},
  {path: '/api/retry-strategy', title: 'RetryStrategy'},
  {path: '/api/circuit-breaker-strategy', title: 'CircuitBreakerStrategy'},
  {path: '/api/rate-limiter-strategy', title: 'RateLimiterStrategy'},
  {path: '/api/resilience-pipeline', title: 'ResiliencePipeline'},
  {path: '/api/resilience-pipeline-builder', title: 'ResiliencePipelineBuilder'},
  {path: '/blog/introducing-polly-dart', title: 'Introducing polly_dart'},
];

const paths = (requested: string, options = {}) =>
  suggestPages(requested, pages, options).map((suggestion) => suggestion.path);

describe('words', () => {
  it('splits paths and titles into lower-case words, camelCase included', () => {
    expect(words('/api/RetryStrategyOptions')).toEqual(['api', 'retry', 'strategy', 'options']);
    expect(words('HTTPClient_example')).toEqual(['http', 'client', 'example']);
  });

  it('drops noise words, file endings, bare numbers and repeats', () => {
    expect(words('/docs/blog/2025/08/15/introducing-polly-dart.html')).toEqual([
      'blog',
      'introducing',
      'polly',
      'dart',
    ]);
    expect(words('/retry/retry/index.md')).toEqual(['retry']);
  });

  it('decodes escapes and survives malformed ones', () => {
    expect(words('/circuit%20breaker')).toEqual(['circuit', 'breaker']);
    expect(words('/bad%E0%A4%A')).toEqual(['bad', 'e0', 'a4']);
  });
});

describe('wordSimilarity', () => {
  it('is 1 for the same word and 0 for words with nothing in common', () => {
    expect(wordSimilarity('retry', 'retry')).toBe(1);
    expect(wordSimilarity('retry', 'cache')).toBe(0);
  });

  it('forgives a typo', () => {
    expect(wordSimilarity('retri', 'retry')).toBeCloseTo(0.75);
  });

  it('rates a word that starts another above their bigram overlap', () => {
    expect(wordSimilarity('install', 'installation')).toBeGreaterThan(0.8);
    expect(wordSimilarity('in', 'installation')).toBeLessThan(0.3);
  });
});

describe('nearness', () => {
  it('is 0 when the request has no words', () => {
    expect(nearness('/', pages[5])).toBe(0);
  });

  it('prefers the page whose path the request accounts for', () => {
    expect(nearness('/retry', {path: '/strategies/retry', title: 'Retry'})).toBeGreaterThan(
      nearness('/retry', {path: '/api/retry-strategy', title: 'RetryStrategy'}),
    );
  });
});

describe('suggestPages', () => {
  it('puts the meant page first for a typo', () => {
    expect(paths('/strategies/retri')[0]).toBe('/strategies/retry');
  });

  it('finds a page from an old-style address', () => {
    expect(paths('/docs/api/RetryStrategy.html')).toEqual(['/api/retry-strategy']);
  });

  it('offers both the guide and the API page for a bare strategy name', () => {
    expect(paths('/circuit-breaker')).toEqual(['/strategies/circuit-breaker', '/api/circuit-breaker-strategy']);
  });

  it('finds the blog post without its date', () => {
    expect(paths('/blog/2025/08/15/introducing-polly-dart')).toEqual(['/blog/introducing-polly-dart']);
  });

  it('suggests nothing for a path like no page', () => {
    expect(paths('/xyz123-qqq')).toEqual([]);
  });

  it('never suggests the requested path itself', () => {
    expect(paths('/strategies/retry')).not.toContain('/strategies/retry');
  });

  it('caps the list and breaks ties by the shorter path', () => {
    const suggestions = suggestPages('/strategies', pages, {limit: 3, relative: 0});
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0].score).toBeGreaterThanOrEqual(suggestions[1].score);
    expect(suggestions.map((s) => s.path)).toEqual([
      '/strategies/retry',
      '/strategies/hedging',
      '/strategies/overview',
    ]);
  });

  it('ignores the base URL, whose words are in every path', () => {
    const based = pages.map((page) => ({...page, path: `/polly_dart${page.path}`}));
    expect(suggestPages('/polly_dart/xyz123', based, {baseUrl: '/polly_dart/'})).toEqual([]);
    expect(suggestPages('/polly_dart/strategies/retri', based, {baseUrl: '/polly_dart/'})[0].path).toBe(
      '/polly_dart/strategies/retry',
    );
  });
});

describe('withoutBase', () => {
  it('strips the base URL, keeping a leading slash', () => {
    expect(withoutBase('/polly_dart/intro', '/polly_dart/')).toBe('/intro');
    expect(withoutBase('/intro', '/')).toBe('/intro');
    expect(withoutBase('/elsewhere', '/polly_dart/')).toBe('/elsewhere');
  });
});
