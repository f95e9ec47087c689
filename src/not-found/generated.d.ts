/** Written at build time by plugins/page-index. */
declare module '@generated/page-index/default/pages.json' {
  import type {PageEntry} from '@site/src/not-found/rank';
  const pages: PageEntry[];
  export default pages;
}
