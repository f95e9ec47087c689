import {expect, test, type Page} from './fixtures';

/** The guide pages outside docs/strategies, with the h1 each must show. */
const PAGES: [path: string, title: string][] = [
  ['/', 'Resilience for Dart and Flutter'],
  ['/intro', 'Introduction'],
  ['/getting-started/installation', 'Installation'],
  ['/getting-started/quick-start', 'Quick start'],
  ['/getting-started/basic-concepts', 'Basic concepts'],
  ['/advanced/combining-strategies', 'Combining strategies'],
  ['/advanced/custom-strategies', 'Custom strategies'],
  ['/advanced/monitoring', 'Monitoring'],
  ['/advanced/testing', 'Testing'],
  ['/examples/http-client', 'Resilient HTTP client'],
  ['/examples/cache', 'Caching example'],
];

async function openIn(page: Page, path: string, theme: 'light' | 'dark'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  return errors;
}

for (const theme of ['light', 'dark'] as const) {
  for (const [path, title] of PAGES) {
    test(`${path} renders in ${theme} mode with its diagrams`, async ({page}) => {
      const errors = await openIn(page, path, theme);
      await expect(page.locator('article h1')).toHaveText(title);

      const diagrams = page.locator('article figure svg');
      for (const svg of await diagrams.all()) {
        await expect(svg).toHaveAttribute('role', 'img');
        expect(await svg.locator('title').count()).toBe(1);
        const box = await svg.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(200);
        expect(box?.height ?? 0).toBeGreaterThan(80);
        // Diagram text uses the page's text colour, so it stays readable in both modes.
        const text = svg.locator('text').first();
        const [fill, bodyColor] = await Promise.all([
          text.evaluate((el) => getComputedStyle(el).fill),
          page.locator('article').evaluate((el) => getComputedStyle(el).color),
        ]);
        expect(fill).toBe(bodyColor);
      }
      expect(errors).toEqual([]);
    });
  }
}

test('the pages that explain a mechanism carry a diagram', async ({page}) => {
  const withDiagrams = [
    '/intro',
    '/getting-started/basic-concepts',
    '/advanced/combining-strategies',
    '/advanced/custom-strategies',
    '/advanced/monitoring',
    '/examples/http-client',
    '/examples/cache',
  ];
  for (const path of withDiagrams) {
    await page.goto(path);
    expect(await page.locator('article figure svg').count(), path).toBeGreaterThan(0);
  }
});

test('the docs home routes readers into every part of the docs', async ({page}) => {
  await page.goto('/');
  for (const href of [
    '/getting-started/installation',
    '/strategies/overview',
    '/advanced/combining-strategies',
    '/api/resilience-pipeline',
    '/playground',
  ]) {
    await expect(page.locator(`article a[href="${href}"]`).first(), href).toBeVisible();
  }
});

test('every internal link on these pages leads to a page', async ({page, request}) => {
  const targets = new Set<string>();
  for (const [path] of PAGES) {
    await page.goto(path);
    const hrefs = await page
      .locator('article a[href^="/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    hrefs.forEach((href) => targets.add(href.split('#')[0]));
  }
  for (const target of targets) {
    const response = await request.get(target);
    expect(response.status(), target).toBe(200);
  }
  expect(targets.size).toBeGreaterThan(20);
});

test('the Dart/Flutter choice is remembered across pages', async ({page}) => {
  await page.goto('/getting-started/installation');
  const flutterTab = page.getByRole('tab', {name: 'Flutter'}).first();
  await flutterTab.click();
  await expect(flutterTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('flutter pub add polly_dart', {exact: true}).first()).toBeVisible();

  await page.goto('/getting-started/quick-start');
  await expect(page.getByRole('tab', {name: 'Flutter'}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'Dart'}).first()).toHaveAttribute('aria-selected', 'false');
});
