import {
  computeEsgOfLookThrough,
  computeLiquidityOfLookThrough,
  computeMarketScr,
  lookThrough,
  SCR_STEPS,
  scrColumnsOfLookThrough,
  summariseLookThrough,
  type LookThroughInput,
} from '@prisme/engine';
import type { WorkerProgressMessage } from '../../modules/computation/computation-progress';
import type { EngineSettings } from '../../modules/computation/pipeline';

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
  const scr = settings.scr
    ? computeMarketScr(
        { ...settings.scr, lines: scrColumnsOfLookThrough(result, input) },
        { onStep: (step, rank) => tell({ kind: 'scr', step, rank, steps: SCR_STEPS.length }) },
      )
    : undefined;
  const esg = settings.esg ? computeEsgOfLookThrough(result, input, settings.esg) : undefined;
  if (esg) tell({ kind: 'esg', companies: esg.companies });
  const liquidity = settings.liquidity
    ? computeLiquidityOfLookThrough(result, input, settings.liquidity)
    : undefined;
  if (liquidity)
    tell({
      kind: 'liquidity',
      securities: liquidity.securityCount,
      scenarios: liquidity.scenarios.length,
    });
  return { result, summary, scr, esg, liquidity };
}

export type ComputationOutcome = ReturnType<typeof runEngines>;
