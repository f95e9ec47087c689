import {allRoutes} from './routes';
import {expect, test, THEMES} from './fixtures';

// Every route of the site's route table (routes.ts), plus the not-found page, must
// pass axe's default rules in both colour modes.
const routes = [...allRoutes, '/no-such-page'];

// axe checks the contrast of every token of every code block: on the long
// guides that takes well over the default 30 s on a busy two-core machine.
test.describe.configure({timeout: 120_000});

for (const theme of THEMES) {
  test.describe(`${theme} mode`, () => {
    for (const route of routes) {
      test(`${route} has no axe violations`, async ({themedPage, axe}) => {
        await themedPage(route, theme);
        expect(await axe()).toEqual([]);
      });
    }
  });
}
