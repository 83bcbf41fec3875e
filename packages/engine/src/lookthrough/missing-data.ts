import { isValidIsin, isValidLei, MISSING_DATA_ITEMS } from '@prisme/domain';
import type { CicCategoryCode, MissingDataItem } from '@prisme/domain';
import type { InstrumentAttributes } from './types';

/** The missing data items in bit order: bit i of a line's mask is MISSING_ITEMS[i]. */
export const MISSING_ITEMS = Object.keys(MISSING_DATA_ITEMS) as MissingDataItem[];

export const MISSING_BIT = Object.fromEntries(MISSING_ITEMS.map((item, i) => [item, 1 << i])) as {
  readonly [K in MissingDataItem]: number;
};

/** Number of distinct masks: tallies by mask, expanded to items once, cost no bit loop per line. */
export const MASK_COUNT = 1 << MISSING_ITEMS.length;

/**
 * Per-item line counts and values from tallies by mask (`counts[mask]`, `values[mask]`):
 * each mask's tally goes to every item it holds.
 */
export function itemsFromMasks(
  counts: Float64Array,
  values: Float64Array | undefined,
  offset = 0,
): { counts: number[]; values: number[] } {
  const itemCounts = MISSING_ITEMS.map(() => 0);
  const itemValues = MISSING_ITEMS.map(() => 0);
  for (let mask = 1; mask < MASK_COUNT; mask++) {
    const n = counts[offset + mask]!;
    if (n === 0) continue;
    for (let b = 0; b < MISSING_ITEMS.length; b++) {
      if ((mask & (1 << b)) === 0) continue;
      itemCounts[b]! += n;
      if (values) itemValues[b]! += values[offset + mask]!;
    }
  }
  return { counts: itemCounts, values: itemValues };
}

/** The items of a missing-data mask, in MISSING_ITEMS order. */
export function missingItemsOf(mask: number): MissingDataItem[] {
  const items: MissingDataItem[] = [];
  for (let i = 0; i < MISSING_ITEMS.length; i++) if (mask & (1 << i)) items.push(MISSING_ITEMS[i]!);
  return items;
}

/**
 * The mask as the stored column MissingData writes it ("rating,lei", "" when complete).
 * Precomputed for every mask so a million lines cost no string building.
 */
const MASK_TEXT = Array.from({ length: 1 << MISSING_ITEMS.length }, (_, mask) =>
  missingItemsOf(mask).join(','),
);
export function missingDataText(mask: number): string {
  return MASK_TEXT[mask] ?? missingItemsOf(mask).join(',');
}

/**
 * Which items a kind of instrument is expected to have. Flagging a rating missing on an
 * equity or an ISIN missing on a cash account would bury the real gaps, so each item is
 * expected only where the SCR or the QRT needs it:
 * - ISIN: transferable securities and fund units (CIC 1-6);
 * - rating: spread-risk exposures, bonds, structured and collateralised notes, loans
 *   (CIC 1, 2, 5, 6, 8; Art. 176 DR needs their credit quality step);
 * - NACE sector: corporate issuers (CIC 2, 3, 5, 6);
 * - issuer LEI: every issued security (CIC 1, 2, 3, 5, 6; S.06.02 C0200).
 * An instrument whose CIC cannot be read is expected to have everything: nothing shows
 * that it may go without.
 */
const EXPECTS: Record<Exclude<MissingDataItem, 'cic' | 'value'>, string> = {
  isin: '123456',
  rating: '12568',
  sector: '2356',
  lei: '12356',
};

/** A rating counts as present when given, or when a credit quality step 0-6 is (9 = none). */
function hasRating(instrument: InstrumentAttributes): boolean {
  if (instrument.rating != null && instrument.rating.trim() !== '') return true;
  const step = instrument.creditQualityStep;
  return step != null && step >= 0 && step <= 6;
}

/** A NACE Rev. 2 code starts with its section letter A-U (data-standards §5.1). */
function hasSector(instrument: InstrumentAttributes): boolean {
  const nace = instrument.naceCode;
  return nace != null && /^[A-U]/i.test(nace.trim());
}

/** Identifier checks, memoised by the caller when codes repeat across instruments. */
export interface IdentifierChecks {
  isin(code: string): boolean;
  lei(code: string): boolean;
}

const DOMAIN_CHECKS: IdentifierChecks = { isin: isValidIsin, lei: isValidLei };

/**
 * The missing-data bits that depend on the instrument alone (everything except `value`),
 * given its CIC category (undefined when the CIC is absent or invalid).
 */
export function instrumentMissingMask(
  instrument: InstrumentAttributes,
  category: CicCategoryCode | undefined,
  checks: IdentifierChecks = DOMAIN_CHECKS,
): number {
  // An unknown category expects every item (see EXPECTS).
  const c = category ?? '';
  let mask = 0;
  if (category === undefined) mask |= MISSING_BIT.cic;
  if (EXPECTS.isin.includes(c) && !checks.isin(instrument.code)) mask |= MISSING_BIT.isin;
  if (EXPECTS.rating.includes(c) && !hasRating(instrument)) mask |= MISSING_BIT.rating;
  if (EXPECTS.sector.includes(c) && !hasSector(instrument)) mask |= MISSING_BIT.sector;
  const issuer = instrument.issuerCode;
  if (EXPECTS.lei.includes(c) && (issuer == null || !checks.lei(issuer))) mask |= MISSING_BIT.lei;
  return mask;
}
