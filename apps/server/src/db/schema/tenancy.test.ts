import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/databases';
import { queryRows } from '../client';
import { placementOf, TABLE_TENANCY, TENANT_COLUMN, type TableTenancy } from './tenancy';

/** What the check reads of a database's catalogue. */
interface Catalogue {
  tables: {
    name: string;
    /** The primary key's columns, in key order. */
    primaryKey: string[];
    notNull: string[];
    /** Every unique constraint or unique index, by its columns (an expression reads ''). */
    uniques: { name: string; columns: string[] }[];
  }[];
  foreignKeys: { name: string; from: string; to: string; pairs: [string, string][] }[];
}

async function readCatalogue(db: TestDatabase['handle']['db']): Promise<Catalogue> {
  const tables = await queryRows<{ name: string; not_null: string[] }>(
    db,
    sql`select c.relname as name,
               coalesce(array_agg(a.attname::text order by a.attnum)
                 filter (where a.attnotnull), '{}') as not_null
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where n.nspname = 'public' and c.relkind in ('r', 'p')
           -- A partition (a perimeter's lines) is its parent's, which is classified.
           and not c.relispartition
         group by c.relname`,
  );
  const indexes = await queryRows<{
    table: string;
    name: string;
    primary: boolean;
    columns: string[];
  }>(
    db,
    sql`select t.relname as "table", i.relname as name, x.indisprimary as primary,
               array(select coalesce(a.attname::text, '')
                       from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
                       left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                      order by k.ord) as columns
          from pg_index x
          join pg_class t on t.oid = x.indrelid
          join pg_class i on i.oid = x.indexrelid
          join pg_namespace n on n.oid = t.relnamespace
         where n.nspname = 'public' and x.indisunique`,
  );
  const foreignKeys = await queryRows<{
    name: string;
    from: string;
    to: string;
    pairs: string[][];
  }>(
    db,
    sql`select k.conname as name, f.relname as "from", t.relname as "to",
               array(select array[fa.attname::text, ta.attname::text]
                       from unnest(k.conkey, k.confkey) with ordinality as p(fk, pk, ord)
                       join pg_attribute fa on fa.attrelid = k.conrelid and fa.attnum = p.fk
                       join pg_attribute ta on ta.attrelid = k.confrelid and ta.attnum = p.pk
                      order by p.ord) as pairs
          from pg_constraint k
          join pg_class f on f.oid = k.conrelid
          join pg_class t on t.oid = k.confrelid
          join pg_namespace n on n.oid = f.relnamespace
         where n.nspname = 'public' and k.contype = 'f'`,
  );
  return {
    tables: tables.map((table) => {
      const own = indexes.filter((index) => index.table === table.name);
      return {
        name: table.name,
        primaryKey: own.find((index) => index.primary)?.columns ?? [],
        notNull: table.not_null,
        uniques: own.map(({ name, columns }) => ({ name, columns })),
      };
    }),
    foreignKeys: foreignKeys.map((key) => ({
      ...key,
      pairs: key.pairs.map(([from, to]) => [from!, to!] as [string, string]),
    })),
  };
}

/**
 * What keeps the schema from being distributed by client role: a table not classified
 * (or classified but gone); a client table whose primary key does not start with
 * role_code, or whose unique index leaves it out (each shard can only check its own
 * rows); a foreign key between client tables that does not match role_code to role_code
 * (the two rows could be on different shards); a foreign key Citus refuses (a distributed
 * table's to a table kept on the coordinator only, a replicated table's to anything but a
 * replicated table).
 */
