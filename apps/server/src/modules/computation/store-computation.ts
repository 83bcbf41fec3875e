import type {
  EsgResult,
  ImpactResult,
  LiquidityResult,
  PaiResultPayload,
  SavedPerimeter,
  ScrResultPayload,
} from '@prisme/domain';
import { bulkStrategyOf } from '../../db/bulk/strategy';
import type { Database, Executor } from '../../db/client';
import type { ComputationOutcome } from '../../jobs/workers/engines';
import { retireComputedPerimetersOfUser } from '../lookthrough/perimeter-purge';
import type { PerimeterKey } from '../lookthrough/perimeter-repository';
import {
  markPerimeterInWriting,
  unmarkPerimeterInWriting,
} from '../lookthrough/perimeters-in-writing';
import {
  storeComputedPerimeter,
  storeLookThroughRows,
  type StoredLookThrough,
} from '../lookthrough/store';
import { storeScrLines, storeScrResult } from '../solvency/store';
import { storeImpactResult } from '../impact/store';
import { storeEsgResult, storeEsgSecurities } from '../esg/store';
import { storePaiResult } from '../pai/store';
import { storeLiquidityHoldings, storeLiquidityResult } from '../liquidity/store';
import { claimPublication } from '../../jobs/publication';
import { upsertSavedPerimeter } from '../perimeter/repository';
import type { PipelineProgress, StoredComputation } from './pipeline';

/**
 * How a computation's rows reach the database; readers see the new perimeter whole, or
 * not at all, either way, and a crash leaves the previous one in place.
 * - `one-transaction` (PostgreSQL): rows, results and the retirement of the user's
 *   earlier perimeter in one transaction. Other requests have connections of their own
 *   meanwhile.
 * - `paged-then-published` (the embedded database, one connection for every request):
 *   the rows a page per statement (db/pages.ts), each a short unit that requests pass
 *   between, under a perimeter marked in writing (perimeters-in-writing.ts) that nothing
 *   reaches yet; then one short transaction publishes it: the perimeter row, the results,
 *   the retirement, the mark removed. One transaction of all rows held every request for
 *   1.2–1.9 s at 100,000 lines (bench:load).
 */
export type RowWriting = 'one-transaction' | 'paged-then-published';

/** The writing a database calls for (see RowWriting): paged on the embedded one. */
export function rowWritingFor(db: Database): RowWriting {
  return bulkStrategyOf(db).kind === 'pglite-binary-copy'
    ? 'paged-then-published'
    : 'one-transaction';
}

/** What a computation stores: its look-through, and the results of the areas asked. */
export interface ComputationToStore {
  userId: string;
  /** Whether it is a simulation's: it retires the user's earlier simulations then. */
  simulation: boolean;
  /** Its job's record: a cancelled job publishes nothing (claimPublication). */
  jobToken?: string;
  /** The perimeter its user chose, saved when the results are (spec §4, issue 41 §7). */
  savedPerimeter?: SavedPerimeter;
  lookThrough: StoredLookThrough;
  outcome: ComputationOutcome;
  /** The SCR's result, and its « Impact 2027 » when asked (stored beside it). */
  scr?: { payload: ScrResultPayload; impact?: ImpactResult };
  esg?: { payload: EsgResult };
  /** The SFDR PAI statement (issue 38), stored beside the ESG result. */
  pai?: { payload: PaiResultPayload };
  liquidity?: { payload: LiquidityResult };
}

/** Stores a computation as `writing` says; answers what the computation answers. */
export async function storeComputation(
  db: Database,
  computation: ComputationToStore,
  writing: RowWriting,
  progress: Pick<PipelineProgress, 'linesStored' | 'scrLinesStored'>,
): Promise<StoredComputation> {
  if (writing === 'one-transaction') {
    return db.transaction(async (tx) => {
      await writeRows(tx, computation, progress);
      return publish(tx, computation);
    });
  }
  const key = keyOf(computation.lookThrough);
  await markPerimeterInWriting(db, key);
  try {
    await writeRows(db, computation, progress);
    return await db.transaction(async (tx) => {
      const stored = await publish(tx, computation);
      await unmarkPerimeterInWriting(tx, key);
      return stored;
    });
  } catch (error) {
    // Abandoned: the purge takes its rows once the mark is gone (or after a restart).
    await unmarkPerimeterInWriting(db, key).catch(() => undefined);
    throw error;
  }
}

const keyOf = (lookThrough: StoredLookThrough): PerimeterKey => ({
  roleCode: lookThrough.scope.roleCode,
  perimeterId: lookThrough.perimeterId,
});

/** The per-line rows of every area, which only the perimeter row makes reachable. */
async function writeRows(
  db: Executor,
  { lookThrough, outcome, scr, esg, liquidity }: ComputationToStore,
  progress: Pick<PipelineProgress, 'linesStored' | 'scrLinesStored'>,
): Promise<void> {
  const owner = keyOf(lookThrough);
  await storeLookThroughRows(db, lookThrough, progress.linesStored);
  if (scr && outcome.scr) await storeScrLines(db, owner, outcome.scr, progress.scrLinesStored);
  if (esg && outcome.esg) {
    await storeEsgSecurities(db, owner, outcome.esg, outcome.result.lines.instrument);
  }
  if (liquidity && outcome.liquidity) await storeLiquidityHoldings(db, owner, outcome.liquidity);
}

/**
 * Makes the perimeter visible: the user's earlier one retired, the perimeter row, the
 * user's saved perimeter and the results' rows written; last, its job's record claimed with what it answers, which rolls
 * all back if its user cancelled it meanwhile (jobs/publication.ts).
 */
async function publish(tx: Executor, computation: ComputationToStore): Promise<StoredComputation> {
  const { lookThrough, scr, esg, pai, liquidity } = computation;
  await retireComputedPerimetersOfUser(
    tx,
    computation.userId,
    computation.simulation ? 'simulation' : 'own',
  );
  const total = await storeComputedPerimeter(tx, lookThrough);
  if (computation.savedPerimeter)
    await upsertSavedPerimeter(tx, computation.userId, computation.savedPerimeter);
  if (scr) await storeScrResult(tx, scr.payload, lookThrough.createdAt);
  if (scr?.impact) await storeImpactResult(tx, scr.impact, lookThrough.createdAt);
  if (esg) await storeEsgResult(tx, esg.payload);
  if (pai) await storePaiResult(tx, pai.payload);
  if (liquidity) await storeLiquidityResult(tx, liquidity.payload);
  const stored: StoredComputation = {
    perimeterId: lookThrough.perimeterId,
    globalMarketValuation: total,
    globalSCRMarketResult: scr?.payload.globalSCRMarketResult ?? null,
    computationDate: lookThrough.createdAt.toISOString(),
    lineCount: lookThrough.result.count,
  };
  if (computation.jobToken) await claimPublication(tx, computation.jobToken, stored);
  return stored;
}
