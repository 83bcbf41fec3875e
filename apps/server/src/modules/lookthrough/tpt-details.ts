import { economicZoneFromCic } from '@prisme/domain';
import type { InstrumentAttributes } from '@prisme/engine';
import { parseDecimal } from '../integration/parsing/values';
import type { CompositionStatementRow } from './composition-holdings';

/**
 * What a fund's TPT file states of a line beyond what the engine reads, kept with the
 * look-through's instruments and shown on the lines (issue 14): the economic zone of the
 * quotation place (13), the grouping code of a multi-leg instrument (16), the fields of
 * KEPT_TPT_FIELDS first-class where users filter on them, and all of them as JSON.
 */
export interface TptDetails {
  economicZone: number | null;
  groupingCode: string | null;
  interestRateType: string | null; // 32
  subordinatedDebt: string | null; // 58
  underlyingCic: string | null; // 67
  underlyingCode: string | null; // 68
  underlyingName: string | null; // 70
  delta: number | null; // 93
  externalRating: string | null; // 112
  ratingAgency: string | null; // 113
  underlyingAssetCategory: string | null; // 131
  /** Every kept field by TPT number, as the file wrote it (JSON), or null. */
  tptFields: string | null;
}

/** A kept field as a number, read as the import reads numbers (« 0,45 », « 0.45 »). */
const numberOf = (text: string | undefined) => {
  const parsed = text === undefined ? undefined : parseDecimal(text);
  return parsed?.ok && parsed.value !== undefined ? parsed.value : null;
};

/** The kept fields of a statement by TPT number (KEPT_TPT_FIELDS), as the file wrote them. */
export const keptFieldsOf = (statement: CompositionStatementRow): Record<string, string> =>
  statement.tptFields ? (JSON.parse(statement.tptFields) as Record<string, string>) : {};

export function tptDetailsOf(
  statement: CompositionStatementRow,
  fields = keptFieldsOf(statement),
): TptDetails {
  return {
    economicZone: statement.economicZone,
    groupingCode: statement.groupingCode,
    interestRateType: fields['32'] ?? null,
    subordinatedDebt: fields['58'] ?? null,
    underlyingCic: fields['67'] ?? null,
    underlyingCode: fields['68'] ?? null,
    underlyingName: fields['70'] ?? null,
    delta: numberOf(fields['93']),
    externalRating: fields['112'] ?? null,
    ratingAgency: fields['113'] ?? null,
    underlyingAssetCategory: fields['131'] ?? null,
    tptFields: statement.tptFields,
  };
}

/**
 * Whether a line's instrument is listed in the EEA or the OECD (type 1 equity, DR Art.
 * 168(2)(a)): the zone its TPT line states (13: 1 EEA, 2 OECD excluding EEA), else the
 * one its CIC's first two characters give (data-standards §1.1: XL and XT not listed, a
 * country its zone), else what the referential says. Undefined when nothing says.
 */
export function listedEeaOecdOfStatement(statement: CompositionStatementRow): boolean | undefined {
  const zone = statement.economicZone ?? economicZoneFromCic(statement.cic);
  return zone === undefined || zone === null ? undefined : zone === 1 || zone === 2;
}

/**
 * What the SCR reads of a statement's kept fields (issue 35 §B.7-§B.9): the durations to
 * the next option date (91) and to the expected maturity with its credit sensitivity
 * (144, 145, V7), the delta of a convertible (93) and whether its underlying is listed in
 * the EEA or the OECD (74, else the CIC of the underlying, 67: Art. 168(2)), and whether
 * the manager states the line a liability (131 « L », data-standards §1.5).
 */
export function scrFieldsOf(
  fields: Record<string, string>,
): Pick<
  InstrumentAttributes,
  | 'modifiedDurationToCall'
  | 'modifiedDurationExpected'
  | 'creditSensitivityExpected'
  | 'delta'
  | 'underlyingListedEeaOecd'
  | 'statedLiability'
> {
  const area = numberOf(fields['74']);
  const underlyingCic = fields['67']?.trim().toUpperCase();
  const zone =
    area !== null && area >= 0 && area <= 3
      ? area
      : underlyingCic
        ? economicZoneFromCic(underlyingCic)
        : undefined;
  return {
    modifiedDurationToCall: numberOf(fields['91']),
    modifiedDurationExpected: numberOf(fields['144']),
    creditSensitivityExpected: numberOf(fields['145']),
    delta: numberOf(fields['93']),
    // Unknown is not type 1: the type 2 shock of Art. 168(3).
    underlyingListedEeaOecd: zone === undefined ? null : zone === 1 || zone === 2,
    statedLiability: fields['131']?.trim().toUpperCase() === 'L',
  };
}
