/**
 * Where the social card of a page lives, shared by the build plugin that
 * renders the cards (plugins/social-cards) and the layout that points
 * og:image and twitter:image at them. Pure: paths in, paths out.
 */

/** The folder of the cards in the build, relative to the base path. */
export const cardsFolder = 'img/cards';

/**
 * The card of the page at `pathname` (a route path, base path included),
 * relative to the base path: `/strategies/retry` -> `img/cards/strategies/retry.png`,
 * the home page `/` -> `img/cards/index.png`, `/404.html` -> `img/cards/404.png`.
 * Null for a path outside the base path or one that could climb out of the folder.
 */
export function cardPath(pathname: string, baseUrl: string): string | null {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!withSlash.startsWith(base)) return null;
  const relative = pathname
    .slice(base.length)
    .replace(/\/+$/, '')
    .replace(/\.html$/, '');
  if (!/^[\w\-./]*$/.test(relative) || relative.split('/').some((part) => part === '..' || part === '.')) return null;
  return `${cardsFolder}/${relative || 'index'}.png`;
}
