/**
 * Where a request for a built page should be redirected, if anywhere.
 *
 * The site is built with `trailingSlash: false`, so every page has one bare
 * address. Requests that name the page's file (`/intro.html`,
 * `/intro/index.html`, `/index.html`) or add a trailing slash are sent to it.
 * Returns null when the path is already bare.
 */
export function canonicalPagePath(pathname: string): string | null {
  let bare = pathname.replace(/\/{2,}/g, '/');
  bare = bare.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (bare.length > 1 && bare.endsWith('/')) bare = bare.replace(/\/+$/, '') || '/';
  return bare === pathname ? null : bare;
}
