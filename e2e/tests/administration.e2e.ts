import { describe, expect, it } from 'vitest';
import { signIn } from '../support/portal';
import { serverAndBrowser } from '../support/suite';

describe('administration of accounts', () => {
  const suite = serverAndBrowser({});

  it('disables an account, which can then no longer sign in, and journals the change', async () => {
    const { server, browser } = suite;
    const admin = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.goto(server.url);
    await signIn(admin, 'admin');
    await admin.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });

    await admin.goto(`${server.url}/#/users`);
    await admin.getByRole('heading', { name: 'Utilisateurs', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Modifier « Louis Lecteur »' }).click();
    const editor = admin.getByRole('dialog', { name: /^Modifier/ });
    await editor.getByRole('switch', { name: 'Compte désactivé' }).click();
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await admin
      .getByRole('dialog', { name: /^Désactiver/ })
      .getByRole('button', { name: 'Désactiver' })
      .click();
    await admin.getByText('Compte « Louis Lecteur » désactivé.').waitFor({ timeout: 30_000 });
    await admin.screenshot({ path: 'artifacts/administration-utilisateurs.png', fullPage: true });

    // The account's sign-in is refused, in French.
    const other = await browser.newContext();
    const lecteur = await other.newPage();
    await lecteur.goto(server.url);
    await signIn(lecteur, 'lecteur');
    await lecteur.getByText('Votre compte est désactivé.').first().waitFor({ timeout: 30_000 });
    await lecteur.screenshot({ path: 'artifacts/administration-compte-desactive.png' });
    await other.close();

    // The journal lists the change with who made it.
    await admin.goto(`${server.url}/#/audit`);
    await admin.getByRole('heading', { name: 'Journal des modifications', level: 1 }).waitFor();
    await admin
      .getByText(/Louis Lecteur/)
      .first()
      .waitFor({ timeout: 30_000 });
    await admin.screenshot({ path: 'artifacts/administration-journal.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
