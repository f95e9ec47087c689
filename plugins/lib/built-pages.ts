/**
 * Where the build put a page's HTML. Pure: paths in, paths out.
 */

/**
 * The built HTML files that may hold the page at `permalink` (a route path,
 * base path included), relative to the output folder, in the order to try
 * (trailingSlash false, then true). None for a path outside the base path or
 * one that names a file.
 */
export function htmlFiles(permalink: string, baseUrl: string): string[] {
  if (permalink.endsWith('.html')) return [];
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const withSlash = permalink.endsWith('/') ? permalink : `${permalink}/`;
  if (!withSlash.startsWith(base)) return [];
  const relative = permalink.slice(base.length).replace(/\/+$/, '');
  return relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`];
}
