/** The words of the `production-only` mode (productionOnly.ts): `npm start` without Algolia, where no index exists. */
import {translate} from '@docusaurus/Translate';
import type {ProductionOnlyMessage} from './productionOnly';

export function productionOnlyMessage(): ProductionOnlyMessage {
  return {
    titleText: translate({
      id: 'search.productionOnly.title',
      message: 'Search works in a production build',
      description: 'Shown by the search modal and page under npm start, where no search index is built',
    }),
    helpText: translate({
      id: 'search.productionOnly.help',
      message:
        'The development server (npm start) builds no search index. Run npm run build, then npm run serve, to search this site.',
      description: 'How to get a build with search, shown under npm start',
    }),
  };
}
