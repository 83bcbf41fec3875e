import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { squareLogo } from '../../apps/server/src/seed/demo-news';
import { signIn, signOut } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

/** dd/mm/yyyy of today in this machine's calendar, the browser's too (the form's default). */
const todayFr = () => new Intl.DateTimeFormat('fr-FR').format(new Date());

async function openAccueil(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Accueil', level: 1 }).waitFor({ timeout: 30_000 });
}

describe('Accueil and the news', () => {
  const suite = serverAndBrowser({ PRISME_DEMO_DATA: 'true' });

  it('an administrator publishes a news item; the analyst sees it first on Accueil', async () => {
    const title = `Revue Solvabilité II : note ${Date.now().toString(36)}`;
    const { server, browser } = suite;
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(server.url);

    // admin: Actualités, in the menu for administrators only.
    await signIn(page, 'admin');
    await openAccueil(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Actualités' }).click();
    await page.getByRole('heading', { name: 'Actualités', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Publier une actualité' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Titre').fill(title);
    await dialog
      .getByLabel('Introduction')
      .fill(
        'La Commission publie les actes délégués de la revue : ce qui change pour le SCR marché.',
      );
    await dialog
      .getByLabel('Lien du PDF')
      .fill('https://eur-lex.europa.eu/revue-solvabilite-2.pdf');
    await dialog.getByLabel('Lien de la source').fill('https://finance.ec.europa.eu/');
    await dialog.getByLabel('Fichier du logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: squareLogo(64, [122, 16, 32], [0, 128, 128]),
    });
    await expect
      .poll(() => dialog.getByLabel('Adresse du logo').inputValue(), { timeout: 30_000 })
      .toMatch(/^\/api\/collab\//);
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await page.getByText(`Actualité « ${title} » publiée.`).waitFor({ timeout: 30_000 });
    await page.getByRole('table', { name: 'Actualités publiées' }).getByText(title).waitFor();
    await page.screenshot({ path: 'artifacts/actualites-admin.png' });
    await signOut(page);

    // analyste: no Actualités in the menu; the new item is the first card of Accueil.
    await signIn(page, 'analyste');
    await openAccueil(page);
    expect(await menu.getByRole('link', { name: 'Actualités' }).count()).toBe(0);
    const news = page.getByRole('list', { name: 'Actualités' });
    await news.waitFor({ timeout: 30_000 });
    const first = news.getByRole('article').first();
    await expect.poll(() => first.getByRole('heading').textContent()).toBe(title);
    expect(await first.textContent()).toContain(`Publié le ${todayFr()}`);
    const pdf = first.getByRole('link', { name: 'PDF (nouvel onglet)' });
    expect(await pdf.getAttribute('href')).toBe(
      'https://eur-lex.europa.eu/revue-solvabilite-2.pdf',
    );
    expect(await pdf.getAttribute('target')).toBe('_blank');
    // The uploaded logo is shown (a public image of the built-in site), not the initial.
    await expect
      .poll(() =>
        first.locator('img').evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
    // The module shortcuts follow the analyst's rights: solvency, ESG and risk.
    const shortcuts = page.getByRole('navigation', { name: 'Accès rapides' });
    for (const module of ['Solvabilité II', 'ESG', 'Risque'])
      await shortcuts.getByRole('heading', { name: module }).waitFor();
    await expect
      .poll(() => page.getByTestId('perimetre-courant').textContent())
      .toMatch(/Client\.DEMO1/);
    await page.screenshot({ path: 'artifacts/accueil-actualites.png', fullPage: true });
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await page.close();
  });
});
