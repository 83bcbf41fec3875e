import type { QrtFundExposure } from './inputs';

/**
 * The held funds' look-through groups in columns (S.06.03's input): some 500,000 groups on
 * a million look-through lines. Packed as they are read from the database, they cross to
 * the QRT worker as two buffers and a list of texts, and S.06.03 is built from them
 * without an object per group (docs/decisions/exports/).
 */
export interface QrtFundExposureColumns {
  /** Every distinct text of the groups, once. */
  readonly texts: readonly string[];
  /** Per group, FUND_EXPOSURE_FIELDS.length indexes into `texts` in a row, -1 for null. */
  readonly codes: Int32Array;
  readonly marketValueRc: Float64Array;
}

/** The text fields of a group, in their order in `codes`. */
export const FUND_EXPOSURE_FIELDS = [
  'fundCode',
  'cic',
  'underlyingAssetCategory',
  'country',
  'currency',
] as const;
type TextField = (typeof FUND_EXPOSURE_FIELDS)[number];
const WIDTH = FUND_EXPOSURE_FIELDS.length;

/** Packs the groups as they are read, none kept as an object. */
export class FundExposurePacker {
  private readonly texts: string[] = [];
  private readonly indexOf = new Map<string, number>();
  private codes = new Int32Array(1024 * WIDTH);
  private values = new Float64Array(1024);
  private count = 0;

  /** Adds rows[from, to). */
  add(rows: readonly QrtFundExposure[], from = 0, to = rows.length): void {
    for (let r = from; r < to; r++) this.push(rows[r]!);
  }

  /** Adds one group (its fields are copied: the object may be reused). */
  push(exposure: Readonly<QrtFundExposure>): void {
    if (this.count === this.values.length) {
      const codes = new Int32Array(this.codes.length * 2);
      codes.set(this.codes);
      const values = new Float64Array(this.values.length * 2);
      values.set(this.values);
      this.codes = codes;
      this.values = values;
    }
    const at = this.count++;
    this.values[at] = exposure.marketValueRc;
    for (let f = 0; f < WIDTH; f++)
      this.codes[at * WIDTH + f] = this.textIndex(exposure[FUND_EXPOSURE_FIELDS[f]!]);
  }

  private textIndex(text: string | null): number {
    if (text === null) return -1;
    let index = this.indexOf.get(text);
    if (index === undefined) {
      index = this.texts.push(text) - 1;
      this.indexOf.set(text, index);
    }
    return index;
  }

  /**
   * The packed columns (their buffers to transfer), trimmed to the groups added; with
   * `keepFund`, those of the funds it keeps only, in their order.
   */
  packed(keepFund?: (fundCode: string) => boolean): {
    packed: QrtFundExposureColumns;
    transferList: ArrayBuffer[];
  } {
    let codes = this.codes.slice(0, this.count * WIDTH);
    let marketValueRc = this.values.slice(0, this.count);
    if (keepFund) {
      const keeps = this.texts.map(keepFund);
      let kept = 0;
      for (let g = 0; g < this.count; g++) {
        if (!keeps[codes[g * WIDTH]!]) continue;
        codes.copyWithin(kept * WIDTH, g * WIDTH, (g + 1) * WIDTH);
        marketValueRc[kept++] = marketValueRc[g]!;
      }
      codes = codes.slice(0, kept * WIDTH);
      marketValueRc = marketValueRc.slice(0, kept);
    }
    return {
      packed: { texts: this.texts, codes, marketValueRc },
      transferList: [codes.buffer, marketValueRc.buffer],
    };
  }
}

/** The groups of a list in columns (S.06.03 reads columns only). */
export function packFundExposures(
  exposures: readonly QrtFundExposure[] | QrtFundExposureColumns,
): QrtFundExposureColumns {
  if (!Array.isArray(exposures)) return exposures as QrtFundExposureColumns;
  const packer = new FundExposurePacker();
  packer.add(exposures as readonly QrtFundExposure[]);
  return packer.packed().packed;
}

/** The groups as objects again (tests, and what reads them one by one). */
export function unpackFundExposures(packed: QrtFundExposureColumns): QrtFundExposure[] {
  const { texts, codes, marketValueRc } = packed;
  const exposures: QrtFundExposure[] = new Array(marketValueRc.length);
  const text = (at: number) => {
    const index = codes[at]!;
    return index === -1 ? null : texts[index]!;
  };
  for (let i = 0; i < marketValueRc.length; i++) {
    const at = i * WIDTH;
    const exposure: Record<TextField, string | null> & { marketValueRc: number } = {
      fundCode: text(at)!,
      cic: text(at + 1),
      underlyingAssetCategory: text(at + 2),
      country: text(at + 3),
      currency: text(at + 4),
      marketValueRc: marketValueRc[i]!,
    };
    exposures[i] = exposure as QrtFundExposure;
  }
  return exposures;
}
