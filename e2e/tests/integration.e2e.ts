import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { demoInventoryLines, INVENTORY_HEADER as HEADER } from '../support/demo-inventory';
import { signIn } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(page: Page, name: string, content: string | Buffer): Promise<void> {
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const mimeType = name.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv';
  await page.getByLabel('Fichier à envoyer').setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Intégrer', exact: true }).click();
}

/**
 * The inventory as a workbook written by exceljs, whose zip puts the shared strings and
 * the workbook part after the sheets (the order exceljs's streaming reader lost parts of).
 */
async function inventoryWorkbook(lines: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventaire');
  for (const line of [HEADER, ...lines]) sheet.addRow(line.split(';'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the Intégration page', () => {
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

  /** A new page, signed in as the analyst, on Intégration. */
  async function openIntegration(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 30_000 });
    await page.goto(`${server.url}/#/integration`);
    await page.getByRole('heading', { name: 'Intégration' }).waitFor();
    return page;
  }

  it('takes a valid inventory in and refuses a broken one with its report', async () => {
    const lines = demoInventoryLines();
    expect(lines).toHaveLength(3);
    const page = await openIntegration();

    await upload(page, 'inventaire-janvier.csv', [HEADER, ...lines].join('\n'));
    await page.getByText('Fichier intégré : 3 lignes.').waitFor({ timeout: 60_000 });
    const log = page.getByRole('region', { name: 'Journal des intégrations' });
    await log.getByText('inventaire-janvier.csv').waitFor();

    const broken = [
      HEADER,
      lines[0]!.replace(
        /;([A-Z]{2}[A-Z0-9]{9})(\d);/,
        (_m, body: string, digit: string) => `;${body}${(Number(digit) + 1) % 10};`,
      ),
      lines[1]!.replace(/^[^;]+/, 'PORTEFEUILLE-INCONNU'),
    ];
    await upload(page, 'inventaire-faux.csv', broken.join('\n'));
    await page
      .getByText("Fichier rejeté : 2 erreurs. Aucune donnée n'a été enregistrée.")
      .waitFor({ timeout: 60_000 });
    const report = page.getByRole('table', { name: 'Erreurs du fichier rejeté' });
    await expect.poll(() => report.textContent()).toMatch(/ISIN invalide/);
    expect(await report.textContent()).toMatch(/Portefeuille inconnu pour ce client/);
    await expect(
      page.getByRole('button', { name: 'Télécharger le rapport (CSV)' }).isVisible(),
    ).resolves.toBe(true);
    await log.getByText('inventaire-faux.csv').waitFor();
    await expect.poll(() => log.getByText('Rejeté', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => log.getByText('Intégré', { exact: true }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/integration-rejet.png', fullPage: true });
    await page.close();
  });

  it('takes an inventory workbook (.xlsx) in, its texts read', async () => {
    const lines = demoInventoryLines(3, '28/02/2025');
    const page = await openIntegration();
    await upload(page, 'inventaire-fevrier.xlsx', await inventoryWorkbook(lines));
    // Texts lost (the header's, the codes') would reject the file: its columns unknown.
    await page.getByText('Fichier intégré : 3 lignes.').waitFor({ timeout: 60_000 });
    const log = page.getByRole('region', { name: 'Journal des intégrations' });
    await log.getByText('inventaire-fevrier.xlsx').waitFor();
    await page.close();
  });
});
