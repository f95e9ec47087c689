/**
 * The first-load JavaScript budget (bench/budgets.json, `pages.firstLoadJsKB`), checked by bytes on
 * every page of the build's sitemap: the gzip size of the scripts a page fetches before it has
 * hydrated (scripts/lib/first-load.ts, the same measure as `npm run bench`). No timings: a change that
 * undoes one of the tricks that keep pages light (seams.ts) fails here, naming the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {measureTransfer} from '../../scripts/lib/first-load';
import budgets from '../../bench/budgets.json';

const sitemap = path.join(__dirname, '..', '..', 'build', 'sitemap.xml');
if (!fs.existsSync(sitemap)) throw new Error(`${sitemap} is missing: run \`npm run build\` before the browser tests`);
const pagePaths = [...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
const maxKB = budgets.pages.firstLoadJsKB.max;

test('the sitemap lists the pages to measure', () => {
  expect(pagePaths.length).toBeGreaterThan(30);
});

for (const pagePath of pagePaths) {
  test(`${pagePath}: first-load JS within ${maxKB} KB gzip`, async ({browser, baseURL}) => {
    const transfer = await measureTransfer(browser, new URL(pagePath, baseURL).toString());
    const kB = transfer.byKind.js.gzip / 1000;
    expect(transfer.byKind.js.raw, 'the page loaded no JavaScript before it hydrated').toBeGreaterThan(0);
    expect(
      Math.round(kB * 10) / 10,
      `${pagePath} loads ${kB.toFixed(1)} KB gzip of JavaScript before it hydrates (budget ${maxKB} KB, bench/budgets.json); ` +
        'see what grew with `npx docusaurus build --bundle-analyzer`',
    ).toBeLessThanOrEqual(maxKB);
  });
}
