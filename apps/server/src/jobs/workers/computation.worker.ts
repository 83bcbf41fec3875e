import {
  computeMarketScr,
  lookThrough,
  scrColumnsOfLookThrough,
  summariseLookThrough,
  type ScrInput,
} from '@prisme/engine';
import { unpackLookThroughInput, type PackedLookThroughInput } from './packed-input';

/** A computation: the look-through of a perimeter, and its SCR when asked. */
export interface ComputationTask {
  lookThrough: PackedLookThroughInput;
  scr?: Omit<ScrInput, 'lines'>;
}

/**
 * Runs the engines in a worker thread: a million lines take the look-through and the SCR
 * about a second each, which the API's event loop must not spend. The input comes packed
 * (packed-input.ts); the typed-array columns of the result come back by structured clone.
 * A null task is the pool's warm-up.
 */
export default function runComputation(task: ComputationTask | null) {
  if (task === null) return null;
  const input = unpackLookThroughInput(task.lookThrough);
  const result = lookThrough(input);
  const summary = summariseLookThrough(result, input);
  const scr = task.scr
    ? computeMarketScr({ ...task.scr, lines: scrColumnsOfLookThrough(result, input) })
    : undefined;
  return { result, summary, scr };
}

export type ComputationOutcome = NonNullable<ReturnType<typeof runComputation>>;
