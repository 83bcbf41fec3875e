import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { quoted } from '../../db/bulk/columns';
import { copyTargetOf } from '../../db/bulk/strategy';
import { hasDatabaseErrorCode } from '../../db/statement-budget';

/*
 * The look-through lines are partitioned by perimeter (migration 0031): each computed
 * perimeter's lines are a table of their own, attached to lookthrough_lines, which every
 * read goes through (a read names its perimeter, so PostgreSQL reads that table alone).
 * - Writing a million lines into a table of their own, without index, then keying it,
 *   took 3 s where the one shared table took 4.4–5 s: its key had pages half empty and
 *   its free space was scattered by the purges (issue 21 §1).
 * - A retired perimeter's lines go with their table (dropPartition), instead of a million
 *   deletes, then a VACUUM, competing with the next computation.
 */

const PARENT = 'lookthrough_lines';
const PREFIX = `${PARENT}_`;

/** The table of a perimeter's lines: the parent's name and the perimeter's 32 digits. */
export function linePartitionOf(perimeterId: string): string {
  const digits = perimeterId.replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(digits)) throw new Error(`identifiant de périmètre : ${perimeterId}`);
  return PREFIX + digits;
}

/** The perimeter whose lines a partition holds, from its name (linePartitionOf). */
function perimeterOfPartition(table: string): string {
  const d = table.slice(PREFIX.length);
  return `${d.slice(0, 8)}-${d.slice(8, 12)}-${d.slice(12, 16)}-${d.slice(16, 20)}-${d.slice(20)}`;
}

/**
 * How a perimeter's lines are written into their table (store.ts):
 * - PostgreSQL, in the computation's transaction: the table is created apart, filled by
 *   COPY … FREEZE (its pages written all-visible: a deep grid page then reads the key
 *   alone, with no VACUUM first), keyed once full, then attached. Attaching locks the
 *   parent against other attachments and drops until the commit, never against reads;
 *   a crash rolls the whole of it back.
 * - The embedded database, written page by page outside any transaction
 *   (store-computation.ts): the table is attached at once, keyed from the start; the
 *   purge drops it if the computation is abandoned.
 */
export interface LinePartitionWriting {
  /** Where the COPY writes: the perimeter's table. */
  table: string;
  /** Whether the COPY may freeze its rows (the table was created in its transaction). */
  freeze: boolean;
  /** Keys and attaches the table once its lines are in (nothing on the embedded database). */
  finish(): Promise<void>;
}

export async function openLinePartition(
  db: Executor,
  perimeterId: string,
): Promise<LinePartitionWriting> {
  if (copyTargetOf(db).kind !== 'pg') {
    const table = await createLinePartition(db, perimeterId);
    return { table, freeze: false, finish: async () => {} };
  }
  const table = linePartitionOf(perimeterId);
  const name = quoted(table);
  await db.execute(sql.raw(`create table ${name} (like ${PARENT} including defaults)`));
  return {
    table,
    freeze: true,
    async finish() {
      // The key is the parent's: attaching adopts this index instead of building another.
      await db.execute(
        sql.raw(`alter table ${name} add primary key (role_code, perimeter_id, line_no)`),
      );
      await db.execute(sql.raw(`alter table ${PARENT} attach partition ${name} ${bound(table)}`));
    },
  };
}

/**
 * Creates a perimeter's table attached from the start, keyed, empty: the embedded
 * database's writing, and fixtures. (Creating a partition so locks the parent against
 * reads until the commit: PostgreSQL's computations attach theirs once written.)
 */
export async function createLinePartition(db: Executor, perimeterId: string): Promise<string> {
  const table = linePartitionOf(perimeterId);
  await db.execute(sql.raw(`create table ${quoted(table)} partition of ${PARENT} ${bound(table)}`));
  return table;
}

/** The partition bound of a perimeter's table (its id is checked by linePartitionOf). */
const bound = (table: string) => `for values in ('${perimeterOfPartition(table)}')`;

/**
 * The partitions whose perimeter is gone (retired, or abandoned mid-write on the embedded
 * database): neither a computed perimeter nor one being written.
 */
export async function orphanLinePartitions(
  db: Executor,
): Promise<{ table: string; perimeterId: string }[]> {
  const partitions = await queryRows<{ table: string }>(
    db,
    sql`select c.relname as "table" from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = ${PARENT}::regclass`,
  );
  const named = partitions
    .map((p) => p.table)
    .filter((table) => /^lookthrough_lines_[0-9a-f]{32}$/.test(table));
  if (named.length === 0) return [];
  // One array literal, not a parameter per id (Drizzle would spread a list).
  const ids = `{${named.map(perimeterOfPartition).join(',')}}`;
  // By perimeter id alone: the role is in the rows, not the name (a background query).
  const kept = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from computed_perimeters where id = any(${ids}::uuid[])
        union select perimeter_id::text from perimeters_in_writing
         where perimeter_id = any(${ids}::uuid[])`,
  );
  const keptIds = new Set(kept.map((k) => k.id));
  return named
    .map((table) => ({ table, perimeterId: perimeterOfPartition(table) }))
    .filter(({ perimeterId }) => !keptIds.has(perimeterId));
}

/**
 * How long dropping a partition may wait for its lock: dropping locks the parent against
 * every read while it waits, so it gives way quickly and is tried again by the next purge.
 */
const DROP_LOCK_WAIT = '500ms';

/**
 * Drops a retired perimeter's lines with their table. Answers false when its lock was
 * not had within DROP_LOCK_WAIT (reads of other perimeters ran long): left for later.
 */
export async function dropLinePartition(db: Database, table: string): Promise<boolean> {
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
