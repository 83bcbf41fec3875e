import type { LookThroughSummary } from '@prisme/domain';
import type {
  LookThroughInput,
  LookThroughResult,
  LookThroughSummaryFigures,
} from '@prisme/engine';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { lookthroughInstruments, lookthroughLines } from '../../db/schema';
import type { ProgressReporter } from '../../jobs/progress';
import type { PerimeterScope } from './input-repository';
import { instrumentRows, lineRowBuilder } from './line-rows';
import { insertComputedPerimeter } from './perimeter-repository';

/** Rows written per COPY: bounded memory, few round trips. */
export const STORE_BATCH = 25_000;

export interface StoredLookThrough {
  perimeterId: string;
  userId: string;
  createdAt: Date;
  scope: PerimeterScope;
  level: string;
  referenceCurrency: string;
  input: LookThroughInput;
  result: LookThroughResult;
  summary: LookThroughSummaryFigures;
}

/**
 * Writes a look-through inside the caller's transaction: its instruments, its lines (a
 * batch at a time, reporting `storing` progress from `fromPercent` to `toPercent`), then
 * the perimeter row with its summary. Answers the total market value.
 */
export async function storeLookThrough(
  tx: Executor,
  stored: StoredLookThrough,
  progress: ProgressReporter,
  [fromPercent, toPercent]: [number, number],
): Promise<number> {
  const { perimeterId, scope, result, input } = stored;
  const total = result.statistics.exposureRc;
  const instruments = instrumentRows(result, input, { roleCode: scope.roleCode, perimeterId });
  for (let from = 0; from < instruments.length; from += STORE_BATCH) {
    await bulkInsert(tx, lookthroughInstruments, instruments.slice(from, from + STORE_BATCH));
  }
  const rowsOf = lineRowBuilder(result, input, {
    roleCode: scope.roleCode,
    perimeterId,
    totalMarketValue: total,
  });
  const count = result.count;
  for (let from = 0; from < count; from += STORE_BATCH) {
    const to = Math.min(count, from + STORE_BATCH);
    await bulkInsert(tx, lookthroughLines, rowsOf(from, to));
    progress.report('storing', fromPercent + ((toPercent - fromPercent) * to) / count);
  }
  const summary: LookThroughSummary = {
    ...stored.summary,
    perimeterID: perimeterId,
    rolename: scope.roleCode,
    valuationDate: scope.valuationDate,
    portfolios: scope.portfolios,
    compartments: scope.compartments,
    lookThroughLevel: stored.level,
    transparisationDate: stored.createdAt.toISOString(),
    referenceCurrency: stored.referenceCurrency,
  };
  await insertComputedPerimeter(tx, {
    id: perimeterId,
    roleCode: scope.roleCode,
    userId: stored.userId,
    valuationDate: scope.valuationDate,
    portfolios: scope.portfolios,
    compartments: scope.compartments,
    lookThroughLevel: stored.level,
    referenceCurrency: stored.referenceCurrency,
    createdAt: stored.createdAt,
    totalMarketValue: total,
    lineCount: count,
    summary,
  });
  return total;
}
