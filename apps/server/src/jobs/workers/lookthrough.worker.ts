import { lookThrough, summariseLookThrough, type LookThroughInput } from '@prisme/engine';

/**
 * Runs the look-through engine in a worker thread: a million lines take the engine about
 * a second, which the API's event loop must not spend. The typed-array columns come back
 * by structured clone.
 */
export default function runLookThrough(input: LookThroughInput | null) {
  if (input === null) return null; // warm-up (worker-pool.ts)
  const result = lookThrough(input);
  return { result, summary: summariseLookThrough(result, input) };
}
