import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { idpCredentials, idpKeys } from '../db/schema';
import type { Database, DatabaseHandle } from '../db/client';
import type { WorkerPool } from '../jobs/worker-pool';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases';

export const TEST_PUBLIC_URL = 'http://localhost:8080';
export const DEMO_PASSWORD = 'prisme-demo';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  /** A real access token of the embedded provider's key for a demo login. */
  tokenFor(login: string, overrides?: { expiresIn?: string; audience?: string }): Promise<string>;
  accountIdOf(login: string): Promise<string>;
  /** A request with a demo login's bearer token (none for `anonymous`). */
  call(
    login: string,
    method: InjectOptions['method'],
    url: string,
    payload?: InjectOptions['payload'],
    headers?: InjectOptions['headers'],
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(extra: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, PRISME_WEB_DIR: '/nonexistent', ...extra });
}

/** The app on a fresh database with the demo accounts, as `npm start` sets it up. */
export async function createTestApp(
  kind: TestDatabaseKind,
  logger: FastifyServerOptions['logger'] = false,
  /** A worker pool of the test's own (e.g. one whose tasks wait to be aborted). */
  workers?: WorkerPool,
): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(kind);
  const db = database.handle.db;
  const config = testConfig();
  await seedDemoAccounts(db, DEMO_PASSWORD);
  const app = await buildApp({
    config,
    database: database.handle,
    logger,
    ...(workers && { workers }),
  });
  await app.ready();

  const accountIdOf = async (login: string) => {
    const [row] = await db.select().from(idpCredentials).where(eq(idpCredentials.login, login));
    if (!row) throw new Error(`no demo account ${login}`);
    return row.accountId;
  };
  const testApp: TestApp = {
    app,
    db,
    handle: database.handle,
    config,
    accountIdOf,
    async call(login, method, url, payload, headers = {}) {
      const bearer =
        login === 'anonymous' ? {} : { authorization: `Bearer ${await testApp.tokenFor(login)}` };
      return app.inject({ method, url, payload, headers: { ...headers, ...bearer } });
    },
    async tokenFor(login, overrides = {}) {
      const [key] = await db.select().from(idpKeys).where(eq(idpKeys.kind, 'signing'));
      return signToken(key!.material as JWK, {
        subject: await accountIdOf(login),
        issuer: `${TEST_PUBLIC_URL}/idp`,
        audience: overrides.audience ?? `${TEST_PUBLIC_URL}/api`,
        expiresIn: overrides.expiresIn ?? '10m',
      });
    },
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
  return testApp;
}

export async function signToken(
  jwk: JWK,
  claims: { subject: string; issuer: string; audience: string; expiresIn: string },
): Promise<string> {
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setSubject(claims.subject)
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn)
    .sign(key);
}

/** A key the server has never seen, for forged-token tests. */
export async function foreignKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: 'foreign' };
}
