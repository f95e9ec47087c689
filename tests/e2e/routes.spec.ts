/**
 * Every route of the route table (routes.ts), one page load each on each build, checked for what every page owes:
 * - it answers 200 with its h1 and a "Page | Polly Dart" title;
 * - it logs no console error and no request fails, the prefetches of links scrolled into view included;
 * - its accessible structure matches the snapshot committed beside this file (routes.spec.ts-snapshots/),
 *   so an upgrade of Docusaurus or React that changes a page's structure fails with a readable diff;
 * - the names in its Dart samples link to the API and open their cards, and every entry they link to has one;
 * - with every <details> open (the models' tables of numbers among them), axe finds no violations in the
 *   light colour mode, the default, nor in the dark one after the reader switches to it;
 * - at 320 CSS pixels, the narrowest screen the site supports, nothing scrolls sideways: wide tables and
 *   figures scroll inside their own box.
 * The not-found page passes axe in both modes too (below).
 *
 * When build-off/ exists (ACCELERATORS=off; `npm test` builds it), each route's test loads the page from it
 * too, in a fresh browser context, and runs the same checks on that load. Its structure must equal the
 * structure of the build with accelerators (which matches the snapshot), its API and pub.dev links must be
 * the same count for count, and the JavaScript the build with accelerators loads before it hydrates
 * (its own cold load, measured as it happens) stays within the budget ratio to the build without them
 * (bench/budgets.json, `pages.firstLoadJsRatio`): bytes, measured the same way for both
 * (scripts/lib/first-load.ts), so the check holds on any machine. One test for both builds shares the page
 * loads the two would otherwise repeat.
 *
 * After a deliberate change of structure, read the diff, then update:
 *   npx playwright test tests/e2e/routes.spec.ts --update-snapshots
 * Never update them to make a failing upgrade pass without reading what changed.
 */
import budgets from '../../bench/budgets.json';
import {watchFirstLoad} from '../../scripts/lib/first-load';
import {expect, runAxe, switchTheme, test, THEMES, type Page} from './fixtures';
import {
  animationFrames,
  linkCounts,
  openEveryDetails,
  sideways,
  structure,
  watchProblems,
  type LinkCounts,
} from './route-checks';
import {allRoutes} from './routes';

const maxRatio = budgets.pages.firstLoadJsRatio.max;

type Load = {structure: string; links: LinkCounts; js: number | null};

/**
 * Loads `url` in `page` (fresh context: a cold cache) and runs every check of a route on that one load, its
 * steps named after `build`. Returns what the two builds are compared on.
 */
