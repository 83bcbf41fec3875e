import type { Page } from 'playwright-core';

/** « Sauvegarder » the computation just done (« Calculs terminés ») under `name` in `category`. */
export async function archive(page: Page, name: string, category: string): Promise<void> {
  const outcome = page.getByRole('region', { name: 'Calculs terminés' });
  await outcome.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sauvegarder le calcul' });
  await dialog.getByRole('textbox', { name: 'Nom de la sauvegarde' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Catégorie' }).fill(category);
  await dialog.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await page
    .getByText(`Sauvegarde « ${name} » enregistrée dans « ${category} ».`)
    .waitFor({ timeout: 30_000 });
}
