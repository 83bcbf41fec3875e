import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpKeys } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import {
  createTestApp,
  foreignKey,
  signToken,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../test/test-app';
import {
  operationsOf,
  sampleOf,
  urlOf,
  type KnownValues,
  type Operation,
} from './openapi-requests';
import { insertClientData } from './client-data';

/** Answered without a token: the probe of the load balancer and the news logos (an <img>). */
const PUBLIC = new Set(['GET /api/health', 'GET /api/collab/logos/{id}']);

/**
 * What any signed-in user may call, whatever their rights and clients, and why. Every
 * other route must refuse a user of no right and no client with 403 before reading its
 * input: a route added without its guard fails the sweep until it has one or is listed
 * here with its reason.
 */
const OPEN_TO_EVERY_SIGNED_IN_USER: Record<string, string> = {
  'GET /api/prisme/admin': 'spec §7: the rights checks answer every user (false)',
  'GET /api/prisme/transparency-member': 'spec §7: the rights checks answer every user',
  'GET /api/prisme/simulation-member': 'spec §7: the rights checks answer every user',
  'GET /api/prisme/solvency-member': 'spec §7: the rights checks answer every user',
  'GET /api/prisme/esg-member': 'spec §7: the rights checks answer every user',
  'GET /api/prisme/risk-member': 'spec §7: the rights checks answer every user',
  'GET /api/prisme/perimeter': 'the caller’s own saved perimeter, null without one',
  'GET /api/inventory/rolenames': 'the caller’s own client roles, empty without one',
  'GET /api/tools/token': 'spec §7: the news of the home page, shown to every user',
  'GET /api/collab/_api/lists/{*}': 'the news lists of the home page, shown to every user',
};

/**
 * The rights and tenancy sweep of issue 20 §1, over every operation of the OpenAPI
 * document: without a valid token, 401; without a right or a client, 403 before the
 * input is read; with every right but for another client, nothing of this client.
 */
describe.each(testDatabaseKinds())('rights and tenancy sweep on %s', (kind) => {
  let t: TestApp;
  let operations: Operation[];
  let signingKey: JWK;
  /** Client.DEMO1's identifiers, which another client's user aims at. */
  let demo1: KnownValues;
  /** Strings that only Client.DEMO1's data holds. */
  let markers: string[];

  const tokenOf = (subject: string, overrides: { audience?: string; expiresIn?: string } = {}) =>
    signToken(signingKey, {
      subject,
      issuer: `${TEST_PUBLIC_URL}/idp`,
      audience: overrides.audience ?? `${TEST_PUBLIC_URL}/api`,
      expiresIn: overrides.expiresIn ?? '10m',
    });

  const send = (op: Operation, token: string | undefined, known: KnownValues) =>
    t.app.inject({
      method: op.method,
      url: urlOf(op, known),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(op.body ? { payload: sampleOf(op.body, '', known) as object } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [key] = await t.db.select().from(idpKeys).where(eq(idpKeys.kind, 'signing'));
    signingKey = key!.material as JWK;
    operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());

    ({ demo1, markers } = await insertClientData(t));

    // A user of Client.DEMO2 with every right.
    await t.call('anonymous', 'GET', '/api/health');
    const other = await tokenOf('autre-client');
    await t.app.inject({
      url: '/api/prisme/admin',
      headers: { authorization: `Bearer ${other}` },
    });
    const granted = await t.call('admin', 'PUT', '/api/admin/users/autre-client', {
      isAdmin: false,
      rights: { transparency: true, simulation: true, solvency: true, esg: true, risk: true },
      roles: ['Client.DEMO2'],
      disabled: false,
    });
    expect(granted.statusCode, granted.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const guarded = () => operations.filter((op) => !PUBLIC.has(op.key));

  it('reads the routes from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(60);
    // The lists above name only routes that exist.
    const keys = new Set(operations.map((op) => op.key));
    for (const key of [...PUBLIC, ...Object.keys(OPEN_TO_EVERY_SIGNED_IN_USER)]) {
      expect(keys, key).toContain(key);
    }
  });

  it('answers 401 in French to every call without a valid token', async () => {
    const forged = await signToken(await foreignKey(), {
      subject: await t.accountIdOf('admin'),
      issuer: `${TEST_PUBLIC_URL}/idp`,
      audience: `${TEST_PUBLIC_URL}/api`,
      expiresIn: '5m',
    });
    const admin = await t.accountIdOf('admin');
    const badTokens = {
      none: undefined,
      expired: await tokenOf(admin, { expiresIn: '-1m' }),
      'another issuer’s key': forged,
      'another audience': await tokenOf(admin, { audience: 'https://ailleurs/api' }),
      malformed: 'pas-un-jeton',
    };
    const wrong: string[] = [];
    for (const op of guarded()) {
      for (const [label, token] of Object.entries(badTokens)) {
        const response = await send(op, token, demo1);
        if (response.statusCode !== 401 || !/^[A-ZÀ-Ýa-zà-ý’ ]+\./.test(response.json().message))
          wrong.push(`${op.key} (${label}): ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a user of no right and no client with 403 before reading the input', async () => {
    const nobody = await tokenOf('sans-droit');
    const wrong: string[] = [];
    for (const op of guarded()) {
      // An empty payload: a route that validates before its guard answers 400, not 403.
      const response = await t.app.inject({
        method: op.method,
        url: op.path.replace(/\{[^}]+\}/g, 'x'),
        headers: { authorization: `Bearer ${nobody}` },
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      const open = op.key in OPEN_TO_EVERY_SIGNED_IN_USER;
      if (!open && response.statusCode !== 403) wrong.push(`${op.key}: ${response.statusCode}`);
      if (open && response.statusCode >= 500) wrong.push(`${op.key}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives a user of another client, with every right, nothing of this client', async () => {
    const other = await tokenOf('autre-client');
    const known = { ...demo1, userID: 'autre-client' };
    const leaks: string[] = [];
    const statuses = new Map<number, number>();
    for (const op of guarded()) {
      const response: LightMyRequestResponse = await send(op, other, known);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) leaks.push(`${op.key}: ${response.statusCode}`);
      const found = markers.filter((marker) => response.body.includes(marker));
      if (response.statusCode < 400 && found.length > 0)
        leaks.push(`${op.key}: ${response.statusCode} ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
    // The sweep reached the services: most calls were refused for the client, not the shape.
    expect((statuses.get(403) ?? 0) + (statuses.get(404) ?? 0)).toBeGreaterThan(20);
    // And this client's own user still sees the data the other could not.
    const own = await t.call('analyste', 'GET', `/api/archive/all?rolename=Client.DEMO1`);
    expect(own.body).toContain('Sauvegarde confidentielle');
  });
});
