import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client';
import { queryRows } from './client';
import { quoted } from './bulk/columns';
import type { RowChunks } from './bulk/copy-from';
import { copyTargetOf } from './bulk/strategy';
import { copyEncodedRows } from './copy-out/encoded-copy';
import { hasDatabaseErrorCode } from './statement-budget';

/*
 * The per-line tables of a computation, partitioned by perimeter (migrations 0031-0032):
 * each computed perimeter's look-through lines and SCR line results are tables of their
 * own, attached to lookthrough_lines and scr_line_results, which every read goes through
 * (a read names its perimeter, so PostgreSQL reads that table alone).
 * - Writing a million lines into a table of their own, without index, then keying it,
 *   took 2–2.6 s where the one shared table took 4.4–5 s: its key had pages half empty
 *   and its free space was scattered by the purges (issue 21 §1).
 * - A retired perimeter's rows go with their table (dropPartition), instead of a million
 *   deletes, then a VACUUM, competing with the next computation.
 * Both tables are keyed (role_code, perimeter_id, line_no).
 */

export const PARTITIONED_BY_PERIMETER = ['lookthrough_lines', 'scr_line_results'] as const;
export type PartitionedByPerimeter = (typeof PARTITIONED_BY_PERIMETER)[number];

const PARTITION_NAME = new RegExp(`^(${PARTITIONED_BY_PERIMETER.join('|')})_([0-9a-f]{32})$`);

/** The table of a perimeter's rows: the parent's name and the perimeter's 32 digits. */
export function partitionOf(parent: PartitionedByPerimeter, perimeterId: string): string {
  const digits = perimeterId.replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(digits)) throw new Error(`identifiant de périmètre : ${perimeterId}`);
  return `${parent}_${digits}`;
}

/** The perimeter whose rows a partition holds, from its name (partitionOf). */
function perimeterOfDigits(d: string): string {
  return `${d.slice(0, 8)}-${d.slice(8, 12)}-${d.slice(12, 16)}-${d.slice(16, 20)}-${d.slice(20)}`;
}

/** The partition bound of a perimeter's table (its id was checked by partitionOf). */
const boundOf = (perimeterId: string) => `for values in ('${perimeterId}')`;

/**
 * How a perimeter's rows are written into their table:
 * - PostgreSQL, in the computation's transaction: the table is created apart, filled by
 *   COPY … FREEZE (its pages written all-visible: a deep grid page then reads the key
 *   alone, with no VACUUM first), keyed once full, then attached. Attaching locks the
 *   parent against other attachments and drops until the commit, never against reads;
 *   a crash rolls the whole of it back.
 * - The embedded database, written page by page outside any transaction
 *   (store-computation.ts): the table is attached at once, keyed from the start, and
 *   vacuumed once written; the purge drops it if the computation is abandoned.
 */
export interface PartitionWriting {
  /** Where the COPY writes: the perimeter's table. */
  table: string;
  /** Whether the COPY may freeze its rows (the table was created in its transaction). */
  freeze: boolean;
  /** Once its rows are in: keys and attaches the table (PostgreSQL), or vacuums it. */
  finish(): Promise<void>;
}

export async function openPartition(
  db: Executor,
  parent: PartitionedByPerimeter,
  perimeterId: string,
): Promise<PartitionWriting> {
  if (copyTargetOf(db).kind !== 'pg') {
    const table = await createPartition(db, parent, perimeterId);
    return {
      table,
      freeze: false,
      // Written a page per statement, then marked all-visible (a deep grid page reads the
      // key alone) before anyone reads it: one unit on the one connection, which a user's
      // first grid page would otherwise meet as the purge's (0.5 s at 200,000 lines).
      // Inside a transaction (fixtures) VACUUM cannot run: left to the purge.
      finish: async () => {
        if (!('rollback' in db)) await db.execute(sql.raw(`vacuum ${quoted(table)}`));
      },
    };
  }
  const table = partitionOf(parent, perimeterId);
  const name = quoted(table);
  await db.execute(sql.raw(`create table ${name} (like ${parent} including defaults)`));
  return {
    table,
    freeze: true,
    async finish() {
      // The key is the parent's: attaching adopts this index instead of building another.
      await db.execute(
        sql.raw(`alter table ${name} add primary key (role_code, perimeter_id, line_no)`),
      );
      await db.execute(
        sql.raw(`alter table ${parent} attach partition ${name} ${boundOf(perimeterId)}`),
      );
    },
  };
}

