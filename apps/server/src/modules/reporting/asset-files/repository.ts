import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { lookthroughRoots, positions, simulationPositions } from '../../../db/schema';
import type { ComputedPerimeter } from '../../lookthrough/perimeter-repository';
import { rootKey, type RootHolding } from './asset-record';

/**
 * What the direct positions of a computed perimeter state beyond its look-through lines:
 * market value, accrued interest, book value and acquisition date, summed by (portfolio,
 * compartment, security), keyed by `rootKey`. Read from the client's positions of the
 * valuation date, or from the simulation's positions for a simulation's perimeter (a
 * change there un-transparises it, so they are the positions it computed).
 */
export async function readRootHoldings(
  db: Executor,
  perimeter: Pick<ComputedPerimeter, 'id' | 'roleCode' | 'valuationDate' | 'simulationId'>,
): Promise<Map<string, RootHolding>> {
  // Each (portfolio, compartment, security) once, whatever the number of its roots.
  const roots = db
    .selectDistinct({
      portfolioCode: lookthroughRoots.portfolioCode,
      compartmentCode: lookthroughRoots.compartmentCode,
      rootCode: lookthroughRoots.rootCode,
    })
    .from(lookthroughRoots)
    .where(
      and(
        eq(lookthroughRoots.roleCode, perimeter.roleCode),
        eq(lookthroughRoots.perimeterId, perimeter.id),
      ),
    )
    .as('roots');

  const held = perimeter.simulationId
    ? { table: simulationPositions, p: simulationPositions }
    : { table: positions, p: positions };
  const p = held.p;
  const matches = perimeter.simulationId
    ? and(
        eq(simulationPositions.roleCode, perimeter.roleCode),
        eq(simulationPositions.simulationId, perimeter.simulationId),
      )
    : and(
        eq(positions.roleCode, perimeter.roleCode),
        eq(positions.valuationDate, perimeter.valuationDate),
      );

  const rows = await db
    .select({
      portfolioCode: roots.portfolioCode,
      compartmentCode: roots.compartmentCode,
      rootCode: roots.rootCode,
      marketValueRc: sql<number>`sum(${p.marketValueRc})::float8`,
      accruedInterestRc: sql<number>`sum(${p.accruedInterestRc})::float8`,
      bookValueRc: sql<
        number | null
      >`case when count(${p.bookValueRc}) = count(*) then sum(${p.bookValueRc})::float8 end`,
      acquisitionDate: sql<string | null>`min(${p.acquisitionDate})::text`,
    })
    .from(roots)
    .innerJoin(
      held.table,
      and(
        matches,
        eq(p.portfolioCode, roots.portfolioCode),
        eq(p.compartmentCode, roots.compartmentCode),
        eq(p.securityCode, roots.rootCode),
      ),
    )
    .groupBy(roots.portfolioCode, roots.compartmentCode, roots.rootCode);

  return new Map(
    rows.map((row) => [
      rootKey(row.portfolioCode, row.compartmentCode, row.rootCode),
      {
        marketValueRc: Number(row.marketValueRc),
        accruedInterestRc: Number(row.accruedInterestRc),
        bookValueRc: row.bookValueRc === null ? null : Number(row.bookValueRc),
        acquisitionDate: row.acquisitionDate,
      },
    ]),
  );
}
