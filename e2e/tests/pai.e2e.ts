import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { archive } from '../support/archive';
import { compute } from '../support/compute';
import { analystOnDemoPerimeter } from '../support/demo-perimeter';
import { serverAndBrowser } from '../support/suite';

const STATEMENT = 'Déclaration des principales incidences négatives';
const ARCHIVE = 'Déclaration PAI de référence';
const EXPLANATION = 'Empreinte en baisse : cession de deux émetteurs du secteur de l’énergie.';
const ACTIONS =
  'Engagement actionnarial auprès des dix premiers contributeurs ; cible −7 % par an.';

/** "1 234,5678" → 1234.5678; "12,5 %" → 12.5 */
const frenchNumber = (text: string) =>
  Number(
    text
      .replace(/[\s\u202f\u00a0%]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );

/** The cells of a statement row (data-figure = its key). */
async function statementRow(page: Page, key: string): Promise<string[]> {
  const row = page.getByRole('table', { name: STATEMENT }).locator(`tr[data-figure="${key}"]`);
  await row.waitFor({ timeout: 60_000 });
  return (await row.locator('td').allInnerTexts()).map((t) => t.trim());
}

describe('SFDR principal adverse impacts statement of the demo perimeter', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('computes it with the ESG analysis, drills into an indicator, edits its texts, archives it and exports it', async () => {
    const { server, browser } = suite;
    const { page, errors } = await analystOnDemoPerimeter(browser, server.url, {
      acceptDownloads: true,
      consoleErrors: true,
    });
    await compute(page, server.url, ['ESG']);

    await page.goto(`${server.url}/#/esg/pai`);
    await page
      .getByRole('heading', { name: 'Incidences négatives (PAI)', level: 1 })
      .waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: STATEMENT });
    await table.waitFor({ timeout: 60_000 });
    // Annex I's 18 mandatory indicators, in order, then the two optional ones.
    const indicators = (await table.locator('tr[data-figure] td:first-child').allInnerTexts())
      .map((t) => t.match(/^(\d+|T\d-\d+)\. /)?.[1])
      .filter((n): n is string => n !== undefined);
    expect(indicators).toEqual([
      ...Array.from({ length: 18 }, (_, i) => String(i + 1)),
      'T2-4',
      'T3-9',
    ]);
    // Carbon footprint (PAI 2) of the demo's companies: a figure, a coverage, an estimated share.
    const [, , footprint, , coverage, estimated] = await statementRow(page, '2');
    expect(frenchNumber(footprint!)).toBeGreaterThan(0);
    expect(frenchNumber(coverage!)).toBeGreaterThan(0);
    expect(frenchNumber(coverage!)).toBeLessThanOrEqual(100);
    expect(estimated).toMatch(/^\d+,\d+\s%$/);
    // The demo holds government bonds: PAI 15 is covered.
    expect(frenchNumber((await statementRow(page, '15'))[2]!)).toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/pai-declaration.png', fullPage: true });

    // Drill-down of indicator 4 (fossil fuel sector): the securities, each covered or left out.
    await page.getByRole('button', { name: 'Voir les titres de l’indicateur 4' }).click();
    const drill = page.getByRole('dialog', { name: /^Indicateur 4 — / });
    await expect
      .poll(async () => drill.locator('.ag-row [col-id="status"]').allInnerTexts(), {
        timeout: 60_000,
      })
      .toSatisfy((statuses: string[]) => statuses.some((s) => s.trim() === 'Couvert'));
    await page.screenshot({ path: 'artifacts/pai-titres.png' });
    await drill.getByRole('button', { name: 'Fermer' }).click();
    await drill.waitFor({ state: 'hidden' });

    // The texts of indicator 2, saved, shown in its row.
    await page.getByRole('button', { name: 'Modifier les textes de l’indicateur 2' }).click();
    const dialog = page.getByRole('dialog', { name: /^Indicateur 2 — / });
    await dialog.getByRole('textbox', { name: 'Explication' }).fill(EXPLANATION);
    await dialog.getByRole('textbox', { name: /^Mesures prises/ }).fill(ACTIONS);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/esg/pai/texts') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await statementRow(page, '2')).slice(6, 8))
      .toEqual([EXPLANATION, ACTIONS]);

    // Archived, the statement is part of the ESG archive's detailed reports.
    await page.goto(`${server.url}/#/compute`);
    await archive(page, ARCHIVE, 'Officiel');
    await page.goto(`${server.url}/#/esg/archives/details`);
    await page.getByRole('combobox', { name: 'Sauvegardes' }).click();
    await page.getByRole('option', { name: new RegExp(`^${ARCHIVE} — `) }).click();
    await page.keyboard.press('Escape');
    const archived = page.getByRole('table', { name: 'Incidences négatives (PAI)' });
    await archived.waitFor({ timeout: 60_000 });
    // Its figures, the footprint among them, as the page showed them.
    expect(await archived.innerText()).toContain(footprint);

    // The statement workbook, Annex I's layout: the figure and the texts as on the page.
    await page.goto(`${server.url}/#/esg/pai`);
    await table.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Exporter (Excel)' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^Declaration_PAI_.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Déclaration PAI')!;
    let row2: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (String(row.getCell(1).value ?? '').startsWith('2. ')) row2 = row;
    });
    expect(row2, 'the row of indicator 2').toBeDefined();
    const value = Number(row2!.getCell(3).value);
    expect(Math.abs(value - frenchNumber(footprint!))).toBeLessThan(5e-5 * Math.max(1, value));
    expect(row2!.getCell(5).value).toBe(EXPLANATION);
    expect(row2!.getCell(6).value).toBe(ACTIONS);

    expect(errors).toEqual([]);
  }, 400_000);
});
