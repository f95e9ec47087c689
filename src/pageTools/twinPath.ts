/**
 * Site path of the Markdown twin of the docs page at `permalink` (a route
 * path, base path included): `/intro` -> `/intro.md`; the docs home `/` ->
 * `/index.md`. The same layout as plugins/llms writes.
 */
export function twinPath(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const relative = permalink.startsWith(base) ? permalink.slice(base.length) : permalink.replace(/^\/+/, '');
  return `${base}${relative.replace(/\/+$/, '') || 'index'}.md`;
}
