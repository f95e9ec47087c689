import {acceptsGzip} from '../../scripts/lib/compressing-proxy';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
