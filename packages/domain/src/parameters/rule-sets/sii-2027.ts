import { SII_2027_APPLIES_FROM } from '../../solvency/rule-set';
import type { FigureSource, UnverifiedPoint } from '../../solvency/rule-set';
import type { ScrRegulatoryTables } from '../table-types';
import { COUNTERPARTY_DEFAULT_2027, COUNTERPARTY_SOURCES_2027 } from './counterparty-default';
import { pl } from './spread-tables';
import { SII_2016_SOURCES, SII_2016_TABLES } from './sii-2016';

/**
 * Rule set SII-2027: DR 2015/35 as amended by DR (EU) 2026/269 (OJ L 2026/269 of 18.2.2026),
 * applicable from 30 January 2027. Figures from
 * shared/reference/solvency2-2027-and-counterparty-default.md (« note », sections below):
 * the operative text of 2026/269 was not readable, so every content figure is [S] or [U].
 * What is not known to change keeps the SII-2016 figure and is listed in `unverified`.
 */

const M_1_50 = Array.from({ length: 50 }, (_, i) => i + 1);

// Note §2.3 [S] (jonmaestro10/Actuarial, `_2026_UP_TABLE` / `_2026_DOWN_TABLE`): values at
// every maturity 1–50 years; s linear from its 50-year value to 20 % at 90 years, b linear to
// 0 at 60 years; flat outside (the 1-year values under 1 year, 20 % / 0 beyond 90 / 60).
const S_X = [...M_1_50, 90];
const B_X = [...M_1_50, 60];
// prettier-ignore
const S_UP = [
  0.61, 0.53, 0.49, 0.46, 0.45, 0.41, 0.37, 0.34, 0.32, 0.3, 0.3, 0.3, 0.3, 0.29, 0.28, 0.28, 0.27,
  0.26, 0.26, 0.25, 0.25, 0.24, 0.24, 0.23, 0.22, 0.22, 0.21, 0.21, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2,
  0.2, 0.2, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21, 0.21,
];
// prettier-ignore
const B_UP = [
  0.0214, 0.0186, 0.0172, 0.0161, 0.0158, 0.0144, 0.013, 0.0119, 0.0112, 0.0105, 0.0105, 0.0105,
  0.0105, 0.0102, 0.0098, 0.0098, 0.0095, 0.0091, 0.0091, 0.0088, 0.0087, 0.0085, 0.0082, 0.008,
  0.0078, 0.0076, 0.0074, 0.0072, 0.007, 0.0069, 0.007, 0.0071, 0.0071, 0.0071, 0.0071, 0.0072,
  0.0072, 0.0072, 0.0073, 0.0073, 0.0074, 0.0074, 0.0075, 0.0075, 0.0075, 0.0075, 0.0075, 0.0074,
  0.0074, 0.0073,
];
// prettier-ignore
const S_DOWN = [
  0.58, 0.51, 0.44, 0.4, 0.4, 0.38, 0.37, 0.38, 0.39, 0.4, 0.41, 0.42, 0.43, 0.44, 0.45, 0.47, 0.48,
  0.49, 0.49, 0.5, 0.49, 0.5, 0.51, 0.51, 0.52, 0.52, 0.53, 0.53, 0.53, 0.53, 0.53, 0.53, 0.54,
  0.54, 0.54, 0.54, 0.55, 0.55, 0.56, 0.57, 0.57, 0.58, 0.59, 0.61, 0.62, 0.62, 0.63, 0.64, 0.64,
  0.65,
];
// prettier-ignore
const B_DOWN = [
  0.0116, 0.0099, 0.0083, 0.0074, 0.0071, 0.0067, 0.0063, 0.0062, 0.0061, 0.0061, 0.006, 0.006,
  0.0059, 0.0058, 0.0057, 0.0056, 0.0055, 0.0054, 0.0052, 0.005, 0.0049, 0.0049, 0.0048, 0.0048,
  0.0047, 0.0046, 0.0045, 0.0044, 0.0042, 0.0041, 0.004, 0.0039, 0.0037, 0.0036, 0.0035, 0.0034,
  0.0033, 0.0032, 0.0031, 0.003, 0.0029, 0.0028, 0.0027, 0.0026, 0.0025, 0.0023, 0.0022, 0.0021,
  0.0019, 0.0018,
];

