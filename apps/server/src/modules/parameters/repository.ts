import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KnownSecurity, ScrClientLists, ScrParameters } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { bulkInsert } from '../../db/bulk-insert';
import {
  clientRoles,
  scrClientListEntries,
  scrParameterGroups,
  securities,
  yieldCurvePoints,
} from '../../db/schema';

/**
 * Storage of the parameter groups (per client role and user) and of the client-data lists
 * (per client role). Every function names the role: there is no way to reach another
 * client's rows from here.
 */
export type GroupName = keyof ScrParameters;
export type ListName = keyof ScrClientLists;
export type ListEntryRow = typeof scrClientListEntries.$inferInsert;

/** The saved groups of a user for a role, by group name (values as stored). */
export async function findGroups(
  db: Executor,
  roleCode: string,
  userId: string,
): Promise<Partial<Record<GroupName, Record<string, unknown>>>> {
  const rows = await db
    .select({ group: scrParameterGroups.groupName, values: scrParameterGroups.values })
    .from(scrParameterGroups)
    .where(and(eq(scrParameterGroups.roleCode, roleCode), eq(scrParameterGroups.userId, userId)));
  return Object.fromEntries(rows.map((r) => [r.group, r.values]));
}

export async function upsertGroup(
  db: Executor,
  roleCode: string,
  userId: string,
  group: GroupName,
  values: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(scrParameterGroups)
    .values({ roleCode, userId, groupName: group, values })
    .onConflictDoUpdate({
      target: [
        scrParameterGroups.roleCode,
        scrParameterGroups.userId,
        scrParameterGroups.groupName,
      ],
      set: { values, updatedAt: new Date() },
    });
}

/** The entries of one list of a role, or of all five when `list` is left out, in order. */
export async function findListEntries(
  db: Executor,
  roleCode: string,
  list?: ListName,
): Promise<(typeof scrClientListEntries.$inferSelect)[]> {
  const role = eq(scrClientListEntries.roleCode, roleCode);
  return db
    .select()
    .from(scrClientListEntries)
    .where(list ? and(role, eq(scrClientListEntries.list, list)) : role)
    .orderBy(asc(scrClientListEntries.list), asc(scrClientListEntries.position));
}

/** Replaces a role's whole list (the caller holds the transaction and the lock). */
export async function replaceListEntries(
  db: Executor,
  roleCode: string,
  list: ListName,
  rows: readonly ListEntryRow[],
): Promise<void> {
  await db
    .delete(scrClientListEntries)
    .where(and(eq(scrClientListEntries.roleCode, roleCode), eq(scrClientListEntries.list, list)));
  if (rows.length) await bulkInsert(db, scrClientListEntries, rows);
}

const SAVE_LOCK_SPACE = 741_162;

/**
 * Serialises the saves of one group or list until the transaction ends, so that the audit
 * row's old values are the ones really replaced and two list replacements never
 * interleave. Both databases know transaction-level advisory locks.
 */
export async function lockForSave(db: Executor, key: string): Promise<void> {
  // The two-int4 form is a key space of its own: no clash with the single-bigint locks
  // of the migrations and the seed.
  await db.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_SPACE}, hashtext(${key}))`);
}

/** The ids of the EIOPA curves loaded, whatever their date. */
export async function findYieldCurveIds(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: yieldCurvePoints.curveId })
    .from(yieldCurvePoints)
    .orderBy(asc(yieldCurvePoints.curveId));
  return rows.map((r) => r.id);
}

export async function clientRoleExists(db: Executor, roleCode: string): Promise<boolean> {
  const [row] = await db
    .select({ code: clientRoles.code })
    .from(clientRoles)
    .where(eq(clientRoles.code, roleCode));
  return row !== undefined;
}

/** The referential's name and CIC of the codes asked; an unknown code is left out. */
export async function findSecuritiesByCodes(
  db: Executor,
  codes: readonly string[],
): Promise<KnownSecurity[]> {
  return db
    .select({ code: securities.code, name: securities.name, cic: securities.cic })
    .from(securities)
    .where(inArray(securities.code, [...codes]))
    .orderBy(asc(securities.code));
}
