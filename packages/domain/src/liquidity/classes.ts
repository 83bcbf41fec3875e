/**
 * The liquidity model's fixed parts (esg-and-liquidity §3): the classes a look-through
 * position is sorted into (outside any scenario, §3.6.1), the asset scopes a scenario's
 * detail applies to, the AIFMD Annex IV buckets (§3.2) and why a position is or is not
 * assessed. Codes are stored and sent; labels are what users read.
 */

/**
 * Liquidity classes, most liquid first. The bond classes follow the HQLA levels of
 * Delegated Regulation (EU) 2015/61 (esg-and-liquidity §3.4), as §3.3.2 suggests.
 */
export const LIQUIDITY_CLASSES = [
  'CASH',
  'DEPOSIT',
  'GOV_L1',
  'COVERED_L1',
  'L2A',
  'IG_CORP',
  'HY_CORP',
  'STRUCTURED',
  'EQ_LARGE',
  'EQ_SMALL',
  'EQ_UNLISTED',
  'FUND_MMF',
  'FUND_DAILY',
  'FUND_RESTRICTED',
  'PROPERTY',
  'LOAN',
  'ILLIQUID',
] as const;
export type LiquidityClass = (typeof LIQUIDITY_CLASSES)[number];

export const LIQUIDITY_CLASS_LABELS: Record<LiquidityClass, string> = {
  CASH: 'Liquidités',
  DEPOSIT: 'Dépôts à terme',
  GOV_L1: 'Souverains HQLA niveau 1',
  COVERED_L1: 'Obligations sécurisées niveau 1',
  L2A: 'Actifs HQLA niveau 2A',
  IG_CORP: 'Obligations de catégorie investissement',
  HY_CORP: 'Obligations à haut rendement ou non notées',
  STRUCTURED: 'Titrisations et produits structurés',
  EQ_LARGE: 'Actions cotées liquides',
  EQ_SMALL: 'Actions cotées peu liquides',
  EQ_UNLISTED: 'Actions non cotées',
  FUND_MMF: 'Fonds monétaires',
  FUND_DAILY: 'Fonds ouverts à valeur liquidative quotidienne',
  FUND_RESTRICTED: 'Fonds immobiliers, alternatifs et non cotés',
  PROPERTY: 'Immobilier',
  LOAN: 'Prêts et hypothèques',
  ILLIQUID: 'Autres actifs illiquides',
};

/** The asset scopes of a scenario's detail (issue 16's decided reading of `scopeCode`). */
export const LIQUIDITY_SCOPES = ['EQUITY', 'BOND', 'FUND', 'CASH', 'OTHER'] as const;
export type LiquidityScope = (typeof LIQUIDITY_SCOPES)[number];
/** A detail for every scope of its class. */
export const ANY_LIQUIDITY_SCOPE = '*';

export const LIQUIDITY_SCOPE_LABELS: Record<LiquidityScope | typeof ANY_LIQUIDITY_SCOPE, string> = {
  EQUITY: 'Actions',
  BOND: 'Obligations',
  FUND: 'Fonds',
  CASH: 'Trésorerie',
  OTHER: 'Autres',
  '*': 'Tous périmètres',
};

/**
 * The AIFMD Annex IV liquidity buckets (esg-and-liquidity §3.2), by their last day; days
 * are trading days (§3.2's recommended convention). The last bucket, more than 365 days,
 * has no end.
 */
export const LIQUIDITY_BUCKET_ENDS = [1, 7, 30, 90, 180, 365] as const;
export const LIQUIDITY_BUCKET_LABELS = [
  '1 jour ou moins',
  '2 à 7 jours',
  '8 à 30 jours',
  '31 à 90 jours',
  '91 à 180 jours',
  '181 à 365 jours',
  'Plus de 365 jours',
] as const;

/**
 * Where a position stands in the analysis. `assessed`: sold under each scenario's rule
 * of its class. The others are reported apart, never redistributed (§3.6.4): derivatives
 * are not sold, short positions are bought back, and the rest lack the data to be assessed.
 */
