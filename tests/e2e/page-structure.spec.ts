/**
 * The accessible structure of every route, compared with the snapshots committed beside this file
 * (page-structure.spec.ts-snapshots/): the landmarks, the headings of <main>, and Playwright's ARIA
 * snapshots of the navbar, the docs sidebar, the breadcrumbs and the footer. An upgrade of Docusaurus
 * or React that changes a page's structure fails here with a readable diff. Text of the pages aside
 * from headings is left out, so editing prose does not touch the snapshots.
 *
 * After a deliberate change, look at the diff, then update:
 *   npx playwright test tests/e2e/page-structure.spec.ts --update-snapshots
 * Never update them to make a failing upgrade pass without reading what changed.
 */
import {expect, test, type Page} from './fixtures';
import {allRoutes} from './routes';

/** Landmarks in document order, each as `role "name"`. */
async function landmarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roles: Record<string, string> = {
      HEADER: 'banner',
      NAV: 'navigation',
      MAIN: 'main',
      ASIDE: 'complementary',
      FOOTER: 'contentinfo',
    };
    const inSection = (element: Element) =>
      element.parentElement?.closest('article, aside, main, nav, section') !== null;
    return Array.from(document.querySelectorAll('header, nav, main, aside, footer, [role]'))
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.tagName === 'MAIN')
      .flatMap((element) => {
        const explicit = element.getAttribute('role');
        let role = explicit ?? roles[element.tagName];
        // A header or footer inside a sectioning element is no landmark.
        if (!explicit && (element.tagName === 'HEADER' || element.tagName === 'FOOTER') && inSection(element))
          return [];
        if (
          !role ||
          !['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'search', 'region'].includes(role)
        ) {
          return [];
        }
        if (role === 'region' && !element.getAttribute('aria-label')) role = '';
        const name = element.getAttribute('aria-label');
        return role ? [name ? `${role} "${name}"` : role] : [];
      });
  });
}

/** The headings of <main>, indented by level. */
async function headings(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => {
        const level = Number(heading.tagName[1]);
        const text = (heading.textContent ?? '')
          .replace(/\u200b/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        return `${'  '.repeat(level - 1)}h${level} ${text}`;
      }),
  );
}

async function region(page: Page, label: string, selector: string): Promise<string> {
  const element = page.locator(selector).first();
  if ((await element.count()) === 0) return `${label}: none`;
  return `${label}:\n${(await element.ariaSnapshot())
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')}`;
}

for (const route of allRoutes) {
  test(`${route}: landmarks, headings, navbar, sidebar, breadcrumbs and footer as snapshotted`, async ({
    hydratedPage,
  }) => {
    const page = await hydratedPage(route);
    await page.setViewportSize({width: 1280, height: 900});
    const structure = [
      `route: ${route}`,
      `landmarks:\n${(await landmarks(page)).map((line) => `  - ${line}`).join('\n')}`,
      `headings:\n${(await headings(page)).map((line) => `  ${line}`).join('\n')}`,
      await region(page, 'navbar', 'nav.navbar'),
      await region(page, 'sidebar', 'nav.menu[aria-label]'),
      await region(page, 'breadcrumbs', 'nav[aria-label="Breadcrumbs"]'),
      await region(page, 'footer', 'footer.footer'),
      '',
    ].join('\n');
    const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '--');
    expect(structure).toMatchSnapshot(`${name}.txt`);
  });
}
