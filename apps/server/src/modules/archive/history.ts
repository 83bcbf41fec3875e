import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type ArchiveHistory,
  type ArchiveHistoryEsg,
  type ArchiveHistoryQuery,
  type ArchiveHistoryScr,
} from '@prisme/domain';
import { assertRoleAccess } from '../../auth/guards';
import { hasRight, type UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import {
  archives,
  computedPerimeters,
  esgResults,
  paiResults,
  scrImpactResults,
  scrResults,
} from '../../db/schema';
import { problem } from '../../http/errors';
import { FAMILY_STORES, familiesKept } from './families';
import { archivedPerimeter, ofArchivedPerimeter } from './repository';

/**
 * « Analyse Historique » (issue 18 §3): GET /api/archive/history, the archives of one
 * category in time with their headline figures, in one query joining each archive's
 * perimeter (its summary), SCR result and ESG result. Only the small parts of the
 * results' payloads are read (jsonb paths), not whole results.
 */
interface HistoryRow {
  perimeterId: string;
  name: string;
  simulation: boolean;
  families: string[];
  valuationDate: string;
  simulationDate: Date;
  marketValue: number;
  lineCount: number;
  lookedThroughShare: unknown;
  dataGroupingShare: unknown;
  scrTotal: number | null;
  scrMarketValue: number | null;
  scrSubmodules: unknown;
  scrUndiversified: unknown;
  scrDiversification: unknown;
  scrCounterparty: unknown;
  scrAssets: unknown;
  scrRuleSetId: string | null;
  impactFrom: number | null;
  impactTo: number | null;
  esgScore: number | null;
  esgCoverage: number | null;
  esgPillars: unknown;
  esgCarbon: unknown;
  esgTemperature: unknown;
  paiFigures: unknown;
}

/** The archives of a role's category with their figures, oldest valuation date first. */
export async function findArchiveHistory(
  db: Executor,
  roleCode: string,
  category: string,
): Promise<HistoryRow[]> {
  const rows = await db
    .select({
      perimeterId: archives.perimeterId,
      name: archives.name,
      simulation: archives.simulation,
      families: archives.families,
      valuationDate: computedPerimeters.valuationDate,
      simulationDate: computedPerimeters.createdAt,
      marketValue: computedPerimeters.totalMarketValue,
      lineCount: computedPerimeters.lineCount,
      lookedThroughShare: sql<unknown>`${computedPerimeters.summary}->'lookedThroughShare'`,
      dataGroupingShare: sql<unknown>`${computedPerimeters.summary}->'dataGroupingShare'`,
      scrTotal: scrResults.globalScrMarket,
      scrMarketValue: scrResults.globalMarketValuation,
      scrSubmodules: sql<unknown>`${scrResults.result}->'submodules'`,
      scrUndiversified: sql<unknown>`${scrResults.result}->'undiversified'`,
      scrDiversification: sql<unknown>`${scrResults.result}->'diversification'`,
      scrCounterparty: sql<unknown>`${scrResults.result}->'counterparty'->'scr'`,
      scrAssets: sql<unknown>`${scrResults.result}->'counterparty'->'assets'->'combined'`,
      scrRuleSetId: sql<string | null>`${scrResults.result}->>'ruleSetId'`,
      impactFrom: scrImpactResults.marketFrom,
      impactTo: scrImpactResults.marketTo,
      esgScore: esgResults.score,
      esgCoverage: esgResults.coverage,
      esgPillars: sql<unknown>`${esgResults.result}->'pillars'`,
      esgCarbon: sql<unknown>`${esgResults.result}->'carbon'`,
      esgTemperature: sql<unknown>`${esgResults.result}->'temperature'`,
      paiFigures: sql<unknown>`${paiResults.result}->'figures'`,
    })
    .from(archives)
    .innerJoin(computedPerimeters, archivedPerimeter)
    .leftJoin(scrResults, ofArchivedPerimeter(scrResults))
    .leftJoin(scrImpactResults, ofArchivedPerimeter(scrImpactResults))
    .leftJoin(esgResults, ofArchivedPerimeter(esgResults))
    .leftJoin(paiResults, ofArchivedPerimeter(paiResults))
    .where(and(eq(archives.roleCode, roleCode), eq(archives.category, category)))
    .orderBy(
      asc(computedPerimeters.valuationDate),
      asc(computedPerimeters.createdAt),
      asc(archives.name),
    );
  return rows as HistoryRow[];
}

/** A jsonb number as read back (a number, or a numeric text from some drivers). */
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};
/** A jsonb value as an object (drivers that answer jsonb as text included). */
const objectOf = (value: unknown): Record<string, unknown> => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
};
const numbersOf = (value: unknown): Record<string, number | null> =>
  Object.fromEntries(Object.entries(objectOf(value)).map(([k, v]) => [k, numberOf(v)]));

