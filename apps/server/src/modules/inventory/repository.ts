import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Compartment, Portfolio, RoleName } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { clientRoles, compartments, portfolios, positions } from '../../db/schema';

/** Every client role, for administrators. */
export async function listAllClientRoles(db: Executor): Promise<RoleName[]> {
  return db
    .select({ code: clientRoles.code, name: clientRoles.name })
    .from(clientRoles)
    .orderBy(asc(clientRoles.code));
}

/** The portfolios of one client role. */
export async function listPortfolios(db: Executor, roleCode: string): Promise<Portfolio[]> {
  return db
    .select({
      codePortefeuille: portfolios.code,
      libellePortefeuille: portfolios.label,
      rolename: portfolios.roleCode,
      indice: portfolios.indice,
    })
    .from(portfolios)
    .where(eq(portfolios.roleCode, roleCode))
    .orderBy(asc(portfolios.code));
}

/** The (role, code) pairs of the given portfolio codes, within the given roles (all when undefined). */
export async function findPortfolioOwners(
  db: Executor,
  codes: readonly string[],
  roleCodes: readonly string[] | undefined,
): Promise<{ roleCode: string; code: string }[]> {
  const byCode = inArray(portfolios.code, [...codes]);
  return db
    .select({ roleCode: portfolios.roleCode, code: portfolios.code })
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

/** Compartments of the portfolios; with a date, only those holding positions at that date. */
export async function listCompartments(
  db: Executor,
  roleCode: string,
  portfolioCodes: readonly string[],
  valuationDate: string | undefined,
): Promise<Compartment[]> {
  const inPortfolios = and(
    eq(compartments.roleCode, roleCode),
    inArray(compartments.portfolioCode, [...portfolioCodes]),
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