async function checkRoute(
  page: Page,
  url: string,
  route: string,
  build: string,
  axe: () => Promise<string[]>,
  measure: boolean,
): Promise<Load> {
  const {problems, settle} = watchProblems(page);
  const firstLoad = measure ? (await watchFirstLoad(page)).firstLoad : null;
  await page.setViewportSize({width: 1280, height: 900});
  const js = await test.step(`${build}: loads and hydrates`, async () => {
    // Loaded and hydrated (the fixture waits for hydration); the prefetches are waited for at the end (`settle`).
    const response = await page.goto(url);
    expect(response?.status(), `${build}: status`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    return firstLoad ? (await firstLoad()).byKind.js.gzip : null;
  });

  await test.step(`${build}: title and h1`, async () => {
    const h1 = page.locator('h1').first();
    await expect(h1).toBeVisible();
    const heading = (await h1.innerText()).trim();
    expect(heading.length).toBeGreaterThan(0);
    // The crash screen's h1 fails here with what the page reported (its title is the site's alone).
    expect(heading, `${build}: ${problems.join('; ') || 'no console error'}`).not.toBe('This page crashed.');
    expect(heading).not.toBe('Page Not Found');
    await expect(page).toHaveTitle(/^.+ \| Polly Dart$/);
  });

  const shape = await test.step(`${build}: structure`, () => structure(page, route));

  const links = await test.step(`${build}: the names in the samples link to the API and open their cards`, async () => {
    const counts = await linkCounts(page);
    expect.soft(counts.cards, `${build} ${route}: every entry the names link to has its card`).toBe(counts.targets);
    if (counts.sampleApiLinks > 0)
      expect.soft(counts.firstCardOpens, `${build} ${route}: a name opens its card`).toBe(true);
    return counts;
  });

  // The footer's links scrolled into view start their prefetches, which finish while axe runs; `settle` below
  // checks that they did, with no failed request.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await animationFrames(page);
  await test.step(`${build}: every <details> open`, async () => {
    await openEveryDetails(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  });
  for (const theme of THEMES) {
    await test.step(`${build}: no axe violations in ${theme} mode, every <details> open`, async () => {
      await switchTheme(page, theme);
      expect.soft(await axe(), `${build}, ${theme} mode`).toEqual([]);
    });
  }

  await test.step(`${build}: links scrolled into view are prefetched`, settle);

  await test.step(`${build}: fits 320 px`, async () => {
    await page.setViewportSize({width: 320, height: 640});
    expect.soft(await sideways(page), `${build}: sideways at 320 px`).toEqual({width: 0, culprits: []});
  });

  expect.soft(problems, `${build}: no console error, no failed request, the prefetches included`).toEqual([]);
  return {structure: shape, links, js};
}

for (const route of allRoutes) {
  test(`${route}: title and h1, no errors, structure as snapshotted, API links, axe in both modes, fits 320 px`, async ({
    page,
    axe,
    browser,
    offOrigin,
  }) => {
    // Two loads, and axe checks the contrast of every token of every code block twice on each: on the long
    // guides that takes a while on a busy two-core machine.
    test.setTimeout(offOrigin ? 180_000 : 120_000);
    const on = await checkRoute(page, route, route, 'build', () => axe(), offOrigin !== undefined);

    await test.step('structure as snapshotted', async () => {
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '--');
      expect.soft(on.structure).toMatchSnapshot(`${name}.txt`);
    });
    test.info().annotations.push({type: 'links', description: JSON.stringify({route, links: on.links})});
    if (offOrigin === undefined) return;

    const context = await browser.newContext();
    try {
      const offPage = await context.newPage();
      const off = await checkRoute(offPage, offOrigin + route, route, 'build-off', () => runAxe(offPage), true);
      await test.step('build-off: the same structure, the same links and cards', async () => {
        expect.soft(off.structure, 'structure without accelerators, against with them').toBe(on.structure);
        expect.soft(off.links, 'API links and cards without accelerators, against with them').toEqual(on.links);
      });
      await test.step(`first-load JavaScript with accelerators at most ${maxRatio} of without`, async () => {
        expect(off.js, 'the page loaded no JavaScript before it hydrated').toBeGreaterThan(0);
        const ratio = Math.round(((on.js ?? 0) / (off.js ?? 1)) * 1000) / 1000;
        expect
          .soft(
            ratio,
            `${route} loads ${((on.js ?? 0) / 1000).toFixed(1)} KB gzip of JavaScript before it hydrates with its ` +
              `accelerators, ${((off.js ?? 0) / 1000).toFixed(1)} KB without: a ratio of ${ratio} (budget ${maxRatio}, ` +
              'bench/budgets.json). List the scripts with FIRST_LOAD_DEBUG=1 `npm run bench`.',
          )
          .toBeLessThanOrEqual(maxRatio);
      });
    } finally {
      await context.close();
    }
  });
}

test('every page of the sitemap is in the route table, so the checks above cover it', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]).pathname.replace(/(.)\/$/, '$1'),
  );
  expect(pages.length).toBeGreaterThan(30);
  expect(pages.filter((page) => !(allRoutes as readonly string[]).includes(page))).toEqual([]);
});

test.describe('unknown paths', () => {
  // The first two are also checked with axe in both colour modes: the plain not-found page, and one that suggests
  // pages (the guides of the strategies that exist) in a list of links.
  const routes = [
    '/does-not-exist',
    '/strategies/bulkhead',
    '/api/retry-strategy/extra/segments',
    '/blog/authors/maintainers',
  ];
  const withAxe = routes.slice(0, 2);
  const check = async (page: Page, url: string, route: string, build: string) => {
    const response = await page.goto(url);
    expect(response?.status(), build).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
    if (!withAxe.includes(route)) return;
    if (route !== routes[0]) {
      await expect(page.getByRole('heading', {level: 2, name: 'Perhaps you were looking for'})).toBeVisible();
    }
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      expect.soft(await runAxe(page), `${build}, ${theme} mode`).toEqual([]);
    }
  };
  for (const route of routes) {
    test(`${route} shows the not-found page${withAxe.includes(route) ? ', with no axe violations in either mode' : ''}`, async ({
      page,
      browser,
      offOrigin,
    }) => {
      await check(page, route, route, 'build');
      if (offOrigin === undefined) return;
      const context = await browser.newContext();
      try {
        await check(await context.newPage(), offOrigin + route, route, 'build-off');
      } finally {
        await context.close();
      }
    });
  }
});

test("a model's table, wider than the screen, scrolls inside its own box", async ({page}) => {
  await page.setViewportSize({width: 320, height: 640});
  await page.goto('/strategies/hedging');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await openEveryDetails(page);
  const box = await page
    .locator('main details table')
    .first()
    .evaluate((table) => {
      const scroller = table.parentElement!;
      return {
        wider: scroller.scrollWidth > scroller.clientWidth,
        overflowX: getComputedStyle(scroller).overflowX,
        focusable: scroller.tabIndex === 0,
      };
    });
  expect(box).toEqual({wider: true, overflowX: 'auto', focusable: true});
});

// The axe checks above only mean something if axe, as the fixture runs it, reports what it finds.
test('axe as the specs run it reports a button without a name', async ({hydratedPage, axe}) => {
  const page = await hydratedPage('/');
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  expect(await axe('main')).toEqual([expect.stringMatching(/^button-name: /)]);
});
