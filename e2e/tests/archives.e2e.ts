import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoData } from '../../apps/server/src/seed/demo-data';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { archive } from '../support/archive';
import { launchBrowser } from '../support/browser';
import { compute } from '../support/compute';
import { withDatabase } from '../support/database';
import { choosePerimeter, perimeterSaved, tick } from '../support/perimeter';
import { signIn } from '../support/portal';
import { startServer } from '../support/server';
import type { Suite } from '../support/suite';

const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);
const OFFICIAL = 'SCR de référence';
const TEST = 'Choc actions relevé';

/** "3 763 661 526,29 €" → 3763661526.29; "+12,5 %" → 12.5; "−3" → -3 */
const figure = (text: string) =>
  Number(
    text
      .replace(/[\s\u202f\u00a0%€]/g, '')
      .replace(/[−-]/, '-')
      .replace('+', '')
      .replace(',', '.'),
  );

/** The cells of the row named `label` in a table. */
async function rowOf(page: Page, table: string, label: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table, exact: true })
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await row.first().waitFor({ timeout: 60_000 });
  return (await row.first().locator('th, td').allInnerTexts()).map((t) => t.trim());
}

/** Picks an archive in one of the reports' pickers. */
async function pick(page: Page, picker: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: picker }).click();
  await page.getByRole('option', { name: new RegExp(`^${name} — `) }).click();
}

