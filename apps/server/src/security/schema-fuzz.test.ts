import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertClientData } from './client-data';
import {
  operationsOf,
  sampleOf,
  sampleQuery,
  urlOf,
  type KnownValues,
  type Operation,
} from './openapi-requests';

/** Generated requests per route: enough to meet every kind of bad value, bounded for CI. */
const RUNS_PER_ROUTE = 12;

/** Routes left out, and why. */
const SKIPPED: Record<string, string> = {
  'GET /api/health': 'public, no input',
  'GET /api/collab/_api/lists/{*}': 'a proxy of SharePoint lists, its own path grammar',
};

/**
 * Tables a rejected call may legitimately write: the integration log records a refused
 * file with its error report (the « Rejeté » line users read, spec §2 Intégration), the
 * identity provider and the job records keep their own state.
 */
const TABLES_OUTSIDE_THE_DIGEST = new Set(['integration_log', 'oidc_store', 'job_records']);

/** Bad values of every kind (issue 20 §2). */
const badValue = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202E\u200B',
    '😀'.repeat(40),
    '',
    ' ',
    'x'.repeat(100_000),
    -1,
    0,
    -0.5,
    1e308,
    -1e308,
    'NaN',
    'Infinity',
    '0000-01-01',
    '9999-12-31',
    '2024-02-30',
    '31/12/2024',
    "' or 1 eq 1",
    "') or ('1'='1",
    '$filter=1 eq 1',
    '../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    'con.xlsx',
    null,
    true,
    [],
    {},
    Array.from({ length: 20_000 }, () => 'x'),
    { $ne: null },
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

interface Mutation {
  where: 'query' | 'body' | 'path' | 'whole body';
  field: string;
  /** undefined: the field is left out. */
  value: unknown;
}

function mutations(op: Operation): fc.Arbitrary<Mutation> {
  const bodyFields = Object.keys(op.body?.properties ?? {});
  const targets: { where: Mutation['where']; field: string }[] = [
    ...op.queryParams.map((p) => ({ where: 'query' as const, field: p.name })),
    ...op.pathParams.map((p) => ({ where: 'path' as const, field: p.name })),
    ...bodyFields.map((field) => ({ where: 'body' as const, field })),
    ...(op.body ? [{ where: 'whole body' as const, field: '' }] : []),
  ];
  if (targets.length === 0) return fc.constant({ where: 'query', field: 'inconnu', value: 'x' });
  return fc
    .record({
      target: fc.constantFrom(...targets),
      value: fc.option(badValue, { nil: undefined, freq: 5 }),
    })
    .map(({ target, value }) => ({ ...target, value }));
}

/** English words Fastify, zod or ajv would say; a French answer has none of them. */
const ENGLISH = /\b(is|must|should|expected|received|invalid|required|not a valid|property)\b/i;

/**
 * Schema-driven fuzzing (issue 20 §2): from each route's schema in the OpenAPI document,
 * requests with one field missing or replaced by a bad value. No 5xx; every 400 in French
 * in the product's error shape; a refused write leaves the database as it was.
 */
describe.each(testDatabaseKinds())('schema-driven fuzzing on %s', (kind) => {
  let t: TestApp;
  let operations: Operation[];
  let known: KnownValues;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // FUZZ_ROUTES (a regular expression) narrows the run to some routes, to study one.
    const only = new RegExp(process.env['FUZZ_ROUTES'] ?? '');
    operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json()).filter(
      (op) => !(op.key in SKIPPED) && only.test(op.key),
    );
    known = { ...(await insertClientData(t)).demo1, userID: await t.accountIdOf('analyste') };
    token = await t.tokenFor('analyste', { expiresIn: '2h' });
  }, 120_000);
  afterAll(() => t.close());

  /** A digest of every table's rows, to prove a refused call wrote nothing. */
  async function digest(): Promise<string> {
    // An accepted computation purges the perimeter it replaces in the background.
    await t.app.settled();
    const rowsOf = async <Row>(query: ReturnType<typeof sql.raw>) =>
      ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const tables = await rowsOf<{ name: string }>(
      sql.raw(`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      if (TABLES_OUTSIDE_THE_DIGEST.has(name)) continue;
      const [row] = await rowsOf<{ d: string | null }>(
        sql.raw(
          `select md5(string_agg(md5(r::text), '' order by md5(r::text))) as d from "${name}" r`,
        ),
      );
      parts.push(`${name}:${row?.d ?? ''}`);
    }
    return parts.join('|');
  }

  function request(op: Operation, mutation: Mutation) {
    const query = sampleQuery(op, known);
    const pathKnown = { ...known };
    let payload = op.body ? (sampleOf(op.body, '', known) as Record<string, unknown>) : undefined;
    if (mutation.where === 'query') query[mutation.field] = mutation.value;
    if (mutation.where === 'path')
      pathKnown[mutation.field] = mutation.value === undefined ? '' : String(mutation.value);
    if (mutation.where === 'body' && payload && typeof payload === 'object') {
      payload = { ...payload };
      if (mutation.value === undefined) delete payload[mutation.field];
      else payload[mutation.field] = mutation.value;
    }
    if (mutation.where === 'whole body') payload = mutation.value as Record<string, unknown>;
    const body =
      payload === undefined || op.method === 'GET'
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
    return t.app.inject({
      method: op.method,
      url: urlOf(op, pathKnown, query),
      ...body,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
  }

  it('answers no 5xx, every 400 in French, and writes nothing it refuses', async () => {
    const failures: string[] = [];
    const counts: Record<string, { calls: number; ok: number; refused: number }> = {};
    // The digest after the last write call: a refusal must leave it as it is; an accepted
    // call may change it, and the next refusals compare with the new one.
    let current = await digest();
    for (const op of operations) {
      const count = (counts[op.key] = { calls: 0, ok: 0, refused: 0 });
      const writes = op.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(mutations(op), async (mutation) => {
          const response = await request(op, mutation);
          count.calls++;
          const status = response.statusCode;
          const what = `${op.key} ${mutation.where} ${mutation.field}=${JSON.stringify(mutation.value)?.slice(0, 60)}`;
          if (status < 400) {
            count.ok++;
            if (writes) current = await digest();
            return;
          }
          count.refused++;
          if (status >= 500) failures.push(`${what}: ${status} ${response.body.slice(0, 200)}`);
          const answer = response.json() as { code?: string; message?: string };
          if (!answer.code || !answer.message || ENGLISH.test(answer.message))
            failures.push(`${what}: ${status} ${response.body.slice(0, 200)}`);
          if (writes) {
            const after = await digest();
            if (after !== current) {
              const was = new Set(current.split('|'));
              const changed = after
                .split('|')
                .filter((part) => !was.has(part))
                .map((part) => part.split(':')[0]);
              failures.push(`${what}: ${status} but ${changed.join(', ')} changed`);
            }
            current = after;
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20_261_127 },
      );
    }
    const total = Object.values(counts).reduce((sum, c) => sum + c.calls, 0);
    console.info(
      `Fuzzing (${kind}): ${total} requests over ${operations.length} routes\n` +
        Object.entries(counts)
          .map(([key, c]) => `  ${key}: ${c.calls} (${c.ok} acceptées, ${c.refused} refusées)`)
          .join('\n'),
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
