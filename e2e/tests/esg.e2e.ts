import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

/** Computes the ESG analysis alone from « Calculs » and opens its results. */
async function computeEsg(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/#/compute`);
  await page.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
  for (const other of ['SCR', 'Risque']) {
    const box = page.getByRole('checkbox', { name: other });
    if (await box.isChecked()) await box.uncheck();
  }
  const esg = page.getByRole('checkbox', { name: 'ESG' });
  if (!(await esg.isChecked())) await esg.check();
  await page.getByRole('button', { name: 'Lancer les calculs' }).click();
  await page.getByRole('link', { name: 'Voir les résultats' }).click({ timeout: 180_000 });
  await page.getByRole('heading', { name: 'Résultats', level: 1 }).waitFor();
  const card = page.getByRole('region', { name: 'Score ESG du portefeuille' });
  await card.waitFor({ timeout: 30_000 });
  return card.locator('p').innerText();
}

/** A page signed in as the analyst, on Accueil, and the console errors it will log. */
async function analystPage(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await signIn(page, 'analyste');
  await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
  return { page, errors };
}

/** Resolves once the server answered a PUT to `path` with 200. */
const saved = (page: Page, path: string) =>
  page.waitForResponse(
    (r) => r.url().includes(path) && r.request().method() === 'PUT' && r.status() === 200,
    { timeout: 30_000 },
  );

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
    const { page, errors } = await analystPage(browser, server.url);
    await choosePerimeter(page, PORTFOLIO, COMPARTMENTS);

    await computeEsg(page, server.url);
    const scoreCard = page.getByRole('region', { name: 'Score ESG du portefeuille' });
    expect(await scoreCard.innerText()).toMatch(/(AAA|AA|A|BBB|BB|B|CCC) · \d+,\d\d \/ 10/);
    // Issue 15 §8: the demo perimeter is well covered.
    const coverage = await page
      .getByRole('region', { name: 'Couverture' })
      .locator('p')
      .innerText();
    expect(share(coverage)).toBeGreaterThan(0.8);
    // The demo client's forced rating is held by its first portfolio (issue 15 §8).
    const forced = page.getByRole('region', { name: 'Part des notations forcées' }).locator('p');
    expect(share(await forced.innerText())).toBeGreaterThan(0);
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

    // The implied temperature of the current result, on the results page (« Analyse » ›
    // Température Implicite reads the archived ones).
    await page.goto(`${server.url}/#/esg/results`);
    const temperature = page.getByRole('region', {
      name: 'Température du portefeuille',
      exact: true,
    });
    await temperature.waitFor({ timeout: 60_000 });
    await page
      .getByRole('region', { name: /^Température implicite : horizons/ })
      .getByRole('button', { name: 'Scopes 1, 2 et 3' })
      .click();
    expect(await temperature.innerText()).toMatch(/\d,\d\d °C/);
    await page.screenshot({ path: 'artifacts/esg-temperature.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('weighs a sector and forces a rating: the sum message, the saves, the score that moves, the rating flagged', async () => {
    const { page, errors } = await analystPage(browser, server.url);
    // The perimeter saved by the first test is restored.
    const before = await computeEsg(page, server.url);
    const best = page.getByRole('table', { name: 'Meilleurs contributeurs' });
    const isin = (await best.locator('tbody tr th').first().innerText()).trim();

    // « Paramètres ESG »: the financial sector's environmental themes.
    await page.goto(`${server.url}/#/esg/parameters`);
    await page.getByRole('heading', { name: 'Paramètres ESG', level: 1 }).waitFor();
    const sector = page.getByRole('combobox', { name: 'Secteur' });
    await sector.click();
    await sector.fill('Activités financières');
    await page.getByRole('option', { name: /^K — / }).click();
    const theme = (name: string) => page.getByRole('textbox', { name, exact: true });
    await theme('Changement climatique').fill('0,9');
    const sumMessage = page.getByRole('alert').filter({
      hasText: 'La somme des paramètres doit être égale à 1.',
    });
    await sumMessage.waitFor();
    expect(await page.getByRole('button', { name: 'Enregistrer les thèmes' }).isDisabled()).toBe(
      true,
    );
    await page.screenshot({ path: 'artifacts/esg-parametres-somme.png', fullPage: true });
    for (const name of [
      'Capital naturel',
      'Pollution et déchets',
      'Opportunités environnementales',
    ])
      await theme(name).fill('0,0333');
    await theme('Changement climatique').fill('0,9001');
    await expect.poll(() => sumMessage.count()).toBe(0);
    await page.getByRole('button', { name: 'Réinitialiser' }).waitFor();
    const themesSaved = saved(page, '/api/esg/param-themes');
    await page.getByRole('button', { name: 'Enregistrer les thèmes' }).click();
    await themesSaved;
    await page.getByRole('button', { name: /^K — / }).waitFor(); // listed as differing
    await page.screenshot({ path: 'artifacts/esg-parametres.png', fullPage: true });

    // « Notations Forcées »: the best contributor forced to 0.
    await page.goto(`${server.url}/#/esg/noteexceptions`);
    await page.getByRole('heading', { name: 'Notations Forcées', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Coller depuis un tableur' }).click();
    await page.getByLabel('Lignes copiées').fill(`${isin}\tForcée par le test\t*\t0\n`);
    await page.getByRole('button', { name: 'Ajouter les lignes' }).click();
    await page.getByRole('gridcell', { name: isin }).waitFor();
    const ratingsSaved = saved(page, '/api/esg/note-exceptions');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await ratingsSaved;
    await page.screenshot({ path: 'artifacts/esg-notations-forcees.png', fullPage: true });

    const after = await computeEsg(page, server.url);
    expect(after).not.toBe(before);
    await page
      .getByRole('button', { name: 'Voir les lignes de statut « Notation forcée »' })
      .click();
    const lines = page.getByRole('region', { name: 'Lignes et notes ESG' });
    await expect
      .poll(async () => lines.locator('.ag-row [col-id="IsinCode"]').allInnerTexts(), {
        timeout: 30_000,
      })
      .toContain(isin);
    await page.screenshot({ path: 'artifacts/esg-notation-forcee-lignes.png' });
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
