/**
 * The engine's passes over lines, block by block (issue 41 §2, decision 0296): each pass
 * sums its lines' figures per block of BLOCK_LINES lines, then the blocks' sums in block
 * order. The order of every addition is fixed by the lines alone, never by the threads:
 * the blocks can be computed on one thread or spread over two (line-threads.ts), the sums
 * are the same to the last bit. A perimeter of one block sums in line order, as before.
 */
export const BLOCK_LINES = 1 << 16;

/** A pass over lines [from, to): writes its per-line figures, adds its sums into `sums`. */
export type LinePass<S> = (state: S, from: number, to: number, sums: Float64Array) => void;

/** Runs passes on blocks of lines elsewhere (another thread) while this thread runs its own. */
export interface LineRunner {
  /** Typed arrays of `n` lines that every thread sees (shared memory). */
  shared<T extends Float64Array | Int32Array | Uint8Array>(
    type: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
    n: number,
  ): T;
  /** Runs the pass named `name` on every block, returns each block's sums (width each). */
  blocks<S>(name: string, pass: LinePass<S>, state: S, n: number, width: number): Float64Array;
}

let runner: LineRunner | null = null;

/** Runs `compute` with the line passes spread by `with` (null: on this thread). */
export function withLineRunner<T>(using: LineRunner | null, compute: () => T): T {
  const before = runner;
  runner = using;
  try {
    return compute();
  } finally {
    runner = before;
  }
}

export const blockCount = (n: number) => Math.ceil(n / BLOCK_LINES);

/** Every block's sums on this thread, in order, `width` each. */
export function blockSums<S>(
  pass: LinePass<S>,
  state: S,
  n: number,
  width: number,
  firstBlock = 0,
  lastBlock = blockCount(n),
  out: Float64Array = new Float64Array(blockCount(n) * width),
): Float64Array {
  for (let b = firstBlock; b < lastBlock; b++)
    pass(
      state,
      b * BLOCK_LINES,
      Math.min(n, (b + 1) * BLOCK_LINES),
      out.subarray(b * width, (b + 1) * width),
    );
  return out;
}

/**
 * The sums of a pass over `n` lines: each block's, then added in block order. `name` is
 * the pass's in line-passes.ts, for a runner that computes blocks on another thread.
 */
export function sumLines<S>(
  name: string,
  pass: LinePass<S>,
  state: S,
  n: number,
  width: number,
): Float64Array {
  const perBlock = runner
    ? runner.blocks(name, pass, state, n, width)
    : blockSums(pass, state, n, width);
  const total = new Float64Array(width);
  for (let b = 0; b < blockCount(n); b++)
    for (let k = 0; k < width; k++) total[k]! += perBlock[b * width + k]!;
  return total;
}

/** A per-line Float64Array, in shared memory when the passes run on several threads. */
export const lineFloat64 = (n: number): Float64Array =>
  runner ? runner.shared(Float64Array, n) : new Float64Array(n);
export const lineInt32 = (n: number): Int32Array =>
  runner ? runner.shared(Int32Array, n) : new Int32Array(n);
/** A per-row Uint8Array that passes on other threads write too. */
export const rowUint8 = (n: number): Uint8Array =>
  runner ? runner.shared(Uint8Array, n) : new Uint8Array(n);

/** `values` as every thread sees them: itself, or a shared copy. */
export function sharedLines<T extends Float64Array | Int32Array>(values: T): T {
  if (!runner || values.buffer instanceof SharedArrayBuffer) return values;
  const copy = runner.shared(values.constructor as never, values.length) as T;
  copy.set(values);
  return copy;
}
