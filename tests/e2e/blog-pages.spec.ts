/**
 * The blog's theme overrides (seams.ts): the list page has an h1 (seam eject-blog-list-page), its
 * read-more links name the post in their visible text (seam replaced-read-more-link), and the archive
 * keeps its hero inside <main> with year headings one level under the h1 (seam eject-blog-archive-page).
 */
import {expect, test} from './fixtures';

test('seam eject-blog-list-page: the blog list has one h1, the blog title, inside <main>', async ({page}) => {
  await page.goto('/blog');
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText('Polly Dart blog');
});

test("seam replaced-read-more-link: a post's read-more link names the post in its visible text", async ({page}) => {
  await page.goto('/blog');
  const firstTitle = (await page.locator('main article h2').first().innerText()).trim();
  const link = page.locator('main article footer a').filter({hasText: 'Read more'}).first();
  await expect(link).toHaveText(`Read more about ${firstTitle}`);
  await expect(link).toHaveAccessibleName(`Read more about ${firstTitle}`);
});

test('seam eject-blog-archive-page: the archive has its hero inside <main> and h2 years', async ({page}) => {
  await page.goto('/blog/archive');
  await expect(page.locator('main h1')).toHaveText('Archive');
  await expect(page.locator('header.hero')).toHaveCount(0);
  await expect(page.locator('main h2').first()).toHaveText(/^\d{4}\u200b?$/);
  await expect(page.locator('main h3')).toHaveCount(0);
});
