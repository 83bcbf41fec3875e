import type { LookThroughSummary } from '@prisme/domain';
import type {
  LookThroughInput,
  LookThroughResult,
  LookThroughSummaryFigures,
} from '@prisme/engine';
import { bulkInsertInPages } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { lookthroughInstruments, lookthroughPaths, lookthroughRoots } from '../../db/schema';
import type { PerimeterScope } from './input-repository';
import { instrumentRows, pathRows, rootRows } from './line-rows';
import { LINE_COPY_COLUMNS, lineCopyEncoder } from './line-copy';
import { copyPerimeterRows } from '../../db/perimeter-partitions';
import { insertComputedPerimeter, portfolioLabels } from './perimeter-repository';
import type { TptDetails } from './tpt-details';

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
 * Writes a look-through's rows: its instruments, root positions and fund paths, then its
 * lines into a table of their own (db/perimeter-partitions.ts; binary COPY encoded a
 * batch at a time by line-copy.ts, `onLines` told the lines written after each batch).
 * They are reached through the perimeter row only (storeComputedPerimeter), written in
 * the transaction that publishes them.
 */
export async function storeLookThroughRows(
  db: Executor,
  stored: StoredLookThrough,
  onLines: (done: number, total: number) => void = () => {},
): Promise<void> {
  const { perimeterId, scope, result, input } = stored;
  const owner = { roleCode: scope.roleCode, perimeterId };
  const attributes = [
    [lookthroughInstruments, instrumentRows(result, input, owner, stored.tptDetails)],
    [lookthroughRoots, rootRows(input, owner)],
    [lookthroughPaths, pathRows(result, owner)],
  ] as const;
  for (const [table, rows] of attributes) await bulkInsertInPages(db, table, rows);
  const count = result.count;
  onLines(0, count);
  await copyPerimeterRows(
    db,
    'lookthrough_lines',
    perimeterId,
    LINE_COPY_COLUMNS,
    count,
    lineCopyEncoder(result, input, {
      roleCode: scope.roleCode,
      perimeterId,
      totalMarketValue: result.statistics.exposureRc,
    }),
    (done) => onLines(done, count),
  );
}

/** Writes a look-through's perimeter row with its summary; answers the total market value. */
export async function storeComputedPerimeter(
  tx: Executor,
  stored: StoredLookThrough,
): Promise<number> {
  const { perimeterId, scope, result } = stored;
  const total = result.statistics.exposureRc;
  // The engine knows portfolios by code; « Par portefeuille » shows their label too.
  const labels = await portfolioLabels(tx, scope.roleCode, scope.portfolios);
  const summary: LookThroughSummary = {
    ...stored.summary,
    byPortfolio: stored.summary.byPortfolio.map((p) => ({
      ...p,
      name: p.name ?? labels.get(p.code) ?? null,
    })),
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
    lineCount: result.count,
    simulationId: stored.simulationId ?? null,
    summary,
  });
  return total;
}
