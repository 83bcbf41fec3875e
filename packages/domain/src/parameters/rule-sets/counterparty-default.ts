import type { FigureSource, UnverifiedPoint } from '../../solvency/rule-set';
import type { CounterpartyDefaultTables } from '../table-types';
import { pl } from './spread-tables';

/**
 * Counterparty default risk, type 1 (DR 2015/35 Art. 189-202 as amended by 2019/981),
 * from shared/reference/solvency2-2027-and-counterparty-default.md §5 (« note §5.n »).
 * Marks as in the note: L legal text read (the OJ 2015 transcription or a consolidated
 * reproduction), S secondary, U unknown or an interpretation.
 */
export const COUNTERPARTY_DEFAULT_2016: CounterpartyDefaultTables = {
  cashAtBankCic: ['71', '72'], // Art. 189(2)(b) [L]: cash and transferable deposits
  cedantDepositCic: ['75'], // Art. 189(2)(c) [L]
  maxSingleNames: 15, // Art. 189(2)(c)-(d) [L]
  // Art. 199(2) [L]: CQS 0 … 6.
  pdByCqs: [0.00002, 0.0001, 0.0005, 0.0024, 0.012, 0.042, 0.042],
  // Art. 199(3) [L]: linear between the solvency ratios; < 75 % → 4.2 %, > 196 % → 0.01 %.
  pdInsurerBySolvencyRatio: pl(
    [0.75, 0.95, 1, 1.22, 1.25, 1.5, 1.75, 1.96],
    [0.042, 0.012, 0.005, 0.0024, 0.002, 0.001, 0.0005, 0.0001],
  ),
  pdInsurerBelowMcr: 0.042, // Art. 199(4) [L]
  pdEquivalentInsurer: 0.005, // Art. 199(6) [L]
  pdCreditInstitution: 0.005, // Art. 199(7) [L]
  pdExempt: 0, // Art. 199(8) [L]
  pdOther: 0.042, // Art. 199(9) [L]
  derivativeLgdFactor: 0.9, // Art. 192(3) [L, 2015 text; ordinary uncleared OTC, S]
  collateralFactor: 0.9, // Art. 197(7) F′ [L]
  collateralFactorFullShare: 1, // Art. 197(7) [L]
  thirdPartyFailedFactor: 0.9, // Art. 197(2) [L]
  varianceInter: 1.25, // Art. 201 [L]
  varianceIntraFactor: 1.5,
  varianceIntraDenominator: 2.5,
  lowShare: 0.07, // Art. 200(1) [L]
  lowMultiple: 3,
  highShare: 0.2, // Art. 200(2)-(3) [L]
  highMultiple: 5,
  marketCorrelation: 0.25, // Directive 2009/138 Annex IV [L]
  unverified: [],
};

const L = (article: string, source: string): FigureSource => ({ article, mark: 'L', source });
const U = (article: string, source: string): FigureSource => ({ article, mark: 'U', source });
const NOTE = 'Note contrepartie';

