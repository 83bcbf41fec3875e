import type { ScrResultPayload } from '@prisme/domain';
import {
  CONCENTRATION_REASONS,
  EQUITY_REASONS,
  IR_REASONS,
  PROPERTY_REASONS,
  SPREAD_REASONS,
  type Reason,
  type ScrResult,
} from '@prisme/engine';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { scrLineResults, scrResults } from '../../db/schema';
import type { PerimeterScope } from '../lookthrough/input-repository';
import { STORE_BATCH } from '../lookthrough/store';
import type { ScrSettings } from './scr-settings';

/** A reason code's key, null for code 0 ("not in this submodule"). */
const keyOf = (reasons: readonly Reason[], code: number) =>
  code === 0 ? null : (reasons[code]?.key ?? null);

/** The stored payload of a result: everything but the per-line columns. */
export function scrPayload(
  result: ScrResult,
  context: { perimeterId: string; scope: PerimeterScope; computedAt: Date; settings: ScrSettings },
): ScrResultPayload {
  const { lines: _lines, ...figures } = result;
  return {
    ...figures,
    perimeterID: context.perimeterId,
    rolename: context.scope.roleCode,
    valuationDate: context.scope.valuationDate,
    computationDate: context.computedAt.toISOString(),
    parameters: context.settings.parameters,
    symmetricAdjustment: context.settings.symmetricAdjustment,
    yieldCurve: context.settings.yieldCurve,
    reasons: {
      interestRate: [...IR_REASONS],
      equity: [...EQUITY_REASONS],
      property: [...PROPERTY_REASONS],
      spread: [...SPREAD_REASONS],
      concentration: [...CONCENTRATION_REASONS],
    },
  };
}

/** Writes an SCR result and its lines' classification inside the caller's transaction. */
export async function storeScrResult(
  tx: Executor,
  payload: ScrResultPayload,
  result: ScrResult,
  computedAt: Date,
): Promise<void> {
  const roleCode = payload.rolename;
  const perimeterId = payload.perimeterID;
  await tx.insert(scrResults).values({
    roleCode,
    perimeterId,
    computedAt,
    globalScrMarket: payload.globalSCRMarketResult,
    globalMarketValuation: payload.globalMarketValuation,
    result: payload,
  });
  const l = result.lines;
  const count = l.contribution.length;
  const rateLoss =
    result.scenarios.interestRate.binding === 'up' ? l.interestRateLossUp : l.interestRateLossDown;
  /** A line's loss where it is in the submodule, else null. */
  const lossIf = (inSubmodule: number, losses: Float64Array, i: number) =>
    inSubmodule === 0 ? null : losses[i]!;
  for (let from = 0; from < count; from += STORE_BATCH) {
    const to = Math.min(count, from + STORE_BATCH);
    const rows: (typeof scrLineResults.$inferInsert)[] = new Array(to - from);
    for (let i = from; i < to; i++) {
      const spread = l.spreadClass[i]!;
      const name = l.concentrationName[i]!;
      rows[i - from] = {
        roleCode,
        perimeterId,
        lineNo: i + 1, // the look-through line of the same index (lookthrough/line-rows.ts)
        contribution: l.contribution[i]!,
        interestRate: keyOf(IR_REASONS, l.interestRateClass[i]!),
        equity: keyOf(EQUITY_REASONS, l.equityClass[i]!),
        property: keyOf(PROPERTY_REASONS, l.propertyClass[i]!),
        spread: keyOf(SPREAD_REASONS, spread),
        spreadBucket: spread === 0 ? null : l.spreadBucket[i]!,
        concentration: keyOf(CONCENTRATION_REASONS, l.concentrationClass[i]!),
        concentrationName: name < 0 ? null : (l.concentrationNameLabels[name] ?? null),
        interestRateLoss: lossIf(l.interestRateClass[i]!, rateLoss, i),
        equityLoss: lossIf(l.equityClass[i]!, l.equityLoss, i),
        propertyLoss: lossIf(l.propertyClass[i]!, l.propertyLoss, i),
        spreadLoss: lossIf(spread, l.spreadLoss, i),
        currencyLoss: l.currencyLoss[i] === 0 ? null : l.currencyLoss[i]!,
      };
    }
    await bulkInsert(tx, scrLineResults, rows);
  }
}
