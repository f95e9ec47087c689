import {test, expect} from './fixtures';

const repoUrl = 'https://github.com/flutterninja9/polly_dart';
const pubUrl = 'https://pub.dev/packages/polly_dart';

test('the navbar holds Documentation, Blog, the external links, the colour toggle and search', async ({page}) => {
  await page.goto('/blog');
  const navbar = page.locator('nav.navbar');
  const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
  await expect(left.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/intro');
  await expect(left.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
  const right = navbar.locator('.navbar__items--right');
  await expect(right.getByRole('link', {name: /pub\.dev/})).toHaveAttribute('href', pubUrl);
  await expect(right.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', repoUrl);
  await expect(right.getByRole('button', {name: /dark and light mode/})).toBeVisible();
  const search = right.getByRole('button', {name: 'Search'});
  await expect(search).toBeVisible();
  await expect(search).toContainText('Search');
  // The Ctrl/Cmd+K hint is drawn from data-key attributes and hidden from screen readers.
  const keys = await search
    .locator('.DocSearch-Button-Keys kbd')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-key')));
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe('K');
  await expect(search).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
  await expect(search.locator('.DocSearch-Button-Keys')).toHaveAttribute('aria-hidden', 'true');
});

test('Documentation opens the docs with the sidebar', async ({page}) => {
  await page.goto('/blog');
  await page.locator('nav.navbar').getByRole('link', {name: 'Documentation'}).click();
  await expect(page).toHaveURL(/\/intro$/);
  await expect(page.locator('nav.menu')).toContainText('Getting started');
});

test('the footer has the Docs, Community and More groups', async ({page}) => {
  await page.goto('/intro');
  const footer = page.locator('footer');
  const group = (title: string) =>
    footer.locator('.footer__col').filter({has: page.locator('.footer__title', {hasText: title})});
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  await expect(group('Docs').getByRole('link', {name: 'Getting Started'})).toHaveAttribute('href', '/intro');
  await expect(group('Docs').getByRole('link', {name: 'API Reference'})).toHaveAttribute(
    'href',
    '/api/resilience-pipeline',
  );
  await expect(group('Community').getByRole('link', {name: /Discussions/})).toHaveAttribute(
    'href',
    `${repoUrl}/discussions`,
  );
  await expect(group('Community').getByRole('link', {name: /Issues/})).toHaveAttribute('href', `${repoUrl}/issues`);
  await expect(group('More').getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog');
  await expect(group('More').getByRole('link', {name: /GitHub/})).toHaveAttribute('href', repoUrl);
  await expect(group('More').getByRole('link', {name: /pub\.dev/})).toHaveAttribute('href', pubUrl);
});

test('below 996 px the sidebar opens from the toggle and closes at desktop size', async ({page}) => {
  await page.setViewportSize({width: 800, height: 900});
  await page.goto('/intro');
  const sidebar = page.locator('.navbar-sidebar');
  const navbar = page.locator('nav.navbar');
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toContainText('Getting started');
  await page.setViewportSize({width: 1200, height: 900});
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
});

for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
  test(`${feed} lists the announcement post`, async ({request}) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('Introducing polly_dart');
    expect(body).toContain('/blog/introducing-polly-dart');
  });
}
