import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { deletePortfolio, seedClientInventory, withDatabase } from '../support/database';
import { signIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const CLIENT = 'Client.DEMO1';
const DATES = ['2024-10-31', '2024-11-30', '2024-12-31'];
const PORTFOLIOS = [
  {
    code: 'P-VIE',
    label: 'Actif général vie',
    compartments: [
      { code: 'GEN', label: 'Actif général' },
      { code: 'CANT', label: 'Canton euro-croissance' },
    ],
  },
  {
    code: 'P-RET',
    label: 'Retraite supplémentaire',
    compartments: [
      { code: 'GEN', label: 'Actif général' },
      { code: 'PERP', label: 'Plan d’épargne retraite' },
    ],
  },
  { code: 'P-UC', label: 'Unités de compte', compartments: [{ code: 'UC', label: 'Supports UC' }] },
];
// Our own small inventory, not the demo data: the test deletes a portfolio of it.
const ENV = { PRISME_DEMO_DATA: 'false' };

const bar = (page: Page) => page.getByRole('region', { name: 'Périmètre' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/**
 * Ticks options of one of the bar's multi-selects, searching when `search` is given. An
 * option offered several times (a compartment code under two portfolios) is ticked every time.
 */
async function tick(page: Page, field: string, options: string[], search?: string) {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  if (search) await input.fill(search);
  for (const option of options) {
    const offered = page.getByRole('option', { name: option });
    await offered.first().waitFor();
    const count = await offered.count();
    for (let index = 0; index < count; index += 1) await offered.nth(index).click();
  }
  await input.press('Escape');
}

/** The options ticked in one of the bar's multi-selects, each code once. */
async function chosen(page: Page, field: string): Promise<string[]> {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  const selected = page
    .getByRole('listbox', { name: field })
    .getByRole('option', { selected: true });
  await selected.first().waitFor();
  const texts = [...new Set(await selected.allTextContents())];
  await input.press('Escape');
  return texts;
}

/** Resolves once the server answered the save of a perimeter whose request has `fragment`. */
const saved = (page: Page, fragment: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/prisme/perimeter') &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes(fragment),
  );

async function open(page: Page, login: string) {
  await page.goto(server.url);
  await signIn(page, login);
  await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 30_000 });
}

let server: RunningServer;

describe('the perimeter bar and the saved perimeter', () => {
  let browser: Browser;

  beforeAll(async () => {
    const seed = (dataDir: string) =>
      withDatabase(dataDir, (db) => seedClientInventory(db, CLIENT, PORTFOLIOS, DATES));
    [server, browser] = await Promise.all([
      startServer(ENV, { beforeStart: seed }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('restores the perimeter of analyste after a reload, and empties it once a portfolio is gone', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, 'analyste');
    await bar(page).getByText('Client.DEMO1 — Mutuelle Vie Horizon').waitFor();
    // Nothing chosen: what needs a perimeter waits for one.
    await menu(page).getByText('Calculs', { exact: true }).waitFor();
    expect(await menu(page).getByRole('link', { name: 'Calculs' }).count()).toBe(0);

    await tick(page, 'Portefeuilles', ['P-VIE — Actif général vie']);
    await tick(page, 'Portefeuilles', ['P-RET — Retraite supplémentaire'], 'retraite');
    const date = page.getByLabel('Date de valorisation');
    // The newest date of the chosen portfolios is taken; the user picks another.
    await expect.poll(() => date.inputValue()).toBe('2024-12-31');
    expect(await date.locator('option').allTextContents()).toEqual([
      '31/12/2024',
      '30/11/2024',
      '31/10/2024',
    ]);
    await date.selectOption('2024-11-30');
    // GEN exists under both portfolios: ticked under each, it is written as the bare code.
    await tick(page, 'Compartiments', ['GEN — Actif général', 'PERP — Plan d’épargne retraite']);
    const last = saved(page, '"lookThroughLevel":"2"');
    await page.getByLabel('Niveau de transparisation').selectOption('2');
    expect(JSON.parse((await last).request().postData()!)).toMatchObject({
      rolename: CLIENT,
      portfolios: ['P-VIE', 'P-RET'],
      valuationDate: '2024-11-30',
      compartments: ['GEN', 'PERP'],
      lookThroughLevel: '2',
    });
    await menu(page).getByRole('link', { name: 'Calculs' }).waitFor();
    await page.screenshot({ path: 'artifacts/perimetre-analyste.png' });
    // The compartments, grouped under their portfolio: GEN is ticked under both.
    await page.getByRole('combobox', { name: 'Compartiments', exact: true }).click();
    await page.getByRole('listbox').waitFor();
    await page.screenshot({ path: 'artifacts/perimetre-compartiments.png' });
    await page.keyboard.press('Escape');

    // The tab's own state is dropped: what comes back comes from the server.
    await page.evaluate("sessionStorage.removeItem('prisme.navigation')");
    await page.reload();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 30_000 });
    // At rest the bar shows the first choice of each list and how many more.
    await bar(page).getByText('P-VIE — Actif général vie').waitFor();
    await bar(page).getByText('+1').first().waitFor();
    expect(await chosen(page, 'Portefeuilles')).toEqual([
      'P-RET — Retraite supplémentaire',
      'P-VIE — Actif général vie',
    ]);
    expect(await chosen(page, 'Compartiments')).toEqual([
      'GEN — Actif général',
      'PERP — Plan d’épargne retraite',
    ]);
    expect(await page.getByLabel('Date de valorisation').inputValue()).toBe('2024-11-30');
    expect(await page.getByLabel('Niveau de transparisation').inputValue()).toBe('2');

    // P-VIE disappears from the database: the saved perimeter is no longer valid.
    await server.stop({ keepData: true });
    await withDatabase(server.dataDir, (db) => deletePortfolio(db, CLIENT, 'P-VIE'));
    server = await startServer(ENV, { dataDir: server.dataDir, port: server.port });
    await page.reload();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Portefeuilles', exact: true }).waitFor();
    expect(await bar(page).getByText('P-RET — Retraite supplémentaire').count()).toBe(0);
    expect(await page.getByLabel('Date de valorisation').isDisabled()).toBe(true);
    expect(await page.getByLabel('Date de valorisation').inputValue()).toBe('');
    await page.getByRole('combobox', { name: 'Portefeuilles', exact: true }).click();
    const offered = page.getByRole('listbox', { name: 'Portefeuilles' }).getByRole('option');
    await offered.first().waitFor();
    expect(await offered.allTextContents()).toEqual([
      'P-RET — Retraite supplémentaire',
      'P-UC — Unités de compte',
    ]);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'artifacts/perimetre-vide.png' });
    await page.close();
  });

  it('asks admin to pick a client first, then offers that client’s inventory', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, 'admin');
    const client = page.getByLabel('Client', { exact: true });
    expect(await client.inputValue()).toBe('');
    expect(
      await page.getByRole('combobox', { name: 'Portefeuilles', exact: true }).isDisabled(),
    ).toBe(true);
    await menu(page).getByText('Calculs', { exact: true }).hover({ force: true });
    await page.getByRole('tooltip', { name: "Choisissez d'abord un client" }).waitFor();
    await page.screenshot({ path: 'artifacts/perimetre-admin-sans-client.png' });

    await client.selectOption({ label: 'Client.DEMO1 — Mutuelle Vie Horizon' });
    await tick(page, 'Portefeuilles', ['P-UC — Unités de compte']);
    await expect
      .poll(() => page.getByLabel('Date de valorisation').inputValue())
      .toBe('2024-12-31');
    const last = saved(page, '"compartments":["UC"]');
    await tick(page, 'Compartiments', ['UC — Supports UC']);
    await last;
    await menu(page).getByRole('link', { name: 'Calculs' }).waitFor();
    await page.screenshot({ path: 'artifacts/perimetre-admin.png' });

    // The admin's client comes back with the saved perimeter.
    await page.reload();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 30_000 });
    await bar(page).getByText('P-UC — Unités de compte').waitFor();
    expect(await page.getByLabel('Client', { exact: true }).inputValue()).toBe(CLIENT);
    await page.close();
  });
});
