import {gzipSync} from 'node:zlib';
import {
  gzipSize,
  isCompressible,
  measureResource,
  resourceKind,
  totalTransfer,
  type Resource,
} from '../../scripts/lib/transfer';

const base = 'http://127.0.0.1:4300';

describe('resourceKind', () => {
  it.each([
    ['/intro', 'text/html; charset=utf-8', 'html'],
    ['/assets/js/main.1234.js', 'application/javascript; charset=utf-8', 'js'],
    ['/assets/js/main.1234.js', 'text/javascript', 'js'],
    ['/assets/css/styles.css', 'text/css', 'css'],
    ['/img/logo.svg', 'image/svg+xml', 'image'],
    ['/img/social-card.jpg', 'image/jpeg', 'image'],
    ['/fonts/inter.woff2', 'font/woff2', 'font'],
    ['/fonts/old.woff', 'application/font-woff', 'font'],
    ['/search-index.json', 'application/json', 'other'],
  ])('%s served as %s is %s', (path, type, kind) => {
    expect(resourceKind(base + path, type)).toBe(kind);
  });

  it('falls back to the file extension when the content type is missing or generic', () => {
    expect(resourceKind(`${base}/assets/js/chunk.js?v=1`, '')).toBe('js');
    expect(resourceKind(`${base}/fonts/a.woff2`, 'application/octet-stream')).toBe('font');
    expect(resourceKind(`${base}/img/photo.WEBP`, '')).toBe('image');
    expect(resourceKind(`${base}/data.bin`, '')).toBe('other');
  });
});

describe('isCompressible', () => {
  it('compresses text and SVG, not raster images or web fonts', () => {
    expect(isCompressible('js', `${base}/a.js`)).toBe(true);
    expect(isCompressible('html', `${base}/`)).toBe(true);
    expect(isCompressible('image', `${base}/img/logo.svg`)).toBe(true);
    expect(isCompressible('image', `${base}/img/card.jpg`)).toBe(false);
    expect(isCompressible('font', `${base}/f.woff2`)).toBe(false);
  });
});

describe('gzipSize', () => {
  it('is the size zlib produces at level 9', () => {
    const body = Buffer.from('retry '.repeat(500));
    expect(gzipSize(body)).toBe(gzipSync(body, {level: 9}).length);
    expect(gzipSize(body)).toBeLessThan(body.length / 10);
  });

  it('is zero for an empty body (a redirect)', () => {
    expect(gzipSize(new Uint8Array(0))).toBe(0);
  });
});

describe('measureResource', () => {
  it('counts a raster image at its raw size in both columns', () => {
    const body = Buffer.alloc(5000, 7);
    expect(measureResource(`${base}/img/card.jpg`, 'image/jpeg', body)).toEqual({
      url: `${base}/img/card.jpg`,
      kind: 'image',
      raw: 5000,
      gzip: 5000,
    });
  });

  it('never counts more gzip bytes than raw ones (tiny files grow when gzipped)', () => {
    const resource = measureResource(`${base}/a.css`, 'text/css', Buffer.from('a{}'));
    expect(resource.raw).toBe(3);
    expect(resource.gzip).toBe(3);
  });
});

describe('totalTransfer', () => {
  const resources: Resource[] = [
    {url: `${base}/intro`, kind: 'html', raw: 1000, gzip: 300},
    {url: `${base}/main.js`, kind: 'js', raw: 5000, gzip: 1500},
    {url: `${base}/chunk.js`, kind: 'js', raw: 2000, gzip: 600},
    {url: `${base}/img/a.png`, kind: 'image', raw: 40_000, gzip: 40_000},
    {url: `${base}/img/b.svg`, kind: 'image', raw: 800, gzip: 400},
  ];

  it('sums bytes by kind and overall and counts requests', () => {
    const totals = totalTransfer(resources);
    expect(totals.requests).toBe(5);
    expect(totals.byKind.js).toEqual({raw: 7000, gzip: 2100});
    expect(totals.byKind.css).toEqual({raw: 0, gzip: 0});
    expect(totals.byKind.image).toEqual({raw: 40_800, gzip: 40_400});
    expect(totals.total).toEqual({raw: 48_800, gzip: 42_800});
  });

  it('names the largest image by raw size', () => {
    expect(totalTransfer(resources).largestImage).toEqual({url: `${base}/img/a.png`, bytes: 40_000});
  });

  it('has no largest image when no image loaded', () => {
    expect(totalTransfer(resources.slice(0, 3)).largestImage).toBeNull();
  });
});
