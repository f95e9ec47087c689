import {expect, test} from './fixtures';

// A page chunk that fails to load (a flaky network, a deploy that replaced the files) must not surface as an
// unhandled promise rejection; opening the page still works.

test('a failed chunk while prefetching and preloading a page raises no unhandled rejection', async ({page}) => {
  // Reported through the console, which outlives a reload of the page.
  const rejections: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[unhandled-rejection]')) rejections.push(message.text());
  });
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event) => console.error(`[unhandled-rejection] ${event.reason}`));
  });
  await page.goto('/intro');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Every island of the page the reader can see (the code blocks and admonitions load their code near the view;
  // none is an island without the islands accelerator) runs its code before the network breaks: what fails below
  // is the prefetching and preloading of the linked page, nothing else. A hidden island (in a closed tab) cannot
  // come near the view, so it never asks for its code here.
  const waiting = page.locator('[data-island][data-interactive]:not([data-island-ready])').filter({visible: true});
  for (let count = await waiting.count(); count > 0; count = await waiting.count()) {
    await waiting.first().scrollIntoViewIfNeeded();
    await expect.poll(() => waiting.count()).toBeLessThan(count);
  }
  // From now on every script chunk fails to load.
  const failed = new Set<string>();
  const refused = new Set<string>();
  page.on('requestfailed', (request) => refused.add(request.url()));
  await page.route('**/assets/js/*.js', async (route) => {
    failed.add(route.request().url());
    return route.abort('failed');
  });
  const link = page.getByRole('main').getByRole('link', {name: 'Retry', exact: true}).first();
  await link.scrollIntoViewIfNeeded();
  // Pointing at a link preloads its page; visible links are prefetched when the browser is idle.
  await link.hover();
  await expect.poll(() => failed.size).toBeGreaterThan(0);
  // Every chunk refused so far has failed in the page too, so its failure has been handled (or not) by now.
  await expect.poll(() => [...failed].filter((url) => !refused.has(url))).toEqual([]);
  // The network is back: opening the page works, in place or by the reload Docusaurus falls back to.
  await page.unroute('**/assets/js/*.js');
  await link.click();
  await expect(page).toHaveURL(/\/strategies\/retry$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Retry'})).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(rejections, 'seam docusaurus-preload-rejection: see src/clientModules/handledPreload.ts').toEqual([]);
});
