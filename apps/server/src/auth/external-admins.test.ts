import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parameterAudit } from '../db/schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/databases';
import { testConfig } from '../test/test-app';
import { createTokenVerifier } from './token-verifier';

const ISSUER = 'https://login.assureur.example/';
const AUDIENCE = 'api://prisme';

/**
 * The first administrator with an external provider (issue 35 §A.1): the accounts
 * PRISME_ADMIN_SUBJECTS names, by subject or by e-mail, are administrators from their
 * first sign-in (audited); the others have no right; accounts are not created here.
 */
describe.each(testDatabaseKinds())(
  'PRISME_ADMIN_SUBJECTS with an external provider on %s',
  (kind) => {
    let app: FastifyInstance;
    let database: TestDatabase;
    let key: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    beforeAll(async () => {
      const pair = await generateKeyPair('RS256', { extractable: true });
      key = pair.privateKey;
      const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'ext', alg: 'RS256' };
      database = await createTestDatabase(kind);
      app = await buildApp({
        config: testConfig({
          OIDC_ISSUER: ISSUER,
          OIDC_CLIENT_ID: 'prisme',
          OIDC_AUDIENCE: AUDIENCE,
          PRISME_ADMIN_SUBJECTS: 'sub-dsi, RSSI@Assureur.fr',
        }),
        database: database.handle,
        logger: false,
        verifier: createTokenVerifier({
          issuer: ISSUER,
          audience: AUDIENCE,
          keys: createLocalJWKSet({ keys: [jwk] }),
        }),
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    const tokenOf = (subject: string, claims: Record<string, unknown> = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'ext' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    const call = async (
      subject: string,
      url: string,
      claims: Record<string, unknown> = {},
      method: 'GET' | 'POST' = 'GET',
      payload?: object,
    ) =>
      app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${await tokenOf(subject, claims)}` },
      });
    const isAdmin = async (subject: string, claims: Record<string, unknown> = {}) =>
      (await call(subject, '/api/prisme/admin', claims)).json();

    it('makes the subject named an administrator at first sight, audited', async () => {
      expect(await isAdmin('sub-dsi', { name: 'Direction SI' })).toBe(true);
      const audit = await database.handle.db
        .select()
        .from(parameterAudit)
        .where(
          and(
            eq(parameterAudit.groupName, 'users'),
            eq(parameterAudit.roleCode, '(administration)'),
          ),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.displayName).toBe('Configuration PRISME_ADMIN_SUBJECTS');
      expect(audit[0]!.newValues).toMatchObject({ accountId: 'sub-dsi', isAdmin: true });
    });

    it('makes the e-mail named an administrator in any case, unless not verified', async () => {
      expect(await isAdmin('sub-rssi', { email: 'rssi@assureur.fr' })).toBe(true);
      expect(
        await isAdmin('sub-usurpateur', { email: 'rssi@assureur.fr', email_verified: false }),
      ).toBe(false);
    });

    it('gives no right to an account it does not name', async () => {
      expect(await isAdmin('sub-analyste', { email: 'analyste@assureur.fr' })).toBe(false);
      expect((await call('sub-analyste', '/api/admin/users')).statusCode).toBe(403);
    });

    it('refuses to create accounts or password links: they come from the provider', async () => {
      const created = await call('sub-dsi', '/api/admin/users', {}, 'POST', {
        login: 'jdupont',
        displayName: 'Jean Dupont',
        email: 'jdupont@assureur.fr',
        isAdmin: false,
        rights: { transparency: true, simulation: false, solvency: false, esg: false, risk: false },
        roles: [],
      });
      expect(created.statusCode).toBe(409);
      expect(created.json().message).toContain('fournisseur d’identité externe');
      const link = await call('sub-dsi', '/api/admin/users/sub-analyste/password-link', {}, 'POST');
      expect(link.statusCode).toBe(409);
    });
  },
);
