import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser, PasswordLink } from '@prisme/domain';
import { EMBEDDED_CLIENT_ID } from '../../config';
import { idpCredentials, oidcStore, parameterAudit, users } from '../../db/schema';
import { BrowserSession } from '../../test/browser-session';
import { testDatabaseKinds } from '../../test/databases';
import { logCollector } from '../../test/log-collector';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

const NONE = { transparency: false, simulation: false, solvency: false, esg: false, risk: false };
const newAccount = (over: Record<string, unknown> = {}) => ({
  login: 'marie.durand',
  displayName: 'Marie Durand',
  email: 'marie.durand@assureur.fr',
  isAdmin: false,
  rights: { ...NONE, transparency: true, solvency: true },
  roles: ['Client.DEMO1'],
  ...over,
});

/**
 * Accounts of the embedded sign-in (issue 35 §A.2): an administrator creates one and
 * hands over its first-password link; the holder signs in with the password chosen
 * there; disabling the account revokes its sessions and refresh tokens at once.
 */
describe.each(testDatabaseKinds())('accounts of the embedded sign-in on %s', (kind) => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    t = await createTestApp(kind, { level: 'info', stream: log.stream });
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
  const auditCount = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(parameterAudit)
        .where(eq(parameterAudit.groupName, 'users'))
    )[0]!.n;
  const create = (body: Record<string, unknown>, login = 'admin') =>
    t.call(login, 'POST', '/api/admin/users', body);

  /** The French sign-in page, then the code exchange: the tokens of a login and password. */
  async function signIn(login: string, password: string) {
    const browser = new BrowserSession(t.app, TEST_PUBLIC_URL);
    const { response } = await browser.follow(
      await browser.request('GET', browser.authorizeUrl(EMBEDDED_CLIENT_ID)),
    );
    const action = response.body.match(/action="([^"]+\/login)"/)![1]!;
    const submitted = await browser.request('POST', action, { login, password });
    const { callback } = await browser.follow(submitted);
    if (!callback) return { refused: submitted };
    const tokens = await browser.exchangeCode(
      EMBEDDED_CLIENT_ID,
      callback.searchParams.get('code')!,
    );
    return { tokens: tokens.json() as { access_token: string; refresh_token: string } };
  }
  const setPassword = (link: string, password: string) =>
    new BrowserSession(t.app, TEST_PUBLIC_URL).request('POST', link, {
      password,
      confirmation: password,
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: EMBEDDED_CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }).toString(),
    });
  const storedFor = async (accountId: string) =>
    t.db
      .select({ model: oidcStore.model })
      .from(oidcStore)
      .where(
        sql`${oidcStore.payload}->>'accountId' = ${accountId} or ${oidcStore.grantId} in (select id from oidc_store where model = 'Grant' and payload->>'accountId' = ${accountId})`,
      );

  it('refuses an analyst with a 403 and writes nothing', async () => {
    const [users0, audits0] = [await userCount(), await auditCount()];
    const response = await create(newAccount({ login: 'intrus' }), 'analyste');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    const link = await t.call(
      'analyste',
      'POST',
      `/api/admin/users/${await t.accountIdOf('lecteur')}/password-link`,
    );
    expect(link.statusCode).toBe(403);
    expect([await userCount(), await auditCount()]).toEqual([users0, audits0]);
  });

  it('creates an account whose holder signs in with the password set through its link', async () => {
    const audits0 = await auditCount();
    const response = await create(newAccount({ login: ' Marie.Durand ' }));
    expect(response.statusCode, response.body).toBe(201);
    const { user, passwordLink } = response.json() as CreatedUser;
    expect(user).toMatchObject({
      displayName: 'Marie Durand',
      email: 'marie.durand@assureur.fr',
      isAdmin: false,
      rights: { transparency: true, solvency: true, esg: false },
      roles: ['Client.DEMO1'],
      disabled: false,
    });
    expect(passwordLink.login).toBe('marie.durand');
    expect(passwordLink.link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/idp/password/reset/`));
    const ttl = Date.parse(passwordLink.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    // Written to the log too, as the forgot-password page does.
    expect(log.lines.some((line) => line['resetLink'] === passwordLink.link)).toBe(true);
    // Audited, without the link itself.
    const rows = await t.db
      .select()
      .from(parameterAudit)
      .where(eq(parameterAudit.groupName, 'users'));
    expect(rows).toHaveLength(audits0 + 1);
    expect(rows.at(-1)!.newValues).toMatchObject({ login: 'marie.durand', passwordLink: 'émis' });
    expect(JSON.stringify(rows.at(-1)!.newValues)).not.toContain(passwordLink.link);

    // Before the link is used, no password opens the account.
    expect((await signIn('marie.durand', '')).refused?.statusCode).toBe(400);
    expect((await setPassword(passwordLink.link, 'premier-secret-1')).body).toContain(
      'Votre mot de passe a été modifié.',
    );
    const { tokens } = await signIn('marie.durand', 'premier-secret-1');
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/prisme/solvency-member',
      headers: { authorization: `Bearer ${tokens!.access_token}` },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toBe(true);
  });

  it('refuses a login or an e-mail already taken with a 409, in any case, and writes nothing', async () => {
    const [users0, audits0] = [await userCount(), await auditCount()];
    const login = await create(newAccount({ login: 'ANALYSTE', email: 'autre@assureur.fr' }));
    expect(login.statusCode).toBe(409);
    expect(login.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'L’identifiant « analyste » est déjà pris.',
    });
    const email = await create(newAccount({ login: 'claire2', email: 'Analyste@Prisme.demo' }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(
      'L’adresse e-mail « Analyste@Prisme.demo » est déjà celle d’un compte.',
    );
    expect([await userCount(), await auditCount()]).toEqual([users0, audits0]);
  });

  it('refuses a bad login, an unknown client, in French 400s', async () => {
    const users0 = await userCount();
    const badLogin = await create(newAccount({ login: 'jean dupont', email: 'jd@assureur.fr' }));
    expect(badLogin.statusCode).toBe(400);
    expect(badLogin.json().message).toContain('L’identifiant ne contient que des lettres');
    const unknownRole = await create(
      newAccount({ login: 'jdupont', email: 'jd@assureur.fr', roles: ['Client.INCONNU'] }),
    );
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().message).toContain('Le client « Client.INCONNU » n’existe pas.');
    expect(await userCount()).toBe(users0);
  });

  it('gives a new single-use password link, and refuses one for a disabled or unknown account', async () => {
    const lecteur = await t.accountIdOf('lecteur');
    const response = await t.call('admin', 'POST', `/api/admin/users/${lecteur}/password-link`);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json() as PasswordLink;
    expect(link).toMatchObject({ accountId: lecteur, login: 'lecteur' });
    expect(log.lines.some((line) => line['resetLink'] === link.link)).toBe(true);
    expect((await setPassword(link.link, 'nouveau-secret-9')).body).toContain('a été modifié');
    expect((await setPassword(link.link, 'nouveau-secret-8')).body).toContain('invalide');
    expect((await signIn('lecteur', 'nouveau-secret-9')).tokens).toBeDefined();

    const unknown = await t.call('admin', 'POST', '/api/admin/users/inconnu/password-link');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Utilisateur introuvable.');
  });

  it('revokes the sessions and refresh tokens of an account it disables, in the same save', async () => {
    const created = await create(
      newAccount({ login: 'paul.martin', email: 'paul.martin@assureur.fr', roles: [] }),
    );
    const { user, passwordLink } = created.json() as CreatedUser;
    await setPassword(passwordLink.link, 'secret-de-paul-1');
    const { tokens } = await signIn('paul.martin', 'secret-de-paul-1');
    const stored = (await storedFor(user.accountId)).map((row) => row.model);
    expect(stored).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    const others = (await t.db.select({ n: count() }).from(oidcStore))[0]!.n - stored.length;

    const put = (disabled: boolean) =>
      t.call('admin', 'PUT', `/api/admin/users/${user.accountId}`, {
        isAdmin: false,
        rights: user.rights,
        roles: [],
        disabled,
      });
    expect((await put(true)).statusCode).toBe(200);
    expect(await storedFor(user.accountId)).toEqual([]);
    // Other accounts' sessions stay.
    expect((await t.db.select({ n: count() }).from(oidcStore))[0]!.n).toBe(others);
    // Its access token is refused from the next request on…
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/prisme/solvency-member',
      headers: { authorization: `Bearer ${tokens!.access_token}` },
    });
    expect(call.statusCode).toBe(401);
    expect(call.json().code).toBe('ACCOUNT_DISABLED');
    // …and its refresh token no longer renews, not even once the account is re-enabled.
    expect((await refresh(tokens!.refresh_token)).statusCode).toBe(400);
    expect((await put(false)).statusCode).toBe(200);
    const renewal = await refresh(tokens!.refresh_token);
    expect(renewal.statusCode).toBe(400);
    expect(renewal.json().error).toBe('invalid_grant');
    // A password link for a disabled account is refused; its holder must be re-enabled first.
    expect((await put(true)).statusCode).toBe(200);
    const refused = await t.call(
      'admin',
      'POST',
      `/api/admin/users/${user.accountId}/password-link`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Ce compte est désactivé');
    const [credential] = await t.db
      .select()
      .from(idpCredentials)
      .where(eq(idpCredentials.accountId, user.accountId));
    expect(credential?.login).toBe('paul.martin');
  });
});
