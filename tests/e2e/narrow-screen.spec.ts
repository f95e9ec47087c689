import {expect, test, type Page} from './csp-fixture';
import {allRoutes} from './routes';

// At 320 CSS pixels, the narrowest screen the site supports, no page scrolls sideways, with every <details>
// open (the models' "as a table" views among them): wide tables and figures scroll inside their own box.

test.use({viewport: {width: 320, height: 640}});

async function openEveryDetails(page: Page): Promise<void> {
  const closed = page.locator('details:not([open]) > summary');
  for (let guard = 0; guard < 50 && (await closed.count()) > 0; guard += 1) {
    await closed.first().click();
  }
  await expect(closed).toHaveCount(0);
  // Docusaurus's <details> animate open; wait for the last frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 400)))),
  );
}

async function sideways(page: Page): Promise<{width: number; culprits: string[]}> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    const viewport = document.documentElement.clientWidth;
    const culprits: string[] = [];
    // The culprits: the outermost elements past the right edge that no scrolling box of their own clips.
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const fixed = (element: Element): boolean => getComputedStyle(element).position === 'fixed';
    if (width > viewport)
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const box = element.getBoundingClientRect();
        if (box.right > viewport + 0.5 && !fixed(element) && !clipped(element) && culprits.length < 5)
          culprits.push(
            `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} (${Math.round(box.right)} px)`,
          );
      }
    return {width: Math.max(width, viewport) - viewport, culprits};
  });
}

for (const route of allRoutes) {
  test(`${route} fits 320 px with every <details> open`, async ({page}) => {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openEveryDetails(page);
    expect(await sideways(page)).toEqual({width: 0, culprits: []});
  });
}

test("a model's table, wider than the screen, scrolls inside its own box", async ({page}) => {
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
