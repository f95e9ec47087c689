import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {svgDataUri} from './data-uri';

export type PaintFirstOptions = {
  /** The site's icon, an SVG file under static/ (the path as `favicon` in the site config would take it). */
  favicon: string;
};

/**
 * The icon written into every page's <head> as a data URI instead of a link
 * to static/img/favicon.svg. The browser asked for that file while the first
 * paint was still being prepared, and Lighthouse's simulated load counted
 * that request towards the largest paint in some runs and not in others.
 * The site's config leaves `favicon` unset so that Docusaurus adds no second
 * icon; the page template is ./template.ts.
 */
export default function paintFirstPlugin(context: LoadContext, {favicon}: PaintFirstOptions): Plugin {
  const file = path.join(context.siteDir, 'static', favicon);
  return {
    name: 'paint-first',
    // The theme's Logo drawn inline, not an <img> of img/logo.svg: no image request inside the first paint.
    getThemePath: () => path.join(context.siteDir, 'src/accelerators/paint-first/theme'),
    getPathsToWatch: () => [file],
    injectHtmlTags() {
      const svg = fs.readFileSync(file, 'utf8');
      return {headTags: [{tagName: 'link', attributes: {rel: 'icon', type: 'image/svg+xml', href: svgDataUri(svg)}}]};
    },
  };
}
