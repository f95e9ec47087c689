/**
 * An SVG document as a `data:` URL: line breaks and runs of spaces between
 * tags collapse, and every character a URL or an HTML attribute could
 * misread is percent-encoded (the quotes, `<`, `>`, `#`, `%` and the rest
 * of what `encodeURIComponent` escapes, except spaces, `=`, `:` and `/`,
 * which are safe in a data URL and keep it short).
 */
export function svgDataUri(svg: string): string {
  const compact = svg
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
  const encoded = encodeURIComponent(compact)
    .replace(/%20/g, ' ')
    .replace(/%3D/g, '=')
    .replace(/%3A/g, ':')
    .replace(/%2F/g, '/')
    .replace(/'/g, '%27');
  return `data:image/svg+xml,${encoded}`;
}