const src = (mark: FigureSource['mark'], article: string, source: string): FigureSource => ({
  article,
  mark,
  source,
});
const NOTE = 'Note 2027';
const UNCHANGED = (article: string): FigureSource =>
  src('U', article, `${NOTE} : aucun changement connu, chiffre actuel conservé`);

/** Where each SII-2027 figure comes from: the SII-2016 ones, overridden where 2027 differs. */
const SII_2027_SOURCES: Readonly<Record<string, FigureSource>> = {
  ...SII_2016_SOURCES,
  interestRate2016: src(
    'L',
    'Art. 166(1), 167(1) avant 2026/269',
    'Non appliquée sous SII-2027 (comparaison)',
  ),
  interestRate2019: src('S', 'Avis EIOPA-BoS-20/749', 'Non appliquée sous SII-2027 (comparaison)'),
  'interestRate2027.sUp': src(
    'S',
    'Art. 166(2) (DR 2026/269 pt 43)',
    `${NOTE} §2.3, table 1–50 ans`,
  ),
  'interestRate2027.bUp': src(
    'S',
    'Art. 166(2) (DR 2026/269 pt 43)',
    `${NOTE} §2.3, table 1–50 ans`,
  ),
  'interestRate2027.sDown': src(
    'S',
    'Art. 167(2) (DR 2026/269 pt 44)',
    `${NOTE} §2.3, table 1–50 ans`,
  ),
  'interestRate2027.bDown': src(
    'S',
    'Art. 167(2) (DR 2026/269 pt 44)',
    `${NOTE} §2.3, table 1–50 ans`,
  ),
  'interestRate2027.beyond50': src(
    'S',
    'Art. 166(2)(d)(iii)-(iv)',
    `${NOTE} §2.3 : s → 20 % à 90 ans, b → 0 à 60 ans`,
  ),
  'interestRate2027.underOneYear': src(
    'U',
    'Art. 166(2), 167(2)',
    `${NOTE} §2.3 : valeurs d’un an maintenues`,
  ),
  'interestRate2027.downFloor': src(
    'S',
    'Art. 167(2)',
    `${NOTE} §2.3 : −1,25 % à 7 ans, −0,893 % dès 20 ans`,
  ),
  'extrapolation.alpha': src(
    'S',
    'Dir. art. 77a ; art. 46',
    `${NOTE} §2.9 : α = 11 % (TD EIOPA-BoS-26/198)`,
  ),
  'extrapolation.alphaByCurrency': src('S', 'Dir. art. 77a', `${NOTE} §2.9 : SEK 40 %`),
  'extrapolation.alphaPhaseIn': src(
    'S',
    'Dir. art. 77a(2)',
    `${NOTE} §2.9 : TD table 4 (2027–2032)`,
  ),
  'extrapolation.ufrStress': src('S', 'Art. 166(2a), 167(2a)', `${NOTE} §2.3 : UFR ± 15 pb`),
  'extrapolation.ufr': src(
    'U',
    'Art. 47',
    'Réf. marché §9.2 : EUR 3,30 % (valeur 2026) ; autres devises inconnues',
  ),
  'extrapolation.firstSmoothingPoint.EUR': src(
    'S',
    'Art. 46(1c)',
    `${NOTE} §2.9 : 20 ans (exemple EIOPA)`,
  ),
  'extrapolation.firstSmoothingPoint.GBP': src(
    'R',
    'Art. 46(1c)',
    `${NOTE} §2.3 : 50 ans (déduit)`,
  ),
  'extrapolation.llfrWeights.EUR': src(
    'U',
    'Art. 46(1c)',
    `${NOTE} §2.9 : poids d’exemple « illustratifs » [S]`,
  ),
  'extrapolation.llfrWeights.GBP': src(
    'U',
    'Art. 46(1c)',
    `${NOTE} §2.9 : FSP dernière maturité DLT, 100 %`,
  ),
  symmetricAdjustmentCorridor: src('S', 'Art. 172(4) (DR 2026/269 pt 51)', `${NOTE} §2.4 : ±13 %`),
  spreadExcludesDefaultedLoans: src(
    'S',
    'Art. 176(1)',
    `${NOTE} §2.6 : prêts en défaut et restructurés exclus`,
  ),
  aUp: src('S', 'Art. 164 (DR 2026/269 pt 41)', `${NOTE} §2.1 : A inchangé, actions et immobilier`),
  aDown: src(
    'S',
    'Art. 164 (DR 2026/269 pt 41)',
    `${NOTE} §2.1 : A inchangé, actions et immobilier`,
  ),
  bUp: src('S', 'Art. 164 (DR 2026/269 pt 41)', `${NOTE} §2.1 : B = 0 quand la hausse est retenue`),
  bDown: src(
    'S',
    'Art. 164 (DR 2026/269 pt 41)',
    `${NOTE} §2.1 : B = 0,25 quand la baisse est retenue`,
  ),
  'equity.infrastructure': src('S', 'Art. 169(3)', `${NOTE} §2.4 : inchangé`),
  'equity.infrastructureCorporate': src('S', 'Art. 169(4)', `${NOTE} §2.4 : inchangé`),
  'spread.bonds': src('S', 'Art. 176(3)', `${NOTE} §2.6 : inchangé (table 2016/467)`),
  'spread.securitisation': UNCHANGED('Art. 177-178'),
  concentration: UNCHANGED('Art. 182-187'),
  'currency.pegs': src('S', 'Art. 188', `${NOTE} §2.8 : 25 % inchangé ; ancrages non vérifiés`),
  ...COUNTERPARTY_SOURCES_2027,
};

