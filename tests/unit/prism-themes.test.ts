import {hexContrast} from '../lib/contrast';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';

describe('hexContrast', () => {
  it('matches the WCAG reference values', () => {
    expect(hexContrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(hexContrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(hexContrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot read', () => {
    expect(() => hexContrast('rgb(0,0,0)', '#ffffff')).toThrow('Not a #rrggbb colour');
  });
});

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor!;
  const colours = [
    theme.plain.color!,
    ...theme.styles.map((s) => s.style.color).filter((c): c is string => Boolean(c)),
  ];

  it.each(colours)('keeps %s at 4.5:1 or more against the background', (colour) => {
    expect(hexContrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('never fades a token with opacity', () => {
    expect(theme.styles.every((s) => s.style.opacity === undefined)).toBe(true);
  });
});
