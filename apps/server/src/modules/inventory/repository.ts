import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Compartment, Portfolio, RoleName } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { clientRoles, compartments, portfolios, positions } from '../../db/schema';

/**
 * Every active client role, for administrators: a deactivated one is not offered in the
 * perimeter's choices (issue 35 §A.3); its results stay readable by their own routes.
 */
export async function listAllClientRoles(db: Executor): Promise<RoleName[]> {
  return db
    .select({ code: clientRoles.code, name: clientRoles.name })
    .from(clientRoles)
    .where(isNull(clientRoles.deactivatedAt))
    .orderBy(asc(clientRoles.code));
}

/** The deactivated client roles among `codes`. */
export async function findDeactivatedRoles(
  db: Executor,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: clientRoles.code, deactivatedAt: clientRoles.deactivatedAt })
    .from(clientRoles)
    .where(inArray(clientRoles.code, [...codes]));
  return new Set(rows.filter((row) => row.deactivatedAt !== null).map((row) => row.code));
}

/** The active portfolios of one client role: those the perimeter offers. */
export async function listPortfolios(db: Executor, roleCode: string): Promise<Portfolio[]> {
  return db
    .select({
      codePortefeuille: portfolios.code,
      libellePortefeuille: portfolios.label,
      rolename: portfolios.roleCode,
      indice: portfolios.indice,
    })
    .from(portfolios)
    .where(and(eq(portfolios.roleCode, roleCode), isNull(portfolios.deactivatedAt)))
    .orderBy(asc(portfolios.code));
}

/**
 * The (role, code) pairs of the given portfolio codes, within the given roles (all when
 * undefined), with whether each is active.
 */
export async function findPortfolioOwners(
  db: Executor,
  codes: readonly string[],
  roleCodes: readonly string[] | undefined,
): Promise<{ roleCode: string; code: string; active: boolean }[]> {
  const byCode = inArray(portfolios.code, [...codes]);
  return db
    .select({
      roleCode: portfolios.roleCode,
      code: portfolios.code,
      active: sql<boolean>`${portfolios.deactivatedAt} is null`,
    })
    .from(portfolios)
    .where(roleCodes ? and(byCode, inArray(portfolios.roleCode, [...roleCodes])) : byCode);
}

/** Valuation dates with positions in any of the portfolios, newest first (spec §5). */
export async function listValuationDates(
  db: Executor,
  roleCode: string,
  portfolioCodes: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: positions.valuationDate })
    .from(positions)
    .where(
      and(eq(positions.roleCode, roleCode), inArray(positions.portfolioCode, [...portfolioCodes])),
    )
    .orderBy(desc(positions.valuationDate));
  return rows.map((r) => r.date);
}

/**
 * Active compartments of the portfolios (those the perimeter offers); with a date, only
 * those holding positions at that date.
 */
export async function listCompartments(
  db: Executor,
  roleCode: string,
  portfolioCodes: readonly string[],
  valuationDate: string | undefined,
): Promise<Compartment[]> {
  const inPortfolios = and(
    eq(compartments.roleCode, roleCode),
    inArray(compartments.portfolioCode, [...portfolioCodes]),
    isNull(compartments.deactivatedAt),
  );
  const heldAtDate = valuationDate
    ? sql`exists (select 1 from ${positions} where ${positions.roleCode} = ${compartments.roleCode}
        and ${positions.portfolioCode} = ${compartments.portfolioCode}
        and ${positions.compartmentCode} = ${compartments.code}
        and ${positions.valuationDate} = ${valuationDate})`
    : undefined;
  return db
    .select({
      codeCompartiment: compartments.code,
      libelleCompartiment: compartments.label,
      codePortefeuille: compartments.portfolioCode,
    })
    .from(compartments)
    .where(heldAtDate ? and(inPortfolios, heldAtDate) : inPortfolios)
    .orderBy(asc(compartments.portfolioCode), asc(compartments.code));
}

/** Every compartment of the portfolios, with whether it is active: what a perimeter is checked on. */
export async function findCompartments(
  db: Executor,
  roleCode: string,
  portfolioCodes: readonly string[],
): Promise<{ portfolio: string; code: string; active: boolean }[]> {
  return db
    .select({
      portfolio: compartments.portfolioCode,
      code: compartments.code,
      active: sql<boolean>`${compartments.deactivatedAt} is null`,
    })
    .from(compartments)
    .where(
      and(
        eq(compartments.roleCode, roleCode),
        inArray(compartments.portfolioCode, [...portfolioCodes]),
      ),
    );
}
