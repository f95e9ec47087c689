import {formatKB, formatMs, formatTable} from '../../scripts/lib/table';

describe('formatTable', () => {
  it('pads columns to their widest cell and right-aligns where asked', () => {
    const table = formatTable(
      ['Page', 'Requests'],
      [
        ['/', '13'],
        ['/blog/introducing-polly-dart', '7'],
      ],
      ['left', 'right'],
    );
    expect(table.split('\n')).toEqual([
      'Page                          Requests',
      '----------------------------  --------',
      '/                                   13',
      '/blog/introducing-polly-dart         7',
    ]);
  });

  it('treats a missing cell as empty', () => {
    expect(formatTable(['A', 'B'], [['x']]).split('\n')[2]).toBe('x');
  });
});

describe('formats', () => {
  it('writes kilobytes of 1000 bytes with one decimal', () => {
    expect(formatKB(180_000)).toBe('180.0 KB');
    expect(formatKB(221_349)).toBe('221.3 KB');
  });

  it('writes milliseconds, or seconds from one second up', () => {
    expect(formatMs(279.4)).toBe('279 ms');
    expect(formatMs(5420)).toBe('5.42 s');
  });
});
