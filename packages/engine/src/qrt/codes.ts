import { isValidIsin, parseCic, type CicCategoryCode } from '@prisme/domain';

/**
 * The code conventions of the asset templates: typed identifier strings (data-standards
 * §3.7, §4.4), CIC routing (§1.1, §1.5) and the closed-list members the builders write.
 */

/** TPT 15 / ITS code type → the xBRL 2.x prefix of C0040 (§4.4). */
const ID_PREFIXES: Readonly<Record<string, string>> = {
  '1': 'ISIN',
  '2': 'CUSIP',
  '3': 'SEDOL',
  '4': 'WKN',
  '5': 'BT',
  '6': 'BBGID',
  '7': 'RIC',
  '8': 'FIGI',
  '9': 'OCANNA',
  '99': 'CAU',
};

/** Every prefix an instrument code may carry (§3.7), `None` apart. */
export const INSTRUMENT_ID_PREFIXES: readonly string[] = Object.values(ID_PREFIXES);
/** Prefixes of issuer, group and counterparty codes (§3.7). */
export const ENTITY_ID_PREFIXES: readonly string[] = ['LEI', 'SC'];

/**
 * C0040 (S.06.02, S.08.01) and C0010 (S.06.03): `PREFIX/code` from the code type of the
 * referential (TPT 15). A code already typed (`CAU/…`) is kept as it is; a code without a
 * type is an ISIN when it passes the ISIN check, else a code of the undertaking (§4.4
 * priority rule: ISIN first, then the undertaking's own code).
 */
export function assetIdCode(code: string, codeType: string | null): string {
  const typed = /^([A-Z]+)\//.exec(code);
  if (typed && INSTRUMENT_ID_PREFIXES.includes(typed[1]!)) return code;
  const prefix =
    (codeType !== null && ID_PREFIXES[codeType.trim()]) || (isValidIsin(code) ? 'ISIN' : 'CAU');
  return `${prefix}/${code}`;
}

/**
 * C0210 / C0250 (issuer, group) and S.08.01 C0270 / C0340 (counterparty, its group):
 * `LEI/…` when the referential holds an LEI (or the entity's code is shaped as one),
 * `SC/<code>` (a specific code) when it holds another code, `None` when it holds none.
 * An LEI is written as held, so that a wrong check digit is reported, never hidden.
 */
export function entityIdCode(lei: string | null, code: string | null): string {
  if (lei) return `LEI/${lei}`;
  if (!code) return 'None';
  return /^[A-Z0-9]{18}[0-9]{2}$/.test(code) ? `LEI/${code}` : `SC/${code}`;
}

/** The CIC category of a valid CIC, null otherwise. */
export function categoryOf(cic: string | null): CicCategoryCode | null {
  if (!cic) return null;
  const parsed = parseCic(cic);
  return parsed.ok ? parsed.value.category : null;
}

/** Categories A-F: S.08.01 (§1.1). */
export const isDerivativeCategory = (category: CicCategoryCode | null): boolean =>
  category !== null && 'ABCDEF'.includes(category);

/**
 * Instruments held by nominal and priced in percent of par: bonds (1, 2), structured
 * notes (5), collateralised securities (6), deposits (7) and loans (8). Their inventory
 * « quantité » is the nominal (it is read as such: the import's `nominal` alias).
 */
export const isParCategory = (category: CicCategoryCode | null): boolean =>
  category !== null && '125678'.includes(category);

/** CIC positions 3-4 (category and sub-category) of a CIC, upper-cased; '' when absent. */
export const cicSub = (cic: string | null): string => cic?.trim().toUpperCase().slice(2, 4) ?? '';

/**
 * S.06.02 C0140 « Par amount » applies (ITS Annex II, S.06.02 C0140): bonds, structured
 * notes, collateralised securities (1, 2, 5, 6), deposits (7 but cash 71, notes and
 * coins, which have no principal) and loans (8) at their nominal.
 */
export const holdsParAmount = (cic: string | null): boolean =>
  isParCategory(categoryOf(cic)) && cicSub(cic) !== '71';

/**
 * S.06.02 C0270 « Issuer Country » applies: not for cash (71), deposits to cedants (75),
 * plant and equipment (95) — EIOPA BV6-1, and the LOG as quoted in EIOPA Q&A 205 — nor for
 * mortgages and loans to natural persons (CIC 8 without an issuer: the borrowers are not
 * individualised). Property (91-94, 99) is the country of its address.
 */
export function issuerCountryApplies(cic: string | null, hasIssuer: boolean): boolean {
  const sub = cicSub(cic);
  if (sub === '71' || sub === '75' || sub === '95') return false;
  return !(categoryOf(cic) === '8' && !hasIssuer);
}

