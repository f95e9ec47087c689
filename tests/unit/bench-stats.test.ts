import {median, summarise} from '../../scripts/lib/bench-stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([97, 88, 93])).toBe(93);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of no values');
  });

  it('does not reorder its input', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe('summarise', () => {
  it('reports median, extremes, spread and run count', () => {
    expect(summarise([91, 96, 94])).toEqual({median: 94, min: 91, max: 96, spread: 5, runs: 3});
  });

  it('has no spread for a single run', () => {
    expect(summarise([120])).toEqual({median: 120, min: 120, max: 120, spread: 0, runs: 1});
  });
});
