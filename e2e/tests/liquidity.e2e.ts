import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compartmentLabel, portfolioPlans } from '../../apps/server/src/seed/demo-data/portfolios';
import { choosePerimeter } from '../support/perimeter';
import { signIn } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

const plan = portfolioPlans('Client.DEMO1')[0]!;
const PORTFOLIO = `${plan.row.code} — ${plan.row.label}`;
const COMPARTMENTS = plan.compartments.map((code) => `${code} — ${compartmentLabel(code)}`);

/** "51,16 %" → 0.5116; "3 763 661 526,29 €" → 3763661526.29 */
const figure = (text: string) => Number(text.replace(/[\s\u202f\u00a0%€]/g, '').replace(',', '.'));

/** A page signed in as `login`, on its first page, and the console errors it will log. */
async function signedIn(browser: Browser, url: string, login: string) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await signIn(page, login);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  return { page, errors };
}

/** Computes the liquidity risk alone from « Calculs » and opens its results. */
async function computeLiquidity(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/compute`);
  await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
  for (const other of ['SCR', 'ESG']) {
    const box = page.getByRole('checkbox', { name: other });
    if (await box.isChecked()) await box.uncheck();
  }
  const risk = page.getByRole('checkbox', { name: 'Risque' });
  if (!(await risk.isChecked())) await risk.check();
  await page.getByRole('button', { name: 'Lancer les calculs' }).click();
  await page.getByRole('link', { name: 'Voir les résultats' }).click({ timeout: 180_000 });
  await page.getByRole('heading', { name: 'Résultats', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Profil de liquidité par scénario' }).waitFor({
    timeout: 30_000,
  });
}

/** The profile table: bucket → scenario → share. */
async function profile(page: Page): Promise<Record<string, Record<string, number>>> {
  const table = page.getByRole('table', { name: 'Profil de liquidité par scénario' });
  const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const rows: Record<string, Record<string, number>> = {};
  for (const row of await table.locator('tbody tr').all()) {
    const cells = (await row.locator('th, td').allInnerTexts()).map((t) => t.trim());
    rows[cells[0]!] = Object.fromEntries(
      headers.slice(1).map((name, k) => [name, figure(cells[k + 1]!) / 100]),
    );
  }
  return rows;
}

describe('liquidity risk of the demo perimeter', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('computes the profiles, compares the scenarios, answers an outflow, drills down and exports', async () => {
    const { server, browser } = suite;
    const { page, errors } = await signedIn(browser, server.url, 'analyste');
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);
    await computeLiquidity(page, server.url);

    // Three demo scenarios side by side; each profile and its « non évalué » make 100 %.
    const shares = await profile(page);
    const scenarios = Object.keys(shares['1 jour ou moins']!);
    expect(scenarios).toEqual(['Normal', 'Stressé', 'Très stressé']);
    for (const name of scenarios) {
      const total = Object.values(shares).reduce((sum, row) => sum + row[name]!, 0);
      expect(total).toBeCloseTo(1, 3);
    }
    // Stress sells less within a day.
    expect(shares['1 jour ou moins']!['Très stressé']).toBeLessThan(
      shares['1 jour ou moins']!['Normal']!,
    );

    // An outflow of 20 %: a verdict per scenario, and the table behind it.
    const outflow = page.getByRole('textbox', { name: 'Sortie à servir' });
    await outflow.fill('20');
    const answer = page.getByRole('table', { name: 'Analyse de la sortie par scénario' });
    await expect
      .poll(async () => page.getByText(/Sortie de .* soit 20,00/).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await answer.locator('tbody tr').count()).toBe(3);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.screenshot({ path: 'artifacts/liquidite-resultats.png', fullPage: true });

    // The lines of a class, in the grid at the bottom.
    await page.getByRole('button', { name: 'Voir les lignes de Souverains HQLA niveau 1' }).click();
    await page.getByRole('button', { name: 'Retirer le filtre' }).waitFor();
    const lines = page.getByRole('region', { name: 'Lignes et classes de liquidité' });
    await expect
      .poll(async () => lines.locator('.ag-row [col-id="LiquidityClass"]').allInnerTexts(), {
        timeout: 30_000,
      })
      .toSatisfy(
        (texts: string[]) =>
          texts.length > 0 && texts.every((t) => t === 'Souverains HQLA niveau 1'),
      );
    await page.screenshot({ path: 'artifacts/liquidite-lignes.png' });

    // The workbook says the page's long value.
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Exporter (Excel)' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    let longValue = 0;
    workbook.getWorksheet('Synthèse')!.eachRow((row) => {
      if (String(row.getCell(1).value).startsWith('Valeur longue'))
        longValue = Number(row.getCell(2).value);
    });
    const shown = await page
      .getByRole('region', { name: 'Valeur longue analysée' })
      .locator('p')
      .first()
      .innerText();
    expect(longValue).toBeCloseTo(figure(shown), 1);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('lets an administrator change a ratio: the analyst’s next computation moves the profile', async () => {
    const { server, browser } = suite;
    const analyst = await signedIn(browser, server.url, 'analyste');
    await computeLiquidity(analyst.page, server.url);
    const before = (await profile(analyst.page))['1 jour ou moins']!['Stressé']!;

    // The administrator sells « Stressé »'s level 1 sovereigns at 10 % a day, not 100 %.
    const admin = await signedIn(browser, server.url, 'admin');
    await admin.page.goto(`${server.url}/#/risk/parameters`);
    await admin.page.getByRole('heading', { name: 'Scénarios Liquidité', level: 1 }).waitFor();
    const card = admin.page.getByRole('region', { name: 'Stressé', exact: true });
    await card.getByRole('button', { name: 'Modifier' }).click();
    const dialog = admin.page.getByRole('dialog');
    const classes = await dialog.getByLabel(/^Classe, règle \d+$/).all();
    let rule = 0;
    for (const [index, field] of classes.entries())
      if ((await field.innerText()).includes('Souverains HQLA niveau 1')) rule = index + 1;
    expect(rule).toBeGreaterThan(0);
    const rate = dialog.getByLabel(`Taux de cession / jour, règle ${rule}`);
    await rate.fill('1,5');
    await rate.blur();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog
      .getByText('Le taux de cession journalier doit être compris entre 0 et 1.')
      .waitFor();
    await admin.page.screenshot({ path: 'artifacts/liquidite-scenario-refus.png' });
    await rate.fill('0,1');
    await rate.blur();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.page.getByText('Scénario « Stressé » enregistré.').waitFor({ timeout: 30_000 });
    await admin.page.screenshot({ path: 'artifacts/liquidite-scenarios.png', fullPage: true });
    expect(admin.errors).toEqual([]);
    await admin.page.close();

    // The analyst reads the scenarios without editing them, and recomputes.
    await analyst.page.goto(`${server.url}/#/risk/parameters`);
    await analyst.page.getByText(/Lecture seule/).waitFor();
    expect(await analyst.page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    await computeLiquidity(analyst.page, server.url);
    const after = (await profile(analyst.page))['1 jour ou moins']!['Stressé']!;
    expect(after).toBeLessThan(before);
    expect(analyst.errors).toEqual([]);
    await analyst.page.close();
  }, 600_000);

  it('suspends a fund by importing its dealing terms: the profile moves; HQLA and derivatives open (issue 39)', async () => {
    const { server, browser } = suite;
    const analyst = await signedIn(browser, server.url, 'analyste');
    await computeLiquidity(analyst.page, server.url);
    const page = analyst.page;
    const before = (await profile(page))['Plus de 365 jours']!['Normal']!;

    // The demo's funds kept whole, by how their terms are known: one of them, by its lines.
    const terms = page.getByRole('table', { name: 'Conditions de rachat des fonds' });
    await terms.waitFor();
    await terms
      .getByRole('button', { name: /^Voir les lignes de Conditions de rachat/ })
      .first()
      .click();
    const lines = page.getByRole('region', { name: 'Lignes et classes de liquidité' });
    await expect
      .poll(async () => lines.locator('.ag-row [col-id="IsinCode"]').allInnerTexts(), {
        timeout: 30_000,
      })
      .toSatisfy((texts: string[]) => texts.length > 0 && texts[0]!.trim() !== '');
    const fund = (await lines.locator('.ag-row [col-id="IsinCode"]').first().innerText()).trim();
    const header = await page
      .getByText(/valorisation au \d{2}\/\d{2}\/\d{4}/)
      .first()
      .innerText();
    const date = /(\d{2}\/\d{2}\/\d{4})/.exec(header)![1]!;

    // The HQLA and derivatives blocks are there, as cards and tables.
    await page.getByRole('region', { name: 'HQLA après décotes' }).waitFor();
    await page.getByRole('table', { name: 'HQLA par niveau' }).waitFor();
    await page
      .getByRole('table', { name: /^Appels de marge et trésorerie, scénario / })
      .or(page.getByText('Aucun dérivé dans le périmètre.'))
      .waitFor();
    await page.screenshot({ path: 'artifacts/liquidite-hqla-derives.png', fullPage: true });

    // The administrator imports the fund's suspension at the valuation date.
    const admin = await signedIn(browser, server.url, 'admin');
    // An administrator sees every client: « Intégration » needs the one chosen.
    await admin.page
      .getByLabel('Client', { exact: true })
      .selectOption({ label: 'Client.DEMO1 — Mutuelle Vie Horizon' });
    await admin.page.goto(`${server.url}/#/integration`);
    await admin.page.getByRole('heading', { name: 'Intégration' }).waitFor();
    await admin.page.getByLabel('Type de fichier').selectOption({ label: 'Données de liquidité' });
    await admin.page.getByLabel('Fichier à envoyer').setInputFiles({
      name: 'suspension.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`codeTitre;date;suspension\n${fund};${date};oui\n`, 'utf8'),
    });
    await admin.page.getByRole('button', { name: 'Intégrer', exact: true }).click();
    await admin.page.getByText('Fichier intégré : 1 ligne').waitFor({ timeout: 60_000 });
    expect(admin.errors).toEqual([]);
    await admin.page.close();

    // Recomputed: the fund is never sold within the year; the terms say it is suspended.
    await computeLiquidity(page, server.url);
    const after = (await profile(page))['Plus de 365 jours']!['Normal']!;
    expect(after).toBeGreaterThan(before);
    await page
      .getByRole('table', { name: 'Conditions de rachat des fonds' })
      .getByText('Rachats suspendus')
      .waitFor();
    expect(analyst.errors).toEqual([]);
    await page.close();
  }, 600_000);
});