describe('archives and their reports', () => {
  // The demo data written before the server starts: on a busy machine writing it takes
  // most of the server's start-up allowance.
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([
      startServer(
        { PRISME_DEMO_DATA: 'true' },
        {
          beforeStart: async (dataDir) => {
            await withDatabase(dataDir, (db) => seedDemoData(db));
          },
        },
      ),
      launchBrowser(),
    ]);
  }, 600_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });

  it('archives an SCR as « Officiel », a raised equity stress as « Test », compares them, follows the perimeter in a report tab, deletes one', async () => {
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);

    // Every family computed and archived as « Officiel ».
    await compute(page, server.url, ['SCR', 'ESG', 'Risque']);
    await archive(page, OFFICIAL, 'Officiel');
    await page.screenshot({ path: 'artifacts/archives-sauvegarde.png', fullPage: true });

    // The equity type 1 stress raised by ten points, then the SCR again, as « Test ».
    await page.goto(`${server.url}/#/solvency/home`);
    const stress = page.getByRole('textbox', { name: 'Choc actions de type 1' });
    await expect.poll(() => stress.inputValue(), { timeout: 30_000 }).not.toBe('');
    const before = figure(await stress.inputValue());
    await stress.fill(String(Math.round((before + 0.1) * 100) / 100).replace('.', ','));
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/parameters/scr-equity') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer Actions' }).click();
    expect((await saved).status()).toBe(200);
    await compute(page, server.url, ['SCR']);
    await archive(page, TEST, 'Test');

    // « Gestion des Sauvegardes »: « Officiel » first, « Test » beside it.
    await page.goto(`${server.url}/#/archives`);
    const tabs = page.getByRole('tablist', { name: 'Catégories de sauvegarde' });
    await tabs.getByRole('tab', { name: 'Officiel (1)' }).waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: OFFICIAL }).waitFor();
    await page.screenshot({ path: 'artifacts/archives-gestion.png', fullPage: true });

    // The comparison: B's equity SCR above A's, the difference B − A.
    await page.goto(`${server.url}/#/solvency/archives/comparison`);
    await pick(page, 'Sauvegarde A (référence)', OFFICIAL);
    await pick(page, 'Sauvegarde B (comparée)', TEST);
    const [, a, b, difference] = await rowOf(page, 'SCR marché et sous-modules', 'Actions');
    expect(figure(b!)).toBeGreaterThan(figure(a!));
    expect(figure(difference!)).toBeCloseTo(figure(b!) - figure(a!), 0);
    const [, scrA, scrB] = await rowOf(page, 'SCR marché et sous-modules', 'SCR marché');
    expect(figure(scrB!)).toBeGreaterThan(figure(scrA!));
    await page.getByRole('tablist', { name: 'Nature du changement' }).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: 'artifacts/archives-comparaison.png', fullPage: true });

    // Its workbook: the same figures, as numbers.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Exporter (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('etude-comparative-solvabilite-ii.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toContain('SCR marché et sous-modules');
    const sheet = workbook.getWorksheet('SCR marché et sous-modules')!;
    let equity: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Actions') equity = row;
    });
    expect(Number(equity!.getCell(2).value)).toBeCloseTo(figure(a!), 0);
    expect(Number(equity!.getCell(3).value)).toBeCloseTo(figure(b!), 0);
    expect(equity!.getCell(2).numFmt).toBe('#,##0.00');

    // The ESG temperature of the archive that keeps it, and the liquidity scenarios.
    await page.goto(`${server.url}/#/esg/archives/temperature`);
    const temperature = page.getByRole('region', {
      name: new RegExp(`^Température · ${OFFICIAL}`),
    });
    await expect
      .poll(async () => temperature.innerText(), { timeout: 60_000 })
      .toMatch(/\d,\d\d\s°C/);
    await page
      .getByRole('table', { name: 'Contributions des secteurs à la température' })
      .waitFor();
    await page.screenshot({ path: 'artifacts/archives-temperature.png', fullPage: true });
    await page.goto(`${server.url}/#/risk/archives/details`);
    await pick(page, 'Sauvegardes', OFFICIAL);
    await page.keyboard.press('Escape');
    await page
      .getByRole('table', { name: 'Profil de liquidité par scénario' })
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: 'artifacts/archives-risque-details.png', fullPage: true });

    // The history opened in a new tab, full page; it reloads when the perimeter changes.
    await page.goto(`${server.url}/#/solvency/archives/historical`);
    await page.getByRole('table', { name: 'SCR marché et sous-modules' }).waitFor({
      timeout: 60_000,
    });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Ouvrir dans un nouvel onglet' }).click(),
    ]);
    tab.on('pageerror', (error) => errors.push(`onglet : ${error.message}`));
    await tab.setViewportSize({ width: 1200, height: 1000 });
    await tab
      .getByRole('table', { name: 'SCR marché et sous-modules' })
      .waitFor({ timeout: 120_000 });
    expect(new URL(tab.url()).hash).toMatch(/^#\/prisme-reports\/solvency\/archives\/historical/);
    expect(await tab.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    await tab.waitForTimeout(1_500); // the charts' drawing animation
    await tab.screenshot({ path: 'artifacts/archives-historique-onglet.png', fullPage: true });
    await tab.evaluate(() => Object.assign(globalThis, { avantChangement: true }));
    const saved2 = perimeterSaved(page, '"compartments":[');
    await tick(page, 'Compartiments', [COMPARTMENTS.at(-1)!]);
    await saved2;
    await expect
      .poll(
        () =>
          tab
            .evaluate(() => 'avantChangement' in globalThis)
            .catch(() => 'en cours de rechargement'),
        { timeout: 60_000 },
      )
      .toBe(false);
    await tab
      .getByRole('table', { name: 'SCR marché et sous-modules' })
      .waitFor({ timeout: 120_000 });
    await tab.close();

    // Deleting « Test » asks first.
    await page.goto(`${server.url}/#/archives`);
    const remove = page.getByRole('button', { name: `Supprimer « ${TEST} »` });
    // The list reloads after the perimeter change: choose the tab again until it shows.
    await expect
      .poll(
        async () => {
          await tabs.getByRole('tab', { name: 'Test (1)' }).click();
          return remove.count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la sauvegarde' });
    await expect.poll(() => confirm.innerText()).toContain(`La sauvegarde « ${TEST} »`);
    await page.screenshot({ path: 'artifacts/archives-suppression.png' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `Supprimer « ${TEST} »` }).count(), {
        timeout: 30_000,
      })
      .toBe(0);
    await expect.poll(() => tabs.getByRole('tab', { name: /^Test/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
});
