/** plugins/paint-first/template.ts: the loader goes into the template without its comments and indentation, and still runs. */
import {compactSource, paintFirstTemplate} from '../../plugins/paint-first/template';

function sample(values: number[]): number {
  // A comment line that must go.
  let total = 0;
  for (const value of values) {
    // Another one, indented.
    total += value;
  }
  return total;
}

describe('compactSource', () => {
  it('drops comment lines and indentation and keeps the code working', () => {
    const compact = compactSource(sample);
    expect(compact).not.toMatch(/\/\//);
    expect(compact).not.toMatch(/^\s/m);
    const rebuilt = new Function(`return (${compact})`)() as typeof sample;
    expect(rebuilt([1, 2, 3])).toBe(6);
  });
});

describe('paintFirstTemplate', () => {
  it('preloads the scripts and starts them from the inline loader, with no comment left in it', () => {
    expect(paintFirstTemplate).toContain('<link rel="preload" as="script"');
    const loader = /<script>([\s\S]*?)<\/script>/.exec(paintFirstTemplate)?.[1] ?? '';
    expect(loader).toContain('first-contentful-paint');
    expect(loader).not.toMatch(/^\s*\/\//m);
  });
});