export const LIQUIDITY_STATUSES = [
  'assessed',
  'no_cic',
  'no_volume',
  'no_quantity',
  'derivative',
  'short',
] as const;
export type LiquidityStatus = (typeof LIQUIDITY_STATUSES)[number];

export const LIQUIDITY_STATUS_LABELS: Record<LiquidityStatus, string> = {
  assessed: 'Évaluée',
  no_cic: 'Non évaluée : CIC absent ou illisible',
  no_volume: 'Non évaluée : volume moyen journalier absent',
  no_quantity: 'Non évaluée : quantité détenue inconnue',
  derivative: 'Dérivé : hors profil (appels de marge à suivre à part)',
  short: 'Position courte : rachat à part',
};

/** Why a scenario leaves an assessed class unsold: no detail for its class and scope. */
export const LIQUIDITY_NO_RULE_LABEL = 'Non évaluée : aucune règle du scénario pour la classe';

/** Bounds of a detail's ratios (esg-and-liquidity §3.6.1). */
export const LIQUIDITY_RATIO_BOUNDS = {
  bondRatio: { min: 0, max: 1 },
  equityDailyTreshold: { min: 0, max: 1 },
  spreadBidAskRatio: { min: 0, max: 1 },
} as const;

/**
 * The rule that sorted a position into its class: the reason shown per line (issue 16
 * §3). HQLA articles are those of Delegated Regulation (EU) 2015/61 (esg-and-liquidity
 * §3.4); « échelon » is the credit quality step.
 */
export const LIQUIDITY_REASON_LABELS = {
  cash: 'Espèces et dépôts transférables (CIC 71-72)',
  deposit: 'Dépôt à terme (CIC 73-79)',
  gov_eea: 'Souverain de l’EEE : HQLA niveau 1 (art. 10)',
  gov_cqs1: 'Souverain ou banque centrale d’échelon 0-1 : HQLA niveau 1 (art. 10)',
  supranational: 'Supranational d’échelon 0-1 : HQLA niveau 1 (art. 10)',
  gov_cqs2: 'Souverain ou collectivité d’échelon 2 : HQLA niveau 2A (art. 11)',
  covered_l1: 'Obligation sécurisée d’échelon 0-1, émission ≥ 500 M€ : niveau 1 (art. 10(1)(f))',
  covered_l2a: 'Obligation sécurisée d’échelon 0-2, émission ≥ 250 M€ : niveau 2A (art. 11)',
  corporate_l2a: 'Obligation d’entreprise d’échelon 0-1, émission ≥ 250 M€ : niveau 2A (art. 11)',
  investment_grade: 'Obligation d’échelon 0-3 (catégorie investissement)',
  high_yield: 'Obligation d’échelon 4-6 (haut rendement)',
  unrated: 'Obligation sans notation',
  structured: 'Titrisation ou produit structuré (CIC 5-6)',
  equity_large: 'Action cotée, volume journalier ≥ 10 M€',
  equity_small: 'Action cotée, volume journalier < 10 M€',
  equity_unlisted: 'Action non cotée (CIC XL/XT)',
  fund_mmf: 'Fonds monétaire (CIC 43)',
  fund_open: 'Fonds actions, obligataire ou d’allocation (CIC 41, 42, 44)',
  fund_restricted: 'Fonds immobilier, alternatif, non coté ou autre (CIC 45-49)',
  property: 'Immobilier (CIC 9)',
  loan: 'Prêt ou hypothèque (CIC 8)',
  other: 'Autre investissement (CIC 0)',
  no_cic: 'CIC absent ou illisible',
  no_volume: 'Action cotée sans volume moyen journalier',
  no_quantity: 'Action cotée dont la quantité détenue est inconnue',
  derivative: 'Dérivé (CIC A-F) : hors profil de liquidité',
  short: 'Position nette courte',
} as const;
export type LiquidityReason = keyof typeof LIQUIDITY_REASON_LABELS;
export const LIQUIDITY_REASONS = Object.keys(LIQUIDITY_REASON_LABELS) as LiquidityReason[];

/** The daily traded value above which a listed share is « liquide » (EQ_LARGE), in euros. */
export const LARGE_EQUITY_DAILY_VALUE = 10_000_000;
