import {createHash} from 'node:crypto';
import {
  algoliaHosts,
  assertCspOptions,
  assertScriptsHashed,
  CspError,
  inlineScripts,
  policy,
  scriptHash,
  withPolicy,
} from '../../plugins/csp/policy';

const page = (head: string, body = '<p>text</p>') =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('finds the inline scripts a browser runs and skips external scripts and data blocks', () => {
    const html = page(
      '<script>a()</script><script src=/x.js defer></script><script type=application/ld+json>{"a":1}</script><script type="module">b()</script><SCRIPT type=text/javascript>c()</SCRIPT>',
    );
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact body, as CSP wants', () => {
    const expected = createHash('sha256').update('a()').digest('base64');
    expect(scriptHash('a()')).toBe(`'sha256-${expected}'`);
    expect(scriptHash('a() ')).not.toBe(scriptHash('a()'));
  });
});

describe('policy', () => {
  it('allows the site, the listed hashes and nothing that runs code from elsewhere', () => {
    const text = policy(["'sha256-AAA='", "'sha256-AAA='"], {algoliaAppId: null});
    expect(text).toContain("script-src 'self' 'sha256-AAA='");
    expect(text).not.toMatch(/'sha256-AAA=' 'sha256-AAA='/);
    expect(text).toContain("object-src 'none'");
    expect(text).toContain("base-uri 'self'");
    expect(text).toContain("form-action 'self'");
    expect(text).toContain("connect-src 'self';");
    expect(text).not.toContain('unsafe-eval');
    expect(text).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets search reach the Algolia application in hosted mode only', () => {
    expect(algoliaHosts('TESTAPPID')).toEqual([
      'https://testappid-dsn.algolia.net',
      'https://testappid-1.algolianet.com',
      'https://testappid-2.algolianet.com',
      'https://testappid-3.algolianet.com',
    ]);
    expect(policy([], {algoliaAppId: 'TESTAPPID'})).toContain(
      "connect-src 'self' https://testappid-dsn.algolia.net https://testappid-1.algolianet.com",
    );
  });

  it('rejects options that are not an application id or null', () => {
    expect(() => assertCspOptions({algoliaAppId: null})).not.toThrow();
    expect(() => assertCspOptions({algoliaAppId: 'ABC123'})).not.toThrow();
    expect(() => assertCspOptions({algoliaAppId: 'x; script-src *'})).toThrow();
    expect(() => assertCspOptions({})).toThrow();
  });
});

describe('withPolicy', () => {
  it('puts the policy first in <head>, after the charset, with the hash of every inline script', () => {
    const html = withPolicy(page('<script>a()</script>', '<script>b()</script>'), {algoliaAppId: null}, 'x.html');
    expect(html).toMatch(
      /<head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="[^"]+"><title>/,
    );
    expect(withPolicy('<html><head><title>T</title></head></html>', {algoliaAppId: null}, 'x.html')).toMatch(
      /<head><meta http-equiv="Content-Security-Policy"/,
    );
    expect(html).toContain(scriptHash('a()'));
    expect(html).toContain(scriptHash('b()'));
  });

  it('fails on a page that has a policy already, no head, or an inline handler', () => {
    const options = {algoliaAppId: null};
    const once = withPolicy(page(''), options, 'x.html');
    expect(() => withPolicy(once, options, 'x.html')).toThrow(CspError);
    expect(() => withPolicy('<p>no head</p>', options, 'x.html')).toThrow(/no <head>/);
    expect(() => withPolicy(page('', '<button onclick="go()">Go</button>'), options, 'x.html')).toThrow(
      /inline event handler/,
    );
    expect(() => withPolicy(page('', '<a href="javascript:go()">Go</a>'), options, 'x.html')).toThrow(/javascript:/);
  });
});

describe('assertScriptsHashed', () => {
  it('fails the build when an inline script is missing from the policy', () => {
    const html = withPolicy(page('<script>a()</script>'), {algoliaAppId: null}, 'x.html');
    expect(() => assertScriptsHashed(html, 'x.html')).not.toThrow();
    const tampered = html.replace('<script>a()</script>', '<script>a();evil()</script>');
    expect(() => assertScriptsHashed(tampered, 'x.html')).toThrow(/no hash in the policy/);
    expect(() => assertScriptsHashed(page('<script>a()</script>'), 'x.html')).toThrow(/no Content-Security-Policy/);
  });
});
