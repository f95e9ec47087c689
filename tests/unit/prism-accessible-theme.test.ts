import {themes, type PrismTheme} from 'prism-react-renderer';
import {accessibleTheme, contrast, over, parseColour, readableColour, toHex} from '../../src/prism/accessible-theme';

describe('parseColour', () => {
  it('reads hex and rgb()/rgba() colours', () => {
    expect(parseColour('#F6F8FA')).toEqual({rgb: [246, 248, 250], alpha: 1});
    expect(parseColour('#abc')).toEqual({rgb: [170, 187, 204], alpha: 1});
    expect(parseColour('rgb(98, 114, 164)')).toEqual({rgb: [98, 114, 164], alpha: 1});
    expect(parseColour('rgba(0, 0, 0, 0.3)')).toEqual({rgb: [0, 0, 0], alpha: 0.3});
  });

  it('refuses what it cannot read', () => {
    expect(() => parseColour('tomato')).toThrow('Unsupported colour: tomato');
    expect(() => parseColour('rgb(1, 2)')).toThrow();
  });
});

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrast([11, 92, 173], [11, 92, 173])).toBe(1);
  });
});

describe('over', () => {
  it('paints a translucent colour over an opaque one', () => {
    expect(over([200, 200, 200], 'rgba(0, 0, 0, 0.5)')).toEqual([100, 100, 100]);
  });
});

describe('readableColour', () => {
  const white: [number, number, number] = [255, 255, 255];

  it('leaves a readable colour alone', () => {
    expect(readableColour([0, 0, 159], [white], 4.5)).toEqual([0, 0, 159]);
  });

  it('darkens a pale colour on a light background just past the minimum', () => {
    const fixed = readableColour([153, 153, 136], [white], 4.5);
    expect(contrast(fixed, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fixed, white)).toBeLessThan(4.7);
  });

  it('lightens a dim colour on a dark background, for every background given', () => {
    const backgrounds: [number, number, number][] = [
      [40, 42, 54],
      [28, 29, 38],
    ];
    const fixed = readableColour([98, 114, 164], backgrounds, 4.5);
    expect(Math.min(...backgrounds.map((background) => contrast(fixed, background)))).toBeGreaterThanOrEqual(4.5);
    expect(fixed[0]).toBeGreaterThan(98);
  });
});

describe('accessibleTheme', () => {
  const lowest = (theme: PrismTheme, overlay: string) => {
    const background = parseColour(theme.plain.backgroundColor!).rgb;
    const backgrounds = [background, over(background, overlay)];
    const colours = [theme.plain.color!, ...theme.styles.flatMap((entry) => (entry.style.color ? [entry.style.color] : []))];
    return Math.min(...colours.flatMap((colour) => backgrounds.map((bg) => contrast(parseColour(colour).rgb, bg))));
  };

  it.each([
    ['github', 'rgba(0, 0, 0, 0.1)'],
    ['dracula', 'rgba(0, 0, 0, 0.3)'],
  ] as const)('raises every colour of %s to 4.5:1, highlighted lines included', (name, overlay) => {
    expect(lowest(themes[name], overlay)).toBeLessThan(4.5);
    expect(lowest(accessibleTheme(themes[name], [overlay]), overlay)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps token types, font styles and readable colours, and drops opacity', () => {
    const theme = accessibleTheme(themes.github, ['rgba(0, 0, 0, 0.1)']);
    expect(theme.styles.map((entry) => entry.types)).toEqual(themes.github.styles.map((entry) => entry.types));
    expect(theme.styles[0].style.fontStyle).toBe('italic');
    expect(theme.styles.find((entry) => entry.types.includes('function-variable'))?.style.color).toBe(toHex(parseColour('#6f42c1').rgb));
    expect(theme.styles.every((entry) => !('opacity' in entry.style))).toBe(true);
    expect(theme.plain.backgroundColor).toBe('#f6f8fa');
  });
});
