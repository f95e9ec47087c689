import fs from 'node:fs';
import {test, expect} from './fixtures';
import {apiPages} from '../../src/api/pages';

// Every name in the API tables links to its dartdoc page on pub.dev.

interface Manifest {
  symbols: string[];
  classes: Record<
    string,
    {
      kind: string;
      constructors: {name: string}[];
      fields: {name: string}[];
      getters: {name: string}[];
      methods: {name: string}[];
    }
  >;
}

const manifest = JSON.parse(fs.readFileSync('data/polly_dart-0.0.9.json', 'utf8')) as Manifest;
const root = 'https://pub.dev/documentation/polly_dart/latest/polly_dart/';

/** dartdoc's pages for `symbols`, written out from its file layout for each kind of name. */
function expectedPages(symbols: readonly string[]): Set<string> {
  const pages = new Set<string>();
  for (const symbol of symbols) {
    const cls = manifest.classes[symbol];
    pages.add(cls && cls.kind !== 'enum' ? `${root}${symbol}-class.html` : `${root}${symbol}.html`);
    if (!cls) continue;
    for (const c of cls.constructors) pages.add(`${root}${symbol}/${c.name ? `${symbol}.${c.name}` : symbol}.html`);
    for (const m of [...cls.fields, ...cls.getters, ...cls.methods]) pages.add(`${root}${symbol}/${m.name}.html`);
  }
  return pages;
}

test('the API pages between them document every symbol of the release', () => {
  expect(apiPages.flatMap((apiPage) => apiPage.symbols).sort()).toEqual([...manifest.symbols].sort());
});

for (const apiPage of apiPages) {
  test(`/${apiPage.id} links each of its symbols, constructors, properties and methods to pub.dev, marked as external`, async ({
    page,
  }) => {
    await page.goto(`/${apiPage.id}`);
    const links = await page.locator(`[data-api-members] a[href^="${root}"]`).evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href')!,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
        label: a.getAttribute('aria-label'),
        text: a.textContent,
        icon: a.querySelector('svg') !== null,
      })),
    );
    for (const link of links) {
      expect(link, link.href).toMatchObject({target: '_blank', text: 'pub.dev', icon: true});
      expect(link.rel, link.href).toMatch(/noopener/);
      expect(link.label, link.href).toMatch(/^[A-Za-z]\S* (constructor )?on pub\.dev \(opens in new tab\)$/);
    }
    expect([...new Set(links.map((link) => link.href))].sort()).toEqual([...expectedPages(apiPage.symbols)].sort());
  });
}

test('a symbol’s own link sits with its declaration and names it', async ({page}) => {
  await page.goto('/api/retry-strategy');
  const options = page.locator('[data-api-members="RetryStrategyOptions"]');
  await expect(options.getByRole('link', {name: 'RetryStrategyOptions on pub.dev (opens in new tab)'})).toHaveAttribute(
    'href',
    `${root}RetryStrategyOptions-class.html`,
  );
  await expect(
    options.getByRole('link', {name: 'RetryStrategyOptions.noDelay constructor on pub.dev (opens in new tab)'}),
  ).toHaveAttribute('href', `${root}RetryStrategyOptions/RetryStrategyOptions.noDelay.html`);
  await expect(
    page
      .locator('[data-api-members="DelayBackoffType"]')
      .getByRole('link', {name: 'DelayBackoffType on pub.dev (opens in new tab)'}),
  ).toHaveAttribute('href', `${root}DelayBackoffType.html`);
});
