import { count, eq } from 'drizzle-orm';
import { parameterAudit, scrClientListEntries, scrParameterGroups, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Calls of the parameter tests: a demo login's bearer token and its userID. */
export function parameterCalls(t: TestApp) {
  const call = async (
    login: string,
    method: 'GET' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.call(login, method, `/api/parameters${url}`, payload);

  /** Rows of the three tables: what a refused save must leave as it was. */
  const rowCounts = async () => {
    const [groups] = await t.db.select({ n: count() }).from(scrParameterGroups);
    const [entries] = await t.db.select({ n: count() }).from(scrClientListEntries);
    const [audit] = await t.db.select({ n: count() }).from(parameterAudit);
    return { groups: groups!.n, entries: entries!.n, audit: audit!.n };
  };

  /** The audit rows of a role and group, oldest first. */
  const auditOf = async (roleCode: string, group: string) =>
    (await t.db.select().from(parameterAudit).where(eq(parameterAudit.roleCode, roleCode)))
      .filter((r) => r.groupName === group)
      .sort((a, b) => a.id - b.id);

  const userIdOf = async (login: string) => {
    const accountId = await t.accountIdOf(login);
    const [row] = await t.db.select().from(users).where(eq(users.accountId, accountId));
    return row!.id;
  };

  return { call, rowCounts, auditOf, userIdOf };
}
