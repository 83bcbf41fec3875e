import type { MessagePort } from 'node:worker_threads';
import {
  computeEsgOfLookThrough,
  computeLiquidityOfLookThrough,
  computeMarketScr,
  lookThrough,
  SCR_STEPS,
  scrColumnsOfLookThrough,
  summariseLookThrough,
  type EsgSettings,
  type LiquiditySettings,
  type ScrInput,
} from '@prisme/engine';
import type { WorkerProgressMessage } from '../../modules/computation/computation-progress';
import { unpackLookThroughInput, type PackedLookThroughInput } from './packed-input';
import { yieldToRequests } from './thread-priority';

yieldToRequests();

/** A computation: the look-through of a perimeter, and its SCR, ESG and liquidity when asked. */
export interface ComputationTask {
  lookThrough: PackedLookThroughInput;
  scr?: Omit<ScrInput, 'lines'>;
  /** The ESG analysis's settings, when asked (modules/esg/esg-settings.ts). */
  esg?: EsgSettings;
  /** The liquidity scenarios and market data, when asked (modules/liquidity). */
  liquidity?: LiquiditySettings;
  /** Where the worker tells its progress (transferred with the task); none: it does not. */
  progressPort?: MessagePort;
}

/** At most this often a look-through progress message: the main thread has other work. */
const PROGRESS_EVERY_MS = 200;

/**
 * Runs the engines in a worker thread: a million lines take the look-through and the SCR
 * about a second each, which the API's event loop must not spend. The input comes packed
 * (packed-input.ts); the typed-array columns of the result come back by structured clone.
 * Progress goes out on the task's port as the engines tell it. A null task is the pool's
 * warm-up.
 */
export default function runComputation(task: ComputationTask | null) {
  if (task === null) return null;
  const port = task.progressPort;
  const tell = (message: WorkerProgressMessage) => port?.postMessage(message);
  let lastTold = 0;
  const input = unpackLookThroughInput(task.lookThrough);
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
  const scr = task.scr
    ? computeMarketScr(
        { ...task.scr, lines: scrColumnsOfLookThrough(result, input) },
        { onStep: (step, rank) => tell({ kind: 'scr', step, rank, steps: SCR_STEPS.length }) },
      )
    : undefined;
  const esg = task.esg ? computeEsgOfLookThrough(result, input, task.esg) : undefined;
  if (esg) tell({ kind: 'esg', companies: esg.companies });
  const liquidity = task.liquidity
    ? computeLiquidityOfLookThrough(result, input, task.liquidity)
    : undefined;
  if (liquidity)
    tell({
      kind: 'liquidity',
      securities: liquidity.securityCount,
      scenarios: liquidity.scenarios.length,
    });
  return { result, summary, scr, esg, liquidity };
}

export type ComputationOutcome = NonNullable<ReturnType<typeof runComputation>>;