const point = (
  key: string,
  topic: string,
  articles: string,
  reading: string,
  mark: UnverifiedPoint['mark'] = 'U',
): UnverifiedPoint => ({ key, topic, articles, reading, mark, affectsResult: true });

/**
 * « Non vérifié pour 2027 » (issue 37 §2): each point with the reading the set takes. Keys
 * are read by the engine (packages/engine/src/scr/unverified.ts), which decides for each
 * perimeter whether its result depends on the point.
 */
export const SII_2027_UNVERIFIED: readonly UnverifiedPoint[] = [
  point(
    'irTables',
    'Tables de chocs de taux 2027 (s, b, plancher)',
    'Art. 166(2), 167(2)',
    'Chiffres d’une transcription secondaire du JO (1 à 50 ans), non relus au texte officiel',
    'S',
  ),
  point(
    'irUnderOneYear',
    'Chocs de taux sous un an',
    'Art. 166(2), 167(2)',
    'Les valeurs d’un an de s et b sont maintenues ; plancher de −1,25 %',
  ),
  point(
    'irPhaseIn',
    'Progressivité des nouveaux chocs de taux',
    'DR 2026/269',
    'Aucune progressivité connue : chocs appliqués en totalité dès le 30/01/2027',
  ),
  point(
    'downFloorReading',
    'Plancher du choc à la baisse pour un taux déjà inférieur',
    'Art. 167(2)',
    'Taux choqué = max(choc, plancher) : un taux sous le plancher y est relevé (option « leave_unmoved » : taux inchangé, une baisse ne relève jamais un taux)',
  ),
  point(
    'llfrCombination',
    'Choc du taux à terme liquide (LLFR) au-delà du premier point de lissage',
    'Art. 166(2a), 167(2a) ; Q&A EIOPA 3568',
    'Lecture « différences de taux au comptant » : chocs des taux continus aux maturités du LLFR pondérés par les poids de l’art. 46(1c), courbe choquée réextrapolée avec l’UFR choqué',
  ),
  point(
    'extrapolationFigures',
    'Premier point de lissage, poids du LLFR et UFR',
    'Art. 46(1c), 47 ; dir. art. 77a',
    'EUR : point de lissage 20 ans, poids d’exemple EIOPA (20 ans 33 %, 25 ans 12 %, 30 ans 48 %, 40 ans 4 %, 50 ans 3 %), UFR 3,30 % ; GBP : 50 ans, 100 % au point de lissage ; UFR des autres devises : 3,30 %',
  ),
  point(
    'unknownFirstSmoothingPoint',
    'Devises sans premier point de lissage connu',
    'Art. 166(2a), 167(2a)',
    'La table s’applique à toutes les maturités (interpolée au-delà de 50 ans), sans réextrapolation',
  ),
  point(
    'participations',
    'Participations dans des établissements financiers et de crédit',
    'Art. 166(3), 167(3)',
    'Règle actuelle conservée (seule la part non déduite est choquée)',
  ),
  point(
    'correlationZeroCases',
    'Corrélation taux/spread nulle « dans certains cas »',
    'Art. 164',
    'Seul le cas de la hausse des taux retenue donne B = 0',
  ),
  point(
    'securitisation',
    'Facteurs de titrisation',
    'Art. 177-178',
    'Facteurs actuels conservés (DR 2018/1221) ; les nouveaux facteurs STS senior et non STS sont inconnus',
  ),
  point(
    'longTermEquity',
    'Investissements en actions à long terme',
    'Art. 171a',
    'Critères et choc actuels conservés (22 %)',
  ),
  point(
    'legislativeProgrammes',
    'Actions détenues dans le cadre de programmes législatifs',
    'Art. 168-169',
    'Aucun traitement propre : choc actions actuel',
  ),
  point(
    'concentration',
    'Concentration : seuils et facteurs',
    'Art. 182-187',
    'Seuils et facteurs actuels conservés (sources contradictoires)',
  ),
  point(
    'counterpartyDefault',
    'Défaut de contrepartie (avoirs en banque)',
    'Art. 189-202',
    'Règles actuelles conservées ; les avoirs en banque restent hors du SCR marché et relèvent du risque de contrepartie (type 1), calculé à part',
  ),
  point(
    'correctingAct',
    'Acte du 16/06/2026 modifiant ou corrigeant le DR 2026/269',
    'JO L 2026/90474',
    'Contenu non lu : non pris en compte',
  ),
  point(
    'otherArticles',
    'Articles sans changement connu',
    'Art. 165, 175, 179, 180, 184, 188',
    'Supposés inchangés : règles actuelles',
  ),
];

