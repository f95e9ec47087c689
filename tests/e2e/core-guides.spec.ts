import {expect, switchTheme, test, THEMES} from './fixtures';

/** The guide pages outside docs/strategies, with the h1 each must show; those that explain a mechanism carry a diagram. */
const PAGES: {path: string; title: string; diagram?: true}[] = [
  {path: '/', title: 'Resilience for Dart and Flutter'},
  {path: '/intro', title: 'Introduction', diagram: true},
  {path: '/getting-started/installation', title: 'Installation'},
  {path: '/getting-started/quick-start', title: 'Quick start'},
  {path: '/getting-started/basic-concepts', title: 'Basic concepts', diagram: true},
  {path: '/advanced/combining-strategies', title: 'Combining strategies', diagram: true},
  {path: '/advanced/custom-strategies', title: 'Custom strategies', diagram: true},
  {path: '/advanced/monitoring', title: 'Monitoring', diagram: true},
  {path: '/advanced/testing', title: 'Testing'},
  {path: '/examples/http-client', title: 'Resilient HTTP client', diagram: true},
  {path: '/examples/cache', title: 'Caching example', diagram: true},
];

/** Where the docs home routes readers: into every part of the docs. */
const HOME_LINKS = [
  '/getting-started/installation',
  '/strategies/overview',
  '/advanced/combining-strategies',
  '/api/resilience-pipeline',
  '/playground',
];

// One load of each page checks it all; its title, console and axe in both modes are checked in routes.spec.ts.
for (const {path, title, diagram} of PAGES) {
  test(`${path}: its h1, ${diagram ? 'its diagrams readable in both modes, ' : ''}its internal links lead to pages`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveText(title);

    const diagrams = page.locator('article figure svg');
    if (diagram)
      expect(await diagrams.count(), 'a page that explains a mechanism carries a diagram').toBeGreaterThan(0);
    for (const theme of THEMES) {
      await test.step(`diagrams in ${theme} mode`, async () => {
        await switchTheme(page, theme);
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
      });
    }

    if (path === '/') {
      await test.step('the docs home routes readers into every part of the docs', async () => {
        for (const href of HOME_LINKS)
          await expect(page.locator(`article a[href="${href}"]`).first(), href).toBeVisible();
      });
    }

    await test.step('every internal link leads to a page', async () => {
      const hrefs = await page
        .locator('article a[href^="/"]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      const targets = new Set(hrefs.map((href) => href.split('#')[0]));
      expect(targets.size).toBeGreaterThan(0);
      for (const target of targets) expect.soft((await request.get(target)).status(), target).toBe(200);
    });
  });
}

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
