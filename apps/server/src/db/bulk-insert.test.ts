import { asc, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/databases';
import { bulkColumns, bulkInsert } from './bulk-insert';
import { someRowFills } from './bulk/columns';
import { writePgBinaryCopy } from './bulk/pg-binary-copy';
import { writePgliteBinaryCopy } from './bulk/pglite-binary-copy';
import { bulkStrategyOf, type BulkStrategy } from './bulk/strategy';
import { writeUnnest } from './bulk/unnest';
import type { Executor } from './client';

/** Every type bulkInsert writes, an identity, a bigserial and a default. */
const probe = pgTable('bulk_probe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  serialNo: bigserial('serial_no', { mode: 'number' }).notNull(),
  n: integer('n').notNull(),
  label: text('label'),
  amount: doublePrecision('amount'),
  big: bigint('big', { mode: 'number' }),
  day: date('day'),
  flag: boolean('flag'),
  doc: jsonb('doc'),
  ref: uuid('ref'),
  small: smallint('small'),
  note: text('note').notNull().default('par défaut'),
});

const CREATE_PROBE = sql`create table bulk_probe (
  id integer primary key generated always as identity,
  serial_no bigserial not null,
  n integer not null,
  label text, amount float8, big int8, day date, flag bool, doc jsonb, ref uuid, small int2,
  note text not null default 'par défaut')`;

/** What COPY text format must escape, what CSV would choke on, and what looks like NULL. */
const TRICKY = [
  'tab\there',
  'new\nline',
  'cr\rlf\r\n',
  'back\\slash \\N \\. \\\\',
  `quotes ' " “ ” ''`,
  'accents « é à ç Œ ß » 😀',
  '',
  'NULL',
  '\\N',
  '{a,"b"}',
  'comma, semicolon; pipe|',
];

type ProbeRow = typeof probe.$inferInsert;

function probeRows(count: number): ProbeRow[] {
  return Array.from({ length: count }, (_, n) => ({
    n,
    label: n % 13 === 12 ? null : TRICKY[n % TRICKY.length]!,
    amount: n % 5 === 4 ? undefined : n / 3 - 7,
    big: n % 7 === 6 ? null : (n % 2 ? -1 : 1) * (Number.MAX_SAFE_INTEGER - n),
    day: n % 3 === 2 ? null : n % 3 ? '1999-02-28' : '2024-12-31',
    flag: n % 4 === 3 ? null : n % 2 === 0,
    doc: n % 6 === 5 ? null : { text: TRICKY[n % TRICKY.length], n, list: [1.5, 'é\t', null] },
    ref: n % 8 === 7 ? null : `0f8e4c2a-1b3d-4e5f-a6b7-${String(n).padStart(12, '0')}`,
    small: n % 9 === 8 ? null : (n % 2 ? -1 : 1) * (n % 32_767),
  }));
}

/** The rows as they read back: empty values are NULL, the note takes its default. */
const expected = (rows: readonly ProbeRow[]) =>
  rows.map((r) => ({
    n: r.n,
    label: r.label ?? null,
    amount: r.amount ?? null,
    big: r.big ?? null,
    day: r.day ?? null,
    flag: r.flag ?? null,
    doc: r.doc ?? null,
    ref: r.ref ?? null,
    small: r.small ?? null,
    note: 'par défaut',
  }));

async function readBack(db: Executor) {
  const rows = await db.select().from(probe).orderBy(asc(probe.n));
  const ids = rows.map((r) => r.id);
  const serials = rows.map((r) => r.serialNo);
  expect(new Set(ids).size, 'identity').toBe(rows.length);
  expect(new Set(serials).size, 'bigserial').toBe(rows.length);
  return rows.map(({ id: _id, serialNo: _serial, ...rest }) => rest);
}

/** The SQL the driver connection under `db` receives while `run` runs. */
async function sqlSent(db: Executor, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { session: { client: { query(...a: unknown[]): unknown } } })
    .session.client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
  } finally {
    spy.mockRestore();
  }
}

type StrategyKind = BulkStrategy['kind'];

/** Writes through one strategy, with small chunks so that every boundary is crossed. */
async function writeWith(kind: StrategyKind, tx: Executor, rows: readonly ProbeRow[]) {
  const columns = bulkColumns(probe, (key) => someRowFills(rows, key));
  const strategy = bulkStrategyOf(tx);
  if (kind === 'unnest') return writeUnnest(tx, 'bulk_probe', columns, rows, 7);
  expect(strategy.kind).toBe(kind);
  if (strategy.kind === 'pg-binary-copy')
    return writePgBinaryCopy(strategy.client, 'bulk_probe', columns, rows, 7);
  if (strategy.kind === 'pglite-binary-copy')
    return writePgliteBinaryCopy(strategy.client, 'bulk_probe', columns, rows, 7);
}

