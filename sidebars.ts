import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar holds every docs page, in reading order.
export default {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: ['getting-started/installation', 'getting-started/quick-start', 'getting-started/basic-concepts'],
    },
    {
      type: 'category',
      label: 'Strategies',
      link: {type: 'doc', id: 'strategies/overview'},
      items: [
        'strategies/retry',
        'strategies/circuit-breaker',
        'strategies/timeout',
        'strategies/fallback',
        'strategies/hedging',
        'strategies/rate-limiter',
        'strategies/cache',
      ],
    },
    {
      type: 'category',
      label: 'Advanced',
      items: ['advanced/combining-strategies', 'advanced/custom-strategies', 'advanced/monitoring', 'advanced/testing'],
    },
    {
      type: 'category',
      label: 'API reference',
      items: [
        'api/resilience-pipeline',
        'api/resilience-pipeline-builder',
        'api/resilience-context',
        'api/outcome',
        'api/retry-strategy',
        'api/circuit-breaker-strategy',
        'api/timeout-strategy',
        'api/fallback-strategy',
        'api/hedging-strategy',
        'api/rate-limiter-strategy',
        'api/cache-strategy',
      ],
    },
    {
      type: 'category',
      label: 'Examples',
      items: ['examples/http-client', 'examples/cache'],
    },
  ],
} satisfies SidebarsConfig;
