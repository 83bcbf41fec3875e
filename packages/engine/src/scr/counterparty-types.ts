import type { CounterpartyExposureKind, RuleSetId, UnverifiedPoint } from '@prisme/domain';
import type { Reason } from './reasons';

/**
 * Counterparty default risk, type 1, on the asset side (DR 2015/35 Art. 189-202;
 * shared/reference/solvency2-2027-and-counterparty-default.md §5). Amounts in the
 * reference currency; fractions as fractions.
 */

export { COUNTERPARTY_KIND_LABELS, COUNTERPARTY_KINDS } from '@prisme/domain';
export type { CounterpartyExposureKind } from '@prisme/domain';

/** What an unrated counterparty is, for its PD (Art. 199(3)-(9)). */
export type CounterpartyStatus =
  | 'credit_institution' // 199(7): credit or financial institution under CRD/CRR
  | 'insurer' // 199(3): (re)insurer meeting its MCR, by its solvency ratio
  | 'insurer_below_mcr' // 199(4)
  | 'equivalent_insurer' // 199(6): third-country, equivalent regime, solvent
  | 'exempt' // 199(8): ECB, Member States' governments and central banks, MDBs, IOs
  | 'other'; // 199(9)

/** Collateral of a derivative (Art. 197). */
export interface CollateralInput {
  /** Value under Directive Art. 75 of the assets held as collateral. */
  value: number;
  /** Art. 197(1): the adjustment for market risk; null when not given. */
  marketRiskAdjustment: number | null;
  kind: 'cash' | 'securities';
  heldByThirdParty: boolean;
  /**
   * TPT 138 (data-standards §2.5): 1 Art. 214, 197(1)(a) and (b) met; 2 Art. 214 and
   * 197(1)(a) met; 3 Art. 214 only; 4 not eligible; 0 or null not assessed.
   */
  eligibility: number | null;
  /** Art. 197(7): the share of the insolvency estate ignores the collateral: F′ = 100 %. */
  fullShareFactor?: boolean;
}

/** One exposure, as the data give it. */
export interface CounterpartyExposure {
  /** The SCR line it comes from (-1: none). */
  line: number;
  /** Instrument code (ISIN or internal). */
  code: string;
  label?: string | null;
  portfolio?: string | null;
  kind: CounterpartyExposureKind;
  /** LEI or code of the counterparty (the bank, the derivative's counterparty…). */
  counterparty: string | null;
  counterpartyName?: string | null;
  /** Ultimate parent (Art. 190(1)); null: the counterparty itself. */
  group: string | null;
  groupName?: string | null;
  /** 0 … 6; null unrated. */
  cqs: number | null;
  /** What an unrated counterparty is (null: unknown, Art. 199(9)). */
  status: CounterpartyStatus | null;
  /** Unrated (re)insurer: its solvency ratio (1.5 = 150 %). */
  solvencyRatio?: number | null;
  /** Value under Directive Art. 75 (signed). */
  value: number;
  /** Guarantees and letters of credit provided: the nominal (Art. 192(5)). */
  nominal?: number | null;
  beneficiary?: string | null;
  /** Derivatives: RM_fin, the risk-mitigating effect on market risk (Art. 196). */
  riskMitigatingEffect?: number | null;
  /** Derivatives: contractual netting agreement (Art. 192(1) second subparagraph). */
  nettingAgreement?: string | null;
  collateral?: CollateralInput | null;
}

export interface CounterpartyInput {
  exposures: readonly CounterpartyExposure[];
  /** Lines of the module's CICs that carry no type 1 exposure, with why (shown, not charged). */
  excluded?: readonly CounterpartyExcludedLine[];
}

export interface CounterpartyExcludedLine {
  line: number;
  code: string;
  label?: string | null;
  value: number;
  reason: CounterpartyExclusionKey;
}

/** Why a line in the module's CICs is not a type 1 exposure. */
export const COUNTERPARTY_EXCLUSIONS = {
  cashInHand: r(
    'cashInHand',
    'Numéraire (billets et pièces) : pas de contrepartie',
    'Art. 189(2)(b)',
  ),
  exchangeTraded: r(
    'exchangeTraded',
    'Dérivé coté ou compensé : exposition sur la chambre de compensation, non calculée (facteurs de l’art. 192(3a)-(3c) inconnus)',
    'Art. 192(3)-(3c), 199(12)-(13)',
  ),
  overFifteenNames: r(
    'overFifteenNames',
    'Plus de 15 noms : exposition de type 2, hors périmètre des actifs',
    'Art. 189(2)(c)-(d), 189(3)',
  ),
} as const;
export type CounterpartyExclusionKey = keyof typeof COUNTERPARTY_EXCLUSIONS;

function r(key: string, label: string, article: string): Reason {
  return { key, label, article };
}

/** How an exposure's PD was read (Art. 199). */
export const PD_RULES = {
  cqs: r('cqs', 'Échelon de qualité de crédit', 'Art. 199(2)'),
  exempt: r('exempt', 'Contrepartie de l’art. 180(2)(a)-(d) : 0 %', 'Art. 199(8)'),
  creditInstitution: r(
    'creditInstitution',
    'Établissement de crédit ou financier non noté (CRD/CRR)',
    'Art. 199(7)',
  ),
  insurerRatio: r('insurerRatio', 'Assureur non noté : ratio de solvabilité', 'Art. 199(3)'),
  insurerBelowMcr: r('insurerBelowMcr', 'Assureur ne couvrant pas son MCR', 'Art. 199(4)'),
  equivalentInsurer: r(
    'equivalentInsurer',
    'Assureur de pays tiers équivalent, non noté',
    'Art. 199(6)',
  ),
  insurerNoRatio: r(
    'insurerNoRatio',
    'Assureur non noté sans ratio de solvabilité connu : autre contrepartie',
    'Art. 199(9)',
  ),
  other: r('other', 'Autre contrepartie non notée', 'Art. 199(9)'),
  noCounterparty: r(
    'noCounterparty',
    'Contrepartie non renseignée : autre contrepartie',
    'Art. 199(9)',
  ),
} as const;
export type PdRuleKey = keyof typeof PD_RULES;

