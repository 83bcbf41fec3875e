import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreateCompartmentBody,
  CreatePortfolioBody,
  ManagedClient,
  ManagedCompartment,
  ManagedPortfolio,
  PortfolioKind,
  UndertakingBody,
  UpdatePortfolioBody,
} from '@prisme/domain';
import type { Executor } from '../../db/client';
import {
  clientRoles,
  compartments,
  esgNoteExceptions,
  esgThemeWeights,
  portfolios,
  scrClientListEntries,
  scrParameterGroups,
  userClientRoles,
} from '../../db/schema';
import { readUsages } from './usage-repository';

/**
 * The whole tree (or one client's), with what refers to each item, by code. Without
 * `withUsage` the counts are left at zero: what a change's audit row keeps of the item
 * before it (the counts cost a pass over the client's positions).
 */
export async function readStructure(
  db: Executor,
  clientCode?: string,
  withUsage = true,
): Promise<ManagedClient[]> {
  const clients = await db
    .select()
    .from(clientRoles)
    .where(clientCode === undefined ? undefined : eq(clientRoles.code, clientCode))
    .orderBy(asc(clientRoles.code));
  if (clients.length === 0) return [];
  const codes = clients.map((client) => client.code);
  const portfolioRows = await db
    .select()
    .from(portfolios)
    .where(inArray(portfolios.roleCode, codes))
    .orderBy(asc(portfolios.roleCode), asc(portfolios.code));
  const compartmentRows = await db
    .select()
    .from(compartments)
    .where(inArray(compartments.roleCode, codes))
    .orderBy(asc(compartments.roleCode), asc(compartments.portfolioCode), asc(compartments.code));
  const accounts = await db
    .select({ role: userClientRoles.roleCode, n: sql<number>`count(*)::int` })
    .from(userClientRoles)
    .where(inArray(userClientRoles.roleCode, codes))
    .groupBy(userClientRoles.roleCode);
  const usages = await readUsages(db, withUsage ? codes : []);

  const compartmentsOf = new Map<string, ManagedCompartment[]>();
  for (const row of compartmentRows) {
    const key = `${row.roleCode}\u0000${row.portfolioCode}`;
    const list = compartmentsOf.get(key) ?? [];
    list.push({
      code: row.code,
      label: row.label,
      active: row.deactivatedAt === null,
      usage: usages.compartment(row.roleCode, row.portfolioCode, row.code),
    });
    compartmentsOf.set(key, list);
  }
  const portfoliosOf = new Map<string, ManagedPortfolio[]>();
  for (const row of portfolioRows) {
    const list = portfoliosOf.get(row.roleCode) ?? [];
    list.push({
      code: row.code,
      label: row.label,
      currency: row.currency,
      kind: row.kind as PortfolioKind | null,
      indice: row.indice,
      active: row.deactivatedAt === null,
      usage: usages.portfolio(row.roleCode, row.code),
      compartments: compartmentsOf.get(`${row.roleCode}\u0000${row.code}`) ?? [],
    });
    portfoliosOf.set(row.roleCode, list);
  }
  const accountsOf = new Map(accounts.map((row) => [row.role, row.n]));
  return clients.map((client) => ({
    code: client.code,
    label: client.name,
    active: client.deactivatedAt === null,
    usage: usages.client(client.code),
    accounts: accountsOf.get(client.code) ?? 0,
    undertaking: undertakingOf(client),
    portfolios: portfoliosOf.get(client.code) ?? [],
  }));
}

/** The undertaking of a client role row, null until all three fields are set (issue 36 §5). */
export function undertakingOf(row: {
  lei: string | null;
  undertakingName: string | null;
  reportingCurrency: string | null;
}): UndertakingBody | null {
  return row.lei && row.undertakingName && row.reportingCurrency
    ? { lei: row.lei, name: row.undertakingName, reportingCurrency: row.reportingCurrency }
    : null;
}

export async function updateUndertakingRow(db: Executor, code: string, body: UndertakingBody) {
  await db
    .update(clientRoles)
    .set({ lei: body.lei, undertakingName: body.name, reportingCurrency: body.reportingCurrency })
    .where(eq(clientRoles.code, code));
}

/** A client role's undertaking, for the QRT exports (null: not set, or no such role). */
export async function findUndertaking(db: Executor, code: string): Promise<UndertakingBody | null> {
  const [row] = await db
    .select({
      lei: clientRoles.lei,
      undertakingName: clientRoles.undertakingName,
      reportingCurrency: clientRoles.reportingCurrency,
    })
    .from(clientRoles)
    .where(eq(clientRoles.code, code));
  return row ? undertakingOf(row) : null;
}

