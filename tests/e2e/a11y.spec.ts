import {allRoutes} from './routes';
import {expect, test, type Theme} from './fixtures';

// Every route of the site's route table (routes.ts), plus the not-found page, must pass axe's default
// rules in both colour modes. routes.spec.ts runs axe on each route in the light mode, the default, on the
// page load it checks everything else on; here: the dark mode, and the not-found page in both.
const pages: [string, Theme][] = [
  ...[...allRoutes, '/no-such-page'].map((route): [string, Theme] => [route, 'dark']),
  ['/no-such-page', 'light'],
];

// axe checks the contrast of every token of every code block: on the long
// guides that takes well over the default 30 s on a busy two-core machine.
test.describe.configure({timeout: 120_000});

for (const [route, theme] of pages) {
  test(`${route} has no axe violations in ${theme} mode`, async ({themedPage, axe}) => {
    await themedPage(route, theme);
    expect(await axe()).toEqual([]);
  });
}

// The checks above only mean something if axe, as the fixture runs it, reports what it finds.
test('axe as the specs run it reports a button without a name', async ({hydratedPage, axe}) => {
  const page = await hydratedPage('/');
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  expect(await axe('main')).toEqual([expect.stringMatching(/^button-name: /)]);
});
