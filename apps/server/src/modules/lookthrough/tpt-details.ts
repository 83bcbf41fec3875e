import { economicZoneFromCic } from '@prisme/domain';
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

export function tptDetailsOf(statement: CompositionStatementRow): TptDetails {
  const fields: Record<string, string> = statement.tptFields
    ? (JSON.parse(statement.tptFields) as Record<string, string>)
    : {};
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
