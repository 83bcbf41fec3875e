import type { ScrClientLists, ScrResultPayload } from '@prisme/domain';
import {
  CONCENTRATION_REASONS,
  EQUITY_REASONS,
  IR_REASONS,
  PROPERTY_REASONS,
  SPREAD_REASONS,
  type CounterpartyDefaultResult,
  type ScrResult,
} from '@prisme/engine';
import { counterpartyPayload } from './counterparty-store';
import { copyPerimeterRows } from '../../db/perimeter-partitions';
import type { Executor } from '../../db/client';
import { scrResults } from '../../db/schema';
import { SCR_LINE_COPY_COLUMNS, scrLineCopyEncoder } from './scr-line-copy';
import type { PerimeterScope } from '../lookthrough/input-repository';
import type { ScrSettings } from './scr-settings';
import { curveMethodWarning } from './curve-method';
import type { PerimeterKey } from '../lookthrough/perimeter-repository';

/** The client-data lists as the result records them (issue 18), each list copied. */
const clientListsOf = (lists: ScrClientLists): NonNullable<ScrResultPayload['clientLists']> => ({
  strategicParticipations: [...lists.strategicParticipations],
  longTermAssets: [...lists.longTermAssets],
  intraGroups: [...lists.intraGroups],
  concentrationExclusions: [...lists.concentrationExclusions],
  propertyLeverages: [...lists.propertyLeverages],
  defaultedLoans: [...lists.defaultedLoans],
});

/** The stored payload of a result: everything but the per-line columns. */
export function scrPayload(
  result: ScrResult,
  context: { perimeterId: string; scope: PerimeterScope; computedAt: Date; settings: ScrSettings },
  /** The counterparty default charge of the same lines and rule set (issue 42). */
  counterparty?: CounterpartyDefaultResult,
): ScrResultPayload {
  const { lines: _lines, ...figures } = result;
  const curve = curveMethodWarning(result.ruleSetId, context.settings.yieldCurve.date);
  return {
    ...figures,
    warnings: curve ? [curve, ...figures.warnings] : figures.warnings,
    perimeterID: context.perimeterId,
    rolename: context.scope.roleCode,
    valuationDate: context.scope.valuationDate,
    computationDate: context.computedAt.toISOString(),
    parameters: context.settings.parameters,
    clientLists: clientListsOf(context.settings.clientLists),
    symmetricAdjustment: context.settings.symmetricAdjustment,
    ...(counterparty && {
      counterparty: counterpartyPayload(counterparty, result.globalSCRMarketResult),
    }),
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

/** Writes an SCR result's row, in the transaction that publishes its perimeter. */
export async function storeScrResult(
  tx: Executor,
  payload: ScrResultPayload,
  computedAt: Date,
): Promise<void> {
  await tx.insert(scrResults).values({
    roleCode: payload.rolename,
    perimeterId: payload.perimeterID,
    computedAt,
    globalScrMarket: payload.globalSCRMarketResult,
    globalMarketValuation: payload.globalMarketValuation,
    result: payload,
  });
}

/**
 * Writes the SCR's classification of each line (binary COPY, a batch at a time) into the
 * perimeter's own table (db/perimeter-partitions.ts).
 */
export async function storeScrLines(
  db: Executor,
  owner: PerimeterKey,
  result: ScrResult,
  /** Told the contributions written after each batch, of the total. */
  onLines: (done: number, total: number) => void = () => {},
): Promise<void> {
  const { roleCode, perimeterId } = owner;
  const total = result.lines.contribution.length;
  onLines(0, total);
  await copyPerimeterRows(
    db,
    'scr_line_results',
    perimeterId,
    SCR_LINE_COPY_COLUMNS,
    total,
    scrLineCopyEncoder(result, { roleCode, perimeterId }),
    (done) => onLines(done, total),
  );
}
