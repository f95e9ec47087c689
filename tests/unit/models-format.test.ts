import {axisTicks, formatDuration, formatRanges, formatRatio} from '../../src/models/format';

describe('formatDuration', () => {
  it.each([
    [0, '0 ms'],
    [0.5, '0.5 ms'],
    [250, '250 ms'],
    [1000, '1 s'],
    [1500, '1.5 s'],
    [30_000, '30 s'],
    [60_000, '1 min'],
    [1_201_000, '20 min 1 s'],
    [3_900_000, '1 h 5 min'],
    [-854_558_029_293_551.6, '−9,890,718 days'],
  ])('formats %p ms as %p', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('formatRatio', () => {
  it.each([
    [0, '0'],
    [0.5, '0.5'],
    [2 / 3, '0.67'],
    [1, '1'],
  ])('formats %p as %p', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });
});

describe('formatRanges', () => {
  it('joins runs of consecutive numbers', () => {
    expect(formatRanges([44, 45, 46, 47, 49, 54, 57, 58])).toBe('44–47, 49, 54, 57–58');
    expect(formatRanges([])).toBe('');
  });
});

describe('axisTicks', () => {
  it.each([
    [4320, [0, 1000, 2000, 3000, 4000, 5000]],
    [2000, [0, 500, 1000, 1500, 2000]],
    [2080, [0, 500, 1000, 1500, 2000, 2500]],
    [30_000, [0, 5000, 10_000, 15_000, 20_000, 25_000, 30_000]],
    [4000, [0, 1000, 2000, 3000, 4000]],
    [0.9, [0, 0.2, 0.4, 0.6, 0.8, 1]],
  ])('covers %p with round steps', (max, ticks) => {
    expect(axisTicks(max)).toEqual(ticks);
  });

  it('falls back to 0..1 for an empty range', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});
