import type {Plugin} from '@docusaurus/types';
import {allPages, readSiteContent} from '../lib/site-content';

/**
 * Writes the path and title of every docs page and blog post to
 * `@generated/page-index/default/pages.json`. The not-found page imports it
 * lazily (its own chunk, fetched only on a 404) to suggest the nearest pages.
 */
export default function pageIndexPlugin(): Plugin {
  return {
    name: 'page-index',
    async allContentLoaded({allContent, actions}) {
      const pages = allPages(readSiteContent(allContent as Parameters<typeof readSiteContent>[0])).map(
        ({path, title}) => ({path, title}),
      );
      await actions.createData('pages.json', JSON.stringify(pages));
    },
  };
}
