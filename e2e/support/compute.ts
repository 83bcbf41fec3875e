import type { Page } from 'playwright-core';

/**
 * Runs the computations of `areas` (« SCR », « ESG », « Risque ») from « Calculs », after
 * `prepare` (e.g. ticking « Impact 2027 »), and waits for their outcome.
 */
export async function compute(
  page: Page,
  url: string,
  areas: string[],
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(`${url}/#/compute`);
  await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
  for (const area of ['SCR', 'ESG', 'Risque']) {
    const box = page.getByRole('checkbox', { name: area });
    if (areas.includes(area) !== (await box.isChecked())) await box.click();
  }
  await prepare?.(page);
  await page.getByRole('button', { name: 'Lancer les calculs' }).click();
  await page.getByRole('region', { name: 'Calculs terminés' }).waitFor({ timeout: 300_000 });
}
