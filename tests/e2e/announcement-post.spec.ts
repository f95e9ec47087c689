import {expect, test} from './fixtures';

const postPath = '/blog/introducing-polly-dart';
const tags = ['announcement', 'dart', 'flutter', 'reliability', 'resilience'];

test('the announcement post shows its date, team author, tags, sample and next steps', async ({page}) => {
  await page.goto(postPath);
  await expect(page.getByRole('heading', {level: 1, name: 'Introducing polly_dart'})).toBeVisible();
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^2025-08-15/);
  await expect(page.locator('article').getByText('polly_dart maintainers').first()).toBeVisible();
  for (const tag of tags) {
    await expect(page.locator(`article a[href="/blog/tags/${tag}"]`)).toBeVisible();
  }
  await expect(page.locator('article pre code').first()).toContainText('ResiliencePipelineBuilder()');
  await expect(page.locator('article a[href="/getting-started/installation"]')).toBeVisible();
});

test('the blog list shows only the summary above the truncation marker', async ({page}) => {
  await page.goto('/blog');
  const entry = page.locator('article').filter({hasText: 'Introducing polly_dart'});
  await expect(entry).toContainText('a resilience library for Dart and Flutter');
  await expect(entry).not.toContainText('Most failures do not last');
  await expect(entry.getByRole('link', {name: /read more/i})).toHaveAttribute('href', postPath);
});

const listings: [string, string[]][] = [
  ['/blog/archive', [postPath]],
  ['/blog/tags', tags.map((t) => `/blog/tags/${t}`)],
  ...tags.map((t): [string, string[]] => [`/blog/tags/${t}`, [postPath]]),
];

for (const [listing, targets] of listings) {
  test(`${listing} leads to the announcement post`, async ({page}) => {
    await page.goto(listing);
    for (const target of targets) {
      await expect(page.locator(`main a[href="${target}"]`).first()).toBeVisible();
    }
  });
}

// The route table is exact: the team has no author page of its own (/blog/authors/maintainers is not a
// route), so the authors list names it and links to its GitHub home.
test('/blog/authors lists the team with its GitHub link', async ({page}) => {
  await page.goto('/blog/authors');
  const link = page.locator('main a[href="https://github.com/flutterninja9/polly_dart"]').first();
  await expect(link).toBeVisible();
  await expect(page.locator('main')).toContainText('polly_dart maintainers');
});
