import { parseCic, type CicCategoryCode } from '@prisme/domain';
import {
  assetIdCode,
  categoryOf,
  cicSub,
  creditQualityStepLabel,
  entityIdCode,
  isDerivativeCategory,
  PORTFOLIO_GENERAL,
  rcPerQcOf,
  unitLinkedLabel,
  valuationMethodOf,
} from './codes';
import type { QrtPosition, QrtSecurity } from './inputs';
import type { QrtColumn, QrtRow, QrtTable } from './report-model';

/**
 * S.08.01 « Open derivatives » (data-standards §3.4): table .01 the positions (derivative
 * × portfolio × unit-linked flag), table .02 the instruments; joined on C0040. Every
 * direct position of CIC category A-F. Derivatives inside funds are in S.06.03.
 *
 * Left out, Prisme holding no data for them: C0070, C0120 (delta), C0150-C0160
 * (premiums), C0180, C0200-C0230, C0300 (ECAI), C0320, C0390-C0420. C0090 (underlying),
 * C0110 (use of derivative) and a swap's legs and currencies come from the referential's
 * derivative columns; where it holds none the cell stays empty and the checks say so.
 */

export const S0801_POSITIONS = 'S.08.01.01.01';
export const S0801_INSTRUMENTS = 'S.08.01.01.02';

export const S0801_POSITION_COLUMNS: readonly QrtColumn[] = [
  // The referential's code and type (assetIdCode).
  { code: 'C0040', label: 'Derivative ID Code and Type of code', kind: 'code', key: true },
  // « General », as S.06.02 C0060.
  { code: 'C0060', label: 'Portfolio', kind: 'code', key: true },
  // The compartment, as S.06.02 C0090.
  {
    code: 'C0080',
    label: 'Derivatives held in unit linked and index linked contracts',
    kind: 'code',
    key: true,
  },
  // The referential's underlying (TPT 68 / 69), code and type as C0040 (assetIdCode).
  {
    code: 'C0090',
    label: 'Instrument underlying the derivative (code and type of code)',
    kind: 'code',
  },
  // Micro / macro hedge, matching, EPM: the referential's use (DERIVATIVE_USE_LABELS).
  { code: 'C0110', label: 'Use of derivative', kind: 'code' },
  // OTC contracts (isOverTheCounter): the inventory « quantité », their notional, converted
  // (C0131 in 2.10.0, C0130 in 2.4.0).
  { code: 'C0131', label: 'Notional amount of the derivative', kind: 'monetary' },
  // L (long) / S (short) by the quantity's sign; swaps: the referential's legs (FX-FL…).
  { code: 'C0140', label: 'Buyer / Seller', kind: 'code' },
  // Exchange-traded contracts: the inventory « quantité ».
  { code: 'C0170', label: 'Number of contracts', kind: 'decimal' },
  // Credit derivatives (F): maximumLossOf.
  { code: 'C0190', label: 'Maximum loss under unwinding event', kind: 'monetary' },
  // Inventory « valeurMarcheReference ».
  { code: 'C0240', label: 'Solvency II value', kind: 'monetary' },
  // From the CIC listing prefix, as S.06.02 C0150.
  { code: 'C0250', label: 'Valuation method', kind: 'code' },
];

export const S0801_INSTRUMENT_COLUMNS: readonly QrtColumn[] = [
  { code: 'C0040', label: 'Derivative ID Code and Type of code', kind: 'code', key: true },
  // issuers.name: the counterparty (TPT 46 « OTC derivatives: counterparty »).
  { code: 'C0260', label: 'Counterparty Name', kind: 'text' },
  // issuers.lei, else its code (entityIdCode).
  { code: 'C0270', label: 'Counterparty Code and Type of code', kind: 'code' },
  // securities.rating.
  { code: 'C0290', label: 'External rating', kind: 'code' },
  // securities.credit_quality_step.
  { code: 'C0310', label: 'Credit quality step', kind: 'code' },
  // issuer_groups.name.
  { code: 'C0330', label: 'Counterparty Group', kind: 'text' },
  // issuer_groups.lei, else its code.
  { code: 'C0340', label: 'Counterparty Group Code and Type of code', kind: 'code' },
  // securities.name.
  { code: 'C0360', label: 'Contract name', kind: 'text' },
  // securities.currency.
  { code: 'C0370', label: 'Currency', kind: 'code' },
  // securities.cic.
  { code: 'C0380', label: 'CIC', kind: 'code' },
  // securities.maturity_date (options: expiry).
  { code: 'C0430', label: 'Maturity date', kind: 'date' },
  // Swaps (D): the currencies delivered and received, from the referential; an interest
  // rate swap (D1) without them is of one currency, its own.
  { code: 'C0450', label: 'Swap delivered currency', kind: 'code' },
  { code: 'C0460', label: 'Swap received currency', kind: 'code' },
];

/**
 * Whether a derivative is traded over the counter: not listed (CIC prefix XL, XT; §1.1)
 * or an OTC instrument by nature (swaps D and forwards E), whatever the prefix; futures
 * (A) are exchange-traded by nature; options (B, C) and credit derivatives (F) by their
 * prefix. OTC contracts report a notional (C0131), exchange-traded ones a number of
 * contracts (C0170): an OTC swaption is not « 12,000,000 contracts ».
 */
export function isOverTheCounter(cic: string | null): boolean {
  const parsed = cic ? parseCic(cic) : null;
  if (!parsed?.ok) return false;
  const { category, prefix } = parsed.value;
  if (category === 'A') return false;
  if (category === 'D' || category === 'E') return true;
  return prefix === 'XL' || prefix === 'XT';
}

