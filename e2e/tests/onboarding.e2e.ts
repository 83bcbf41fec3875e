import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leiCheckDigits } from '../../packages/domain/src/data/identifiers';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import {
  curvesFile,
  inventoryFile,
  securitiesFile,
  structureFile,
  symmetricAdjustmentFile,
  tptFile,
} from '../support/onboarding-files';
import { choosePerimeter } from '../support/perimeter';
import { signIn, signOut } from '../support/portal';
import {
  createPostgresDatabase,
  startServer,
  type PostgresDatabase,
  type RunningServer,
} from '../support/server';

/**
 * Issue 35 §A.4: a deployment without the demo, from its empty database to a QRT. The
 * first administrator comes from the command line; everything else is done in the portal
 * as the insurer would on its first day. Embedded database always; PostgreSQL as well when
 * TEST_DATABASE_URL names a server (there the command runs beside the running portal).
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN = { login: 'dsi.admin', password: 'Premier-Admin-2027!' };
const ANALYST = { login: 'claire.risques', password: 'Analyste-Risques-2027!' };
const CLIENT = { code: 'MUTLAV', label: 'Mutuelle du Lavandou' };
const NO_DEMO = { PRISME_DEMO_ACCOUNTS: 'false', PRISME_DEMO_DATA: 'false' };

/** `npm run admin -- …` as an operator types it, the password on its standard input. */
function adminCommand(
  env: NodeJS.ProcessEnv,
  args: string[],
  stdin?: string,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'apps/server/src/modules/users/admin-cli.ts',
        ...args,
      ],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: 'pipe' },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
    child.stdin.end(stdin ?? '');
  });
}

const createFirstAdmin = (env: NodeJS.ProcessEnv) =>
  adminCommand(
    env,
    [
      'create',
      ADMIN.login,
      '--email',
      'dsi@mutlav.example',
      '--name',
      'Direction SI',
      '--password-stdin',
    ],
    `${ADMIN.password}\n`,
  );

async function upload(page: Page, kind: string, name: string, content: string): Promise<void> {
  await page.getByLabel('Type de fichier').selectOption({ label: kind });
  await page
    .getByLabel('Fichier à envoyer')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
  await page.getByRole('button', { name: 'Intégrer', exact: true }).click();
  await page.getByText(/Fichier intégré : \d+ ligne/).waitFor({ timeout: 120_000 });
}

/** A dialog by its title. */
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

const kinds = ['embedded', ...(process.env['TEST_DATABASE_URL'] ? ['postgres'] : [])] as const;

