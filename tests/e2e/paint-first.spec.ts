import {expect, onlyWithAccelerator, test} from './fixtures';

onlyWithAccelerator('paint-first');

test.describe('seam paint-first-template (seams.ts): the copied page template', () => {
  // plugins/paint-first: the server's HTML is painted before the app's scripts start.

  test('the app scripts are preloaded, not run by the parser', async ({request}) => {
    const html = await (await request.get('/strategies/retry')).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?\/assets\/js\/main\.[0-9a-f]+\.js/);
    expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?\/assets\/js\/runtime~main\.[0-9a-f]+\.js/);
  });

  test('the scripts start after the first contentful paint, in order, and the page hydrates', async ({page}) => {
    await page.addInitScript(() => {
      const started: {src: string; at: number; async: boolean}[] = [];
      (window as unknown as {started: typeof started}).started = started;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLScriptElement && /\/(runtime~)?main\./.test(node.src))
              started.push({src: new URL(node.src).pathname, at: performance.now(), async: node.async});
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/strategies/retry');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const {started, firstPaint} = await page.evaluate(() => ({
      started: (window as unknown as {started: {src: string; at: number; async: boolean}[]}).started,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    expect(started.map((script) => script.src.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
      '/assets/js/runtime~main',
      '/assets/js/main',
    ]);
    expect(started.every((script) => !script.async)).toBe(true);
    expect(firstPaint).not.toBeNull();
    for (const script of started) expect(script.at).toBeGreaterThan(firstPaint!);
  });

  test('a page opened in the background, which never paints, still hydrates', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
    });
    await page.goto('/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('a docs page holds its first frame until its opening paragraph is parsed', async ({page, request}) => {
    const html = await (await request.get('/strategies/retry')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="?expect"? href="?#page-lead"? blocking="?render"?/);
    // The first animation frame, which the browser runs only once rendering may start, already has the paragraph.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as {leadAtFirstFrame: string | null}).leadAtFirstFrame =
          document.getElementById('page-lead')?.textContent ?? null;
      });
    });
    await page.goto('/strategies/retry');
    const lead = page.locator('article .markdown > p').first();
    await expect(lead).toHaveAttribute('id', 'page-lead');
    await expect(page.locator('[id="page-lead"]')).toHaveCount(1);
    const atFirstFrame = await page.evaluate(
      () => (window as unknown as {leadAtFirstFrame?: string | null}).leadAtFirstFrame,
    );
    expect(atFirstFrame).toBe(await lead.textContent());
  });

  test('pages without an opening paragraph hold nothing: the blog, search and the not-found page', async ({
    request,
  }) => {
    for (const path of ['/blog', '/search', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/rel="?expect/);
      expect(html, path).not.toContain('page-lead');
    }
  });

  test('the navbar mark is drawn in the page, with the name the image had, and fetches no image', async ({page}) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await page.goto('/intro');
    const brand = page.locator('.navbar__brand');
    await expect(brand.getByRole('img', {name: 'Polly Dart logo'})).toBeVisible();
    await expect(brand.locator('svg')).toHaveCount(1);
    expect(images).not.toContain('/img/logo.svg');
  });
});
