/**
 * The one contrast helper of the tests: WCAG 2 contrast ratios from wcag-contrast, plus reading the
 * colours a browser reports (`rgb(…)`/`rgba(…)` from getComputedStyle) and painting translucent layers.
 */
import {hex, rgb} from 'wcag-contrast';

export type Rgb = [number, number, number];
/** Red, green, blue (0-255) and alpha (0-1). */
export type Rgba = [number, number, number, number];

/** Contrast ratio of two opaque `#rrggbb` or `#rgb` colours. */
export function hexContrast(foreground: string, background: string): number {
  for (const colour of [foreground, background]) {
    if (!/^#([0-9a-f]{3}){1,2}$/i.test(colour)) throw new Error(`Not a #rrggbb colour: ${colour}`);
  }
  return hex(foreground, background);
}

/** Contrast ratio of two opaque colours. */
export function rgbContrast(foreground: Rgb, background: Rgb): number {
  return rgb(foreground, background);
}

/** A computed `rgb(r, g, b)` or `rgba(r, g, b, a)`; null for a fully transparent colour or anything else. */
export function parseCssColour(value: string): Rgba | null {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value.trim());
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : Number(match[4]);
  return alpha === 0 ? null : [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

/** Paints layers (topmost first) from the bottom up over `base` (white unless given). */
export function composite(layers: Rgba[], base: Rgb = [255, 255, 255]): Rgb {
  return layers.reduceRight<Rgb>(
    (below, [r, g, b, a]) => [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)],
    base,
  );
}

/** Contrast of a possibly translucent colour drawn over a stack of layers (topmost first). */
export function layeredContrast(foreground: Rgba, under: Rgba[]): number {
  return rgbContrast(composite([foreground, ...under]), composite(under));
}
