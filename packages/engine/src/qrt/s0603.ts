import {
  assetIdCode,
  categoryOf,
  underlyingCategoryCode,
  UNDERLYING_CATEGORY_LABELS,
} from './codes';
import { isValidIssuerCountry } from '@prisme/domain';
import {
  FUND_EXPOSURE_FIELDS,
  packFundExposures,
  type QrtFundExposureColumns,
} from './fund-exposures';
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

/** Distinct texts numbered in the order met, to key the rows by numbers. */
class Interned {
  readonly texts: (string | null)[] = [];
  private readonly ids = new Map<string | null, number>();
  id(text: string | null): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.push(text) - 1;
      this.ids.set(text, id);
    }
    return id;
  }
  /**
   * Each id's rank in the order of the texts compared as strings (null as « null », as a
   * template literal writes it): the rows' order.
   */
  ranks(): Int32Array {
    const order = this.texts.map((text, id) => ({ key: `${text}`, id }));
    order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const ranks = new Int32Array(order.length);
    order.forEach(({ id }, rank) => (ranks[id] = rank));
    return ranks;
  }
}

/**
 * Builds S.06.03 from the held funds' look-through, summed by the table's key. Only
 * funds (CIC category 4, or a security with a composition) are reported.
 *
 * A million look-through lines give some 500,000 groups over a few thousand funds and a
 * few hundred (category, CIC) pairs: the groups are read in columns (fund-exposures.ts),
 * each distinct text's part of a key is worked out once (an ISIN check digit, a CIC
 * parse) and the rows are keyed by numbers, not by strings built per group. The amounts
 * are summed in the groups' order, as they come.
 */
export function buildS0603(
  exposures: readonly QrtFundExposure[] | QrtFundExposureColumns,
  securities: ReadonlyMap<string, QrtSecurity>,
  baseCurrency: string,
): QrtTable {
  const { texts, codes, marketValueRc } = packFundExposures(exposures);
  const width = FUND_EXPOSURE_FIELDS.length;
  const text = (index: number) => (index === -1 ? null : texts[index]!);
  // Per text index (shifted by one: -1 is null), what it gives once.
  const span = texts.length + 1;
  const fundIds = new Interned();
  const categories = new Interned();
  const countries = new Interned();
  const fundIdOf = new Int32Array(span).fill(-2); // -2 not worked out, -1 not a fund
  const localOf = new Int8Array(span).fill(-1); // C0050: 0 Foreign, 1 Local, 2 null
  const categoryOfPair = new Map<number, number>();
  const countryOfPair = new Map<number, number>();
  const CURRENCY = ['Foreign', 'Local', null] as const;

  const rowOf = new Map<number, number>();
  const rowFund: number[] = [];
  const rowCategory: number[] = [];
  const rowCountry: number[] = [];
  const rowCurrency: number[] = [];
  const rowAmount: number[] = [];
  const groups = marketValueRc.length;
  for (let g = 0; g < groups; g++) {
    const at = g * width;
    const fund = codes[at]!;
    let fundId = fundIdOf[fund + 1]!;
    if (fundId === -2) {
      const security = securities.get(text(fund)!);
      fundId =
        security && (security.isFund || categoryOf(security.cic) === '4')
          ? fundIds.id(assetIdCode(security.code, security.codeType))
          : -1;
      fundIdOf[fund + 1] = fundId;
    }
    if (fundId === -1) continue;
    const cic = codes[at + 1]!;
    const reported = codes[at + 2]!;
    const pair = (reported + 1) * span + cic + 1;
    let category = categoryOfPair.get(pair);
    if (category === undefined) {
      const code = underlyingCategoryCode(text(reported), text(cic));
      category = categories.id(code === null ? null : UNDERLYING_CATEGORY_LABELS[code]!);
      if (category >= 64) throw new RangeError('S.06.03 : plus de 64 catégories sous-jacentes');
      categoryOfPair.set(pair, category);
    }
    const stated = text(codes[at + 3]!);
    let country: number;
    if (stated) country = countries.id(stated);
    else {
      // Without the issuer's country, the CIC's and the fund's say it (countryOfIssue).
      const place = (cic + 1) * span + fund + 1;
      let found = countryOfPair.get(place);
      if (found === undefined) {
        found = countries.id(countryOfIssue(null, text(cic), securities.get(text(fund)!)));
        countryOfPair.set(place, found);
      }
      country = found;
    }
    const currencyText = codes[at + 4]!;
    let currency = localOf[currencyText + 1]!;
    if (currency === -1) {
      currency = currencyText === -1 ? 2 : texts[currencyText] === baseCurrency ? 1 : 0;
      localOf[currencyText + 1] = currency;
    }
    // Categories are a few dozen labels, countries fewer than twice the texts.
    const key = ((fundId * 64 + category) * (2 * span + 700) + country) * 3 + currency;
    const row = rowOf.get(key);
    if (row !== undefined) rowAmount[row] = rowAmount[row]! + marketValueRc[g]!;
    else {
      rowOf.set(key, rowAmount.length);
      rowFund.push(fundId);
      rowCategory.push(category);
      rowCountry.push(country);
      rowCurrency.push(currency);
      rowAmount.push(marketValueRc[g]!);
    }
  }
  // The database hands the groups over in no set order: the rows are sorted by their key
  // (fund, category, country, currency, each as text), so that two exports agree.
  const fundRank = fundIds.ranks();
  const categoryRank = categories.ranks();
  const countryRank = countries.ranks();
  // « Foreign » < « Local » < « null », as the texts compare.
  const order = Array.from(rowAmount.keys()).sort(
    (a, b) =>
      fundRank[rowFund[a]!]! - fundRank[rowFund[b]!]! ||
      categoryRank[rowCategory[a]!]! - categoryRank[rowCategory[b]!]! ||
      countryRank[rowCountry[a]!]! - countryRank[rowCountry[b]!]! ||
      rowCurrency[a]! - rowCurrency[b]!,
  );
  const rows = order.map((r) => ({
    C0010: fundIds.texts[rowFund[r]!]!,
    C0030: categories.texts[rowCategory[r]!]!,
    C0040: countries.texts[rowCountry[r]!]!,
    C0050: CURRENCY[rowCurrency[r]!]!,
    C0060: rowAmount[r]!,
  }));
  return {
    code: S0603,
    title: 'Collective investments undertakings — look-through approach',
    columns: S0603_COLUMNS,
    rows,
  };
}
