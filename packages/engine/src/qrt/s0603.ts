import {
  assetIdCode,
  categoryOf,
  underlyingCategoryCode,
  UNDERLYING_CATEGORY_LABELS,
} from './codes';
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
  // The line instrument's issuer country (TPT 52, or the referential's).
  { code: 'C0040', label: 'Country of issue', kind: 'code', key: true },
  // The line's quotation currency (TPT 21) against the reporting currency.
  { code: 'C0050', label: 'Currency', kind: 'code', key: true },
  // Sum of the look-through lines' values in the reporting currency (TPT 24 × share held).
  { code: 'C0060', label: 'Total amount', kind: 'monetary' },
];

/**
 * Builds S.06.03 from the held funds' look-through, summed by the table's key. Only
 * funds (CIC category 4, or a security with a composition) are reported.
 */
export function buildS0603(
  exposures: readonly QrtFundExposure[],
  securities: ReadonlyMap<string, QrtSecurity>,
  baseCurrency: string,
): QrtTable {
  const rows = new Map<string, Record<string, string | number | null>>();
  for (const exposure of exposures) {
    const fund = securities.get(exposure.fundCode);
    if (!fund || !(fund.isFund || categoryOf(fund.cic) === '4')) continue;
    const category = underlyingCategoryCode(exposure.underlyingAssetCategory, exposure.cic);
    const row = {
      C0010: assetIdCode(fund.code, fund.codeType),
      C0030: category === null ? null : UNDERLYING_CATEGORY_LABELS[category]!,
      C0040: exposure.country,
      C0050:
        exposure.currency === null
          ? null
          : exposure.currency === baseCurrency
            ? 'Local'
            : 'Foreign',
    };
    const key = [row.C0010, row.C0030, row.C0040, row.C0050].join('\u0000');
    const found = rows.get(key);
    if (found) found.C0060 = (found.C0060 as number) + exposure.marketValueRc;
    else rows.set(key, { ...row, C0060: exposure.marketValueRc });
  }
  return {
    code: S0603,
    title: 'Collective investments undertakings — look-through approach',
    columns: S0603_COLUMNS,
    rows: [...rows.values()],
  };
}