export const SII_2027_TABLES: ScrRegulatoryTables = {
  ...SII_2016_TABLES,
  id: 'SII-2027',
  ruleSet: 'SII-2027 (DR 2015/35 modifié par le DR 2026/269)',
  version: '2027.1',
  appliesFrom: SII_2027_APPLIES_FROM, // 2027-01-30, note §1 [S]
  appliesUntil: null,
  legalBasis:
    'Règlement délégué (UE) 2026/269 du 29/10/2025 (JO L 2026/269 du 18/02/2026) ; directive (UE) 2025/2',
  interestRateMethod: 'SII-2027',
  interestRate2027: {
    sUp: pl(S_X, [...S_UP, 0.2]),
    bUp: pl(B_X, [...B_UP, 0]),
    sDown: pl(S_X, [...S_DOWN, 0.2]),
    bDown: pl(B_X, [...B_DOWN, 0]),
    // Note §2.3 [S]: −1.25 % up to 7 years (and under 1 year), linear to −0.893 % at 20.
    downFloor: pl([7, 20], [-0.0125, -0.00893]),
  },
  extrapolation: {
    alpha: 0.11, // note §2.9 [S]
    alphaByCurrency: { SEK: 0.4 },
    alphaPhaseIn: {
      years: [2027, 2028, 2029, 2030, 2031, 2032],
      alpha: [0.2, 0.182, 0.164, 0.146, 0.128, 0.11],
      byCurrency: { SEK: [0.7, 0.64, 0.58, 0.52, 0.46, 0.4] },
    },
    ufr: { EUR: 0.033 }, // reference §9.2, the 2026 value [U for 2027]
    defaultUfr: 0.033, // [U]: only ΔU = ln(1+UFR±15 bp) − ln(1+UFR) depends on it
    ufrStress: 0.0015, // note §2.3 [S]
    firstSmoothingPoint: { EUR: 20, GBP: 50 },
    llfrWeights: {
      EUR: { maturities: [20, 25, 30, 40, 50], weights: [0.33, 0.12, 0.48, 0.04, 0.03] },
      GBP: { maturities: [50], weights: [1] },
    },
  },
  symmetricAdjustmentCorridor: 0.13, // Art. 172(4) [S]
  spreadExcludesDefaultedLoans: true, // Art. 176(1) [S]
  counterpartyDefault: COUNTERPARTY_DEFAULT_2027, // note §3 [U]: today's rules
  // Art. 164 [S] (note §2.1): A unchanged against equity and property; B for interest/spread.
  bUp: 0,
  bDown: 0.25,
  sources: SII_2027_SOURCES,
  unverified: SII_2027_UNVERIFIED,
};
