import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const bar = (page: Page) => page.getByRole('region', { name: 'Périmètre' });

/** Ticks options of one of the perimeter bar's multi-selects, searching when `search` is given. */
export async function tick(page: Page, field: string, options: string[], search?: string) {
  const input = bar(page).getByRole('combobox', { name: field, exact: true });
  await input.click();
  if (search) await input.fill(search);
  for (const option of options) await page.getByRole('option', { name: option }).first().click();
  await input.press('Escape');
}

/** Resolves once the server answered the save of a perimeter whose request has `fragment`. */
export const perimeterSaved = (page: Page, fragment: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/prisme/perimeter') &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes(fragment),
  );

/**
 * Chooses a portfolio, the newest date and the given compartments in the perimeter bar,
 * and waits for the perimeter to be saved.
 */
export async function choosePerimeter(
  page: Page,
  portfolio: string,
  compartments: string[],
): Promise<void> {
  await tick(page, 'Portefeuilles', [portfolio]);
  const date = bar(page).getByLabel('Date de valorisation');
  await expect.poll(() => date.inputValue(), { timeout: 30_000 }).not.toBe('');
  const saved = perimeterSaved(page, `"compartments":[`);
  await tick(page, 'Compartiments', compartments);
  await saved;
}
