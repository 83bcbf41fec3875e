import { underlyingCategoryCode } from '@prisme/engine';
import type { fundCompositions } from '../../db/schema';
import type { CompositionLineToWrite } from '../../modules/integration/importers/tpt/composition-lines';
import { addDays } from './calendar';
import type { Fund } from './fund-model';
import type { Instrument } from './model';
import type { FundValuation } from './fund-valuation';
import { indicativeScr } from './indicative-scr';
import { round } from './random';

/** Turns valued funds into TPT rows: fund_compositions and their lines. */

export type CompositionRow = typeof fundCompositions.$inferInsert;
/** A line points to its composition by key; the writer swaps the key for the new id. */
export type CompositionLineRow = Omit<CompositionLineToWrite, 'compositionId'> & {
  compositionKey: string;
};

export const compositionKey = (fundCode: string, date: string, basis: string) =>
  `${fundCode}|${date}|${basis}`;

const SECURITISATION_CODE: Record<string, string> = {
  sts_senior: 'b',
  sts_non_senior: 'c',
  resecuritisation: 'd',
  type2: 'e',
  type1: 'f',
};

/**
 * The TPT fields a manager's file keeps with a line (KEPT_TPT_FIELDS), as the demo's
 * managers write them: a bond's interest-rate type (32: the demo's are fixed-rate bullets,
 * bond-math.ts), its coupon frequency (38: annual, when it pays one) and whether it is
 * subordinated (58: subordinated and hybrid debt); every line's underlying asset category
 * (131, from its CIC: data-standards §1.5). JSON text by field number, as imported.
 */
export function keptTptFields(instrument: Instrument): string | null {
  const fields: Record<string, string> = {};
  const { pricing, kind, security } = instrument;
  if (pricing.type === 'bond') {
    fields['32'] = 'Fixed';
    if (pricing.coupon > 0) fields['38'] = '1';
    fields['58'] = kind === 'subordinated' || kind === 'hybrid' ? 'Y' : 'N';
  }
  const category = underlyingCategoryCode(null, security.cic);
  if (category) fields['131'] = category;
  return Object.keys(fields).length ? JSON.stringify(fields) : null;
}

export interface CompositionContext {
  date: string;
  m: number;
  symmetricAdjustment: number;
  /** Deterministic 0-1 draw, for the reporting delay. */
  delay: number;
}

export function compositionHeader(
  fund: Fund,
  nav: number,
  ctx: CompositionContext,
): CompositionRow {
  const { security } = fund.instrument;
  return {
    fundCode: security.code,
    fundName: security.name,
    valuationDate: ctx.date,
    reportingDate: addDays(ctx.date, 8 + Math.floor(ctx.delay * 20)),
    currency: security.currency,
    netAssetValue: nav,
    sharePrice: fund.instrument.dirty[ctx.m]!,
    sharesOutstanding: fund.shares,
    completeScrDelivery: fund.completeScr,
    // TPT 123: the fund's own CIC starts with XL (data-standards §1.1).
    fundCic: `XL${security.cic.slice(2)}`,
    tptVersion: fund.tptVersion,
    basis: fund.basis,
  };
}

export function reportedLines(
  fund: Fund,
  valuation: FundValuation,
  ctx: CompositionContext,
): CompositionLineRow[] {
  const key = compositionKey(fund.instrument.security.code, ctx.date, 'reported');
  const fundCurrency = fund.instrument.security.currency;
  const { nav } = valuation;
  return valuation.lines.map(
    ({ holding, marketValueQc, accruedQc, marketValuePc, accruedPc }, i) => {
      const { instrument, quantity } = holding;
      const { security, issuer } = instrument;
      const category = security.cic[2]!;
      const derivative = 'ABCDEF'.includes(category);
      const bondLike = category === '1' || category === '2';
      const duration = instrument.duration ? round(instrument.duration[ctx.m]!, 4) : null;
      const weight = marketValuePc / nav;
      const toFund = marketValueQc === 0 ? 1 : marketValuePc / marketValueQc;
      // A derivative's exposure is its notional (a sold forward is a negative exposure).
      const sign = instrument.kind === 'forward' || instrument.kind === 'putOption' ? -1 : 1;
      const exposurePc = derivative
        ? round(sign * quantity * (instrument.notionalPerUnit ?? 1) * toFund, 2)
        : marketValuePc;
      const ratio = security.modifiedDuration
        ? (security.creditSensitivity ?? 0) / security.modifiedDuration
        : 1;
      return {
        compositionKey: key,
        lineNo: i + 1,
        instrumentCode: security.code,
        codeType: security.codeType,
        instrumentName: security.name,
        cic: security.cic,
        quantity: instrument.quoting === 'units' ? quantity : null,
        nominal: instrument.quoting === 'nominal' ? quantity : null,
        quotationCurrency: security.currency,
        marketValueQc,
        cleanValueQc: round(marketValueQc - accruedQc, 2),
        marketValuePc,
        cleanValuePc: round(marketValuePc - accruedPc, 2),
        weight,
        exposurePc,
        exposureWeight: exposurePc / nav,
        couponRate: security.couponRate ?? null,
        maturityDate: security.maturityDate ?? null,
        issuerName: issuer?.row.name ?? null,
        issuerLei: issuer?.row.lei ?? null,
        issuerGroupName: issuer?.group.name ?? null,
        issuerGroupLei: issuer?.group.lei ?? null,
        issuerCountry: security.country ?? null,
        naceCode: security.naceCode ?? null,
        covered: bondLike ? (security.isCoveredBond ? 'C' : 'NC') : null,
        securitisation:
          category === '6'
            ? (SECURITISATION_CODE[security.securitisationType ?? ''] ?? 'a')
            : category === '5'
              ? 'j'
              : null,
        stateGuarantee: bondLike ? instrument.kind === 'regional' : null,
        creditQualityStep: security.creditQualityStep ?? null,
        modifiedDuration: duration,
        creditSensitivity: duration === null ? null : round(duration * ratio, 4),
        tptFields: keptTptFields(instrument),
        originalPortfolio: null,
        indicativeScr: fund.completeScr
          ? indicativeScr(instrument, weight, duration, ctx.symmetricAdjustment, fundCurrency)
          : null,
      };
    },
  );
}

/** A target allocation: one line per bucket, each a share of the NAV. */
export function allocationLines(
  fund: Fund,
  nav: number,
  ctx: CompositionContext,
): CompositionLineRow[] {
  const key = compositionKey(fund.instrument.security.code, ctx.date, 'target_allocation');
  const currency = fund.instrument.security.currency;
  const values = fund.allocation.map((b) => round(b.weight * nav, 2));
  // The last bucket takes the rounding so that the lines add up to the NAV.
  values[values.length - 1] = round(nav - values.slice(0, -1).reduce((a, b) => a + b, 0), 2);
  return fund.allocation.map((bucket, i) => ({
    compositionKey: key,
    lineNo: i + 1,
    instrumentCode: bucket.code,
    codeType: '99',
    instrumentName: bucket.label,
    cic: bucket.cic,
    quantity: null,
    nominal: null,
    quotationCurrency: currency,
    marketValueQc: values[i]!,
    marketValuePc: values[i]!,
    weight: values[i]! / nav,
    exposurePc: values[i]!,
    exposureWeight: values[i]! / nav,
    originalPortfolio: null,
    indicativeScr: null,
  }));
}
