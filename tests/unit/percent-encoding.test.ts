import {decodes, repairPercentEncoding} from '../../src/url/percentEncoding';

describe('repairPercentEncoding', () => {
  it.each([
    ['/intro%ZZ', '/intro%25ZZ'],
    ['/%E0%A4%A', '/%25E0%25A4%25A'],
    ['/a%', '/a%25'],
    ['#%ZZ', '#%25ZZ'],
  ])('makes the malformed escapes of %s literal', (input, expected) => {
    expect(decodes(input)).toBe(false);
    const repaired = repairPercentEncoding(input);
    expect(repaired).toBe(expected);
    expect(decodes(repaired)).toBe(true);
    // The literal text the reader typed is what the router sees.
    expect(decodeURI(repaired)).toBe(input);
  });

  it('keeps the well-formed escapes next to a malformed one', () => {
    expect(repairPercentEncoding('/%C3%A9t%C3')).toBe('/%C3%A9t%25C3');
    expect(decodeURI('/%C3%A9t%25C3')).toBe('/\u00e9t%C3');
  });

  it.each(['/intro', '/strategies/retry', '/caf%C3%A9', '/a%20b', ''])(
    'leaves a decodable address as it is: %s',
    (input) => {
      expect(repairPercentEncoding(input)).toBe(input);
    },
  );
});
