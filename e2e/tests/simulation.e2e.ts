import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { choosePerimeter } from '../support/perimeter';
import { signIn } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);

/** "3 763 661 526,29 €" → 3763661526.29; "−12,5 %" → -12.5 */
const figure = (text: string) =>
  Number(
    text
      .replace(/[\s\u202f\u00a0%€]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );

/** Computes the SCR alone from « Calculs » and opens its results. */
async function computeScr(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/compute`);
  await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
  for (const other of ['ESG', 'Risque']) {
    const box = page.getByRole('checkbox', { name: other });
    if (await box.isChecked()) await box.uncheck();
  }
  const scr = page.getByRole('checkbox', { name: 'SCR' });
  if (!(await scr.isChecked())) await scr.check();
  await page.getByRole('button', { name: 'Lancer les calculs' }).click();
  await page.getByRole('link', { name: 'Voir les résultats' }).first().click({ timeout: 180_000 });
  await page.getByRole('heading', { name: 'Résultats', level: 1 }).waitFor();
}

/** The cells of the row named `label` in a table: [label, réel, simulé, écart, …]. */
async function rowOf(page: Page, table: string, label: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await row.first().waitFor({ timeout: 60_000 });
  return (await row.first().locator('th, td').allInnerTexts()).map((t) => t.trim());
}

describe('simulation of a trade', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('sells half of the largest equity line, adds cash, computes the SCR beside the base, and quits', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);
    await computeScr(page, server.url);

    // Simulation mode: a copy of the perimeter's positions, beside the real one.
    await page.goto(`${server.url}/#/transparisation/portfolio`);
    await page.getByRole('button', { name: 'Passer en simulation' }).click();
    const banner = page.getByRole('region', { name: 'Mode simulation' });
    await banner.getByText('À transpariser').waitFor({ timeout: 60_000 });
    const grid = page.getByRole('region', { name: 'Positions de la simulation' });
    await grid.locator('.ag-row').first().waitFor({ timeout: 60_000 });

    // The largest listed share (CIC xx31), the grid sorted by value: sell half of it.
    await grid.getByRole('textbox', { name: /CIC/ }).fill('31');
    // The row's scrolling part (the pinned ones repeat its index).
    const first = grid
      .locator('.ag-row[row-index="0"]')
      .filter({ has: page.locator('[col-id="cic"]') });
    await expect
      .poll(async () => first.locator('[col-id="cic"]').innerText(), { timeout: 30_000 })
      .toMatch(/^..31$/);
    const code = await first.locator('[col-id="securityCode"]').innerText();
    const quantity = figure(await first.locator('[col-id="quantity"]').innerText());
    await first.locator('[col-id="quantity"]').dblclick();
    const editor = grid.getByRole('textbox', { name: 'Saisie de la cellule' });
    await editor.fill(String(quantity / 2).replace('.', ','));
    await editor.press('Enter');
    const row = grid
      .locator('.ag-row')
      .filter({ hasText: code })
      .filter({
        has: page.locator('[col-id="status"]'),
      });
    await expect
      .poll(async () => row.locator('[col-id="status"]').innerText(), { timeout: 30_000 })
      .toBe('Modifiée');

    // A million euros more cash: the current value moves by the sale and the cash.
    const eur = page.getByRole('textbox', { name: 'Montant en EUR' });
    const cash = figure(await eur.inputValue());
    await eur.fill(String(Math.round(cash) + 1_000_000));
    await page.getByRole('button', { name: 'Enregistrer le montant en EUR' }).click();
    await expect
      .poll(async () => page.getByText(/positions, dont 2 modifiées/).count(), { timeout: 30_000 })
      .toBe(1);

    // The next share sold entirely, its proceeds credited to cash (issue 40): the
    // confirmation says so once ticked.
    const second = grid
      .locator('.ag-row[row-index="1"]')
      .filter({ has: page.locator('[col-id="securityCode"]') });
    const soldCode = await second.locator('[col-id="securityCode"]').innerText();
    // By the keyboard (issue 40, record web/0291): the row's « Action » cell focused,
    // Entrée moves into its « Vendre », Entrée presses it.
    const sell = grid.getByRole('button', { name: new RegExp(`^Vendre ${soldCode} `) }).first();
    await sell.evaluate((button) => (button.closest('.ag-cell') as { focus(): void }).focus());
    await page.keyboard.press('Enter');
    await expect
      .poll(() => sell.evaluate((button) => button === button.ownerDocument.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    const sale = page.getByRole('dialog', { name: 'Vendre la position' });
    await sale.getByText(/n’est pas crédité en trésorerie/).waitFor();
    await sale
      .getByRole('checkbox', { name: 'Créditer le produit de la vente en trésorerie' })
      .check();
    await sale
      .getByText(/est crédité au plus grand compte espèces en [A-Z]{3} du portefeuille/)
      .waitFor();
    await page.screenshot({ path: 'artifacts/simulation-vente-tresorerie.png', fullPage: true });
    const before = await page
      .getByText(/^Valeur actuelle/)
      .locator('..')
      .innerText();
    await sale.getByRole('button', { name: 'Vendre' }).click();
    await sale.waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(async () => page.getByText(/positions, dont 3 modifiées/).count(), { timeout: 30_000 })
      .toBe(1);
    // Credited: the simulation's current value is unchanged by the sale.
    await expect
      .poll(
        async () =>
          page
            .getByText(/^Valeur actuelle/)
            .locator('..')
            .innerText(),
        {
          timeout: 30_000,
        },
      )
      .toBe(before);
    await page.screenshot({ path: 'artifacts/simulation-modifiee.png', fullPage: true });

    // Transparised, then computed: the results page shows the real SCR beside it.
    await page.getByRole('button', { name: 'Transpariser la simulation' }).click();
    await banner.getByText('Transparisée').waitFor({ timeout: 180_000 });
    await computeScr(page, server.url);
    const equity = await rowOf(page, 'SCR par sous-module : réel, simulé et écart', 'Actions');
    const [, real, simulated, difference] = equity.map(figure);
    expect(simulated).toBeLessThan(real!);
    expect(difference).toBeCloseTo(simulated! - real!, 0);
    // The share sold is among the securities that changed.
    await page
      .getByRole('table', { name: /Lignes qui changent/ })
      .getByText(code)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: 'artifacts/simulation-scr-compare.png', fullPage: true });

    // Quitting lands on the home page, the real portfolio back.
    await banner.getByRole('button', { name: 'Quitter la simulation' }).click();
    // The simulation was edited: quitting asks first (issue 40).
    await page
      .getByRole('dialog', { name: 'Quitter la page ?' })
      .getByRole('button', { name: 'Quitter' })
      .click();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 30_000 }).toBe('#/');
    expect(await banner.count()).toBe(0);
    await page.goto(`${server.url}/#/transparisation/portfolio`);
    await page.getByRole('button', { name: 'Passer en simulation' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
