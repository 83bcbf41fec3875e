/**
 * Why a line is in a submodule: one code per submodule and line, stored in a Uint8Array.
 * Each code has its French label and the article of DR 2015/35 that sets the rule.
 */
export interface Reason {
  key: string;
  label: string;
  article: string;
}

const r = (key: string, label: string, article: string): Reason => ({ key, label, article });

export const IR_CLASS = {
  none: 0,
  duration: 1,
  zeroCoupon: 2,
  loanDefault: 3,
  cashDefault: 4,
  noDuration: 5,
  cashOnDemand: 6,
} as const;
export const IR_REASONS: readonly Reason[] = [
  r('none', 'Non sensible aux taux', 'Art. 165'),
  r('duration', 'Duration modifiée au point de la duration', 'Art. 166-167'),
  r('zeroCoupon', 'Flux unique actualisé exactement à maturité', 'Art. 166-167'),
  r('loanDefault', 'Prêt sans duration : sensibilité par défaut', 'Art. 166-167'),
  r('cashDefault', 'Trésorerie ou dépôt sans duration : sensibilité par défaut', 'Art. 166-167'),
  r('noDuration', 'Duration absente : aucune sensibilité', 'Art. 166-167'),
  r(
    'cashOnDemand',
    'Trésorerie à vue (CIC x71, x72) : remboursable au pair, duration ignorée ; sensibilité par défaut de la trésorerie',
    'Art. 165-167',
  ),
];

export const EQUITY_CLASS = {
  none: 0,
  type1: 1,
  type2: 2,
  fundType2: 3,
  otherType2: 4,
  strategic1: 5,
  strategic2: 6,
  longTerm1: 7,
  longTerm2: 8,
  infrastructure: 9,
  infrastructureCorporate: 10,
  transitional: 11,
  deducted: 12,
  convertible1: 13,
  convertible2: 14,
} as const;
export const EQUITY_REASONS: readonly Reason[] = [
  r('none', 'Hors risque actions', 'Art. 168'),
  r('type1', 'Action de type 1 (cotée EEE/OCDE)', 'Art. 168(2), 169(1)(c)'),
  r('type2', 'Action de type 2', 'Art. 168(3), 169(2)(c)'),
  r('fundType2', 'Fonds non transparisé : action de type 2', 'Art. 84, 168(3)'),
  r('otherType2', 'Autre actif résiduel : action de type 2', 'Art. 168(3)'),
  r('strategic1', 'Participation stratégique (type 1)', 'Art. 169(1)(a), 171'),
  r('strategic2', 'Participation stratégique (type 2)', 'Art. 169(2)(a), 171'),
  r('longTerm1', 'Investissement en actions à long terme (type 1)', 'Art. 169(1)(b), 171a'),
  r('longTerm2', 'Investissement en actions à long terme (type 2)', 'Art. 169(2)(b), 171a'),
  r('infrastructure', 'Infrastructure éligible', 'Art. 164a, 169(3)'),
  r('infrastructureCorporate', 'Entreprise d’infrastructure éligible', 'Art. 164b, 169(4)'),
  r('transitional', 'Mesure transitoire actions', 'Art. 173, Dir. 308b(13)'),
  r('deducted', 'Participation financière déduite des fonds propres', 'Art. 68, 168(5)'),
  r(
    'convertible1',
    'Option de conversion : delta × valeur, choc du sous-jacent de type 1',
    'Art. 168(2), 169(1)(c)',
  ),
  r(
    'convertible2',
    'Option de conversion : delta × valeur, choc du sous-jacent de type 2',
    'Art. 168(3), 169(2)(c)',
  ),
];
/** Equity classes of the type 1 scenario; the others are type 2 (Art. 168(4)). */
export const EQUITY_TYPE1_CLASSES: readonly number[] = [1, 5, 7, 11, 13];
/** Their stored keys (scr_line_results.equity): the lines of the type 1 scenario. */
export const EQUITY_TYPE1_KEYS: readonly string[] = EQUITY_TYPE1_CLASSES.map(
  (c) => EQUITY_REASONS[c]!.key,
);

