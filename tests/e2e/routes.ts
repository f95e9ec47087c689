/** The site's route table: every route the site serves, no more; shared by the browser tests. */
export const docsRoutes = [
  '/',
  '/intro',
  '/getting-started/basic-concepts',
  '/getting-started/installation',
  '/getting-started/quick-start',
  '/strategies/overview',
  '/strategies/cache',
  '/strategies/circuit-breaker',
  '/strategies/fallback',
  '/strategies/hedging',
  '/strategies/rate-limiter',
  '/strategies/retry',
  '/strategies/timeout',
  '/advanced/combining-strategies',
  '/advanced/custom-strategies',
  '/advanced/monitoring',
  '/advanced/testing',
  '/api/cache-strategy',
  '/api/circuit-breaker-strategy',
  '/api/fallback-strategy',
  '/api/hedging-strategy',
  '/api/outcome',
  '/api/rate-limiter-strategy',
  '/api/resilience-context',
  '/api/resilience-pipeline',
  '/api/resilience-pipeline-builder',
  '/api/retry-strategy',
  '/api/timeout-strategy',
  '/examples/cache',
  '/examples/http-client',
] as const;

export const blogRoutes = [
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/introducing-polly-dart',
  '/blog/tags',
  '/blog/tags/announcement',
  '/blog/tags/dart',
  '/blog/tags/flutter',
  '/blog/tags/reliability',
  '/blog/tags/resilience',
] as const;

export const otherRoutes = ['/search', '/playground'] as const;

export const allRoutes = [...docsRoutes, ...blogRoutes, ...otherRoutes];
