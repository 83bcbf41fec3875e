/**
 * Derivatives in the liquidity analysis (issue 39, esg-and-liquidity §3.6.4: not sold;
 * their margin needs reported apart). The underlying is read from the CIC (positions
 * 3-4, CIC table of Implementing Regulation 2023/894 Annex VI).
 */
export const DERIVATIVE_UNDERLYINGS = [
  'INTEREST_RATE',
  'CREDIT',
  'EQUITY',
  'FX',
  'COMMODITY',
  'OTHER',
] as const;
export type DerivativeUnderlying = (typeof DERIVATIVE_UNDERLYINGS)[number];

export const DERIVATIVE_UNDERLYING_LABELS: Record<DerivativeUnderlying, string> = {
  INTEREST_RATE: 'Taux',
  CREDIT: 'Crédit',
  EQUITY: 'Actions',
  FX: 'Change',
  COMMODITY: 'Matières premières',
  OTHER: 'Autres',
};

/** The underlying of a derivative CIC category (A-F) and subcategory digit. */
export function derivativeUnderlying(category: string, digit: string): DerivativeUnderlying {
  if (category === 'F') return 'CREDIT';
  const table: Record<string, Record<string, DerivativeUnderlying>> = {
    A: { '1': 'EQUITY', '2': 'INTEREST_RATE', '3': 'FX', '5': 'COMMODITY' },
    B: {
      '1': 'EQUITY',
      '2': 'INTEREST_RATE',
      '3': 'FX',
      '4': 'EQUITY',
      '5': 'COMMODITY',
      '6': 'INTEREST_RATE',
    },
    D: {
      '1': 'INTEREST_RATE',
      '2': 'FX',
      '3': 'FX',
      '4': 'EQUITY',
      '5': 'EQUITY',
      '6': 'COMMODITY',
    },
    E: { '1': 'INTEREST_RATE', '2': 'FX' },
  };
  return table[category === 'C' ? 'B' : category]?.[digit] ?? 'OTHER';
}

/**
 * The standardised initial margin schedule of BCBS-IOSCO « Margin requirements for
 * non-centrally cleared derivatives » (Appendix A), as a share of the notional, by
 * residual maturity for rates and credit. NOT in the reference: recalled, shown on the
 * page as an estimate to confirm (docs/decisions/liquidity/0222-derivatives-margin.md). Calibrated
 * on a 10-day 99 % move, which also sizes the variation margin (engine, margin.ts).
 */
export function initialMarginRate(underlying: DerivativeUnderlying, years: number | null): number {
  const y = years ?? Number.POSITIVE_INFINITY;
  switch (underlying) {
    case 'INTEREST_RATE':
      return y <= 2 ? 0.01 : y <= 5 ? 0.02 : 0.04;
    case 'CREDIT':
      return y <= 2 ? 0.02 : y <= 5 ? 0.05 : 0.1;
    case 'FX':
      return 0.06;
    default:
      return 0.15;
  }
}

/** The margin period the schedule is calibrated on, trading days. */
export const MARGIN_PERIOD_DAYS = 10;
/** A scenario without its own margin stress keeps the schedule's moves. */
export const DEFAULT_MARGIN_MULTIPLIER = 1;