describe.each(testDatabaseKinds())('bulkInsert on %s', (kind) => {
  let database: TestDatabase;
  const copy: StrategyKind = kind === 'pglite' ? 'pglite-binary-copy' : 'pg-binary-copy';
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.handle.db.execute(CREATE_PROBE);
  });
  beforeEach(() => database.handle.db.execute(sql`truncate bulk_probe restart identity`));
  afterAll(() => database.dispose());

  it('chooses COPY on its database, INSERT … unnest on a pool outside a transaction', async () => {
    const { db } = database.handle;
    expect(bulkStrategyOf(db).kind).toBe(kind === 'pglite' ? 'pglite-binary-copy' : 'unnest');
    await db.transaction(async (tx) => {
      expect(bulkStrategyOf(tx).kind).toBe(copy);
      await tx.transaction(async (nested) => expect(bulkStrategyOf(nested).kind).toBe(copy));
    });
  });

  it('really sends what the strategy says', async () => {
    const { db } = database.handle;
    const rows = probeRows(10);
    const inTransaction = await db.transaction((tx) =>
      sqlSent(tx, () => bulkInsert(tx, probe, rows)),
    );
    const outside = await sqlSent(db, () => bulkInsert(db, probe, rows));
    const binary =
      /^copy "bulk_probe" \("n", "label", .*\) from '\/dev\/blob' with \(format binary\)$/;
    const stream = /^copy "bulk_probe" \("n", "label", .*\) from stdin with \(format binary\)$/;
    const unnest = /^insert into "bulk_probe" \("n", "label", .*\) select .* from unnest\(/;
    expect(inTransaction).toEqual([expect.stringMatching(kind === 'pglite' ? binary : stream)]);
    expect(outside).toEqual([expect.stringMatching(kind === 'pglite' ? binary : unnest)]);
    expect(await db.$count(probe)).toBe(20);
  });

  it.each(['unnest', copy] as StrategyKind[])(
    '%s writes every type, escapes, nulls and 64-bit integers, across chunks',
    async (strategy) => {
      const { db } = database.handle;
      const rows = probeRows(60);
      await db.transaction((tx) => writeWith(strategy, tx, rows));
      expect(await readBack(db)).toEqual(expected(rows));
    },
  );

  it('leaves the columns no row fills to their default, serial or identity', async () => {
    const { db } = database.handle;
    const rows = [{ n: 1 }, { n: 2, label: 'b' }];
    expect(await db.transaction((tx) => bulkInsert(tx, probe, rows))).toBe(2);
    expect(await db.transaction((tx) => bulkInsert(tx, probe, []))).toBe(0);
    const back = await db.select().from(probe).orderBy(asc(probe.n));
    expect(back.map((r) => [r.id, r.serialNo, r.n, r.label, r.note])).toEqual([
      [1, 1, 1, null, 'par défaut'],
      [2, 2, 2, 'b', 'par défaut'],
    ]);
  });

  it('writes 45,001 rows in a transaction and outside one', async () => {
    const { db } = database.handle;
    const rows = probeRows(45_001);
    await db.transaction((tx) => bulkInsert(tx, probe, rows));
    await bulkInsert(db, probe, rows);
    const [summary] = await db
      .select({
        rows: sql<number>`count(*)::int`,
        total: sql<number>`sum(n)::float8`,
        labels: sql<number>`count(label)::int`,
        docs: sql<number>`count(doc)::int`,
      })
      .from(probe);
    expect(summary).toEqual({
      rows: 2 * 45_001,
      total: 45_000 * 45_001,
      labels: 2 * rows.filter((r) => r.label !== null).length,
      docs: 2 * rows.filter((r) => r.doc !== null).length,
    });
  });
});

describe('bulkStrategyOf', () => {
  it('falls back to INSERT … unnest when the executor does not look as expected', () => {
    const odd = [{}, { session: null }, { session: { client: {} } }, { session: { client: 1 } }];
    for (const db of odd) expect(bulkStrategyOf(db as unknown as Executor).kind).toBe('unnest');
  });
});

describe('bulkColumns', () => {
  it('takes names and types from the Drizzle table and refuses a type it cannot write', () => {
    expect(bulkColumns(probe, (key) => key === 'big' || key === 'doc')).toEqual([
      { key: 'big', name: 'big', type: 'int8' },
      { key: 'doc', name: 'doc', type: 'jsonb' },
    ]);
    const stamped = pgTable('stamped', { at: timestamp('at') });
    expect(() => bulkColumns(stamped)).toThrow('stamped.at has type timestamp');
  });
});
