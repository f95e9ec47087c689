import {canonicalPagePath} from '../../scripts/lib/normalize-path';

describe('canonicalPagePath', () => {
  it.each([
    ['/intro.html', '/intro'],
    ['/intro/index.html', '/intro'],
    ['/index.html', '/'],
    ['/intro/', '/intro'],
    ['/strategies/retry.html', '/strategies/retry'],
    ['//intro', '/intro'],
  ])('sends %s to %s', (input, expected) => {
    expect(canonicalPagePath(input)).toBe(expected);
  });

  it.each(['/', '/intro', '/blog/rss.xml', '/img/logo.svg', '/assets/js/main.js'])('leaves %s alone', (input) => {
    expect(canonicalPagePath(input)).toBeNull();
  });
});
