import {
  assetIdCode,
  categoryOf,
  underlyingCategoryCode,
  UNDERLYING_CATEGORY_LABELS,
} from './codes';
import { isValidIssuerCountry } from '@prisme/domain';
import type { QrtFundExposure, QrtSecurity } from './inputs';
import type { QrtColumn, QrtTable } from './report-model';

/**
 * S.06.03 « Collective investment undertakings – look-through approach » (data-standards
 * §3.3): one row per CIU held directly × underlying asset category × country of issue ×
 * Local / Foreign currency, the amount being the undertaking's share of the underlying
 * assets in the reporting currency. A fund Prisme could not look through shows as one
 * row of its own category (4); nested funds' holdings are reported under their own
 * categories, the look-through having gone through them.
 */

export const S0603 = 'S.06.03.01.01';

export const S0603_COLUMNS: readonly QrtColumn[] = [
  // The held fund's code, as its S.06.02 C0040 (assetIdCode).
  // The label as 2.x merged code and type; the reference abbreviates it (§3.3).
  {
    code: 'C0010',
    label: 'Collective Investments Undertaking ID Code and Type of code',
    kind: 'code',
    key: true,
  },
  // TPT 131 of the line when the file gave it, else from the line's CIC (§1.5).
  { code: 'C0030', label: 'Underlying asset category', kind: 'code', key: true },
  // The line instrument's issuer country (TPT 52, or the referential's); without one,
  // countryOfIssue's fallbacks.
  { code: 'C0040', label: 'Country of issue', kind: 'code', key: true },
  // The line's quotation currency (TPT 21) against the reporting currency.
  { code: 'C0050', label: 'Currency', kind: 'code', key: true },
  // Sum of the look-through lines' values in the reporting currency (TPT 24 × share held).
  { code: 'C0060', label: 'Total amount', kind: 'monetary' },
];

/** « Aggregated countries » (data-standards §3.3, member AA of s2c_GA). */
export const AGGREGATED_COUNTRIES = 'AA';

/**
 * C0040 of a look-through line, a key of the row that cannot stay empty: the issuer's
 * country; else the country of listing of its CIC (§1.1); else, for cash and deposits
 * (7), the fund's own country, where a UCITS keeps them with its depositary (Directive
 * 2009/65/EC Art. 23(1)); else AA, the line being summed with others of countries the
 * fund's file does not say (a target allocation's bucket, a data grouping). The reading
 * is Prisme's (issue 36; docs/decisions/qrt/).
 */
export function countryOfIssue(
  country: string | null,
  cic: string | null,
  fund: QrtSecurity | undefined,
): string {
  if (country) return country;
  const listing = cic?.slice(0, 2).toUpperCase() ?? '';
  if (
    /^[A-Z]{2}$/.test(listing) &&
    !['XL', 'XT', 'XV'].includes(listing) &&
    isValidIssuerCountry(listing)
  )
    return listing;
  if (categoryOf(cic) === '7' && fund?.country) return fund.country;
  return AGGREGATED_COUNTRIES;
}

/**
 * Builds S.06.03 from the held funds' look-through, summed by the table's key. Only
 * funds (CIC category 4, or a security with a composition) are reported.
 */
export function buildS0603(
  exposures: readonly QrtFundExposure[],
  securities: ReadonlyMap<string, QrtSecurity>,
  baseCurrency: string,
): QrtTable {
  // A million look-through lines give some 500,000 exposures over a few thousand funds
  // and a few hundred (category, CIC) pairs: each fund's code and each pair's category
  // are worked out once, not per exposure (an ISIN check digit, a CIC parse).
  const fundIdOf = new Map<string, string | null>();
  const fundId = (code: string): string | null => {
    let id = fundIdOf.get(code);
    if (id === undefined) {
      const fund = securities.get(code);
      id =
        fund && (fund.isFund || categoryOf(fund.cic) === '4')
          ? assetIdCode(fund.code, fund.codeType)
          : null;
      fundIdOf.set(code, id);
    }
    return id;
  };
  const labelOf = new Map<string, string | null>();
  const categoryLabel = (reported: string | null, cic: string | null): string | null => {
    const pair = `${reported ?? ''}\u0000${cic ?? ''}`;
    let label = labelOf.get(pair);
    if (label === undefined) {
      const category = underlyingCategoryCode(reported, cic);
      label = category === null ? null : UNDERLYING_CATEGORY_LABELS[category]!;
      labelOf.set(pair, label);
    }
    return label;
  };
  const rows = new Map<string, Record<string, string | number | null>>();
  for (const exposure of exposures) {
    const C0010 = fundId(exposure.fundCode);
    if (C0010 === null) continue;
    const C0030 = categoryLabel(exposure.underlyingAssetCategory, exposure.cic);
    const C0040 = countryOfIssue(exposure.country, exposure.cic, securities.get(exposure.fundCode));
    const C0050 =
      exposure.currency === null ? null : exposure.currency === baseCurrency ? 'Local' : 'Foreign';
    const key = `${C0010}\u0000${C0030}\u0000${C0040}\u0000${C0050}`;
    const found = rows.get(key);
    if (found) found.C0060 = (found.C0060 as number) + exposure.marketValueRc;
    else rows.set(key, { C0010, C0030, C0040, C0050, C0060: exposure.marketValueRc });
  }
  // The database hands the groups over in no set order: the rows are sorted by their key
  // (fund, category, country, currency), so that two exports of one perimeter agree.
  const ordered = [...rows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
  return {
    code: S0603,
    title: 'Collective investments undertakings — look-through approach',
    columns: S0603_COLUMNS,
    rows: ordered,
  };
}
