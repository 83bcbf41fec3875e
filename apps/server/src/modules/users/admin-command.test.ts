import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCredentials } from '../../auth/idp/credentials';
import { findUserAccess, operatorAccess } from '../../auth/user-access';
import { seedDemoAccounts } from '../../seed/demo-accounts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/databases';
import { parseAdminArgs, type AdminCommand } from './admin-cli-args';
import { runAdminCommand, type AdminCommandDeps } from './admin-command';

const command = (...args: string[]): AdminCommand => {
  const parsed = parseAdminArgs(args);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

/** `npm run admin` on a database (issue 35 §A.1), through the API's service functions. */
describe.each(testDatabaseKinds())('npm run admin on %s', (kind) => {
  let database: TestDatabase;
  let deps: AdminCommandDeps;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoAccounts(database.handle.db, 'prisme-demo');
    deps = {
      db: database.handle.db,
      mode: 'embedded',
      publicUrl: 'https://prisme.assureur.fr',
      operator: operatorAccess('Ligne de commande (test)'),
      readPassword: async () => 'mot-de-passe-du-dsi\n',
    };
  });
  afterAll(() => database.dispose());

  it('refuses to create an account whose login exists, and says so in French', async () => {
    const outcome = await runAdminCommand(deps, command('create', 'Admin', '--email', 'x@a.fr'));
    expect(outcome).toEqual({
      code: 1,
      out: [],
      err: ['L’identifiant « admin » est déjà pris.'],
    });
  });

  it('creates an administrator and prints its first-password link', async () => {
    const outcome = await runAdminCommand(
      deps,
      command('create', 'dsi', '--email', 'dsi@assureur.fr', '--name', 'Direction SI'),
    );
    expect(outcome.code, outcome.err.join()).toBe(0);
    expect(outcome.out[0]).toBe(
      'Compte administrateur « dsi » créé (Direction SI, dsi@assureur.fr).',
    );
    expect(outcome.out[2]).toMatch(/^https:\/\/prisme\.assureur\.fr\/idp\/password\/reset\/\S+$/);
    const signIn = await checkCredentials(deps.db, 'dsi', 'anything-at-all');
    expect(signIn.kind).toBe('invalid');
  });

  it('creates an administrator with the password piped in, who can sign in', async () => {
    const outcome = await runAdminCommand(
      deps,
      command('create', 'rssi', '--email', 'rssi@assureur.fr', '--password-stdin'),
    );
    expect(outcome.code, outcome.err.join()).toBe(0);
    const signIn = await checkCredentials(deps.db, 'rssi', 'mot-de-passe-du-dsi');
    expect(signIn.kind).toBe('ok');
    const access = await findUserAccess(deps.db, (signIn as { accountId: string }).accountId);
    expect(access?.isAdmin).toBe(true);
    const short = await runAdminCommand(
      { ...deps, readPassword: async () => 'court\n' },
      command('create', 'autre', '--email', 'autre@assureur.fr', '--password-stdin'),
    );
    expect(short).toMatchObject({
      code: 1,
      err: ['Le mot de passe doit compter de 10 à 500 caractères.'],
    });
  });

  it('promotes an existing account by login or e-mail, and refuses an unknown one', async () => {
    const promoted = await runAdminCommand(deps, command('promote', 'Analyste@prisme.demo'));
    expect(promoted.code).toBe(0);
    expect(promoted.out[0]).toMatch(
      /^Le compte « Claire Analyste » \(.+\) est maintenant administrateur\.$/,
    );
    const again = await runAdminCommand(deps, command('promote', 'analyste'));
    expect(again.out[0]).toMatch(/est déjà administrateur\.$/);
    const unknown = await runAdminCommand(deps, command('promote', 'personne'));
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toMatch(/^Aucun compte ne correspond à « personne »/);
  });

  it('refuses to create an account with an external provider, naming PRISME_ADMIN_SUBJECTS', async () => {
    const outcome = await runAdminCommand(
      { ...deps, mode: 'external' },
      command('create', 'jdupont', '--email', 'jd@assureur.fr'),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.err[0]).toContain('PRISME_ADMIN_SUBJECTS');
  });
});
