/**
 * A composition's lines in line order, as columns: line k is index k of each. Some 40
 * bytes a line where an object a line took about 120, and decoded without an object a
 * line: the million-line case's 833,113 lines are read into typed arrays rather than as
 * as many objects kept, then promoted and scanned by the garbage collector (issue 21 §1,
 * a job thread's first computation).
 */
export interface HoldingLines {
  readonly count: number;
  /** The statement each line makes of its instrument (fund_composition_statements.id). */
  readonly statementId: Int32Array;
  readonly weight: Float64Array;
  readonly marketValuePc: Float64Array;
  readonly quantity: Float64Array;
  readonly nominal: Float64Array;
  /** Which amounts of each line are null (AMOUNT_NULL bits); the arrays then hold 0. */
  readonly nulls: Uint8Array;
  /** TPT 95, the investee fund of a line given inside its holder (rare): by line index. */
  readonly originalPortfolio: ReadonlyMap<number, string>;
}

export type HoldingAmount = 'weight' | 'marketValuePc' | 'quantity' | 'nominal';
/**
 * A line's null amounts as bits of one byte: here and in the look-through input packed
 * for a worker thread (jobs/workers/packed-input.ts).
 */
export const AMOUNT_NULL: Readonly<Record<HoldingAmount, number>> = {
  weight: 1,
  marketValuePc: 2,
  quantity: 4,
  nominal: 8,
};
export const AMOUNTS = Object.keys(AMOUNT_NULL) as HoldingAmount[];

/** Line k's amount, or null. */
export function amountOf(lines: HoldingLines, amount: HoldingAmount, k: number): number | null {
  return lines.nulls[k]! & AMOUNT_NULL[amount] ? null : lines[amount][k]!;
}

/** One line as it is read from the database. */
export interface HoldingLineRow {
  compositionId: number;
  lineNo: number;
  statementId: number;
  weight: number | null;
  marketValuePc: number | null;
  quantity: number | null;
  nominal: number | null;
  originalPortfolio: string | null;
}

/**
 * The lines of a few compositions as they come, in any order (a parallel scan interleaves
 * them), then each composition's put in line order by `take`.
 */
export class HoldingLinesGatherer {
  private count = 0;
  private compositionId = new Int32Array(1024);
  private lineNo = new Int32Array(1024);
  private statementId = new Int32Array(1024);
  private nulls = new Uint8Array(1024);
  private readonly amounts: Record<HoldingAmount, Float64Array> = {
    weight: new Float64Array(1024),
    marketValuePc: new Float64Array(1024),
    quantity: new Float64Array(1024),
    nominal: new Float64Array(1024),
  };
  private readonly originalPortfolio = new Map<number, string>();

  add(row: HoldingLineRow): void {
    if (this.count === this.lineNo.length) this.grow();
    const at = this.count++;
    this.compositionId[at] = row.compositionId;
    this.lineNo[at] = row.lineNo;
    this.statementId[at] = row.statementId;
    let nulls = 0;
    for (const amount of AMOUNTS) {
      const value = row[amount];
      if (value === null) nulls |= AMOUNT_NULL[amount];
      else this.amounts[amount][at] = value;
    }
    this.nulls[at] = nulls;
    if (row.originalPortfolio !== null) this.originalPortfolio.set(at, row.originalPortfolio);
  }

  /** The lines of each of `compositionIds`, in line order (none when it has none). */
  take(compositionIds: readonly number[]): Map<number, HoldingLines> {
    const rowsOf = new Map<number, number[]>(compositionIds.map((id) => [id, []]));
    for (let at = 0; at < this.count; at++) rowsOf.get(this.compositionId[at]!)?.push(at);
    const taken = new Map<number, HoldingLines>();
    for (const [id, rows] of rowsOf) {
      if (rows.some((row, i) => i > 0 && this.lineNo[rows[i - 1]!]! > this.lineNo[row]!))
        rows.sort((a, b) => this.lineNo[a]! - this.lineNo[b]!);
      taken.set(id, this.linesAt(rows));
    }
    return taken;
  }

  private linesAt(rows: readonly number[]): HoldingLines {
    const n = rows.length;
    const lines = {
      count: n,
      statementId: new Int32Array(n),
      weight: new Float64Array(n),
      marketValuePc: new Float64Array(n),
      quantity: new Float64Array(n),
      nominal: new Float64Array(n),
      nulls: new Uint8Array(n),
      originalPortfolio: new Map<number, string>(),
    };
    for (let k = 0; k < n; k++) {
      const at = rows[k]!;
      lines.statementId[k] = this.statementId[at]!;
      lines.nulls[k] = this.nulls[at]!;
      for (const amount of AMOUNTS) lines[amount][k] = this.amounts[amount][at]!;
      const investee = this.originalPortfolio.get(at);
      if (investee !== undefined) lines.originalPortfolio.set(k, investee);
    }
    return lines;
  }

  private grow(): void {
    const size = this.lineNo.length * 2;
    const grown = <A extends Int32Array | Uint8Array | Float64Array>(array: A): A => {
      const bigger = new (array.constructor as new (n: number) => A)(size);
      bigger.set(array);
      return bigger;
    };
    this.compositionId = grown(this.compositionId);
    this.lineNo = grown(this.lineNo);
    this.statementId = grown(this.statementId);
    this.nulls = grown(this.nulls);
    for (const amount of AMOUNTS) this.amounts[amount] = grown(this.amounts[amount]);
  }
}
