import {expect, test} from './fixtures';

// The tab title is the page's own from the first byte to the end of hydration: it never falls back to the bare
// site title on the way (screen readers and tab strips announce every change).

const pages = [
  ['/intro', 'Introduction | Polly Dart'],
  ['/strategies/retry', 'Retry | Polly Dart'],
  ['/blog', 'Polly Dart blog | Polly Dart'],
  ['/playground', /\| Polly Dart$/],
] as const;

for (const [path, title] of pages) {
  test(`${path} keeps its title through hydration`, async ({page}) => {
    await page.addInitScript(() => {
      const titles: string[] = [];
      (window as unknown as {titles: string[]}).titles = titles;
      const record = () => {
        if (titles[titles.length - 1] !== document.title) titles.push(document.title);
      };
      new MutationObserver(record).observe(document, {childList: true, subtree: true, characterData: true});
      document.addEventListener('DOMContentLoaded', record);
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Let the head manager apply whatever it queued after hydration.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const titles = await page.evaluate(() => (window as unknown as {titles: string[]}).titles);
    expect(titles.length).toBeGreaterThan(0);
    for (const seen of titles) expect(seen).toMatch(title);
  });
}
