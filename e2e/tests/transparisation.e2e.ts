import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generateDemoData } from '../../apps/server/src/seed/demo-data';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { launchBrowser } from '../support/browser';
import { choosePerimeter } from '../support/perimeter';
import { signIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

/** The first demo portfolio of Client.DEMO1 and its compartments, as the bar lists them. */
const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);

/** "1 234 567,89 EUR" or "… €" (fr-FR, narrow no-break spaces) → 1234567.89 */
const euros = (text: string) =>
  Number(
    text
      .replace(/EUR|€/g, '')
      .replace(/[\s\u202f\u00a0]/g, '')
      .replace(',', '.'),
  );

/** Computes the SCR from the Calculs page and answers the SCR it shows. */
async function computeScr(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/#/compute`);
  await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
  const scr = page.getByRole('checkbox', { name: 'SCR' });
  if (!(await scr.isChecked())) await scr.check();
  // The SCR alone: the ESG analysis and the liquidity risk have their own tests.
  for (const other of ['ESG', 'Risque']) {
    const box = page.getByRole('checkbox', { name: other });
    if (await box.isChecked()) await box.uncheck();
  }
  await page.getByRole('button', { name: 'Lancer les calculs' }).click();
  await page.getByRole('link', { name: 'Voir les résultats' }).waitFor({ timeout: 180_000 });
  const outcome = page.getByText('SCR marché', { exact: true }).locator('..');
  return euros((await outcome.innerText()).replace('SCR marché', ''));
}

/** Clicks and answers the downloaded workbook. */
async function download(page: Page, button: string): Promise<ExcelJS.Workbook> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  return workbook;
}

/** The value beside `label` on a workbook's summary sheet. */
function figure(workbook: ExcelJS.Workbook, label: string): number {
  let value: unknown;
  workbook.getWorksheet('Synthèse')!.eachRow((row) => {
    if (row.getCell(1).value === label) value = row.getCell(2).value;
  });
  return Number(value);
}

