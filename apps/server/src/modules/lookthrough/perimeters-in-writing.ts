import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { perimetersInWriting } from '../../db/schema';
import type { PerimeterKey } from './perimeter-repository';

/*
 * The perimeters whose rows a computation writes page by page before publishing them in
 * one short transaction (modules/computation/store-computation.ts, on the embedded
 * database). Until then their rows belong to no computed_perimeters row, and the purge
 * would take them as a finished computation's leftovers: a perimeter marked here is
 * spared (perimeter-purge.ts).
 */

/** Marks a perimeter as being written, committed before its first row is. */
export async function markPerimeterInWriting(db: Executor, key: PerimeterKey): Promise<void> {
  await db.insert(perimetersInWriting).values(key);
}

/**
 * The perimeter is published (in the transaction that inserts its row) or abandoned (a
 * failure: the purge then takes its rows).
 */
export async function unmarkPerimeterInWriting(db: Executor, key: PerimeterKey): Promise<void> {
  await db
    .delete(perimetersInWriting)
    .where(
      and(
        eq(perimetersInWriting.roleCode, key.roleCode),
        eq(perimetersInWriting.perimeterId, key.perimeterId),
      ),
    );
}

/**
 * At the start of a server that owns its database alone (the embedded database, locked
 * to one process), every mark is a process's stopped mid-write: dropped, so that the
 * purge deletes the rows it left. Answers how many.
 */
export async function dropMarksOfStoppedWrites(db: Database): Promise<number> {
  const dropped = await db
    .delete(perimetersInWriting)
    .returning({ perimeterId: perimetersInWriting.perimeterId });
  return dropped.length;
}