describe.each(kinds)('a deployment without the demo, on the %s database', (kind) => {
  let server: RunningServer;
  let browser: Browser;
  let database: PostgresDatabase | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    if (kind === 'postgres') {
      database = await createPostgresDatabase();
      server = await startServer(NO_DEMO, { databaseUrl: database.url });
      // On PostgreSQL the command works beside the running portal.
      const made = await createFirstAdmin({ DATABASE_URL: database.url, PUBLIC_URL: server.url });
      expect(made.code, made.output).toBe(0);
    } else {
      // The embedded database is the portal's alone while it runs: the command comes first.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'prisme-e2e-onboarding-'));
      const made = await createFirstAdmin({ PRISME_DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(made.code, made.output).toBe(0);
      server = await startServer(NO_DEMO, { dataDir });
      // …and says so while the portal holds it.
      const refused = await adminCommand({ PRISME_DATA_DIR: dataDir, DATABASE_URL: '' }, [
        'promote',
        ADMIN.login,
      ]);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/arrêtez-le/);
    }
    // A second account of the same login is refused.
    const again = await createFirstAdmin(
      kind === 'postgres' ? { DATABASE_URL: database!.url } : { PRISME_DATA_DIR: server.dataDir },
    );
    expect(again.code).not.toBe(0);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('goes from the first administrator to a QRT of a client set up in the portal', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });

    // ── The client and a first portfolio, from « Clients et portefeuilles » ──────────────
    await page.goto(`${server.url}/#/clients`);
    await page.getByText('Aucun client.', { exact: false }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'artifacts/onboarding-clients-vide.png', fullPage: true });
    await page.getByRole('button', { name: 'Créer le premier client' }).click();
    let form = dialog(page, /Nouveau client/);
    await form.getByRole('textbox', { name: 'Code' }).fill('mut lav');
    await form.getByRole('textbox', { name: 'Libellé' }).fill(CLIENT.label);
    await form.getByRole('textbox', { name: 'Code' }).blur();
    await form.getByText(/ne contient que des lettres sans accent/).waitFor();
    await form.getByRole('textbox', { name: 'Code' }).fill(CLIENT.code);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });

    await page
      .getByRole('button', { name: `Ajouter un portefeuille à « ${CLIENT.code} »` })
      .click();
    form = dialog(page, /Nouveau portefeuille/);
    await form.getByRole('textbox', { name: 'Code' }).fill('UC-1');
    await form.getByRole('textbox', { name: 'Libellé' }).fill('Unités de compte');
    await form
      .getByRole('combobox', { name: 'Nature' })
      .selectOption({ label: 'Unités de compte' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Déplier « UC-1 »' }).click();
    await page.getByRole('button', { name: 'Ajouter un compartiment à « UC-1 »' }).click();
    form = dialog(page, /Nouveau compartiment/);
    await form.getByRole('textbox', { name: 'Code' }).fill('GEN');
    await form.getByRole('textbox', { name: 'Libellé' }).fill('Général');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });

    // The undertaking that files the client's QRTs (issue 36 §5): refused until it is set.
    const base = '969500MUTLAVTEST01';
    await page
      .getByRole('button', { name: `Entreprise déclarante (LEI) de « ${CLIENT.code} »` })
      .click();
    form = dialog(page, /Entreprise déclarante du client/);
    await form.getByRole('textbox', { name: 'LEI' }).fill(base + leiCheckDigits(base));
    await form.getByRole('textbox', { name: 'Raison sociale' }).fill(CLIENT.label);
    await form.getByRole('textbox', { name: 'Devise de déclaration' }).fill('EUR');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });

    // ── A second portfolio from a file, on « Intégration » for that client ──────────────
    await page
      .getByLabel('Client', { exact: true })
      .selectOption({ label: `${CLIENT.code} — ${CLIENT.label}` });
    await page.goto(`${server.url}/#/integration`);
    await page.getByRole('heading', { name: 'Intégration' }).waitFor();
    await upload(page, 'Structure des portefeuilles', 'structure.csv', structureFile('FP'));
    await page.goto(`${server.url}/#/clients`);
    await page.getByRole('button', { name: 'Déplier « FP »' }).click();
    await page.getByText('FP-2', { exact: true }).waitFor();
    await page.screenshot({ path: 'artifacts/onboarding-clients.png', fullPage: true });

    // ── The analyst's account, with its first-password link ────────────────────────────
    await page.goto(`${server.url}/#/users`);
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    form = dialog(page, 'Créer un compte');
    await form.getByRole('textbox', { name: 'Identifiant' }).fill(ANALYST.login);
    await form.getByRole('textbox', { name: 'Nom' }).fill('Claire Risques');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('claire@mutlav.example');
    for (const right of ['Transparisation', 'Solvabilité II'])
      await form.getByRole('checkbox', { name: right, exact: true }).check();
    await form.getByRole('combobox', { name: 'Clients' }).click();
    await page.getByRole('option', { name: new RegExp(CLIENT.code) }).click();
    // Escape would close the dialog with the list: the list folds as the focus leaves it.
    await form.getByRole('heading', { name: 'Créer un compte' }).click();
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    const linkDialog = dialog(page, /Lien de mot de passe de/);
    const link = await linkDialog.getByRole('textbox', { name: 'Lien' }).inputValue();
    expect(link).toMatch(/^http:\/\/localhost:\d+\/idp\//);
    await page.screenshot({ path: 'artifacts/onboarding-lien.png' });
    await linkDialog.getByRole('button', { name: 'Fermer' }).click();

    // ── Reference data and the inventory (the administrator sends them all) ────────────
    await page.goto(`${server.url}/#/integration`);
    await page.getByRole('heading', { name: 'Intégration' }).waitFor();
    await upload(page, 'Référentiel titres', 'referentiel.csv', securitiesFile());
    await upload(page, 'Transparisation (TPT)', 'tpt.csv', tptFile());
    await upload(page, 'Courbes de taux EIOPA', 'courbes.csv', curvesFile());
    await upload(page, 'Ajustement symétrique EIOPA', 'ajustement.csv', symmetricAdjustmentFile());
    await upload(page, 'Inventaire', 'inventaire.csv', inventoryFile('UC-1', 'GEN'));
    await signOut(page);
    await context.close();

    // ── The analyst chooses a password, looks through, computes, downloads the QRT ─────
    const analystContext = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
    });
    const analyst = await analystContext.newPage();
    analyst.on('pageerror', (error) => errors.push(error.message));
    await analyst.goto(link);
    await analyst
      .getByLabel('Nouveau mot de passe (10 caractères au moins)')
      .fill(ANALYST.password);
    await analyst.getByLabel('Confirmation').fill(ANALYST.password);
    await analyst.getByRole('button', { name: 'Enregistrer' }).click();
    await analyst.getByRole('heading', { name: 'Mot de passe modifié' }).waitFor();
    await analyst.goto(server.url);
    await signIn(analyst, ANALYST.login, ANALYST.password);
    await analyst.getByRole('heading', { name: 'Accueil' }).waitFor({ timeout: 60_000 });
    await choosePerimeter(analyst, 'UC-1 — Unités de compte', ['GEN — Général']);

    await analyst.goto(`${server.url}/#/transparisation/portfolio`);
    await analyst.getByRole('button', { name: 'Transpariser' }).click();
    await analyst
      .getByRole('link', { name: 'Voir les indicateurs transparisés' })
      .waitFor({ timeout: 180_000 });

    await analyst.goto(`${server.url}/#/compute`);
    await analyst.getByRole('heading', { name: 'Calculs', exact: true }).waitFor();
    const scr = analyst.getByRole('checkbox', { name: 'SCR' });
    if (!(await scr.isChecked())) await scr.check();
    // « Impact 2027 » works on a deployment without the demo too (issue 37 §3).
    await analyst.getByRole('checkbox', { name: /Impact 2027/ }).check();
    await analyst.getByRole('button', { name: 'Lancer les calculs' }).click();
    await analyst.getByRole('link', { name: 'Voir les résultats' }).waitFor({ timeout: 180_000 });
    await analyst.screenshot({ path: `artifacts/onboarding-calcul-${kind}.png`, fullPage: true });

    const row = analyst.getByRole('listitem', { name: 'QRT actifs (Excel)' });
    const [file] = await Promise.all([
      analyst.waitForEvent('download', { timeout: 180_000 }),
      row.getByRole('button', { name: 'Télécharger' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await analyst.goto(`${server.url}/#/solvency/impact-2027`);
    await analyst.getByText('SCR par sous-module').first().waitFor({ timeout: 60_000 });
    expect(await analyst.locator('main').innerText()).toContain('SII-2027');
    await analyst.screenshot({ path: `artifacts/onboarding-impact-${kind}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await analystContext.close();
  }, 900_000);
});
