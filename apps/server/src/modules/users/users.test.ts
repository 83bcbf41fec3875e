import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedUser } from '@prisme/domain';
import { parameterAudit, userClientRoles } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';

const ALL = { transparency: true, simulation: true, solvency: true, esg: true, risk: true };
const analysteAccess = { isAdmin: false, rights: ALL, roles: ['Client.DEMO1'], disabled: false };

/**
 * User administration (issue 20 §5): an administrator changes an account's rights, roles
 * or state, and the change holds from the account's very next request, whatever token it
 * still carries; bad input is refused in French and changes nothing; each change audited.
 */
describe.each(testDatabaseKinds())('user administration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const put = async (body: Record<string, unknown>, login = 'admin', account = 'analyste') =>
    t.call(login, 'PUT', `/api/admin/users/${await t.accountIdOf(account)}`, body);
  const auditRows = () =>
    t.db.select().from(parameterAudit).where(eq(parameterAudit.groupName, 'users'));

  it('lists the accounts with their rights, roles and state, for administrators only', async () => {
    const response = await t.call('admin', 'GET', '/api/admin/users');
    expect(response.statusCode, response.body).toBe(200);
    const analyste = (response.json() as ManagedUser[]).find(
      (user) => user.displayName === 'Claire Analyste',
    );
    expect(analyste).toMatchObject({ ...analysteAccess, disabledAt: null });
    expect((await t.call('analyste', 'GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('refuses a non-administrator before reading the body', async () => {
    const response = await put({ nonsense: true }, 'analyste', 'lecteur');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('refuses a disabled account from its next request on, with its token still valid', async () => {
    const token = await t.tokenFor('analyste');
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/prisme/solvency-member',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call()).statusCode).toBe(200);

    const disabled = await put({ ...analysteAccess, disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().disabledAt).toEqual(expect.any(String));
    const refused = await call();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Votre compte est désactivé. Contactez votre administrateur Prisme.',
    });

    expect((await put(analysteAccess)).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
  });

  it('applies a change of roles and rights at the next request', async () => {
    const archives = () => t.call('analyste', 'GET', '/api/archive/all?rolename=Client.DEMO1');
    expect((await archives()).statusCode).toBe(200);
    expect((await put({ ...analysteAccess, roles: ['Client.DEMO2'] })).statusCode).toBe(200);
    expect((await archives()).json().code).toBe('ROLE_FORBIDDEN');

    const member = () => t.call('analyste', 'GET', '/api/prisme/esg-member');
    expect((await member()).json()).toBe(true);
    expect((await put({ ...analysteAccess, rights: { ...ALL, esg: false } })).statusCode).toBe(200);
    expect((await member()).json()).toBe(false);
    expect((await put(analysteAccess)).statusCode).toBe(200);
  });

  it('records each change with the values before and after', async () => {
    const before = (await auditRows()).length;
    expect((await put({ ...analysteAccess, rights: { ...ALL, risk: false } })).statusCode).toBe(
      200,
    );
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    const last = rows.at(-1)!;
    expect(last.roleCode).toBe('(administration)');
    expect(last.displayName).toBe('Administrateur Prisme');
    expect(last.oldValues).toMatchObject({ rights: { risk: true } });
    expect(last.newValues).toMatchObject({ rights: { risk: false } });
    expect((await put(analysteAccess)).statusCode).toBe(200);
  });

  it('refuses an unknown client in French and changes nothing', async () => {
    const audits = (await auditRows()).length;
    const response = await put({ ...analysteAccess, roles: ['Client.DEMO2', 'Client.INCONNU'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Le client « Client.INCONNU » n’existe pas.');
    const roles = await t.db
      .select({ code: userClientRoles.roleCode })
      .from(userClientRoles)
      .where(eq(userClientRoles.roleCode, 'Client.DEMO2'));
    // Only lecteur works for Client.DEMO2: analyste's roles did not change.
    expect(roles).toHaveLength(1);
    expect(await auditRows()).toHaveLength(audits);
  });

  it('refuses bad input with a 400, and an unknown account with a 404', async () => {
    expect((await put({ ...analysteAccess, roles: ['A', 'A'] })).statusCode).toBe(400);
    expect((await put({ isAdmin: 'oui' })).statusCode).toBe(400);
    const unknown = await t.call('admin', 'PUT', '/api/admin/users/inconnu', analysteAccess);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Utilisateur introuvable.');
  });

  it('keeps an administrator from locking themselves out', async () => {
    const response = await put(
      { isAdmin: true, rights: ALL, roles: [], disabled: true },
      'admin',
      'admin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('votre propre compte');
  });
});
