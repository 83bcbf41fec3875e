import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_CLIENT_ID } from '../../config';
import { BrowserSession } from '../../test/browser-session';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, DEMO_PASSWORD, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

const LECTEUR = {
  isAdmin: false,
  rights: { transparency: true, simulation: false, solvency: false, esg: false, risk: false },
  roles: ['Client.DEMO2'],
};

/**
 * Sessions end when they should (issue 20 §5): sign-out revokes the refresh token, and a
 * disabled account can neither sign in nor renew its token.
 */
describe.each(testDatabaseKinds())('account state at the identity provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const form = (payload: Record<string, string>) => ({
    'content-type': 'application/x-www-form-urlencoded',
    payload: new URLSearchParams({ client_id: EMBEDDED_CLIENT_ID, ...payload }).toString(),
  });
  const post = (url: string, payload: Record<string, string>) => {
    const { payload: body, ...headers } = form(payload);
    return t.app.inject({ method: 'POST', url, headers, payload: body });
  };
  const refresh = (refreshToken: string) =>
    post('/idp/token', { grant_type: 'refresh_token', refresh_token: refreshToken });

  async function signIn(login: string) {
    const browser = new BrowserSession(t.app, TEST_PUBLIC_URL);
    const { response } = await browser.follow(
      await browser.request('GET', browser.authorizeUrl(EMBEDDED_CLIENT_ID)),
    );
    const action = response.body.match(/action="([^"]+\/login)"/)![1]!;
    const submitted = await browser.request('POST', action, { login, password: DEMO_PASSWORD });
    const { callback } = await browser.follow(submitted);
    if (!callback) return { refused: submitted };
    const tokens = await browser.exchangeCode(
      EMBEDDED_CLIENT_ID,
      callback.searchParams.get('code')!,
    );
    return { refreshToken: tokens.json().refresh_token as string };
  }
  const setDisabled = async (disabled: boolean) => {
    const response = await t.call(
      'admin',
      'PUT',
      `/api/admin/users/${await t.accountIdOf('lecteur')}`,
      { ...LECTEUR, disabled },
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it('renews a token until sign-out revokes the refresh token', async () => {
    const { refreshToken } = await signIn('lecteur');
    const renewed = await refresh(refreshToken!);
    expect(renewed.statusCode, renewed.body).toBe(200);
    // Refresh tokens rotate: the one just issued is the one the portal holds.
    const current = renewed.json().refresh_token ?? refreshToken;
    const revoked = await post('/idp/token/revocation', {
      token: current,
      token_type_hint: 'refresh_token',
    });
    expect(revoked.statusCode).toBe(200);
    const after = await refresh(current);
    expect(after.statusCode).toBe(400);
    expect(after.json().error).toBe('invalid_grant');
  });

  it('refuses the token renewal and the sign-in of a disabled account, in French', async () => {
    const { refreshToken } = await signIn('lecteur');
    await setDisabled(true);
    try {
      const renewal = await refresh(refreshToken!);
      expect(renewal.statusCode).toBe(400);
      expect(renewal.json().error).toBe('invalid_grant');
      const { refused } = await signIn('lecteur');
      expect(refused?.statusCode).toBe(403);
      expect(refused?.body).toContain('Votre compte est désactivé.');
    } finally {
      await setDisabled(false);
    }
    expect((await signIn('lecteur')).refreshToken).toBeTruthy();
  });
});
