import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compute } from '../support/compute';
import { analystOnDemoPerimeter } from '../support/demo-perimeter';
import { serverAndBrowser } from '../support/suite';

/** The filing indicators of a package: template → whether it is filed. */
async function filingIndicators(zip: JSZip): Promise<Record<string, boolean>> {
  const file = Object.keys(zip.files).find((name) => name.endsWith('reports/FilingIndicators.csv'));
  expect(file, Object.keys(zip.files).join(', ')).toBeDefined();
  const lines = (await zip.file(file!)!.async('string')).trim().split(/\r?\n/).slice(1);
  return Object.fromEntries(
    lines.map((line) => {
      const [template, reported] = line.split(',');
      return [template!, reported === 'true'];
    }),
  );
}

/** Chooses the module, checks the QRT (« Déposable »), downloads the package and opens it. */
async function checkAndDownload(page: Page, module: RegExp, shot: string): Promise<JSZip> {
  await page
    .getByRole('group', { name: 'Module QRT' })
    .getByRole('button', { name: module })
    .click();
  await page.getByRole('button', { name: 'Contrôler les états QRT' }).click();
  const verdict = page.getByText(/^(Déposable|Non déposable) :/);
  await verdict.waitFor({ timeout: 180_000 });
  await page.getByRole('region', { name: 'Exports' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `artifacts/${shot}.png`, fullPage: true });
  const text = await verdict.innerText();
  // A finding the panel lists says what blocks, should the verdict be the wrong one.
  const findings = await page
    .getByRole('table', { name: 'Anomalies des états QRT' })
    .innerText()
    .catch(() => '');
  expect(text, findings.slice(0, 2_000)).toMatch(/^Déposable :/);

  const row = page.getByRole('listitem', { name: 'QRT actifs (xBRL-CSV)' });
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 180_000 }),
    row.getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  expect(file.suggestedFilename()).not.toMatch(/NON_DEPOSABLE/);
  return JSZip.loadAsync(await readFile((await file.path())!));
}

describe('QRT packages of the demo client (taxonomy 2.10.0)', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('checks and downloads the quarterly and the annual package with no blocking finding', async () => {
    const { server, browser } = suite;
    const { page, errors } = await analystOnDemoPerimeter(browser, server.url, {
      acceptDownloads: true,
    });
    await compute(page, server.url, ['SCR']);

    const quarterly = await checkAndDownload(page, /^Trimestriel/, 'qrt-trimestriel');
    const quarterlyFiled = await filingIndicators(quarterly);
    expect(
      Object.entries(quarterlyFiled)
        .filter(([, filed]) => filed)
        .map(([t]) => t)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        // The ECB add-on module (the default) files SE.06.02 for S.06.02.
        expect.stringMatching(/^SE?\.06\.02/),
        expect.stringMatching(/^S\.08\.01/),
      ]),
    );
    expect(Object.keys(quarterlyFiled).some((t) => t.includes('S.09.01'))).toBe(false);

    const annual = await checkAndDownload(page, /^Annuel/, 'qrt-annuel');
    const annualFiled = await filingIndicators(annual);
    expect(Object.entries(annualFiled).some(([t, filed]) => t.includes('S.09.01') && filed)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });
});
