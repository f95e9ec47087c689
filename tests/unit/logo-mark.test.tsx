/**
 * src/accelerators/paint-first/theme/Logo/LogoMark.tsx draws the site's mark inline from its own copy
 * of static/img/logo.svg: the two must stay the same drawing (shapes, strokes
 * and colours), so that the navbar and the icon, the cards and the feed show
 * one logo.
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import LogoMark from '../../src/accelerators/paint-first/theme/Logo/LogoMark';

describe('seam replaced-logo (seams.ts)', () => {
  /** What a drawing is made of: the view box, each path's geometry and paint, and the gradient's stops. */
  function drawing(svg: string) {
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
    const tags = (name: string) => svg.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
    return {
      viewBox: attribute(tags('svg')[0] ?? '', 'viewBox'),
      paths: tags('path').map((tag) => ({
        d: attribute(tag, 'd'),
        fill: attribute(tag, 'fill')?.replace(/^url\(#.*\)$/, 'gradient'),
        stroke: attribute(tag, 'stroke'),
        strokeWidth: attribute(tag, 'stroke-width'),
        opacity: attribute(tag, 'opacity'),
      })),
      stops: tags('stop').map((tag) => [attribute(tag, 'offset'), attribute(tag, 'stop-color')]),
      gradient: tags('linearGradient').map((tag) => ['x1', 'y1', 'x2', 'y2'].map((name) => attribute(tag, name))),
    };
  }

  describe('LogoMark', () => {
    const file = fs.readFileSync(path.join(__dirname, '..', '..', 'static', 'img', 'logo.svg'), 'utf8');

    it('draws what static/img/logo.svg draws', () => {
      const inline = renderToStaticMarkup(<LogoMark width={32} height={32} />);
      expect(drawing(inline)).toEqual(drawing(file));
      expect(drawing(file).paths).toHaveLength(4);
    });

    it('gives each copy a gradient id of its own, which its fill points at', () => {
      const markup = renderToStaticMarkup(
        <>
          <LogoMark />
          <LogoMark />
        </>,
      );
      const ids = [...markup.matchAll(/<linearGradient id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(2);
      for (const id of ids) expect(markup).toContain(`fill="url(#${id})"`);
    });
  });
});
