/**
 * Prism colour themes adjusted to WCAG AA: every token colour is darkened
 * (light themes) or lightened (dark themes) just enough to reach a contrast
 * of 4.5:1 against the code background and against the background of a
 * highlighted line. prism-react-renderer writes token colours as inline
 * styles, so CSS cannot fix them; the config passes the adjusted themes.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

/** #rgb, #rrggbb, rgb(r, g, b) or rgba(r, g, b, a); alpha is returned separately. */
export function parseColour(colour: string): {rgb: Rgb; alpha: number} {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {rgb: [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb, alpha: 1};
  }
  const parts = /^rgba?\(([^)]+)\)$/.exec(value)?.[1].split(/[\s,/]+/).filter(Boolean).map(Number);
  if (parts && (parts.length === 3 || parts.length === 4) && parts.every((part) => Number.isFinite(part))) {
    return {rgb: [parts[0], parts[1], parts[2]], alpha: parts[3] ?? 1};
  }
  throw new Error(`Unsupported colour: ${colour}`);
}

export const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((channel, i) => channel + (to[i] - channel) * amount) as Rgb;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A translucent colour painted over an opaque one. */
export function over(background: Rgb, overlay: string): Rgb {
  const {rgb, alpha} = parseColour(overlay);
  return mix(background, rgb, alpha);
}

/** The colour nearest to `colour`, moved towards black or white, that reaches `minimum` against every background. */
export function readableColour(colour: Rgb, backgrounds: readonly Rgb[], minimum: number): Rgb {
  const readable = (candidate: Rgb) => backgrounds.every((background) => contrast(candidate, background) >= minimum);
  if (readable(colour)) return colour;
  const target: Rgb = luminance(backgrounds[0]) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  // Whole channel values, as a hex colour can hold, are judged: rounding must not drop below the minimum.
  const at = (amount: number) => mix(colour, target, amount).map(Math.round) as Rgb;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (readable(at(middle))) high = middle;
    else low = middle;
  }
  return at(high);
}

/**
 * The theme with every token colour readable at `minimum` contrast on its
 * background and on that background under each of `overlays` (the
 * highlighted-line colours). Opacity on a token style is dropped: it would
 * lower the contrast again.
 */
export function accessibleTheme(theme: PrismTheme, overlays: readonly string[] = [], minimum = 4.5): PrismTheme {
  const background = parseColour(theme.plain.backgroundColor ?? '#ffffff').rgb;
  const backgrounds = [background, ...overlays.map((overlay) => over(background, overlay))];
  const fix = (colour: string | undefined) => (colour === undefined ? undefined : toHex(readableColour(parseColour(colour).rgb, backgrounds, minimum)));
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map(({types, languages, style}) => {
      const {opacity: _dropped, ...rest} = style;
      return {types, ...(languages ? {languages} : {}), style: {...rest, ...(rest.color === undefined ? {} : {color: fix(rest.color)})}};
    }),
  };
}
