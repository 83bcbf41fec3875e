import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { auditGroupsOf, type AuditEntry, type AuditFilter } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { parameterAudit as a } from '../../db/schema';

type AuditRow = typeof a.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * The filter as SQL: days in UTC (`to` included), the client code as stored, the groups
 * of a kind of change, and the author by account id or by a part of the name (accents
 * and case as typed; LIKE's wildcards taken literally).
 */
function conditions(filter: AuditFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.from) where.push(gte(a.changedAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS);
    if (end.getUTCFullYear() <= 9999) where.push(lt(a.changedAt, end));
  }
  if (filter.roleCode) where.push(eq(a.roleCode, filter.roleCode));
  if (filter.group) where.push(inArray(a.groupName, auditGroupsOf(filter.group)));
  if (filter.account) {
    const pattern = `%${filter.account.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(or(eq(a.accountId, filter.account), ilike(a.displayName, pattern)));
  }
  return where.length ? and(...where) : undefined;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    key: `${row.roleCode}:${row.id}`,
    id: row.id,
    roleCode: row.roleCode,
    changedAt: row.changedAt.toISOString(),
    accountId: row.accountId,
    displayName: row.displayName,
    group: row.groupName,
    oldValues: row.oldValues,
    newValues: row.newValues,
  };
}

/**
 * A page of the rows the filter holds, newest recorded first (the identity: the order in
 * which the changes were written; changed_at is their transaction's start).
 */
export async function findAuditPage(
  db: Executor,
  filter: AuditFilter,
  offset: number,
  limit: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(a)
    .where(conditions(filter))
    .orderBy(desc(a.id))
    .offset(offset)
    .limit(limit);
}

export async function countAuditRows(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(a).where(conditions(filter));
  return Number(row?.n ?? 0);
}

/** The rows the filter holds after `beforeId` (keyset: the workbook reads them in pages). */
export async function findAuditRowsBefore(
  db: Executor,
  filter: AuditFilter,
  beforeId: number | undefined,
  limit: number,
): Promise<AuditRow[]> {
  const keyset = beforeId === undefined ? undefined : lt(a.id, beforeId);
  return db
    .select()
    .from(a)
    .where(and(conditions(filter), keyset))
    .orderBy(desc(a.id))
    .limit(limit);
}
