import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { launchBrowser } from '../support/browser';
import { choosePerimeter } from '../support/perimeter';
import { signIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);

/** "87,65 %" → 0.8765 */
const share = (text: string) =>
  Number(text.replace(/[\s\u202f\u00a0%]/g, '').replace(',', '.')) / 100;

describe('ESG analysis of the demo perimeter', () => {
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

  it('computes the ESG analysis, shows it, drills down to its lines and exports it', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);

    await page.goto(`${server.url}/#/compute`);
    await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'SCR' }).uncheck();
    const esg = page.getByRole('checkbox', { name: 'ESG' });
    if (!(await esg.isChecked())) await esg.check();
    await page.getByRole('button', { name: 'Lancer les calculs' }).click();
    await page.getByRole('link', { name: 'Voir les résultats' }).click({ timeout: 180_000 });

    await page.getByRole('heading', { name: 'Résultats', level: 1 }).waitFor();
    const scoreCard = page.getByRole('region', { name: 'Score ESG du portefeuille' });
    await scoreCard.waitFor({ timeout: 30_000 });
    expect(await scoreCard.innerText()).toMatch(/(AAA|AA|A|BBB|BB|B|CCC) · \d+,\d\d \/ 10/);
    // Issue 15 §8: the demo perimeter is well covered.
    const coverage = await page
      .getByRole('region', { name: 'Couverture' })
      .locator('p')
      .innerText();
    expect(share(coverage)).toBeGreaterThan(0.8);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.screenshot({ path: 'artifacts/esg-resultats.png', fullPage: true });

    // The lines of a source: « Note de l'émetteur », in the grid at the bottom.
    const lines = page.getByRole('region', { name: 'Lignes et notes ESG' });
    await page
      .getByRole('button', { name: 'Voir les lignes de statut « Note de l’émetteur »' })
      .click();
    await page.getByRole('button', { name: 'Retirer le filtre' }).waitFor();
    await expect
      .poll(async () => lines.locator('.ag-row [col-id="EsgStatus"]').allInnerTexts(), {
        timeout: 30_000,
      })
      .toSatisfy(
        (texts: string[]) => texts.length > 0 && texts.every((t) => t === 'Note de l’émetteur'),
      );
    await page.screenshot({ path: 'artifacts/esg-lignes.png' });

    // The workbook says the page's score.
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Exporter (Excel)' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    let score: unknown;
    workbook.getWorksheet('Synthèse')!.eachRow((row) => {
      if (row.getCell(1).value === 'Score ESG (sur 10)') score = row.getCell(2).value;
    });
    const shown = (await scoreCard.innerText()).match(/(\d+),(\d\d) \/ 10/)!;
    expect(Number(score).toFixed(2)).toBe(`${shown[1]}.${shown[2]}`);

    await page.goto(`${server.url}/#/esg/archives/temperature`);
    await page.getByRole('heading', { name: 'Température Implicite', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Température du portefeuille' }).waitFor();
    await page.getByRole('button', { name: 'Scopes 1, 2 et 3' }).click();
    expect(
      await page.getByRole('region', { name: 'Température du portefeuille' }).innerText(),
    ).toMatch(/\d,\d\d °C/);
    await page.screenshot({ path: 'artifacts/esg-temperature.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