const SUBMODULES = [
  'interestRate',
  'equity',
  'property',
  'spread',
  'concentration',
  'currency',
] as const;

function scrOf(row: HistoryRow): ArchiveHistoryScr | null {
  if (row.scrTotal === null) return null;
  const submodules = objectOf(row.scrSubmodules);
  return {
    total: row.scrTotal,
    // Results stored before issue 37 were computed under SII-2016.
    ruleSetId: row.scrRuleSetId === 'SII-2027' ? 'SII-2027' : 'SII-2016',
    impact:
      row.impactFrom === null || row.impactTo === null
        ? null
        : { from: row.impactFrom, to: row.impactTo, difference: row.impactTo - row.impactFrom },
    marketValue: row.scrMarketValue ?? row.marketValue,
    undiversified: numberOf(row.scrUndiversified),
    diversification: numberOf(row.scrDiversification),
    counterparty: numberOf(row.scrCounterparty),
    assets: numberOf(row.scrAssets),
    submodules: Object.fromEntries(
      SUBMODULES.map((key) => [key, numberOf(submodules[key]) ?? 0]),
    ) as ArchiveHistoryScr['submodules'],
  };
}

function esgOf(row: HistoryRow): ArchiveHistoryEsg | null {
  if (row.esgPillars === null || row.esgPillars === undefined) return null;
  const carbon = objectOf(row.esgCarbon);
  const temperature = objectOf(row.esgTemperature);
  const paiFigures =
    typeof row.paiFigures === 'string' ? JSON.parse(row.paiFigures) : row.paiFigures;
  return {
    // The PAI statement's figures, when the archive's computation made one (issue 38 §10).
    ...(Array.isArray(paiFigures) && {
      pai: Object.fromEntries(
        (paiFigures as { key: string; value: unknown }[]).map((f) => [f.key, numberOf(f.value)]),
      ),
    }),
    score: row.esgScore,
    coverage: row.esgCoverage,
    pillars: numbersOf(row.esgPillars),
    // Each carbon metric's value (totalValue, the value they are of, is left out).
    carbon: Object.fromEntries(
      Object.entries(carbon)
        .filter(([key]) => key !== 'totalValue')
        .map(([key, metric]) => [key, numberOf(objectOf(metric).value)]),
    ),
    // The portfolio's temperature only, without each cell's contributors.
    temperature: Object.fromEntries(
      Object.entries(temperature).map(([frame, scopes]) => [
        frame,
        Object.fromEntries(
          Object.entries(objectOf(scopes)).map(([scope, methods]) => [
            scope,
            Object.fromEntries(
              Object.entries(objectOf(methods)).map(([method, cell]) => [
                method,
                numberOf(objectOf(cell).score),
              ]),
            ),
          ]),
        ),
      ]),
    ),
  };
}

/**
 * The history of a role's category, within the caller's roles (403 otherwise, as GET
 * /all). A family asked needs its right (403); the SCR and ESG figures are given to the
 * callers with the solvency and ESG rights, of the archives that keep those families.
 */
export async function archiveHistory(
  db: Executor,
  access: UserAccess,
  query: ArchiveHistoryQuery,
): Promise<ArchiveHistory> {
  assertRoleAccess(access, query.rolename);
  if (query.family && !hasRight(access, FAMILY_STORES[query.family].right))
    throw problem('FORBIDDEN');
  const readsScr = hasRight(access, FAMILY_STORES.scr.right);
  const readsEsg = hasRight(access, FAMILY_STORES.esg.right);
  const rows = await findArchiveHistory(db, query.rolename, query.category);
  const points = rows
    .map((row) => ({ row, kept: familiesKept(row.families) }))
    .filter(({ kept }) => !query.family || kept.has(query.family))
    .map(({ row, kept }) => ({
      perimeterID: row.perimeterId,
      name: row.name,
      simulation: row.simulation,
      valuationDate: row.valuationDate,
      simulationDate: row.simulationDate.toISOString(),
      marketValue: row.marketValue,
      lineCount: row.lineCount,
      lookedThroughShare: numberOf(row.lookedThroughShare),
      dataGroupingShare: numberOf(row.dataGroupingShare),
      scr: readsScr && kept.has('scr') ? scrOf(row) : null,
      esg: readsEsg && kept.has('esg') ? esgOf(row) : null,
    }));
  return { rolename: query.rolename, category: query.category, points };
}
