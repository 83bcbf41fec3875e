import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipartBody } from '../test/multipart';
import { bombLikeWorkbook, XLSX } from '../test/bomb-like-workbook';
import { insertClientData } from './client-data';
import {
  operationsOf,
  sampleOf,
  sampleQuery,
  urlOf,
  type JsonSchema,
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

/**
 * JSON text sent as it is, wherever it stands in the body: a nesting deeper than
 * JSON.stringify itself could write (issue 41 §6).
 */
class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}
const nestedObjects = (depth: number) =>
  new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
const nestedLists = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** The request's JSON text, raw pieces put in place. */
function jsonText(value: unknown): string {
  const raws: RawJson[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0001raw${raws.push(item) - 1}` : item,
  );
  return raws.reduce((out, raw, i) => out.replace(`"\\u0001raw${i}"`, raw.text), text);
}

/** Bad values of every kind (issue 20 §2; issue 41 §6: nesting, `not` chains, extreme dates). */
const badValue = fc.oneof(
  fc.constantFrom<unknown>(
    nestedObjects(10_000),
    nestedLists(10_000),
    nestedObjects(40),
    `${'not '.repeat(990)}IsGovernment`,
    `${'not ('.repeat(19)}Depth eq 1${')'.repeat(19)}`,
    Array.from({ length: 300 }, (_, i) => `Depth eq ${i}`).join(' or '),
    'MaturityDate eq 0000-01-01',
    'MaturityDate lt 9999-12-31',
    '0000-12-31',
    '0000-01-01T00:00:00Z',
    '-000001-01-01',
    '+275760-09-13',
    '10000-01-01',
    '9999-12-31T23:59:59.999Z',
    '1e309',
    '-1e309',
    '9'.repeat(400),
    2 ** 53 + 2,
    2 ** 31,
    -(2 ** 31) - 1,
    '0x1F',
    '1_000',
    '-0',
    '%00',
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
  where: 'query' | 'body' | 'path' | 'whole body' | 'content type' | 'file';
  field: string;
  /** undefined: the field is left out. */
  value: unknown;
}

/** A body of another type than the route reads, or JSON that is not (issue 41 §6). */
const otherContent = fc.constantFrom(
  { type: 'text/plain', text: 'x' },
  { type: 'application/xml', text: '<a/>' },
  { type: 'application/x-www-form-urlencoded', text: 'a=1&a=2' },
  { type: 'multipart/form-data', text: 'x' },
  { type: 'application/octet-stream', text: '\u0000\u0001' },
  { type: 'application/json', text: '{"a":' },
  { type: 'application/json', text: '' },
  { type: 'application/json', text: '{"__proto__":{"x":1}}' },
  { type: 'application/json; charset=utf-16', text: '{}' },
  { type: 'application/vnd.unknown+json', text: '{}' },
);

/** A file for an upload route (issue 41 §6: empty, of another type, bomb-like); null: none. */
const UPLOADED_FILES: ({ name: string; type: string; content: Buffer } | null)[] = [
  null,
  { name: 'vide.xlsx', type: XLSX, content: Buffer.alloc(0) },
  { name: 'texte.xlsx', type: XLSX, content: Buffer.from('ceci n’est pas un classeur') },
  { name: 'image.png', type: 'image/png', content: Buffer.from('GIF89a') },
  { name: 'octets.csv', type: 'text/csv', content: Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x00]) },
  { name: 'bombe.xlsx', type: XLSX, content: bombLikeWorkbook() },
  { name: `${'n'.repeat(5_000)}.csv`, type: 'text/csv', content: Buffer.from('a;b\n1;2\n') },
  { name: '../../../etc/passwd', type: 'text/csv', content: Buffer.from('a;b\n1;2\n') },
];

function mutations(op: Operation): fc.Arbitrary<Mutation> {
  const bodyFields = Object.keys(op.body?.properties ?? {});
  const targets: { where: Mutation['where']; field: string }[] = [
    ...op.queryParams.map((p) => ({ where: 'query' as const, field: p.name })),
    ...op.pathParams.map((p) => ({ where: 'path' as const, field: p.name })),
    ...bodyFields.map((field) => ({ where: 'body' as const, field })),
    ...(op.body ? [{ where: 'whole body' as const, field: '' }] : []),
  ];
  const kinds: fc.Arbitrary<Mutation>[] = [];
  if (targets.length > 0) {
    kinds.push(
      fc
        .record({
          target: fc.constantFrom(...targets),
          value: fc.option(badValue, { nil: undefined, freq: 5 }),
        })
        .map(({ target, value }) => ({ ...target, value })),
    );
  }
  if (op.method !== 'GET' && !op.multipart)
    kinds.push(otherContent.map((value) => ({ where: 'content type', field: '', value })));
  if (op.multipart) {
    kinds.push(
      fc.constantFrom(...UPLOADED_FILES).map((value) => ({ where: 'file', field: '', value })),
    );
  }
  if (kinds.length === 0) return fc.constant({ where: 'query', field: 'inconnu', value: 'x' });
  return fc.oneof(...kinds);
}

const formatOf = (schema: JsonSchema): string | undefined =>
  schema.format ?? (schema.anyOf ?? schema.oneOf)?.find((variant) => variant.format)?.format;

/**
 * The inputs every route meets, whatever the random draw (issue 41 §6, each once a 500):
 * a body nested 10,000 deep, a long `not` chain in a filter, the year 0 in every date,
 * a list where one value is expected, a long path segment, bodies of other types, files
 * of every kind.
 */
function hostileInputs(op: Operation): Mutation[] {
  const out: Mutation[] = [];
  const fields = [
    ...op.queryParams.map((p) => ({ where: 'query' as const, field: p.name, schema: p.schema })),
    ...op.pathParams.map((p) => ({ where: 'path' as const, field: p.name, schema: p.schema })),
    ...Object.entries(op.body?.properties ?? {}).map(([field, schema]) => ({
      where: 'body' as const,
      field,
      schema,
    })),
  ];
  if (op.body) {
    out.push({ where: 'whole body', field: '', value: nestedObjects(10_000) });
    out.push({ where: 'whole body', field: '', value: nestedLists(10_000) });
    const [first] = Object.keys(op.body.properties ?? {});
    if (first) out.push({ where: 'body', field: first, value: nestedLists(10_000) });
  }
  for (const { where, field, schema } of fields) {
    if (field === '$filter') {
      out.push({ where, field, value: `${'not '.repeat(990)}IsGovernment` });
      out.push({ where, field, value: 'MaturityDate eq 0000-01-01' });
    }
    const format = formatOf(schema);
    if (format === 'date') out.push({ where, field, value: '0000-01-01' });
    if (format === 'date-time') out.push({ where, field, value: '0000-01-01T00:00:00Z' });
  }
  const [query] = op.queryParams;
  if (query) out.push({ where: 'query', field: query.name, value: ['a', 'b', 'c'] });
  const [path] = op.pathParams;
  if (path) out.push({ where: 'path', field: path.name, value: 'x'.repeat(10_000) });
  if (op.method !== 'GET' && !op.multipart) {
    for (const value of [
      { type: 'text/plain', text: 'x' },
      { type: 'application/json', text: '{"a":' },
      { type: 'application/vnd.unknown+json', text: '{}' },
    ])
      out.push({ where: 'content type', field: '', value });
  }
  if (op.multipart)
    for (const value of UPLOADED_FILES) out.push({ where: 'file', field: '', value });
  return out;
}

/** The text fields of an upload route, before its file. */
function uploadFields(op: Operation, known: KnownValues): Record<string, string> {
  return op.key === 'POST /api/integration/files'
    ? { kind: 'inventory', rolename: String(known['rolename']) }
    : {};
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
    let body: { payload?: string | Buffer; headers?: Record<string, string> } =
      payload === undefined || op.method === 'GET'
        ? {}
        : { payload: jsonText(payload), headers: { 'content-type': 'application/json' } };
    if (mutation.where === 'content type') {
      const { type, text } = mutation.value as { type: string; text: string };
      body = { payload: text, headers: { 'content-type': type } };
    }
    if (mutation.where === 'file') {
      const file = mutation.value as Parameters<typeof multipartBody>[1] | null;
      const fields = uploadFields(op, known);
      body = file
        ? multipartBody(fields, file)
        : multipartBody(fields, { name: 'x.csv', content: '' });
      // No file at all: the body ends after its fields.
      if (!file) body.payload = (body.payload as Buffer).subarray(0, 0);
    }
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
      const hostile = hostileInputs(op);
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
        {
          // The examples run first, within numRuns.
          numRuns: RUNS_PER_ROUTE + hostile.length,
          seed: 20_261_127,
          examples: hostile.map((mutation) => [mutation]),
        },
      );
      // A read writes nothing, accepted or refused (issue 41 §7: every route is digested).
      if (!writes) {
        const after = await digest();
        if (after !== current) failures.push(`${op.key}: a read changed the database`);
        current = after;
      }
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