export const PROPERTY_CLASS = { none: 0, property: 1, ownUse: 2, leveraged: 3, fundGrouping: 4 };
export const PROPERTY_REASONS: readonly Reason[] = [
  r('none', 'Hors risque immobilier', 'Art. 174'),
  r('property', 'Immobilier', 'Art. 174'),
  r('ownUse', 'Immobilier d’exploitation', 'Art. 174'),
  r('leveraged', 'Véhicule immobilier à effet de levier (valeur brute choquée)', 'Art. 84, 174'),
  r('fundGrouping', 'Fonds immobilier en regroupement de données', 'Art. 84(3), 174'),
];

export const SPREAD_CLASS = {
  none: 0,
  bond: 1,
  unrated: 2,
  collateral: 3,
  covered: 4,
  eeaGovernment: 5,
  supranational: 6,
  guaranteed: 7,
  nonEeaGovernment: 8,
  insurerRatio: 9,
  insurerBelowMcr: 10,
  seniorSts: 11,
  nonSeniorSts: 12,
  securitisationOther: 13,
  resecuritisation: 14,
  securitisationUnrated: 15,
  defaultModule: 16,
  defaultedExcluded: 17,
} as const;
export const SPREAD_REASONS: readonly Reason[] = [
  r('none', 'Hors risque de spread', 'Art. 175'),
  r('bond', 'Obligation ou prêt noté', 'Art. 176(3)'),
  r('unrated', 'Obligation ou prêt non noté', 'Art. 176(4)'),
  r('collateral', 'Prêt non noté avec sûreté éligible', 'Art. 176(5)'),
  r('covered', 'Obligation sécurisée d’échelon 0 ou 1', 'Art. 180(1)'),
  r('eeaGovernment', 'État de l’EEE dans sa monnaie nationale : 0 %', 'Art. 180(2)(b)'),
  r(
    'supranational',
    'BCE, banque multilatérale ou organisation internationale : 0 %',
    'Art. 180(2)',
  ),
  r('guaranteed', 'Garantie d’une entité de l’art. 180(2) : 0 %', 'Art. 180(2), 215'),
  r('nonEeaGovernment', 'État hors EEE dans sa monnaie nationale', 'Art. 180(3)'),
  r(
    'insurerRatio',
    'Assureur ou établissement non noté : ratio de solvabilité',
    'Art. 180(4), (7), (8)',
  ),
  r('insurerBelowMcr', 'Assureur ne couvrant pas son MCR', 'Art. 180(5)'),
  r('seniorSts', 'Titrisation STS senior', 'Art. 178(3)'),
  r('nonSeniorSts', 'Titrisation STS non senior', 'Art. 178(4)'),
  r('securitisationOther', 'Autre titrisation', 'Art. 178'),
  r('resecuritisation', 'Retitrisation', 'Art. 178'),
  r('securitisationUnrated', 'Titrisation non notée : 100 %', 'Art. 178'),
  r('defaultModule', 'Avoir en banque : module défaut de contrepartie', 'Art. 189(2)'),
  r(
    'defaultedExcluded',
    'Prêt en défaut ou restructuré : hors risque de spread (règles 2027)',
    'Art. 176(1) (DR 2026/269)',
  ),
];

export const CONCENTRATION_CLASS = {
  out: 0,
  exempt: 1,
  name: 2,
  covered: 3,
  property: 4,
  sovereign: 5,
  fund: 6,
} as const;
export const CONCENTRATION_REASONS: readonly Reason[] = [
  r('out', 'Hors assiette de concentration', 'Art. 184(2)'),
  r('exempt', 'Dans l’assiette, facteur nul (exposition exclue)', 'Art. 184(3), 187(3)'),
  r('name', 'Exposition sur un nom unique (groupe)', 'Art. 182-186'),
  r('covered', 'Obligation sécurisée : nom distinct', 'Art. 187(1)'),
  r('property', 'Bien immobilier unique', 'Art. 187(2)'),
  r('sovereign', 'État hors EEE dans sa monnaie nationale', 'Art. 187(4)'),
  r(
    'fund',
    'Part d’OPC conservée entière : nom propre du fonds, non le groupe de sa société de gestion',
    'Art. 182(1), 84 ; Q&A 3461',
  ),
];

export const CURRENCY_REASONS: readonly Reason[] = [
  r('local', 'Devise de référence', 'Art. 188'),
  r('foreign', 'Devise étrangère', 'Art. 188(3)-(4)'),
  r('exception', 'Devise à choc spécifique (ancrage)', 'Art. 188(5), RE 2015/2017'),
];
