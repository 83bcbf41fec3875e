import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { EMBEDDED_CLIENT_ID } from '../../config';
import { idpCredentials } from '../../db/schema';
import { BrowserSession } from '../../test/browser-session';
import { testDatabaseKinds } from '../../test/databases';
import { logCollector } from '../../test/log-collector';
import { createTestApp, DEMO_PASSWORD, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

describe.each(testDatabaseKinds())('embedded identity provider on %s', (kind) => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    t = await createTestApp(kind, { level: 'info', stream: log.stream });
  });
  afterAll(() => t.close());

  async function startSignIn() {
    const browser = new BrowserSession(t.app, TEST_PUBLIC_URL);
    const { response } = await browser.follow(
      await browser.request('GET', browser.authorizeUrl(EMBEDDED_CLIENT_ID)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Connexion');
    const action = response.body.match(/action="([^"]+\/login)"/)?.[1];
    expect(action).toBeDefined();
    return { browser, action: action!, page: response };
  }

  it('signs in through the French page and issues a token the API accepts', async () => {
    const { browser, action, page } = await startSignIn();
    expect(page.body).toContain('Mot de passe oublié ?');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const { callback } = await browser.follow(
      await browser.request('POST', action, { login: 'analyste', password: DEMO_PASSWORD }),
    );
    expect(callback?.searchParams.get('code')).toBeTruthy();
    const tokens = await browser.exchangeCode(
      EMBEDDED_CLIENT_ID,
      callback!.searchParams.get('code')!,
    );
    expect(tokens.statusCode).toBe(200);
    const { access_token, refresh_token, id_token } = tokens.json();
    expect(access_token.split('.')).toHaveLength(3);
    expect(refresh_token).toBeTruthy();
    expect(id_token).toBeTruthy();
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/prisme/solvency-member',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toBe(true);
  });

  it('shows a French message for a wrong password and slows repeated failures down', async () => {
    const { browser, action } = await startSignIn();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await browser.request('POST', action, {
        login: 'lecteur',
        password: 'mauvais',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('Identifiant ou mot de passe incorrect.');
    }
    // The fifth failure locks the account: even the right password must wait.
    const locked = await browser.request('POST', action, {
      login: 'lecteur',
      password: DEMO_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatch(
      /Trop de tentatives de connexion\. Veuillez réessayer dans \d+ secondes?\./,
    );
    await t.db
      .update(idpCredentials)
      .set({ lockedUntil: null })
      .where(eq(idpCredentials.login, 'lecteur'));
    const { callback } = await browser.follow(
      await browser.request('POST', action, { login: 'lecteur', password: DEMO_PASSWORD }),
    );
    expect(callback).toBeDefined();
    const [row] = await t.db
      .select()
      .from(idpCredentials)
      .where(eq(idpCredentials.login, 'lecteur'));
    expect(row?.failedAttempts).toBe(0);
  });

  it('resets a password through the link written to the log', async () => {
    const browser = new BrowserSession(t.app, TEST_PUBLIC_URL);
    const forgot = await browser.request('POST', '/idp/password/forgot', { login: 'admin' });
    expect(forgot.body).toContain('Si un compte correspond');
    const unknown = await browser.request('POST', '/idp/password/forgot', { login: 'personne' });
    expect(unknown.body).toContain('Si un compte correspond');
    const link = log.lines.map((l) => l['resetLink']).find(Boolean) as string;
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/idp/password/reset/`));

    const mismatch = await browser.request('POST', link, {
      password: 'nouveau-secret-1',
      confirmation: 'autre-chose-1',
    });
    expect(mismatch.body).toContain('Les deux mots de passe ne sont pas identiques.');
    const done = await browser.request('POST', link, {
      password: 'nouveau-secret-1',
      confirmation: 'nouveau-secret-1',
    });
    expect(done.body).toContain('Votre mot de passe a été modifié.');
    const again = await browser.request('POST', link, {
      password: 'nouveau-secret-2',
      confirmation: 'nouveau-secret-2',
    });
    expect(again.body).toContain('Ce lien de réinitialisation est invalide');

    const { browser: b2, action } = await startSignIn();
    const old = await b2.request('POST', action, { login: 'admin', password: DEMO_PASSWORD });
    expect(old.statusCode).toBe(401);
    const { callback } = await b2.follow(
      await b2.request('POST', action, { login: 'admin', password: 'nouveau-secret-1' }),
    );
    expect(callback).toBeDefined();
  });

  it('keeps signing keys and sessions in the database across a restart', async () => {
    const { browser, action } = await startSignIn();
    await browser.follow(
      await browser.request('POST', action, { login: 'analyste', password: DEMO_PASSWORD }),
    );
    // A second instance on the same database stands for the server after a restart.
    const restarted = await buildApp({ config: t.config, database: t.handle, logger: false });
    await restarted.ready();
    try {
      const again = browser.on(restarted);
      const { callback } = await again.follow(
        await again.request('GET', again.authorizeUrl(EMBEDDED_CLIENT_ID)),
      );
      expect(callback?.searchParams.get('code')).toBeTruthy();
    } finally {
      await restarted.close();
    }
  });
});
