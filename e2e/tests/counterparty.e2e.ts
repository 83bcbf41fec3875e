import { describe, expect, it } from 'vitest';
import { compute } from '../support/compute';
import { analystOnDemoPerimeter } from '../support/demo-perimeter';
import { serverAndBrowser } from '../support/suite';

/**
 * Issue 42: the demo computes a counterparty default charge on its bank accounts and OTC
 * derivatives beside the SCR marché; « Résultats » shows it, the « SCR des actifs » and one
 * single name's lines.
 */
describe('« Risque de contrepartie (type 1) »', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('computes the charge on the demo and drills into one bank', async () => {
    const { server, browser } = suite;
    const { page, errors } = await analystOnDemoPerimeter(browser, server.url, {
      consoleErrors: true,
    });
    await compute(page, server.url, ['SCR']);

    await page
      .getByRole('region', { name: 'Calculs terminés' })
      .getByRole('link', { name: 'Voir les résultats' })
      .click();
    const section = page.getByRole('region', { name: 'Risque de contrepartie (type 1)' });
    await section.waitFor({ timeout: 60_000 });
    const charge = await section
      .getByRole('region', { name: 'SCR défaut type 1 (art. 200)' })
      .innerText();
    expect(charge).toMatch(/\d/);
    // innerText follows the cards' upper-case labels.
    expect(await page.locator('main').innerText()).toMatch(
      /SCR des actifs \(marché \+ contrepartie type 1\)/i,
    );
    const names = section.getByRole('table', {
      name: 'Risque de contrepartie par groupe ou contrepartie',
    });
    expect(await names.getByRole('row').count()).toBeGreaterThan(2);
    const drill = section.getByRole('button', { name: /^Voir les expositions de / }).first();
    const label = (await drill.getAttribute('aria-label'))!.replace('Voir les expositions de ', '');
    await drill.click();
    const lines = section.getByRole('table', { name: `Expositions de ${label}` });
    await lines.waitFor({ timeout: 30_000 });
    expect(await lines.innerText()).toMatch(/Avoirs en banque|Dérivés/);
    expect(errors).toEqual([]);
  }, 600_000);
});