/** S.06.02 C0280 « Currency » applies: not for deposits to cedants (75) nor plant and equipment (95), EIOPA BV237-1. */
export const currencyApplies = (cic: string | null): boolean => !['75', '95'].includes(cicSub(cic));

/** S.06.02 C0310 members (taxonomy 2.10.0, domain PU: x16, x98, x99). */
export const NOT_A_PARTICIPATION = 'Not a participation';
export const PARTICIPATION_OTHER_THAN_CIU =
  'Participation other than a Collective Investment Undertaking or investments packaged as funds, which is an investment vehicle';
export const PARTICIPATION_IN_CIU =
  'Participation in a Collective Investment Undertaking or investments packaged as funds, which is an investment vehicle';

/** S.06.02 C0292 « SCR calculation approach for CIU » members (taxonomy 2.10.0, domain AP). */
export const CIU_APPROACHES = {
  full: 'Full look-through',
  simplifiedGrouped:
    '"Simplified" look-through based on the underlying asset allocation or last reported asset allocation with data grouping',
  simplified:
    '"Simplified" look-through based on the underlying asset allocation or last reported asset allocation without data grouping',
  equityType2: 'CIUs for which for the "equity risk type 2" was applied',
  none: 'No use of any specific SCR calculation approach for CIUs',
} as const;

/**
 * C0292 of a held fund from how the look-through treated it (Art. 84 DR, the statuses of
 * its lines, domain line-status.ts): its reported composition → full look-through; its
 * target or last reported allocation → simplified, without data grouping; kept whole as a
 * data grouping of its fund type (Art. 84(3)) → simplified with data grouping; kept whole
 * as type 2 equity (not looked through, level reached, cycle, beyond the 20 % limit of
 * groupings; Art. 168(3)) → type 2 equity. The strongest treatment of its own lines wins:
 * a fund looked through whose nested funds were grouped is looked through. No status (the
 * look-through holds no line of it): none.
 */
export function ciuApproachOf(statuses: readonly string[] | undefined): string {
  const has = (...codes: string[]) => codes.some((code) => statuses?.includes(code));
  if (has('looked_through')) return CIU_APPROACHES.full;
  if (has('target_allocation', 'last_reported')) return CIU_APPROACHES.simplified;
  if (has('data_grouping')) return CIU_APPROACHES.simplifiedGrouped;
  if (has('not_looked_through', 'level_cap', 'cycle', 'grouping_limit'))
    return CIU_APPROACHES.equityType2;
  return CIU_APPROACHES.none;
}

/** Instruments counted in units: equity (3), funds (4), other investments (0). */
export const isUnitCategory = (category: CicCategoryCode | null): boolean =>
  category !== null && '340'.includes(category);

/** Interest-bearing securities: durations, prices in percent of par, accrued interest. */
export const isDebtSecurityCategory = (category: CicCategoryCode | null): boolean =>
  category !== null && '1256'.includes(category);

/** S.06.02 C0060 « Portfolio »: Prisme keeps no life / non-life split of the assets. */
export const PORTFOLIO_GENERAL = 'General';

/** S.06.02 C0090, S.08.01 C0080, S.09.01 C0060. */
export const UNIT_LINKED = 'Unit-linked or index-linked';
export const NOT_UNIT_LINKED = 'Neither unit-linked nor index-linked';
export const unitLinkedLabel = (unitLinked: boolean) =>
  unitLinked ? UNIT_LINKED : NOT_UNIT_LINKED;

/** S.06.02 C0100: Prisme holds no pledge data. */
export const NOT_COLLATERAL = 'Not collateral';

/**
 * A compartment holding unit-linked or index-linked contracts' assets: the compartment
 * code « UC » (unités de compte) or a label that says so. Prisme keeps no such attribute;
 * this reads the French insurers' naming the inventories follow
 * (docs/decisions/qrt/0124-qrt-not-produced.md).
 */
export function isUnitLinkedCompartment(code: string, label: string | null): boolean {
  if (code.trim().toUpperCase() === 'UC') return true;
  return /unit[ée]s? de compte|unit[- ]linked|index[- ]linked/i.test(label ?? '');
}

/**
 * S.06.02 C0150, S.08.01 C0250 « Valuation method », from the CIC's listing prefix: an
 * instrument listed on a venue (a country) or valued by a vendor's composite (XV) is
 * valued at a quoted market price of the same asset; an unlisted (XL) or non-tradable (XT)
 * one by an alternative method. Prisme holds no valuation-method field (docs/decisions/qrt/).
 */
export function valuationMethodOf(cic: string | null): string | null {
  if (!cic) return null;
  const parsed = parseCic(cic);
  if (!parsed.ok) return null;
  return parsed.value.prefix === 'XL' || parsed.value.prefix === 'XT'
    ? 'Alternative valuation methods'
    : 'Quoted market price in active markets for the same assets';
}

