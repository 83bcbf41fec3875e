import { CIC_CATEGORY_CODES, isValidIsin, isValidLei, parseCic } from '@prisme/domain';
import type { CicCategoryCode } from '@prisme/domain';
import { instrumentMissingMask, MISSING_ITEMS } from './missing-data';
import type { InstrumentAttributes } from './types';

export const KIND_FUND = 1;
export const KIND_DERIVATIVE = 2;
/**
 * A CIC 41, 42, 43 or 45: a fund type the submodules can charge the fund by when it is
 * kept whole as a data grouping (Art. 84(3)): equity, debt or money-market, real estate.
 */
const KIND_GROUPING_TYPE = 4;
/** A CIC 42 or 43: a debt or money-market fund, charged by its duration (Art. 166, 176). */
const KIND_DEBT_FUND = 8;
const KIND_KNOWN = 128;

const GROUPING_TYPES = ['41', '42', '43', '45'];
const DEBT_FUND_TYPES = ['42', '43'];
const NO_CATEGORY = 255;
const DERIVATIVE_CATEGORIES = 'ABCDEF';
/** Above every real mask (6 bits): "not computed yet". */
export const MASK_UNKNOWN = 1 << MISSING_ITEMS.length;

/**
 * What the engine derives from an instrument, computed the first time a line meets it and
 * kept in typed arrays: a perimeter has far fewer distinct instruments than lines, and
 * the ISIN, LEI and CIC checks cost more than the look-through itself.
 */
export class InstrumentTable {
  readonly size: number;
  /**
   * KIND_* bits per instrument, 0 until computed. The hot loop reads it directly and calls
   * `kind` only on 0; likewise `masks` and MASK_UNKNOWN.
   */
  readonly kinds: Uint8Array;
  readonly masks: Uint8Array;
  private readonly categories: Uint8Array;
  /**
   * Duplicate codes in the dictionary are one instrument (for cycles and the choice of
   * composition): each code maps to the first index asked for it, filled as funds are met.
   */
  private readonly canonicalByCode = new Map<string, number>();
  private scannedCodes: Map<string, number> | undefined;
  private readonly byCic = new Map<string, number>();
  /**
   * ISIN and LEI checks by code: a dictionary may hold one entry per composition line, so
   * the same security and the same issuer recur across entries.
   */
  private readonly checks = {
    isinByCode: new Map<string, boolean>(),
    leiByCode: new Map<string, boolean>(),
    isin(code: string): boolean {
      let valid = this.isinByCode.get(code);
      if (valid === undefined) this.isinByCode.set(code, (valid = isValidIsin(code)));
      return valid;
    },
    lei(code: string): boolean {
      let valid = this.leiByCode.get(code);
      if (valid === undefined) this.leiByCode.set(code, (valid = isValidLei(code)));
      return valid;
    },
  };

  constructor(readonly attributes: readonly InstrumentAttributes[]) {
    this.size = attributes.length;
    this.kinds = new Uint8Array(this.size);
    this.categories = new Uint8Array(this.size);
    this.masks = new Uint8Array(this.size).fill(MASK_UNKNOWN);
  }

  code(index: number): string {
    return this.attributes[index]!.code;
  }

  canonical(index: number): number {
    const code = this.attributes[index]!.code;
    const known = this.canonicalByCode.get(code);
    if (known !== undefined) return known;
    this.canonicalByCode.set(code, index);
    return index;
  }

  /**
   * An instrument with this code, -1 when the dictionary has none. Rare (a field-95
   * investee without its own line), so the dictionary is scanned once, on first use.
   */
  indexOf(code: string): number {
    const known = this.canonicalByCode.get(code);
    if (known !== undefined) return known;
    if (!this.scannedCodes) {
      this.scannedCodes = new Map();
      for (let i = this.size - 1; i >= 0; i--) this.scannedCodes.set(this.attributes[i]!.code, i);
    }
    const found = this.scannedCodes.get(code);
    return found === undefined ? -1 : this.canonical(found);
  }

  isFund(index: number): boolean {
    return (this.kind(index) & KIND_FUND) !== 0;
  }

  isDerivative(index: number): boolean {
    return (this.kind(index) & KIND_DERIVATIVE) !== 0;
  }

  /**
   * Art. 84(3): whether a fund with nothing to look it through with may be kept whole as
   * a data grouping, i.e. whether what its line gives lets every submodule charge it
   * prudently: a fund type the submodules know (CIC 41 equity, 42-43 debt or money
   * market, 45 real estate; 44 asset allocation, 46-49 give no mix of assets), its
   * currency (currency risk, Art. 188) and, for a debt fund, its modified duration
   * (TPT 90, for interest rate and spread, Art. 166, 176). Otherwise: type 2 equity,
   * Art. 168(3).
   */
  isGroupableFund(index: number): boolean {
    const kind = this.kind(index);
    if (!(kind & KIND_GROUPING_TYPE)) return false;
    const { currency, modifiedDuration } = this.attributes[index]!;
    if (!currency?.trim()) return false;
    return !(kind & KIND_DEBT_FUND) || Number.isFinite(modifiedDuration ?? NaN);
  }

  /** The CIC category, undefined when the CIC is absent or invalid. */
  category(index: number): CicCategoryCode | undefined {
    this.kind(index);
    const c = this.categories[index]!;
    return c === NO_CATEGORY ? undefined : CIC_CATEGORY_CODES[c];
  }

  /** Missing-data bits of the instrument itself (all but `value`). */
  missingMask(index: number): number {
    const known = this.masks[index]!;
    if (known !== MASK_UNKNOWN) return known;
    const mask = instrumentMissingMask(this.attributes[index]!, this.category(index), this.checks);
    this.masks[index] = mask;
    return mask;
  }

  kind(index: number): number {
    const known = this.kinds[index]!;
    if (known !== 0) return known;
    const attributes = this.attributes[index]!;
    let kind = KIND_KNOWN;
    let category = NO_CATEGORY;
    if (attributes.cic != null) {
      const cic = this.cicKind(attributes.cic);
      kind |= cic & 0xff;
      category = cic >> 8;
    }
    // A fund by the reference data even when its CIC does not say so.
    if (attributes.isFund) kind |= KIND_FUND;
    this.categories[index] = category;
    this.kinds[index] = kind;
    return kind;
  }

  /**
   * Kind bits and category (× 256) of a CIC, parsed once per distinct code: a perimeter
   * has a few hundred CICs for tens of thousands of instruments.
   */
  private cicKind(code: string): number {
    let known = this.byCic.get(code);
    if (known !== undefined) return known;
    const parsed = parseCic(code);
    const cic = parsed.ok ? parsed.value : undefined;
    let kind = 0;
    // A fund is a CIC of category 4 (data-standards §1.1).
    if (cic?.category === '4') kind |= KIND_FUND;
    if (cic?.category === '4' && GROUPING_TYPES.includes(cic.subcategory))
      kind |= KIND_GROUPING_TYPE;
    if (cic?.category === '4' && DEBT_FUND_TYPES.includes(cic.subcategory)) kind |= KIND_DEBT_FUND;
    if (cic && DERIVATIVE_CATEGORIES.includes(cic.category)) kind |= KIND_DERIVATIVE;
    const category = cic ? CIC_CATEGORY_CODES.indexOf(cic.category) : NO_CATEGORY;
    known = kind | (category << 8);
    this.byCic.set(code, known);
    return known;
  }
}