/**
 * Writes a perimeter's rows, encoded by the caller (copyEncodedRows), into the table of
 * its own it opens, keys and attaches (or vacuums) as openPartition says.
 */
export async function copyPerimeterRows(
  db: Executor,
  parent: PartitionedByPerimeter,
  perimeterId: string,
  columns: readonly string[],
  rowCount: number,
  rowChunks: RowChunks,
  onBatch: (rowsDone: number) => void,
): Promise<void> {
  const partition = await openPartition(db, parent, perimeterId);
  await copyEncodedRows(db, partition.table, columns, rowCount, rowChunks, onBatch, {
    freeze: partition.freeze,
  });
  await partition.finish();
}

/**
 * Creates a perimeter's table attached from the start, keyed, empty: the embedded
 * database's writing, and fixtures. (Creating a partition so locks the parent against
 * reads until the commit: PostgreSQL's computations attach theirs once written.)
 */
export async function createPartition(
  db: Executor,
  parent: PartitionedByPerimeter,
  perimeterId: string,
): Promise<string> {
  const table = partitionOf(parent, perimeterId);
  await db.execute(
    sql.raw(`create table ${quoted(table)} partition of ${parent} ${boundOf(perimeterId)}`),
  );
  return table;
}

/**
 * The partitions whose perimeter is gone (retired, or abandoned mid-write on the embedded
 * database): neither a computed perimeter nor one being written.
 */
export async function orphanPartitions(
  db: Executor,
): Promise<{ parent: PartitionedByPerimeter; table: string; perimeterId: string }[]> {
  const partitions = (
    await queryRows<{ table: string }>(
      db,
      sql`select c.relname as "table" from pg_inherits i
            join pg_class c on c.oid = i.inhrelid
            join pg_class p on p.oid = i.inhparent
           where p.relname in (${sql.join(
             PARTITIONED_BY_PERIMETER.map((parent) => sql`${parent}`),
             sql`, `,
           )})`,
    )
  ).flatMap(({ table }) => {
    const named = PARTITION_NAME.exec(table);
    return named
      ? [
          {
            parent: named[1] as PartitionedByPerimeter,
            table,
            perimeterId: perimeterOfDigits(named[2]!),
          },
        ]
      : [];
  });
  if (partitions.length === 0) return [];
  // One array literal, not a parameter per id (Drizzle would spread a list). By perimeter
  // id alone: the role is in the rows, not the name (a background query).
  const ids = `{${[...new Set(partitions.map((p) => p.perimeterId))].join(',')}}`;
  const kept = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from computed_perimeters where id = any(${ids}::uuid[])
        union select perimeter_id::text from perimeters_in_writing
         where perimeter_id = any(${ids}::uuid[])`,
  );
  const keptIds = new Set(kept.map((k) => k.id));
  return partitions.filter(({ perimeterId }) => !keptIds.has(perimeterId));
}

/**
 * How long dropping a partition may wait for its lock: dropping locks the parent against
 * every read while it waits, so it gives way quickly and is tried again by the next purge.
 */
const DROP_LOCK_WAIT = '500ms';

/**
 * Drops a retired perimeter's rows with their table. Answers false when its lock was not
 * had within DROP_LOCK_WAIT (reads of other perimeters ran long): left for later.
 */
export async function dropPartition(db: Database, table: string): Promise<boolean> {
  if (!PARTITION_NAME.test(table)) throw new Error(`table partitionnée inconnue : ${table}`);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${DROP_LOCK_WAIT}'`));
      await tx.execute(sql.raw(`drop table if exists ${quoted(table)}`));
    });
    return true;
  } catch (error) {
    if (hasDatabaseErrorCode(error, '55P03')) return false; // lock_not_available
    throw error;
  }
}