/** Where each figure comes from (keys: paths under `counterpartyDefault`). */
export const COUNTERPARTY_SOURCES_2016: Readonly<Record<string, FigureSource>> = {
  'counterpartyDefault.cashAtBankCic': L(
    'Art. 189(2)(b) ; dir. 91/674 art. 6 poste F',
    `${NOTE} §5.2 : avoirs en banque (CIC x71 avec banque, x72)`,
  ),
  'counterpartyDefault.cedantDepositCic': L('Art. 189(2)(c)', `${NOTE} §5.2 : au plus 15 noms`),
  'counterpartyDefault.pdByCqs': L('Art. 199(2)', `${NOTE} §5.5`),
  'counterpartyDefault.pdInsurerBySolvencyRatio': L('Art. 199(3)', `${NOTE} §5.5`),
  'counterpartyDefault.pdCreditInstitution': L('Art. 199(7)', `${NOTE} §5.5 : 0,5 %`),
  'counterpartyDefault.pdExempt': L('Art. 199(8)', `${NOTE} §5.5 : 0 %`),
  'counterpartyDefault.pdOther': L('Art. 199(9)', `${NOTE} §5.5 : 4,2 %`),
  'counterpartyDefault.derivativeLgdFactor': {
    article: 'Art. 192(3)',
    mark: 'S',
    source: `${NOTE} §5.4 : 90 % (texte 2015) pour un dérivé de gré à gré non compensé ; cas des CCP (3a)-(3c) inconnus`,
  },
  'counterpartyDefault.collateralFactor': L('Art. 197(7)', `${NOTE} §5.4 : F′ = 90 %, 100 %`),
  'counterpartyDefault.thirdPartyFailedFactor': L('Art. 197(2)', `${NOTE} §5.4 : 90 %`),
  'counterpartyDefault.variance': U(
    'Art. 201',
    `${NOTE} §5.6 : somme double ordonnée (j, k) y compris j = k (lecture)`,
  ),
  'counterpartyDefault.thresholds': L('Art. 200(1)-(3)', `${NOTE} §5.7 : 3σ / 5σ / ΣLGD`),
  'counterpartyDefault.marketCorrelation': L('Dir. 2009/138 annexe IV', '0,25 marché / défaut'),
};

const point = (key: string, topic: string, articles: string, reading: string): UnverifiedPoint => ({
  key,
  topic,
  articles,
  reading,
  mark: 'U',
  affectsResult: true,
});

/**
 * Note §3: the sources conflict on whether 2026/269 amends Art. 189-202 and no figure was
 * found: SII-2027 re-uses today's rules, each point flagged « non vérifié pour 2027 ». Keys
 * are read by packages/engine/src/scr/counterparty.ts (affectsResult per perimeter).
 */
export const COUNTERPARTY_UNVERIFIED_2027: readonly UnverifiedPoint[] = [
  point(
    'cpLgd',
    'Pertes en cas de défaut (LGD)',
    'Art. 192',
    'Non vérifié pour 2027 : règles actuelles conservées (avoirs en banque à leur valeur, dérivés à 90 %)',
  ),
  point(
    'cpCollateral',
    'Valeur ajustée du risque des sûretés',
    'Art. 197',
    'Non vérifié pour 2027 : F′ = 90 % et la décote de 90 % (tiers) conservés',
  ),
  point(
    'cpType1Scope',
    'Périmètre des expositions de type 1',
    'Art. 189',
    'Non vérifié pour 2027 : avoirs en banque, dérivés, dépôts auprès des cédantes, garanties et lettres de crédit comme aujourd’hui',
  ),
  point(
    'cpPd',
    'Probabilités de défaut',
    'Art. 199',
    'Non vérifié pour 2027 : probabilités actuelles conservées (échelons, non notés)',
  ),
  point(
    'cpFormula',
    'Variance et seuils 3σ / 5σ',
    'Art. 200-201',
    'Non vérifié pour 2027 : formule actuelle conservée',
  ),
  point(
    'cpGuarantees',
    'Garanties, lettres de crédit et techniques d’atténuation',
    'Art. 189(2)(d)-(e), 192(5), 209-215',
    'Non vérifié pour 2027 : LGD = nominal − valeur (art. 192(5)) conservée',
  ),
];

export const COUNTERPARTY_DEFAULT_2027: CounterpartyDefaultTables = {
  ...COUNTERPARTY_DEFAULT_2016,
  unverified: COUNTERPARTY_UNVERIFIED_2027,
};

const UNCHANGED_2027 = (article: string): FigureSource =>
  U(
    article,
    `Note 2027 §3 : sources contradictoires, chiffre actuel conservé (non vérifié pour 2027)`,
  );

/** SII-2027: every counterparty figure is today's, marked unknown for 2027 (note §3). */
export const COUNTERPARTY_SOURCES_2027: Readonly<Record<string, FigureSource>> = Object.fromEntries(
  Object.entries(COUNTERPARTY_SOURCES_2016).map(([key, s]) => [key, UNCHANGED_2027(s.article)]),
);
