import { and, asc, eq } from 'drizzle-orm';
import type { EsgPillar } from '@prisme/domain';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { esgNoteExceptions, esgPillarWeights, esgThemeWeights, sectors } from '../../db/schema';

/**
 * Storage of the ESG parameters. The pillar weights are keyed by user, the theme weights
 * by role and user, the forced ratings by role: every function names them, so no call
 * reaches another user's or client's rows.
 */
export type ThemeWeightRow = typeof esgThemeWeights.$inferSelect;
export type NoteExceptionRow = typeof esgNoteExceptions.$inferSelect;

export async function findSectors(db: Executor) {
  return db
    .select()
    .from(sectors)
    .orderBy(asc(sectors.codificationType), asc(sectors.codificationId));
}

export async function findPillarWeights(
  db: Executor,
  userId: string,
): Promise<Record<EsgPillar, number> | undefined> {
  const [row] = await db.select().from(esgPillarWeights).where(eq(esgPillarWeights.userId, userId));
  return row && { E: row.e, S: row.s, G: row.g };
}

export async function upsertPillarWeights(
  db: Executor,
  userId: string,
  weights: Record<EsgPillar, number>,
): Promise<void> {
  const values = { e: weights.E, s: weights.S, g: weights.G, updatedAt: new Date() };
  await db
    .insert(esgPillarWeights)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: esgPillarWeights.userId, set: values });
}

export async function findThemeWeights(
  db: Executor,
  roleCode: string,
  userId: string,
): Promise<ThemeWeightRow[]> {
  return db
    .select()
    .from(esgThemeWeights)
    .where(and(eq(esgThemeWeights.roleCode, roleCode), eq(esgThemeWeights.userId, userId)))
    .orderBy(asc(esgThemeWeights.sectorCode), asc(esgThemeWeights.themeId));
}

/** Replaces a user's theme weights for a role (the caller holds the transaction and lock). */
export async function replaceThemeWeights(
  db: Executor,
  roleCode: string,
  userId: string,
  rows: readonly ThemeWeightRow[],
): Promise<void> {
  await db
    .delete(esgThemeWeights)
    .where(and(eq(esgThemeWeights.roleCode, roleCode), eq(esgThemeWeights.userId, userId)));
  if (rows.length) await bulkInsert(db, esgThemeWeights, rows);
}

export async function findNoteExceptions(
  db: Executor,
  roleCode: string,
): Promise<NoteExceptionRow[]> {
  return db
    .select()
    .from(esgNoteExceptions)
    .where(eq(esgNoteExceptions.roleCode, roleCode))
    .orderBy(asc(esgNoteExceptions.position));
}

/** Replaces a role's forced ratings (the caller holds the transaction and lock). */
export async function replaceNoteExceptions(
  db: Executor,
  roleCode: string,
  rows: readonly NoteExceptionRow[],
): Promise<void> {
  await db.delete(esgNoteExceptions).where(eq(esgNoteExceptions.roleCode, roleCode));
  if (rows.length) await bulkInsert(db, esgNoteExceptions, rows);
}