// ── Locks: the row changed, and the compartments whose positions decide a deletion ─────
// A compartment locked FOR UPDATE waits for an inventory import that holds it FOR KEY
// SHARE (migrations 0007–0008) and keeps a new one from inserting positions under it
// until the change commits: the count of positions a deletion is refused on stays true.

export async function lockClient(db: Executor, code: string) {
  const [row] = await db.select().from(clientRoles).where(eq(clientRoles.code, code)).for('update');
  return row;
}

export async function lockPortfolio(db: Executor, client: string, code: string) {
  const [row] = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.roleCode, client), eq(portfolios.code, code)))
    .for('update');
  return row;
}

export async function lockCompartment(
  db: Executor,
  client: string,
  portfolio: string,
  code: string,
) {
  const [row] = await db
    .select()
    .from(compartments)
    .where(
      and(
        eq(compartments.roleCode, client),
        eq(compartments.portfolioCode, portfolio),
        eq(compartments.code, code),
      ),
    )
    .for('update');
  return row;
}

/** Locks every compartment of a client, or of one of its portfolios, before a deletion. */
export async function lockCompartmentsOf(db: Executor, client: string, portfolio?: string) {
  await db
    .select({ code: compartments.code })
    .from(compartments)
    .where(
      and(
        eq(compartments.roleCode, client),
        portfolio === undefined ? undefined : eq(compartments.portfolioCode, portfolio),
      ),
    )
    .for('update');
}

// ── Writes (inside the caller's transaction) ─────────────────────────────────────────
// An insert of an existing code writes nothing and answers false: a duplicate, even one
// created by a concurrent request, is a 409 rather than a failed transaction.

export async function insertClient(db: Executor, code: string, label: string) {
  const rows = await db
    .insert(clientRoles)
    .values({ code, name: label })
    .onConflictDoNothing()
    .returning({ code: clientRoles.code });
  return rows.length > 0;
}

export async function updateClientRow(
  db: Executor,
  code: string,
  change: { label: string; deactivatedAt: Date | null },
) {
  await db
    .update(clientRoles)
    .set({ name: change.label, deactivatedAt: change.deactivatedAt })
    .where(eq(clientRoles.code, code));
}

export async function deleteClientRow(db: Executor, code: string) {
  await db.delete(clientRoles).where(eq(clientRoles.code, code));
}

export async function insertPortfolio(db: Executor, client: string, body: CreatePortfolioBody) {
  const rows = await db
    .insert(portfolios)
    .values({ roleCode: client, ...body })
    .onConflictDoNothing()
    .returning({ code: portfolios.code });
  return rows.length > 0;
}

export async function updatePortfolioRow(
  db: Executor,
  client: string,
  code: string,
  change: Omit<UpdatePortfolioBody, 'active'> & { deactivatedAt: Date | null },
) {
  await db
    .update(portfolios)
    .set(change)
    .where(and(eq(portfolios.roleCode, client), eq(portfolios.code, code)));
}

/** Its compartments go with it (foreign key); the caller has checked no position is left. */
export async function deletePortfolioRow(db: Executor, client: string, code: string) {
  await db
    .delete(portfolios)
    .where(and(eq(portfolios.roleCode, client), eq(portfolios.code, code)));
}

export async function insertCompartment(
  db: Executor,
  client: string,
  portfolio: string,
  body: CreateCompartmentBody,
) {
  const rows = await db
    .insert(compartments)
    .values({ roleCode: client, portfolioCode: portfolio, ...body })
    .onConflictDoNothing()
    .returning({ code: compartments.code });
  return rows.length > 0;
}

export async function updateCompartmentRow(
  db: Executor,
  client: string,
  portfolio: string,
  code: string,
  change: { label: string; deactivatedAt: Date | null },
) {
  await db
    .update(compartments)
    .set(change)
    .where(
      and(
        eq(compartments.roleCode, client),
        eq(compartments.portfolioCode, portfolio),
        eq(compartments.code, code),
      ),
    );
}

export async function deleteCompartmentRow(
  db: Executor,
  client: string,
  portfolio: string,
  code: string,
) {
  await db
    .delete(compartments)
    .where(
      and(
        eq(compartments.roleCode, client),
        eq(compartments.portfolioCode, portfolio),
        eq(compartments.code, code),
      ),
    );
}

/**
 * The settings saved for a client (SCR parameters and lists, ESG weights, forced
 * ratings): a deletion would take them with the client, so it is refused while any is.
 */
export async function countClientSettings(db: Executor, client: string): Promise<number> {
  let total = 0;
  for (const table of [
    scrParameterGroups,
    scrClientListEntries,
    esgThemeWeights,
    esgNoteExceptions,
  ]) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.roleCode, client));
    total += row?.n ?? 0;
  }
  return total;
}
