import type { LookThroughSummary } from '@prisme/domain';
import type {
  LookThroughInput,
  LookThroughResult,
  LookThroughSummaryFigures,
} from '@prisme/engine';
import { getTableName } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert';
import { copyEncodedRows } from '../../db/copy-out/encoded-copy';
import type { Executor } from '../../db/client';
import {
  lookthroughInstruments,
  lookthroughLines,
  lookthroughPaths,
  lookthroughRoots,
} from '../../db/schema';
import type { PerimeterScope } from './input-repository';
import { instrumentRows, pathRows, rootRows } from './line-rows';
import { LINE_COPY_COLUMNS, lineCopyEncoder } from './line-copy';
import { insertComputedPerimeter } from './perimeter-repository';
import type { TptDetails } from './tpt-details';

/** Instrument, root and path rows written per COPY: bounded memory, few round trips. */
const STORE_BATCH = 25_000;

export interface StoredLookThrough {
  perimeterId: string;
  userId: string;
  createdAt: Date;
  scope: PerimeterScope;
  level: string;
  referenceCurrency: string;
  input: LookThroughInput;
  /** What TPT statements say beyond the engine's attributes, by instrument index. */
  tptDetails?: readonly (TptDetails | undefined)[];
  result: LookThroughResult;
  summary: LookThroughSummaryFigures;
  /** The simulation looked through, if it is one (issue 17). */
  simulationId?: string;
}

/**
 * Writes a look-through inside the caller's transaction: its instruments, root positions
 * and fund paths, its lines (one binary COPY encoded a batch at a time by line-copy.ts,
 * `onLines` told the lines written after each batch), then the perimeter row with its
 * summary. Answers the total market value.
 */
export async function storeLookThrough(
  tx: Executor,
  stored: StoredLookThrough,
  onLines: (done: number, total: number) => void = () => {},
): Promise<number> {
  const { perimeterId, scope, result, input } = stored;
  const total = result.statistics.exposureRc;
  const owner = { roleCode: scope.roleCode, perimeterId };
  const attributes = [
    [lookthroughInstruments, instrumentRows(result, input, owner, stored.tptDetails)],
    [lookthroughRoots, rootRows(input, owner)],
    [lookthroughPaths, pathRows(result, owner)],
  ] as const;
  for (const [table, rows] of attributes) {
    for (let from = 0; from < rows.length; from += STORE_BATCH) {
      await bulkInsert(tx, table, rows.slice(from, from + STORE_BATCH));
    }
  }
  const count = result.count;
  onLines(0, count);
  await copyEncodedRows(
    tx,
    getTableName(lookthroughLines),
    LINE_COPY_COLUMNS,
    count,
    lineCopyEncoder(result, input, {
      roleCode: scope.roleCode,
      perimeterId,
      totalMarketValue: total,
    }),
    (done) => onLines(done, count),
  );
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
    simulationId: stored.simulationId ?? null,
    summary,
  });
  return total;
}