describe('transparisation of the demo perimeter', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ PRISME_DEMO_DATA: 'true' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('looks the perimeter through, shows its indicators, filters its lines and exports them', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);

    await page.goto(`${server.url}/#/transparisation/portfolio`);
    await page
      .getByRole('region', { name: 'Positions directes du périmètre' })
      .locator('.ag-row')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Transpariser' }).click();
    const done = page.getByText(/Périmètre transparisé .* valeur de marché totale/);
    await done.waitFor({ timeout: 120_000 });
    await page.screenshot({ path: 'artifacts/transparisation-portefeuille.png', fullPage: true });

    await page.getByRole('link', { name: 'Voir les indicateurs transparisés' }).click();
    const totalCard = page.getByRole('region', { name: 'Valeur de marché totale' });
    await totalCard.waitFor({ timeout: 30_000 });
    const pageTotal = euros(await totalCard.locator('p').first().innerText());
    expect(pageTotal).toBeGreaterThan(0);
    const grid = page.getByRole('region', { name: 'Lignes transparisées' });
    await grid
      .locator('.ag-row .ag-cell[col-id]')
      .filter({ hasText: /\w/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: 'artifacts/transparisation-indicateurs.png', fullPage: true });

    // Filter the lines on a currency: every row left is in that currency.
    // The floating filter of the « Devise » column (its col-id is its OData column).
    const columnId = 'QuotationCurrency';
    const filter = grid.locator(`.ag-floating-filter[col-id="${columnId}"] input`).first();
    const filtered = page.waitForResponse(
      (r) => r.url().includes('hierarchical_positions') && r.url().includes('USD'),
    );
    await filter.fill('USD');
    await filtered;
    await expect
      .poll(
        async () => new Set(await grid.locator(`.ag-cell[col-id="${columnId}"]`).allInnerTexts()),
      )
      .toEqual(new Set(['USD']));

    const workbook = await download(page, 'Exporter (Excel)');
    expect(figure(workbook, 'Valeur de marché totale')).toBeCloseTo(pageTotal, 1);
    const lines = workbook.getWorksheet('Lignes')!;
    const header = lines.getRow(1).values as unknown[];
    const valueColumn = header.indexOf('Valeur de marché (devise de référence)');
    let sum = 0;
    lines.eachRow((row, n) => {
      if (n > 1) sum += Number(row.getCell(valueColumn).value);
    });
    expect(sum).toBeCloseTo(pageTotal, 0);
  });

  it('computes the SCR, shows the results and the green tick, and exports the same total', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    // The perimeter saved by the first test is restored.
    await computeScr(page, server.url);
    await page.getByLabel('Un résultat SCR est disponible.').waitFor();
    await page.screenshot({ path: 'artifacts/calculs-scr.png', fullPage: true });

    await page.getByRole('link', { name: 'Voir les résultats' }).click();
    const card = page.getByRole('region', { name: 'SCR marché', exact: true });
    await card.waitFor({ timeout: 30_000 });
    const pageScr = euros(await card.locator('p').first().innerText());
    expect(pageScr).toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/resultats-scr-avant-lignes.png', fullPage: true });
    await page
      .getByRole('region', { name: 'Lignes et contributions au SCR' })
      .locator('.ag-row .ag-cell[col-id]')
      .filter({ hasText: /\w/ })
      .first()
      .waitFor({ timeout: 120_000 });
    await page.screenshot({ path: 'artifacts/resultats-scr.png', fullPage: true });

    const workbook = await download(page, 'Exporter (Excel)');
    expect(figure(workbook, 'SCR marché')).toBeCloseTo(pageScr, 1);
  }, 300_000);

  it('recomputes with a changed type 1 stress and with a strategic participation', async () => {
    // A listed equity the demo portfolio holds directly at the latest date.
    const demo = generateDemoData();
    const equities = new Set(
      demo.securities.filter((x) => x.cic.endsWith('31')).map((x) => x.code),
    );
    const held = demo.positions.find(
      (p) =>
        p.roleCode === 'Client.DEMO1' &&
        p.portfolioCode === plan.row.code &&
        p.valuationDate === demo.notes.dates.at(-1) &&
        equities.has(p.securityCode),
    )!;
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    const before = await computeScr(page, server.url);

    await page.goto(`${server.url}/#/solvency/home`);
    const type1 = page.getByLabel('Choc actions de type 1');
    // Shown and typed in French, whatever the browser's language (issue 14).
    await expect.poll(() => type1.inputValue(), { timeout: 30_000 }).toBe('0,39');
    await type1.fill('0,49');
    await page
      .getByLabel('Le périmètre ou les paramètres ont changé depuis le dernier calcul', {
        exact: false,
      })
      .first()
      .waitFor();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/parameters/scr-equity') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer Actions' }).click();
    expect((await saved).status()).toBe(200);
    await page.screenshot({ path: 'artifacts/parametres-scr.png', fullPage: true });
    const after = await computeScr(page, server.url);
    // A higher type 1 stress never lowers the SCR; here it raises it.
    expect(after).toBeGreaterThan(before);

    await page.goto(`${server.url}/#/solvency/clientdata/strategicparticipations`);
    await page.getByRole('button', { name: 'Coller depuis un tableur' }).click();
    await page
      .getByLabel('Lignes copiées')
      .fill(`${held.securityCode}\tParticipation de démonstration\t31\t*\t*\t`);
    await page.getByRole('button', { name: 'Ajouter les lignes' }).click();
    await page.getByText('dans le périmètre').first().waitFor({ timeout: 30_000 });
    const listSaved = page.waitForResponse(
      (r) =>
        r.url().includes('/api/parameters/strategic-parameters') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    expect((await listSaved).status()).toBe(200);
    await page.screenshot({ path: 'artifacts/participations-strategiques.png', fullPage: true });

    await computeScr(page, server.url);
    await page.getByRole('link', { name: 'Voir les résultats' }).click();
    await page
      .getByRole('region', { name: 'SCR marché', exact: true })
      .waitFor({ timeout: 60_000 });
    // The line's classification, as the SCR workbook details it.
    const workbook = await download(page, 'Exporter (Excel)');
    const lines = workbook.getWorksheet('Lignes')!;
    const header = lines.getRow(1).values as unknown[];
    const classes = new Set<unknown>();
    lines.eachRow((row, n) => {
      if (n > 1 && row.getCell(header.indexOf('Code')).value === held.securityCode)
        classes.add(row.getCell(header.indexOf('SCR actions')).value);
    });
    expect([...classes]).toEqual(['Participation stratégique (type 1) (Art. 169(1)(a), 171)']);
  }, 420_000);
});
