import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'prisme-demo';
export const MODULES = [
  'TRANSPARISATION',
  'PARAMETRES',
  'SOLVABILITE II',
  'ESG',
  'RISQUE',
] as const;

/** Fills the embedded provider's French sign-in page. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Identifiant').waitFor();
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The module headers the side menu shows. */
export async function visibleModules(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor();
  const shown: string[] = [];
  for (const name of MODULES) {
    if (await menu.getByText(name, { exact: true }).isVisible()) shown.push(name);
  }
  return shown;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  // Back at the sign-in page: the portal's session and the provider's are both over.
  await page.getByRole('button', { name: 'Se connecter' }).waitFor({ timeout: 30_000 });
  expect(page.url()).toContain('/idp/interaction/');
}
