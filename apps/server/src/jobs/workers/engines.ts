import { availableParallelism } from 'node:os';
import { ruleSetTables } from '@prisme/domain';
import {
  BLOCK_LINES,
  createLineThreads,
  type LineThreads,
  computeCounterpartyDefault,
  computeEsgOfLookThrough,
  counterpartyInputOfLookThrough,
  computeLiquidityOfLookThrough,
  computeMarketScr,
  computePai,
  impactFigures,
  lookThrough,
  paiInputOfLookThrough,
  SCR_STEPS,
  scrColumnsOfLookThrough,
  summariseLookThrough,
  type CounterpartyDefaultResult,
  type ImpactFigures,
  type LookThroughInput,
  type LookThroughResult,
  type ScrResult,
} from '@prisme/engine';
import type { WorkerProgressMessage } from '../../modules/computation/computation-progress';
import type { EngineSettings } from '../../modules/computation/pipeline';

/**
 * The SCR's second thread (engine line-threads.ts, decision 0296), one per pool thread,
 * where the machine has a core for it: started by the pool's warm-up or by the first
 * perimeter of more than a block of lines, used once ready (the figures are the same to
 * the last bit on one thread or two).
 */
let lineThreads: LineThreads | null = null;
let lineThreadsStarting = false;

export function startLineThreads(): void {
  if (lineThreadsStarting || availableParallelism() < 2) return;
  lineThreadsStarting = true;
  createLineThreads().then(
    (threads) => (lineThreads = threads),
    // No second thread: the SCR runs on this one, as it does on one core.
    () => {},
  );
}

/** At most this often a look-through progress message: the receiving thread has other work. */
const PROGRESS_EVERY_MS = 200;

/**
 * The engines of a computation, one after the other: the look-through, its summary, and
 * the SCR, ESG analysis and liquidity risk when their settings are given. Synchronous and
 * heavy (a million lines take the look-through and the SCR about a second each): called
 * only off the API's event loop, in a pool thread (computation.worker.ts) or in a job's
 * own thread (computation-job.worker.ts).
 */
export function runEngines(
  input: LookThroughInput,
  settings: EngineSettings,
  tell: (message: WorkerProgressMessage) => void,
) {
  let lastTold = 0;
  const result = lookThrough(input, {
    onProgress(done, total) {
      const now = Date.now();
      if (done < total && now - lastTold < PROGRESS_EVERY_MS) return;
      lastTold = now;
      tell({ kind: 'lookthrough', done, total });
    },
  });
  const summary = summariseLookThrough(result, input);
  tell({ kind: 'summary', lines: result.count });
  const { scr, impact, counterparty } = settings.scr
    ? runScr(result, input, settings.scr, tell)
    : { scr: undefined, impact: undefined, counterparty: undefined };
  const esg = settings.esg ? computeEsgOfLookThrough(result, input, settings.esg) : undefined;
  if (esg) tell({ kind: 'esg', companies: esg.companies });
  // The SFDR PAI statement (issue 38), computed where the ESG analysis is.
  const pai = settings.pai
    ? computePai(paiInputOfLookThrough(result, input, settings.pai))
    : undefined;
  const liquidity = settings.liquidity
    ? computeLiquidityOfLookThrough(result, input, settings.liquidity)
    : undefined;
  if (liquidity)
    tell({
      kind: 'liquidity',
      securities: liquidity.securityCount,
      scenarios: liquidity.scenarios.length,
    });
  return { result, summary, scr, impact, counterparty, esg, pai, liquidity };
}

/**
 * The market SCR under the computation's rule set and, for « Impact 2027 », under the other
 * set beside it, both on the same columns of the same look-through; the impact's figures
 * (small) come back, not the second set's per-line columns. The counterparty default
 * charge (type 1, issue 42) of the same lines under the same rule set comes beside.
 */
function runScr(
  result: LookThroughResult,
  input: LookThroughInput,
  settings: NonNullable<EngineSettings['scr']>,
  tell: (message: WorkerProgressMessage) => void,
): {
  scr: ScrResult;
  impact: ImpactFigures | undefined;
  counterparty: CounterpartyDefaultResult;
} {
  const { ruleSet, impactWith, ...scrInput } = settings;
  const lines = scrColumnsOfLookThrough(result, input);
  const tables = ruleSetTables(ruleSet);
  const counterparty = computeCounterpartyDefault(
    counterpartyInputOfLookThrough(result, input, tables),
    tables,
  );
  if (result.count > BLOCK_LINES) startLineThreads();
  const threads = result.count > BLOCK_LINES ? lineThreads : null;
  const onThreads = <T>(compute: () => T) => (threads ? threads.run(compute) : compute());
  const computeUnder = (id: typeof ruleSet, beside: boolean) =>
    onThreads(() =>
      computeMarketScr(
        { ...scrInput, tables: ruleSetTables(id), lines },
        {
          onStep: (step, rank) =>
            tell({ kind: 'scr', step, rank, steps: SCR_STEPS.length, ruleSet: id, beside }),
        },
      ),
    );
  const scr = computeUnder(ruleSet, false);
  if (!impactWith) return { scr, impact: undefined, counterparty };
  const other = computeUnder(impactWith, true);
  const [from, to] = ruleSet === 'SII-2016' ? [scr, other] : [other, scr];
  const impact = impactFigures(from, to, {
    lines,
    parameters: scrInput.parameters,
    yieldCurves: scrInput.yieldCurves,
    tables: { from: ruleSetTables(from.ruleSetId), to: ruleSetTables(to.ruleSetId) },
    ...(scrInput.valuationDate !== undefined && { valuationDate: scrInput.valuationDate }),
    labelOf: (i) => input.instruments[result.lines.instrument[i]!]?.name ?? null,
  });
  return { scr, impact, counterparty };
}

export type ComputationOutcome = ReturnType<typeof runEngines>;
