import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { choosePerimeter } from '../support/perimeter';
import { signIn } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);

/** "1 234 567,89 €" (fr-FR, narrow no-break spaces) → 1234567.89 */
const euros = (text: string) =>
  Number(
    text
      .replace(/EUR|€/g, '')
      .replace(/[\s\u202f\u00a0]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );

/** Clicks « Télécharger » in the export panel's row `title` and answers the file's bytes. */
async function download(page: Page, title: string): Promise<{ name: string; bytes: Buffer }> {
  const row = page.getByRole('listitem', { name: title });
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 180_000 }),
    row.getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** The sum of a column (by its code on the sheet's first row) over the data rows. */
function columnSum(sheet: ExcelJS.Worksheet, code: string): number {
  const codes = sheet.getRow(1).values as unknown[];
  const column = codes.indexOf(code);
  expect(column, `${sheet.name} ${code}`).toBeGreaterThan(0);
  let sum = 0;
  sheet.eachRow((row, n) => {
    // Row 1 holds the codes, row 2 the labels.
    if (n > 2) sum += Number(row.getCell(column).value ?? 0);
  });
  return sum;
}

const sheetEnding = (workbook: ExcelJS.Workbook, suffix: string) =>
  workbook.worksheets.find((sheet) => sheet.name.endsWith(suffix));

describe('regulatory exports', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('downloads the QRT workbook of the computed perimeter, whose assets add up to its market value', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);

    // The SCR computed from « Calculs »; the panel's reports then become available.
    await page.goto(`${server.url}/#/compute`);
    await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
    for (const other of ['ESG', 'Risque']) {
      const box = page.getByRole('checkbox', { name: other });
      if (await box.isChecked()) await box.uncheck();
    }
    const scr = page.getByRole('checkbox', { name: 'SCR' });
    if (!(await scr.isChecked())) await scr.check();
    await page.getByRole('button', { name: 'Lancer les calculs' }).click();
    await page.getByRole('link', { name: 'Voir les résultats' }).waitFor({ timeout: 180_000 });
    const panel = page.getByRole('region', { name: 'Exports' });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'artifacts/exports-panneau.png', fullPage: true });

    const qrt = await download(page, 'QRT actifs (Excel)');
    expect(qrt.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(qrt.bytes as unknown as ArrayBuffer);
    // The ECB columns are asked by default: the SE. variants.
    const assets = sheetEnding(workbook, '.06.02.16.01') ?? sheetEnding(workbook, '.06.02.01.01');
    expect(assets, workbook.worksheets.map((s) => s.name).join(', ')).toBeDefined();
    const derivatives = sheetEnding(workbook, '.08.01.01.01');
    const assetsTotal = columnSum(assets!, 'C0170');
    const derivativesTotal = derivatives ? columnSum(derivatives, 'C0240') : 0;
    expect(workbook.getWorksheet('Contrôles')).toBeDefined();

    // The same report as an xBRL-CSV package (a zip).
    const xbrl = await download(page, 'QRT actifs (xBRL-CSV)');
    expect(xbrl.name).toMatch(/\.zip$/);
    expect(xbrl.bytes.subarray(0, 2).toString()).toBe('PK');

    // The page's market value: the look-through's total, every direct position once.
    await page.goto(`${server.url}/#/transparisation/reporting`);
    const totalCard = page.getByRole('region', { name: 'Valeur de marché totale' });
    await totalCard.waitFor({ timeout: 60_000 });
    const pageTotal = euros(await totalCard.locator('p').first().innerText());
    expect(pageTotal).toBeGreaterThan(0);
    // S.06.02 holds the assets, S.08.01 the derivatives: together, the perimeter.
    expect(Math.abs(assetsTotal + derivativesTotal - pageTotal)).toBeLessThan(1);
    expect(errors).toEqual([]);
  });
});
