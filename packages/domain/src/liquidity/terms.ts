/**
 * What decides when a position turns into cash besides its class (issue 39): a fund's
 * dealing terms (esg-and-liquidity §3.6.4) and the price an equity's volume is valued at
 * (§3.6.2). Days are the engine's trading days (§3.2's convention,
 * docs/decisions/liquidity/0217-dealing-terms.md).
 */

/** How often a fund deals (its redemption frequency); « other » gives its days. */
export const DEALING_FREQUENCIES = [
  'daily',
  'weekly',
  'fortnightly',
  'monthly',
  'quarterly',
  'other',
] as const;
export type DealingFrequency = (typeof DEALING_FREQUENCIES)[number];

export const DEALING_FREQUENCY_LABELS: Record<DealingFrequency, string> = {
  daily: 'Quotidienne',
  weekly: 'Hebdomadaire',
  fortnightly: 'Bimensuelle',
  monthly: 'Mensuelle',
  quarterly: 'Trimestrielle',
  other: 'Autre',
};

/**
 * Trading days between two dealing days (5 a week, 21 a month, 63 a quarter: 252 a
 * year); « other » takes the days the referential gives.
 */
export const DEALING_PERIOD_DAYS: Record<Exclude<DealingFrequency, 'other'>, number> = {
  daily: 1,
  weekly: 5,
  fortnightly: 10,
  monthly: 21,
  quarterly: 63,
};

/** The words a file may give for each frequency, French and English (lower case, no accent). */
export const DEALING_FREQUENCY_WORDS: Record<string, DealingFrequency> = {
  quotidienne: 'daily',
  quotidien: 'daily',
  daily: 'daily',
  j: 'daily',
  hebdomadaire: 'weekly',
  weekly: 'weekly',
  bimensuelle: 'fortnightly',
  bimensuel: 'fortnightly',
  quinzaine: 'fortnightly',
  fortnightly: 'fortnightly',
  mensuelle: 'monthly',
  mensuel: 'monthly',
  monthly: 'monthly',
  trimestrielle: 'quarterly',
  trimestriel: 'quarterly',
  quarterly: 'quarterly',
  autre: 'other',
  other: 'other',
};

/** A fund's dealing terms as the referential holds them (table liquidity_data). */
export interface DealingTerms {
  frequency: DealingFrequency;
  /** Trading days between dealing days when the frequency is « other ». */
  frequencyDays: number | null;
  /** Trading days of notice before the dealing day; 0 when none. */
  noticeDays: number;
  /** T+n: trading days from the dealing day to the cash. */
  settlementDays: number;
  /** Largest share of the holding redeemed on one dealing day (0–1); null: no gate. */
  gate: number | null;
  /** Redemptions suspended: nothing is received within the horizon. */
  suspended: boolean;
}

/** Trading days between two dealing days of these terms. */
export function dealingPeriod(terms: Pick<DealingTerms, 'frequency' | 'frequencyDays'>): number {
  return terms.frequency === 'other'
    ? Math.max(1, Math.round(terms.frequencyDays ?? 1))
    : DEALING_PERIOD_DAYS[terms.frequency];
}

/**
 * The first trading day a redemption order given today is paid (§3.6.4 « nothing before
 * day D »): the notice, then the next dealing day — at worst a whole period away, the
 * order having just missed a cut-off — then the settlement. Daily dealing at T+0 is
 * day 1, as a position without terms; daily at T+3 day 4 (the reference's 2–7 days).
 */
export function firstCashDay(terms: DealingTerms): number {
  return terms.noticeDays + dealingPeriod(terms) + terms.settlementDays;
}

/** How a line's dealing terms were known: the engine's column `terms`. */
export const LIQUIDITY_TERMS = ['none', 'given', 'assumed', 'suspended'] as const;
export type LiquidityTerms = (typeof LIQUIDITY_TERMS)[number];

export const LIQUIDITY_TERMS_LABELS: Record<LiquidityTerms, string> = {
  none: 'Sans objet',
  given: 'Conditions de rachat du référentiel',
  assumed: 'Conditions de rachat supposées (règle de la sous-catégorie CIC)',
  suspended: 'Rachats suspendus',
};

/** Where an equity's price came from (§3.6.2 reads `P_i`). */
export const LIQUIDITY_PRICE_SOURCES = ['none', 'price', 'value_per_unit'] as const;
export type LiquidityPriceSource = (typeof LIQUIDITY_PRICE_SOURCES)[number];

export const LIQUIDITY_PRICE_SOURCE_LABELS: Record<LiquidityPriceSource, string> = {
  none: 'Sans objet',
  price: 'Cours du référentiel',
  value_per_unit: 'Cours déduit : valeur ÷ quantité (cours absent)',
};
