import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { MODULES, signIn, signOut, visibleModules } from '../support/portal';
import { startServer, type RunningServer } from '../support/server';

describe('sign-in and the French shell', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ PRISME_DEMO_DATA: 'false' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs analyste in, shows Accueil and the five modules, then signs out', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(server.url);
    await signIn(page, 'analyste');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 30_000 });
    expect(await visibleModules(page)).toEqual([...MODULES]);
    await page.screenshot({ path: 'artifacts/analyste-accueil.png' });
    // The CSP lets the app run: nothing was refused.
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await signOut(page);
    await page.close();
  });

  it('shows lecteur neither SOLVABILITE II, nor ESG, nor the parameters', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url);
    await signIn(page, 'lecteur');
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 30_000 });
    const modules = await visibleModules(page);
    expect(modules).toContain('TRANSPARISATION');
    for (const hidden of ['SOLVABILITE II', 'ESG', 'PARAMETRES'])
      expect(modules).not.toContain(hidden);
    await page.screenshot({ path: 'artifacts/lecteur-accueil.png' });
    await page.close();
  });

  it('answers a wrong password with the French message', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await signIn(page, 'analyste', 'pas-le-bon');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Identifiant ou mot de passe incorrect.');
    await page.screenshot({ path: 'artifacts/mauvais-mot-de-passe.png' });
    await page.close();
  });
});