/** How an exposure's LGD was read (Art. 192, 197). */
export const LGD_RULES = {
  value: r('value', 'LGD = valeur (art. 75 de la directive)', 'Art. 192(6)'),
  derivative: r(
    'derivative',
    'Dérivé : max(90 % × (valeur + effet d’atténuation) − F′ × sûreté ; 0)',
    'Art. 192(3), 196, 197',
  ),
  netted: r(
    'netted',
    'Dérivés sous un même accord de compensation : LGD de l’effet économique combiné',
    'Art. 192(1), 209-210',
  ),
  commitment: r(
    'commitment',
    'Garantie ou lettre de crédit donnée : nominal − valeur',
    'Art. 192(5)',
  ),
} as const;
export type LgdRuleKey = keyof typeof LGD_RULES;

/** Facts about an exposure shown beside its figures. */
export const EXPOSURE_FLAGS = {
  noCounterparty: r('noCounterparty', 'Ligne sans contrepartie renseignée', 'Art. 190'),
  collateralNotAssessed: r(
    'collateralNotAssessed',
    'Sûreté non évaluée (éligibilité inconnue) : non prise en compte',
    'Art. 197(3), 214',
  ),
  collateralIneligible: r(
    'collateralIneligible',
    'Sûreté non éligible : valeur ajustée nulle',
    'Art. 197(3), 214',
  ),
  collateralNoAdjustment: r(
    'collateralNoAdjustment',
    'Sûreté en titres sans ajustement pour risque de marché : non prise en compte',
    'Art. 197(1)',
  ),
  collateralThirdParty: r(
    'collateralThirdParty',
    'Sûreté détenue par un tiers sans l’exigence de l’art. 197(1)(b) : 90 %',
    'Art. 197(2)',
  ),
  noRiskMitigatingEffect: r(
    'noRiskMitigatingEffect',
    'Effet d’atténuation du risque de marché non fourni : pris à 0',
    'Art. 196',
  ),
  noNominal: r('noNominal', 'Nominal de la garantie non fourni : LGD nulle', 'Art. 192(5)'),
} as const;
export type ExposureFlagKey = keyof typeof EXPOSURE_FLAGS;

export interface CounterpartyExposureResult {
  line: number;
  code: string;
  label: string | null;
  portfolio: string | null;
  kind: CounterpartyExposureKind;
  counterparty: string | null;
  counterpartyName: string | null;
  /** Key of the single name (Art. 190(1)) in `names`. */
  name: string;
  value: number;
  /** Risk-adjusted collateral counted (after Art. 197), 0 without. */
  collateral: number;
  nettingAgreement: string | null;
  lgd: number;
  lgdRule: LgdRuleKey;
  pd: number;
  pdRule: PdRuleKey;
  /** Euler contribution to SCR_def,1; the exposures sum to it. */
  contribution: number;
  flags: ExposureFlagKey[];
}

export interface CounterpartyNameResult {
  /** The group's code, else the counterparty's, else « sans contrepartie … ». */
  key: string;
  label: string;
  /** The counterparties of the group met in the exposures. */
  counterparties: string[];
  exposureCount: number;
  value: number;
  lgd: number;
  /** LGD-weighted average of its exposures' PDs (Art. 199(1)). */
  pd: number;
  contribution: number;
  /** Without a counterparty: one name per line. */
  withoutCounterparty: boolean;
}

export interface CounterpartyKindResult {
  kind: CounterpartyExposureKind;
  label: string;
  exposureCount: number;
  value: number;
  lgd: number;
  contribution: number;
}

export type CounterpartyBand = 'none' | 'three_sigma' | 'five_sigma' | 'total_lgd';

export interface CounterpartyDefaultResult {
  ruleSetId: RuleSetId;
  /** SCR_def,1 (Art. 200); with no type 2 computed, also SCR_def (Art. 189(1)). */
  scr: number;
  totalLgd: number;
  variance: number;
  varianceInter: number;
  varianceIntra: number;
  sigma: number;
  /** σ / ΣLGD (0 when ΣLGD = 0). */
  sigmaShare: number;
  band: CounterpartyBand;
  names: CounterpartyNameResult[];
  byKind: CounterpartyKindResult[];
  exposures: CounterpartyExposureResult[];
  excluded: CounterpartyExcludedLine[];
  /** Exposures without a counterparty (each its own name at the Art. 199(9) PD). */
  withoutCounterparty: number;
  unverified: UnverifiedPoint[];
}

/** « SCR des actifs (marché + contrepartie type 1) »: Directive Annex IV, not the BSCR. */
export interface AssetsScr {
  market: number;
  counterparty: number;
  correlation: number;
  combined: number;
  /** market + counterparty − combined (≥ 0). */
  diversification: number;
  /** Euler shares of the combined figure; they sum to it. */
  marketContribution: number;
  counterpartyContribution: number;
}