/**
 * S.06.02 C0340, S.08.01 C0310: « Credit quality step 0 » … « 6 », « No rating available »
 * for 9 (TPT 59, §8), the labels of the 2.10.0 domain s2c_BR.
 */
export function creditQualityStepLabel(step: number | null): string | null {
  if (step === null) return null;
  if (step === 9) return 'No rating available';
  return step >= 0 && step <= 6 && Number.isInteger(step) ? `Credit quality step ${step}` : null;
}

/** S.06.02 C0300 from the SCR's infrastructure flag (§2.5, list of field 147). */
export function infrastructureLabel(flag: string | null): string {
  return flag === 'qualifying' || flag === 'qualifying_corporate'
    ? 'Infrastructure qualifying: Other qualifying infrastructure investments, not classified in the above categories'
    : 'Not an infrastructure investment';
}

/**
 * The category labels of S.09.01 C0040: the CIC categories, equity not split (§3.5), as the
 * 2.10.0 members of the column name them.
 */
export const INCOME_CATEGORY_LABELS: Readonly<Record<CicCategoryCode, string>> = {
  '1': 'Government Bonds',
  '2': 'Corporate Bonds',
  '3': 'Equity instruments',
  '4': 'Collective investments undertakings',
  '5': 'Structured notes',
  '6': 'Collateralised securities',
  '7': 'Cash and deposits',
  '8': 'Mortgages and loans',
  '9': 'Properties',
  '0': 'Other investments',
  A: 'Futures',
  B: 'Call Options',
  C: 'Put Options',
  D: 'Swaps',
  E: 'Forwards',
  F: 'Credit derivatives',
};

/** S.06.03 C0030 « Underlying asset category » by TPT 131 code (§2.5, §3.3), 2.10.0 labels. */
export const UNDERLYING_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  '1': 'Government Bonds',
  '2': 'Corporate Bonds',
  '3L': 'Listed equity',
  '3X': 'Unlisted equity',
  '4': 'Collective investments undertakings',
  '5': 'Structured notes',
  '6': 'Collateralised securities',
  '7': 'Cash and deposits',
  '8': 'Mortgages and loans',
  '9': 'Properties',
  '0': 'Other investments',
  A: 'Futures',
  B: 'Call Options',
  C: 'Put Options',
  D: 'Swaps',
  E: 'Forwards',
  F: 'Credit derivatives',
  L: 'Liabilities',
};

/**
 * The TPT 131 code of a look-through line: the fund's own statement when it is a code
 * of the list, else derived from the CIC (§1.5): category 3 listed (a country or XV
 * prefix) → 3L, not listed (XL, XT) → 3X, any other category → itself.
 */
export function underlyingCategoryCode(reported: string | null, cic: string | null): string | null {
  const stated = reported?.trim().toUpperCase();
  if (stated && Object.hasOwn(UNDERLYING_CATEGORY_LABELS, stated)) return stated;
  if (!cic) return null;
  const parsed = parseCic(cic);
  if (!parsed.ok) return null;
  const { category, prefix } = parsed.value;
  if (category === '3') return prefix === 'XL' || prefix === 'XT' ? '3X' : '3L';
  return category;
}

/** Units of `currency` per unit of the reporting currency, from the rates per euro. */
export function unitsPerBase(
  currency: string,
  baseCurrency: string,
  fxUnitsPerEur: Readonly<Record<string, number>>,
): number | null {
  const rate = (code: string) => (code === 'EUR' ? (fxUnitsPerEur.EUR ?? 1) : fxUnitsPerEur[code]);
  const units = rate(currency);
  const base = rate(baseCurrency);
  return units === undefined || base === undefined || base === 0 ? null : units / base;
}

/**
 * Reporting currency per unit of a position's quotation currency: the position's own
 * conversion (its value in the reporting currency over its value in the quotation
 * currency, so that a price read from both amounts is the instrument's own), else the
 * rates of the valuation date; null when neither is known.
 */
export function rcPerQcOf(
  position: { quotationCurrency: string; marketValueQc: number; marketValueRc: number },
  baseCurrency: string,
  fxUnitsPerEur: Readonly<Record<string, number>>,
): number | null {
  if (position.quotationCurrency === baseCurrency) return 1;
  if (position.marketValueQc !== 0 && position.marketValueRc !== 0)
    return position.marketValueRc / position.marketValueQc;
  const units = unitsPerBase(position.quotationCurrency, baseCurrency, fxUnitsPerEur);
  return units === null || units === 0 ? null : 1 / units;
}

/** Amounts summed over rows: null stays null only when every part is null. */
export function addNullable(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return a + b;
}
