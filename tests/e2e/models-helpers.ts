import type {Locator, Page} from '@playwright/test';

/** The panel of a strategy view, found by its visible title. */
export function panel(page: Page, title: string): Locator {
  return page.locator('section').filter({has: page.locator('p', {hasText: new RegExp(`^${title}$`)})});
}

/** A form field by its label, with or without a unit in brackets: `delay` finds "delay (ms)". */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\(\\w+\\))?$`));
}

/** Replaces the value of a labelled number field, as a reader typing would. */
export async function setNumber(scope: Locator, label: string, value: number): Promise<void> {
  const input = field(scope, label);
  await input.fill(String(value));
  await input.blur();
}
