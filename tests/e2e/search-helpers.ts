/** Shared steps of the search browser tests. */
import {expect, type Page} from '@playwright/test';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');

/**
 * Opens a page and waits until React has hydrated it: the search button's
 * shortcut hint renders only then, together with the keyboard shortcuts.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.DocSearch-Button-Key').first()).toBeAttached();
}

/** A query that matches nothing on the site and would run script if it became markup. */
export const HOSTILE_QUERY = '<svg onload="qqzx()"> zzqv';

/** Opens the modal with Ctrl+K and waits for its input. */
export async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

/** Types a query into the open modal and waits until hits for it are on screen. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

/** The number in the modal's "See all N results" footer. */
export async function seeAllCount(page: Page): Promise<number> {
  const text = await page.locator('.DocSearch-HitsFooter').innerText();
  const match = /See all (\d+) results/.exec(text);
  if (!match) throw new Error(`No result count in "${text}"`);
  return Number(match[1]);
}

/** A stored search as DocSearch keeps it in local storage. */
export function storedHit(i: number) {
  return {
    objectID: `/stored-${i}-0`,
    url: `/intro#stored-${i}`,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: 'Introduction',
      lvl2: `Stored search ${i}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
}
