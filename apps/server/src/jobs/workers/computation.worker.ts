import {
  computeMarketScr,
  lookThrough,
  scrColumnsOfLookThrough,
  summariseLookThrough,
  type LookThroughInput,
  type ScrInput,
} from '@prisme/engine';

/** A computation: the look-through of a perimeter, and its SCR when asked. */
export interface ComputationTask {
  lookThrough: LookThroughInput;
  scr?: Omit<ScrInput, 'lines'>;
}

/**
 * Runs the engines in a worker thread: a million lines take the look-through and the SCR
 * about a second each, which the API's event loop must not spend. The typed-array columns
 * come back by structured clone. A null task is the pool's warm-up.
 */
export default function runComputation(task: ComputationTask | null) {
  if (task === null) return null;
  const result = lookThrough(task.lookThrough);
  const summary = summariseLookThrough(result, task.lookThrough);
  const scr = task.scr
    ? computeMarketScr({ ...task.scr, lines: scrColumnsOfLookThrough(result, task.lookThrough) })
    : undefined;
  return { result, summary, scr };
}

export type ComputationOutcome = NonNullable<ReturnType<typeof runComputation>>;