/**
 * C0190 of a credit derivative (F), Prisme holding no collateral (EIOPA Q&A 100: collateral
 * would reduce it): protection bought (a CDS, credit spread option or swap held long, F1-F3)
 * loses at most its positive value when unwound; protection sold (short), a total return
 * swap (F4) or another credit derivative (F9) the notional at stake. Other categories: null.
 */
export function maximumLossOf(
  category: CicCategoryCode | null,
  cic: string | null,
  quantity: number,
  value: number,
  notional: number | null,
): number | null {
  if (category !== 'F') return null;
  if (['F1', 'F2', 'F3'].includes(cicSub(cic)) && quantity > 0) return Math.max(0, value);
  return notional;
}

/**
 * C0110's members in 2.10.0 (s2c_PU x12, x11, x58, x59), by the referential's code; the
 * package maps each label to its member (members.ts).
 */
export const DERIVATIVE_USE_LABELS: Readonly<Record<string, string>> = {
  MI: 'Micro hedge',
  MA: 'Macro hedge',
  MAP: 'Matching assets and liabilities cash-flows used in the context of matching adjustment portfolios',
  EPM: 'Efficient portfolio management, other than "Matching assets and liabilities cash-flows used in the context of matching adjustment portfolios"',
};

/** C0090: the underlying's identification, written as C0040 is. */
const underlyingOf = (security: QrtSecurity | undefined) =>
  security?.underlyingCode
    ? assetIdCode(security.underlyingCode, security.underlyingCodeType ?? null)
    : null;

/**
 * C0450 / C0460 of a swap: the referential's, else both legs in the swap's own currency for
 * an interest rate swap (D1); other categories have none.
 */
const swapLegCurrency = (security: QrtSecurity | undefined, leg: string | null | undefined) => {
  if (categoryOf(security?.cic ?? null) !== 'D') return null;
  return leg ?? (cicSub(security?.cic ?? null) === 'D1' ? (security?.currency ?? null) : null);
};

export function buildS0801(
  positions: readonly QrtPosition[],
  securities: ReadonlyMap<string, QrtSecurity>,
  baseCurrency: string,
  fxUnitsPerEur: Readonly<Record<string, number>>,
): [QrtTable, QrtTable] {
  const rows = new Map<string, Record<string, string | number | null>>();
  const instruments = new Map<string, QrtRow>();
  for (const position of positions) {
    const security = securities.get(position.securityCode);
    const category = categoryOf(security?.cic ?? null);
    if (!isDerivativeCategory(category)) continue;
    const id = assetIdCode(position.securityCode, security?.codeType ?? null);
    const key = {
      C0040: id,
      C0060: PORTFOLIO_GENERAL,
      C0080: unitLinkedLabel(position.unitLinked),
    };
    const keyText = [key.C0040, key.C0060, key.C0080].join('\u0000');
    const found = rows.get(keyText);
    const quantity = ((found?.quantity as number | undefined) ?? 0) + position.quantity;
    const value = ((found?.C0240 as number | undefined) ?? 0) + position.marketValueRc;
    const cic = security?.cic ?? null;
    const otc = isOverTheCounter(cic);
    const rate = rcPerQcOf(position, baseCurrency, fxUnitsPerEur);
    const notional = otc && rate !== null ? Math.abs(position.quantity) * rate : null;
    const summedNotional = otc
      ? notional === null || (found && found.C0131 === null)
        ? null
        : ((found?.C0131 as number | undefined) ?? 0) + notional
      : null;
    rows.set(keyText, {
      ...key,
      C0090: underlyingOf(security),
      C0110: DERIVATIVE_USE_LABELS[security?.derivativeUse ?? ''] ?? null,
      C0131: summedNotional,
      // Swaps state their legs (FX-FL, FL-FX…), the others their side.
      C0140: category === 'D' ? (security?.swapLegs ?? null) : quantity < 0 ? 'S' : 'L',
      C0170: otc ? null : quantity,
      C0190: maximumLossOf(category, cic, quantity, value, summedNotional),
      C0240: value,
      C0250: valuationMethodOf(cic),
      quantity,
    });
    if (!instruments.has(id)) {
      instruments.set(id, {
        C0040: id,
        C0260: security?.issuerName ?? null,
        C0270: entityIdCode(security?.issuerLei ?? null, security?.issuerCode ?? null),
        C0290: security?.rating ?? null,
        C0310: creditQualityStepLabel(security?.creditQualityStep ?? null),
        C0330: security?.issuerGroupName ?? null,
        C0340: entityIdCode(security?.issuerGroupLei ?? null, security?.issuerGroupCode ?? null),
        C0360: security?.name ?? null,
        C0370: security?.currency ?? null,
        C0380: security?.cic ?? null,
        C0430: security?.maturityDate ?? null,
        C0450: swapLegCurrency(security, security?.swapDeliveredCurrency),
        C0460: swapLegCurrency(security, security?.swapReceivedCurrency),
      });
    }
  }
  return [
    {
      code: S0801_POSITIONS,
      title: 'Open derivatives — Information on positions held',
      columns: S0801_POSITION_COLUMNS,
      rows: [...rows.values()].map(({ quantity: _quantity, ...row }) => row),
    },
    {
      code: S0801_INSTRUMENTS,
      title: 'Open derivatives — Information on derivatives',
      columns: S0801_INSTRUMENT_COLUMNS,
      rows: [...instruments.values()],
    },
  ];
}
