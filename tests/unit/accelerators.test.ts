/** plugins/accelerators: which accelerators a value of ACCELERATORS turns on. */
import {ACCELERATORS, acceleratorsFrom} from '../../plugins/accelerators';

const all = Object.keys(ACCELERATORS).sort();
const on = (value: string | undefined) => [...acceleratorsFrom(value)].sort();

describe('acceleratorsFrom', () => {
  it.each([undefined, '', ' ', 'on', ' on '])('turns every accelerator on for %p', (value) => {
    expect(on(value)).toEqual(all);
  });

  it('turns every accelerator off for "off"', () => {
    expect(on('off')).toEqual([]);
  });

  it('leaves out the names with a minus', () => {
    expect(on('-islands, -paint-first')).toEqual(all.filter((name) => name !== 'islands' && name !== 'paint-first'));
  });

  it('turns on only the names listed', () => {
    expect(on('paint-first,islands')).toEqual(['islands', 'paint-first']);
  });

  it('applies a minus after a list to that list', () => {
    expect(on('paint-first,islands,-islands')).toEqual(['paint-first']);
  });

  it.each(['bogus', '-bogus', 'islands,typo', 'of', 'on,off'])('stops on %p, naming what it knows', (value) => {
    expect(() => acceleratorsFrom(value)).toThrow(/ACCELERATORS: unknown accelerator .*paint-first, islands/);
  });
});

describe('the site config', () => {
  it('reads the switch: off leaves out every accelerator plugin and setting', async () => {
    const names = async (value: string | undefined) => {
      jest.resetModules();
      const previous = process.env.ACCELERATORS;
      if (value === undefined) delete process.env.ACCELERATORS;
      else process.env.ACCELERATORS = value;
      try {
        const config = (await import('../../docusaurus.config')).default;
        return {
          template: 'ssrTemplate' in config,
          favicon: 'favicon' in config || 'headTags' in config,
          plugins: config.plugins.length,
          searchEarly: config.customFields.searchEarly,
        };
      } finally {
        if (previous === undefined) delete process.env.ACCELERATORS;
        else process.env.ACCELERATORS = previous;
      }
    };
    const withAll = await names(undefined);
    const without = await names('off');
    expect(withAll.template).toBe(true);
    expect(without.template).toBe(false);
    expect(withAll.favicon).toBe(false);
    expect(without.favicon).toBe(true);
    // search-early is a setting of the search plugin, which is there either way.
    expect(withAll.plugins - without.plugins).toBe(all.length - 1);
    expect(withAll.searchEarly).toBe(true);
    expect(without.searchEarly).toBe(false);
  });
});
