import type { LookThroughLines } from './types';

function grown<T extends Int32Array | Uint8Array | Float64Array>(column: T, capacity: number): T {
  const next = new (column.constructor as new (length: number) => T)(capacity);
  next.set(column);
  return next;
}

/**
 * The line columns being filled. They are sized from an estimate (capacity.ts), double
 * when it falls short, and are handed out as views of exactly `count` lines, without a
 * last copy. The hot loop writes the columns directly after `reserve()`; other lines go
 * through `push`.
 */
export class LineColumns {
  count = 0;
  private capacity: number;
  root: Int32Array;
  instrument: Int32Array;
  path: Int32Array;
  depth: Uint8Array;
  status: Uint8Array;
  exposureRc: Float64Array;
  exposureQc: Float64Array;
  notionalRc: Float64Array;
  quantity: Float64Array;
  weight: Float64Array;
  missing: Uint8Array;
  flags: Uint8Array;

  constructor(initialCapacity: number) {
    const n = Math.max(16, initialCapacity);
    this.capacity = n;
    this.root = new Int32Array(n);
    this.instrument = new Int32Array(n);
    this.path = new Int32Array(n);
    this.depth = new Uint8Array(n);
    this.status = new Uint8Array(n);
    this.exposureRc = new Float64Array(n);
    this.exposureQc = new Float64Array(n);
    this.notionalRc = new Float64Array(n);
    this.quantity = new Float64Array(n);
    this.weight = new Float64Array(n);
    this.missing = new Uint8Array(n);
    this.flags = new Uint8Array(n);
  }

  /** The index of a new line, whose columns the caller fills. */
  reserve(): number {
    if (this.count === this.capacity) this.grow();
    return this.count++;
  }

  /** Appends one line. Scalars only: nothing is allocated per line. */
  push(
    root: number,
    instrument: number,
    path: number,
    depth: number,
    status: number,
    exposureRc: number,
    exposureQc: number,
    notionalRc: number,
    quantity: number,
    weight: number,
    missing: number,
    flags: number,
  ): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    this.root[i] = root;
    this.instrument[i] = instrument;
    this.path[i] = path;
    this.depth[i] = depth;
    this.status[i] = status;
    this.exposureRc[i] = exposureRc;
    this.exposureQc[i] = exposureQc;
    this.notionalRc[i] = notionalRc;
    this.quantity[i] = quantity;
    this.weight[i] = weight;
    this.missing[i] = missing;
    this.flags[i] = flags;
  }

  private grow(): void {
    const n = this.capacity * 2;
    this.root = grown(this.root, n);
    this.instrument = grown(this.instrument, n);
    this.path = grown(this.path, n);
    this.depth = grown(this.depth, n);
    this.status = grown(this.status, n);
    this.exposureRc = grown(this.exposureRc, n);
    this.exposureQc = grown(this.exposureQc, n);
    this.notionalRc = grown(this.notionalRc, n);
    this.quantity = grown(this.quantity, n);
    this.weight = grown(this.weight, n);
    this.missing = grown(this.missing, n);
    this.flags = grown(this.flags, n);
    this.capacity = n;
  }

  /**
   * The filled lines: views on the columns when they are nearly full, exact copies when
   * much is left over (an estimate too high), since a structured clone to or from a worker
   * thread copies a view's whole buffer.
   */
  lines(): LookThroughLines {
    const n = this.count;
    const cut = <T extends Int32Array | Uint8Array | Float64Array>(column: T): T =>
      (this.capacity - n > Math.max(4096, n >> 3)
        ? column.slice(0, n)
        : column.subarray(0, n)) as T;
    return {
      root: cut(this.root),
      instrument: cut(this.instrument),
      path: cut(this.path),
      depth: cut(this.depth),
      status: cut(this.status),
      exposureRc: cut(this.exposureRc),
      exposureQc: cut(this.exposureQc),
      notionalRc: cut(this.notionalRc),
      quantity: cut(this.quantity),
      weight: cut(this.weight),
      missing: cut(this.missing),
      flags: cut(this.flags),
    };
  }
}
