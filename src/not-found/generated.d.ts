/** Written at build time by plugins/page-index. */
declare module '@generated/page-index/default/pages.json' {
  const pages: import('./rank').PageEntry[];
  export default pages;
}
