import {test, expect, type APIRequestContext} from './fixtures';
import {load} from 'cheerio';
import {allRoutes, docsRoutes} from './routes';

// What crawlers, link previews and language models read: it must be in the
// served HTML and files, without running any script.

async function html(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return load(await response.text());
}

/** The site's public address, as the build was configured (SITE_URL, BASE_URL). */
async function siteRoot(request: APIRequestContext): Promise<string> {
  const canonical = (await html(request, '/'))('link[rel=canonical]').attr('href');
  expect(canonical).toMatch(/^https?:\/\//);
  return canonical!.replace(/\/$/, '');
}

/** The social card the build renders for a route (plugins/social-cards). */
const cardOf = (route: string) => `/img/cards/${route === '/' ? 'index' : route.slice(1)}.png`;

test('every route has one description, a canonical address, social tags and its own social card', async ({request}) => {
  const root = await siteRoot(request);
  for (const route of allRoutes) {
    const $ = await html(request, route);
    const address = route === '/' ? `${root}/` : root + route;
    expect($('meta[name=description]'), route).toHaveLength(1);
    expect($('meta[name=description]').attr('content')?.length ?? 0, route).toBeGreaterThan(20);
    expect($('link[rel=canonical]').attr('href'), route).toBe(address);
    expect($('meta[property="og:url"]').attr('content'), route).toBe(address);
    expect($('meta[property="og:title"]').attr('content'), route).toMatch(/ \| Polly Dart$/);
    expect($('meta[property="og:image"]'), route).toHaveLength(1);
    expect($('meta[property="og:image"]').attr('content'), route).toBe(root + cardOf(route));
    expect($('meta[name="twitter:image"]').attr('content'), route).toBe(root + cardOf(route));
    expect($('meta[name="twitter:card"]').attr('content'), route).toBe('summary_large_image');
  }
});

test('every route’s social card is a 1200 × 630 PNG under 80 KB', async ({request}) => {
  const sizes = new Set<number>();
  for (const route of allRoutes) {
    const response = await request.get(cardOf(route));
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toBe('image/png');
    const body = await response.body();
    expect(body.length, route).toBeLessThan(80_000);
    expect([...body.subarray(0, 8)], route).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], route).toEqual([1200, 630]);
    sizes.add(body.length);
  }
  // Each card is the page's own: no two routes share one image.
  expect(sizes.size).toBeGreaterThan(allRoutes.length * 0.9);
});

test('the site-wide card, for pages without one of their own, is a JPEG under the 100 KB image budget', async ({
  request,
}) => {
  const response = await request.get('/img/social-card.jpg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const body = await response.body();
  expect(body.length).toBeLessThan(100_000);
  expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

test('docs pages link to their source for editing and say when they were last updated', async ({request}) => {
  for (const [route, file] of [
    ['/', 'docs/index.mdx'],
    ['/strategies/retry', 'docs/strategies/retry.mdx'],
    ['/api/retry-strategy', 'docs/api/retry-strategy.mdx'],
  ]) {
    const $ = await html(request, route);
    expect($('a.theme-edit-this-page').attr('href'), route).toBe(
      `https://github.com/flutterninja9/polly_dart/edit/main/website/${file}`,
    );
    const updated = $('.theme-last-updated time').attr('datetime');
    expect(Number.isNaN(Date.parse(updated ?? '')), route).toBe(false);
  }
});

test('the sitemap lists every route of the table on the site address, and no 404 page, twin or llms file', async ({
  request,
}) => {
  const root = await siteRoot(request);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const locations = load(await response.text(), {xml: true})('url > loc')
    .map((_, loc) => load(loc).text())
    .get();
  for (const route of allRoutes) expect(locations, route).toContain(route === '/' ? `${root}/` : root + route);
  for (const location of locations) expect(location.startsWith(root), location).toBe(true);
  expect(locations.filter((location) => /404|\.md$|llms/.test(location))).toEqual([]);
});

test('llms.txt indexes the Markdown twin of every docs page, and the twins exist', async ({request}) => {
  const root = await siteRoot(request);
  const index = await request.get('/llms.txt');
  expect(index.status()).toBe(200);
  const text = await index.text();
  expect(text.startsWith('# Polly Dart\n\n> ')).toBe(true);
  const full = await (await request.get('/llms-full.txt')).text();
  for (const route of docsRoutes) {
    const twin = route === '/' ? '/index.md' : `${route}.md`;
    expect(text, route).toContain(`](${root}${twin})`);
    const response = await request.get(twin);
    expect(response.status(), twin).toBe(200);
    const markdown = await response.text();
    const title = /^# (.+)$/m.exec(markdown)?.[1];
    expect(title, twin).toBeTruthy();
    expect(markdown, twin).toContain(`Source: ${route === '/' ? `${root}/` : root + route}`);
    expect(full, twin).toContain(`# ${title}\n`);
  }
  expect(text).toContain('## Blog');
});
