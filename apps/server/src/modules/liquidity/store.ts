import { and, eq, inArray } from 'drizzle-orm';
import {
  LIQUIDITY_CLASSES,
  LIQUIDITY_PRICE_SOURCES,
  LIQUIDITY_REASONS,
  LIQUIDITY_SCOPES,
  LIQUIDITY_STATUSES,
  LIQUIDITY_TERMS,
  type LiquidityClass,
  type LiquidityPriceSource,
  type LiquidityReason,
  type LiquidityResult,
  type LiquidityScope,
  type LiquidityStatus,
  type LiquidityTerms,
} from '@prisme/domain';
import {
  allocateHoldings,
  longValueOf,
  NONE,
  setHolding,
  type LiquidityHoldings,
  type LiquidityOutcome,
} from '@prisme/engine';
import { bulkInsertInPages } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { liquidityHoldings, liquidityResults, lookthroughInstruments } from '../../db/schema';
import type { PerimeterKey } from '../lookthrough/perimeter-repository';

/** The stored and answered liquidity result of a computation (the domain's LiquidityResult). */
export function liquidityPayload(
  outcome: LiquidityOutcome,
  meta: {
    perimeterId: string;
    roleCode: string;
    valuationDate: string;
    computedAt: Date;
    lineCount: number;
  },
): LiquidityResult {
  return {
    perimeterID: meta.perimeterId,
    rolename: meta.roleCode,
    valuationDate: meta.valuationDate,
    computedAt: meta.computedAt.toISOString(),
    longValue: longValueOf(outcome.holdings),
    lineCount: meta.lineCount,
    securityCount: outcome.securityCount,
    statuses: outcome.statuses.filter((s) => s.securities > 0),
    classes: outcome.classes,
    dealingTerms: outcome.dealingTerms,
    hqla: outcome.hqla,
    scenarios: outcome.scenarios.map((s) => ({
      scenario: s.scenario,
      buckets: s.buckets,
      notAssessed: s.notAssessed,
      cost: s.cost,
      unsellable: s.unsellable,
      reverseStress: s.reverseStress,
      byClass: s.byClass,
      byScope: s.byScope,
      byPortfolio: s.byPortfolio,
      leastLiquid: s.leastLiquid,
      shortBook: s.shortBook,
      derivatives: s.derivatives,
    })),
  };
}

/** Writes a liquidity result's row, in the transaction that publishes its perimeter. */
export async function storeLiquidityResult(tx: Executor, payload: LiquidityResult): Promise<void> {
  await tx.insert(liquidityResults).values({
    roleCode: payload.rolename,
    perimeterId: payload.perimeterID,
    computedAt: new Date(payload.computedAt),
    result: payload,
  });
}

/** Writes a liquidity result's holdings (the securities with lines). */
export async function storeLiquidityHoldings(
  db: Executor,
  owner: PerimeterKey,
  outcome: LiquidityOutcome,
): Promise<void> {
  const { roleCode, perimeterId } = owner;
  const { holdings, lineCounts } = outcome;
  const rows: (typeof liquidityHoldings.$inferInsert)[] = [];
  for (let s = 0; s < holdings.count; s++) {
    if (lineCounts[s] === 0) continue;
    const volumeShare = holdings.volumeShare[s]!;
    rows.push({
      roleCode,
      perimeterId,
      instrumentNo: s,
      value: holdings.value[s]!,
      volumeShare: Number.isFinite(volumeShare) ? volumeShare : null,
      status: LIQUIDITY_STATUSES[holdings.status[s]!]!,
      reason: LIQUIDITY_REASONS[holdings.reason[s]!]!,
      liquidityClass:
        holdings.liquidityClass[s] === NONE
          ? null
          : LIQUIDITY_CLASSES[holdings.liquidityClass[s]!]!,
      scope: holdings.scope[s] === NONE ? null : LIQUIDITY_SCOPES[holdings.scope[s]!]!,
      // Suspended (first day +∞) is stored null.
      firstDay: Number.isFinite(holdings.start[s]!) ? holdings.start[s]! : null,
      gate: Number.isFinite(holdings.gate[s]!) ? holdings.gate[s]! : null,
      period: holdings.period[s]!,
      terms: LIQUIDITY_TERMS[holdings.terms[s]!]!,
      priceSource: LIQUIDITY_PRICE_SOURCES[holdings.priceSource[s]!]!,
    });
  }
  await bulkInsertInPages(db, liquidityHoldings, rows);
}

export async function findLiquidityResult(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
): Promise<LiquidityResult | undefined> {
  const byId = eq(liquidityResults.perimeterId, perimeterId);
  const [row] = await db
    .select({ result: liquidityResults.result })
    .from(liquidityResults)
    .where(roleCodes ? and(byId, inArray(liquidityResults.roleCode, [...roleCodes])) : byId);
  return row?.result as LiquidityResult | undefined;
}

/**
 * The stored holdings of a result (its role given), as the engine reads them. Two reads by
 * primary key joined here: fresh after a million-line COPY, without statistics, the
 * planner nested a scan of the instruments in each holding (26 s for 18,691 on PostgreSQL).
 */
export async function loadLiquidityHoldings(
  db: Executor,
  roleCode: string,
  perimeterId: string,
): Promise<LiquidityHoldings> {
  const h = liquidityHoldings;
  const i = lookthroughInstruments;
  const [rows, instruments] = await Promise.all([
    db
      .select()
      .from(h)
      .where(and(eq(h.roleCode, roleCode), eq(h.perimeterId, perimeterId))),
    db
      .select({ no: i.instrumentNo, code: i.securityCode, name: i.securityName })
      .from(i)
      .where(and(eq(i.roleCode, roleCode), eq(i.perimeterId, perimeterId))),
  ]);
  const byNo = new Map(instruments.map((instrument) => [instrument.no, instrument]));
  const holdings = allocateHoldings(rows.length);
  rows.forEach((row, at) => {
    const instrument = byNo.get(row.instrumentNo);
    setHolding(
      holdings,
      at,
      {
        code: instrument?.code ?? String(row.instrumentNo),
        name: instrument?.name ?? null,
        value: row.value,
        volumeShare: row.volumeShare ?? Number.NaN,
        priceSource: (row.priceSource ?? 'none') as LiquidityPriceSource,
        dealing: {
          start: row.firstDay ?? Number.POSITIVE_INFINITY,
          gate: row.gate ?? Number.NaN,
          period: row.period ?? 1,
          terms: (row.terms ?? 'none') as LiquidityTerms,
        },
      },
      {
        status: row.status as LiquidityStatus,
        reason: row.reason as LiquidityReason,
        liquidityClass: row.liquidityClass as LiquidityClass | null,
        scope: row.scope as LiquidityScope | null,
      },
    );
  });
  return holdings;
}