export function tenancyViolations(
  catalogue: Catalogue,
  classification: Record<string, TableTenancy>,
): string[] {
  const violations: string[] = [];
  const names = new Set(catalogue.tables.map((table) => table.name));
  for (const table of catalogue.tables)
    if (!classification[table.name])
      violations.push(`${table.name}: table non classée dans db/schema/tenancy.ts`);
  for (const name of Object.keys(classification))
    if (!names.has(name)) violations.push(`${name}: classée mais absente de la base`);

  const placement = (name: string) => {
    const tenancy = classification[name];
    return tenancy ? placementOf(tenancy) : undefined;
  };
  for (const table of catalogue.tables) {
    if (classification[table.name]?.kind !== 'tenant') continue;
    if (table.primaryKey[0] !== TENANT_COLUMN)
      violations.push(
        `${table.name}: clé primaire (${table.primaryKey.join(', ')}) sans ${TENANT_COLUMN} en tête`,
      );
    if (!table.notNull.includes(TENANT_COLUMN))
      violations.push(`${table.name}: ${TENANT_COLUMN} absent ou nullable`);
    for (const unique of table.uniques)
      if (!unique.columns.includes(TENANT_COLUMN))
        violations.push(`${table.name}: index unique ${unique.name} sans ${TENANT_COLUMN}`);
  }
  for (const key of catalogue.foreignKeys) {
    const from = placement(key.from);
    const to = placement(key.to);
    if (from === 'distributed' && to === 'distributed') {
      if (!key.pairs.some(([f, t]) => f === TENANT_COLUMN && t === TENANT_COLUMN))
        violations.push(
          `${key.from} → ${key.to}: clé étrangère ${key.name} sans ${TENANT_COLUMN} = ${TENANT_COLUMN}`,
        );
    } else if (from === 'distributed' && to === 'local') {
      violations.push(`${key.from} → ${key.to}: clé étrangère ${key.name} vers une table locale`);
    } else if (from === 'reference' && to !== 'reference') {
      violations.push(
        `${key.from} → ${key.to}: clé étrangère ${key.name} d'une table répliquée vers une table ${to ?? 'non classée'}`,
      );
    }
  }
  return violations;
}

describe.each(testDatabaseKinds())('tenancy of the schema (%s)', (kind) => {
  let database: TestDatabase;
  let catalogue: Catalogue;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    catalogue = await readCatalogue(database.handle.db);
  });
  afterAll(() => database?.dispose());

  it('reads the catalogue it checks', () => {
    const positions = catalogue.tables.find((table) => table.name === 'positions');
    expect(positions?.primaryKey).toEqual(['role_code', 'id']);
    expect(catalogue.foreignKeys).toContainEqual(
      expect.objectContaining({
        from: 'simulation_positions',
        to: 'simulations',
        pairs: [
          ['role_code', 'role_code'],
          ['simulation_id', 'id'],
        ],
      }),
    );
  });

  it('classifies every table, and keys every client table by its client role', () => {
    expect(tenancyViolations(catalogue, TABLE_TENANCY)).toEqual([]);
  });

  it('fails on a table added without a classification', () => {
    const added: Catalogue = {
      ...catalogue,
      tables: [
        ...catalogue.tables,
        {
          name: 'client_notes',
          primaryKey: ['role_code', 'id'],
          notNull: ['role_code'],
          uniques: [],
        },
      ],
    };
    expect(tenancyViolations(added, TABLE_TENANCY)).toEqual([
      'client_notes: table non classée dans db/schema/tenancy.ts',
    ]);
  });

  it('fails on a client table keyed without its role, in its primary key or its foreign keys', () => {
    const unkeyed: Catalogue = {
      tables: catalogue.tables.map((table) =>
        table.name === 'simulations'
          ? {
              ...table,
              primaryKey: ['id'],
              uniques: [{ name: 'simulations_pkey', columns: ['id'] }],
            }
          : table,
      ),
      foreignKeys: catalogue.foreignKeys.map((key) =>
        key.from === 'simulation_positions' && key.to === 'simulations'
          ? { ...key, pairs: [['simulation_id', 'id']] }
          : key,
      ),
    };
    expect(tenancyViolations(unkeyed, TABLE_TENANCY)).toEqual([
      'simulations: clé primaire (id) sans role_code en tête',
      'simulations: index unique simulations_pkey sans role_code',
      expect.stringMatching(/^simulation_positions → simulations: clé étrangère .* sans role_code/),
    ]);
  });

  it('fails on a foreign key Citus could not keep', () => {
    const toLocal: Catalogue = {
      ...catalogue,
      foreignKeys: [
        ...catalogue.foreignKeys,
        { name: 'x_fk', from: 'archives', to: 'job_records', pairs: [['author_id', 'user_id']] },
        { name: 'y_fk', from: 'securities', to: 'portfolios', pairs: [['code', 'code']] },
      ],
    };
    expect(tenancyViolations(toLocal, TABLE_TENANCY)).toEqual([
      'archives → job_records: clé étrangère x_fk vers une table locale',
      "securities → portfolios: clé étrangère y_fk d'une table répliquée vers une table distributed",
    ]);
  });
});
