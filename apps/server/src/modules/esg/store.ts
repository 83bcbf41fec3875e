import { and, eq, getTableName, inArray } from 'drizzle-orm';
import type { EsgResult } from '@prisme/domain';
import { temperatureBySector, type EsgOutcome } from '@prisme/engine';
import type { Executor } from '../../db/client';
import { copyEncodedRows } from '../../db/copy-out/encoded-copy';
import { esgLineResults, esgResults } from '../../db/schema';
import { ESG_LINE_COPY_COLUMNS, esgLineCopyEncoder } from './esg-line-copy';

/** Contributors kept per list, and companies per temperature cell: the rest is in the lines. */
const KEPT = 20;

const finite = (x: number) => (Number.isFinite(x) ? x : null);

/** A record with each value mapped, keys kept. */
const mapValues = <K extends string, V, W>(
  record: Readonly<Record<K, V>>,
  map: (value: V) => W,
): Record<K, W> =>
  Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, map(value)])) as Record<
    K,
    W
  >;

/** The stored and answered ESG result of a computation (the domain's EsgResult). */
export function esgPayload(
  outcome: EsgOutcome,
  meta: { perimeterId: string; roleCode: string; valuationDate: string; computedAt: Date },
): EsgResult {
  const { portfolio, carbon } = outcome;
  const metric = (m: EsgOutcome['carbon']['waci']) => ({
    ...m,
    value: finite(m.value),
    coverage: finite(m.coverage),
  });
  const contributions = portfolio.contributions;
  return {
    perimeterID: meta.perimeterId,
    rolename: meta.roleCode,
    valuationDate: meta.valuationDate,
    computedAt: meta.computedAt.toISOString(),
    portfolio: {
      score: finite(portfolio.portfolio.score),
      letter: portfolio.portfolio.letter,
      coverage: finite(portfolio.portfolio.coverage),
      eligibleValue: portfolio.portfolio.eligibleValue,
      coveredValue: portfolio.portfolio.coveredValue,
    },
    pillars: mapValues(portfolio.pillars, finite),
    themes: mapValues(portfolio.themes, finite),
    forcedShare: portfolio.forcedShare,
    letters: portfolio.letters,
    byStatus: portfolio.byStatus,
    bestContributors: [...contributions]
      .sort((a, b) => b.score - a.score || b.value - a.value)
      .slice(0, KEPT),
    worstContributors: [...contributions]
      .sort((a, b) => a.score - b.score || b.value - a.value)
      .slice(0, KEPT),
    carbon: {
      financedScope12: metric(carbon.financedScope12),
      financedScope123: metric(carbon.financedScope123),
      carbonFootprint: metric(carbon.carbonFootprint),
      waci: metric(carbon.waci),
      pai3: metric(carbon.pai3),
      totalValue: carbon.totalValue,
    },
    temperature: mapValues(outcome.temperature, (scopes) =>
      mapValues(scopes, (methods) =>
        mapValues(methods, (cell) => ({
          score: finite(cell.score),
          defaultInfluence: finite(cell.defaultInfluence),
          excludedCompanies: cell.excluded.length,
          top: cell.contributions.slice(0, KEPT).map((c) => {
            const company = outcome.companyInfo[c.key];
            return { ...c, name: company?.name ?? null, sector: company?.sector ?? '' };
          }),
          bySector: temperatureBySector(cell.contributions, outcome.companyInfo),
        })),
      ),
    ),
    breakdowns: mapValues(outcome.breakdowns, (groups) =>
      groups.map((group) => ({
        ...group,
        coverage: finite(group.coverage),
        score: finite(group.score),
      })),
    ),
    companies: outcome.companies,
    companiesWithTargets: outcome.companiesWithTargets,
  };
}

/**
 * Writes an ESG result and its lines' statuses and scores inside the caller's
 * transaction; `instrument` is the look-through lines' security column.
 */
export async function storeEsgResult(
  tx: Executor,
  payload: EsgResult,
  outcome: EsgOutcome,
  instrument: Int32Array,
): Promise<void> {
  const roleCode = payload.rolename;
  const perimeterId = payload.perimeterID;
  await tx.insert(esgResults).values({
    roleCode,
    perimeterId,
    computedAt: new Date(payload.computedAt),
    score: payload.portfolio.score,
    coverage: payload.portfolio.coverage,
    result: payload,
  });
  await copyEncodedRows(
    tx,
    getTableName(esgLineResults),
    ESG_LINE_COPY_COLUMNS,
    outcome.portfolio.lineStatus.length,
    esgLineCopyEncoder(outcome.portfolio, instrument, { roleCode, perimeterId }),
  );
}

export async function findEsgResult(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
): Promise<EsgResult | undefined> {
  const byId = eq(esgResults.perimeterId, perimeterId);
  const [row] = await db
    .select({ result: esgResults.result })
    .from(esgResults)
    .where(roleCodes ? and(byId, inArray(esgResults.roleCode, [...roleCodes])) : byId);
  return row?.result as EsgResult | undefined;
}
