import type { FigureSource, PiecewiseLinear, ScrRegulatoryTables } from '@prisme/domain';
import { certaintyText } from '../../../components/rule-sets/unverified';
import { formatShare, formatWeight } from '../../../lib/format';
import { COUNTERPARTY_ROWS } from './counterparty-rows';

/**
 * The read-only comparison of the rule sets on « Paramètres SCR » (issue 37 §5): each
 * figure of each set as text, with its article and certainty mark (the tables' `sources`).
 * Pure: the tables come from @prisme/domain (RULE_SETS).
 */

/** A piecewise-linear table at x: linear between its points, flat outside them. */
export function valueAt(table: PiecewiseLinear, x: number): number {
  const { x: xs, y: ys } = table;
  if (x <= xs[0]!) return ys[0]!;
  for (let i = 1; i < xs.length; i++) {
    if (x <= xs[i]!) {
      const [x0, x1, y0, y1] = [xs[i - 1]!, xs[i]!, ys[i - 1]!, ys[i]!];
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return ys[ys.length - 1]!;
}

/** « Art. 164 (DR 2026/269 pt 41) · [S] source secondaire », empty without a source. */
export const sourceText = (source: FigureSource | undefined) =>
  source ? `${source.article} · ${certaintyText(source.mark)}` : '';

export interface ComparedFigure {
  key: string;
  label: string;
  /** One cell per rule set, in the order of the sets. */
  cells: Array<{ value: string; source: FigureSource | undefined }>;
}

const share = (value: number) => formatShare(value);
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const byCurrency = (values: Readonly<Record<string, number>>, format: (v: number) => string) =>
  Object.entries(values)
    .map(([currency, value]) => `${currency} : ${format(value)}`)
    .join(' ; ') || '—';
const NO_EXTRAPOLATION = '— (courbe choquée non réextrapolée)';

/** The floor of the down-shocked rate, by maturity (3 decimals: −0,893 %). */
function downFloorText(tables: ScrRegulatoryTables): string {
  const floor = tables.interestRate2027?.downFloor;
  if (tables.interestRateMethod !== 'SII-2027' || !floor) {
    return 'Aucun : un taux nul ou négatif ne baisse pas, la hausse est d’au moins 1 point';
  }
  const points = floor.x.map((x, i) => `${formatWeight(floor.y[i])} à ${x} ans`).join(', ');
  return `${points} (constant avant et après, linéaire entre)`;
}

/** Art. 176(3): the rated-bond stress of a CQS beyond 20 years of duration (bucket 5). */
function spreadBeyond20(tables: ScrRegulatoryTables, cqs: number): string {
  const bucket = tables.spread.bonds[cqs]?.[4];
  if (!bucket) return '—';
  return `${share(bucket.a)} + ${share(bucket.b)} par année au-delà de 20 ans`;
}

/** A compared figure: how to write it for a set, and its source key. */
export type RuleSetRow = {
  key: string;
  label: string;
  value: (t: ScrRegulatoryTables) => string;
  /** The key of the figure in `sources`, by set when it differs. */
  source: string | ((t: ScrRegulatoryTables) => string);
};

const ROWS: RuleSetRow[] = [
  {
    key: 'ir-method',
    label: 'Chocs de taux (Art. 166, 167)',
    value: (t) =>
      t.interestRateMethod === 'SII-2027'
        ? 'r × (1 + s) + b en hausse, r × (1 − s) − b en baisse, tables de 1 à 50 ans'
        : 'r × (1 + s) en hausse (au moins 1 point), r × (1 − s) en baisse',
    source: (t) =>
      t.interestRateMethod === 'SII-2027' ? 'interestRate2027.sUp' : 'interestRate2016',
  },
  {
    key: 'down-floor',
    label: 'Plancher du taux choqué à la baisse',
    value: downFloorText,
    source: (t) =>
      t.interestRateMethod === 'SII-2027' ? 'interestRate2027.downFloor' : 'interestRate2016',
  },
  {
    key: 'a-up',
    label: 'Paramètre A, hausse retenue',
    value: (t) => decimal.format(t.aUp),
    source: 'aUp',
  },
  {
    key: 'a-down',
    label: 'Paramètre A, baisse retenue',
    value: (t) => decimal.format(t.aDown),
    source: 'aDown',
  },
  {
    key: 'b-up',
    label: 'Paramètre B (taux / spread), hausse retenue',
    value: (t) => decimal.format(t.bUp),
    source: 'bUp',
  },
  {
    key: 'b-down',
    label: 'Paramètre B (taux / spread), baisse retenue',
    value: (t) => decimal.format(t.bDown),
    source: 'bDown',
  },
  {
    key: 'sa-corridor',
    label: 'Corridor de l’ajustement symétrique (Art. 172(4))',
    value: (t) => `± ${share(t.symmetricAdjustmentCorridor)}`,
    source: 'symmetricAdjustmentCorridor',
  },
  {
    key: 'spread-cqs4',
    label: 'Spread, échelon 4, duration > 20 ans (Art. 176(3))',
    value: (t) => spreadBeyond20(t, 4),
    source: 'spread.bonds',
  },
  {
    key: 'defaulted-loans',
    label: 'Prêts en défaut ou restructurés hors du spread (Art. 176(1))',
    value: (t) => (t.spreadExcludesDefaultedLoans ? 'Oui' : 'Non'),
    source: 'spreadExcludesDefaultedLoans',
  },
  {
    key: 'alpha',
    label: 'Extrapolation : paramètre de convergence α',
    value: (t) =>
      t.extrapolation
        ? `${share(t.extrapolation.alpha)} (${byCurrency(t.extrapolation.alphaByCurrency, share)})`
        : NO_EXTRAPOLATION,
    source: 'extrapolation.alpha',
  },
  {
    key: 'alpha-phase-in',
    label: 'Extrapolation : progressivité de α (option)',
    value: (t) => {
      const phaseIn = t.extrapolation?.alphaPhaseIn;
      if (!phaseIn) return NO_EXTRAPOLATION;
      return phaseIn.years.map((year, i) => `${year} : ${share(phaseIn.alpha[i]!)}`).join(', ');
    },
    source: 'extrapolation.alphaPhaseIn',
  },
  {
    key: 'fsp',
    label: 'Extrapolation : premier point de lissage',
    value: (t) =>
      t.extrapolation
        ? byCurrency(t.extrapolation.firstSmoothingPoint, (years) => `${years} ans`)
        : NO_EXTRAPOLATION,
    source: 'extrapolation.firstSmoothingPoint.EUR',
  },
  {
    key: 'llfr-weights',
    label: 'Extrapolation : poids du LLFR (Art. 46(1c))',
    value: (t) => {
      const weights = t.extrapolation?.llfrWeights;
      if (!weights) return NO_EXTRAPOLATION;
      return Object.entries(weights)
        .map(
          ([currency, w]) =>
            `${currency} : ${w.maturities.map((m, i) => `${m} ans ${share(w.weights[i]!)}`).join(', ')}`,
        )
        .join(' ; ');
    },
    source: 'extrapolation.llfrWeights.EUR',
  },
  {
    key: 'ufr',
    label: 'Extrapolation : UFR et son choc',
    value: (t) =>
      t.extrapolation
        ? `${byCurrency(t.extrapolation.ufr, share)}, autres ${share(t.extrapolation.defaultUfr)} ; choc ± ${share(t.extrapolation.ufrStress)}`
        : NO_EXTRAPOLATION,
    source: 'extrapolation.ufrStress',
  },
];

/** Each figure of the comparison, one cell per set with its source. */
export function comparedFigures(sets: readonly ScrRegulatoryTables[]): ComparedFigure[] {
  return [...ROWS, ...COUNTERPARTY_ROWS].map((row) => ({
    key: row.key,
    label: row.label,
    cells: sets.map((tables) => ({
      value: row.value(tables),
      source: tables.sources[typeof row.source === 'string' ? row.source : row.source(tables)],
    })),
  }));
}

/** The maturities of the interest-rate table: every year 1–50, then where the tails end. */
export const SHOCK_MATURITIES = [...Array.from({ length: 50 }, (_, i) => i + 1), 60, 90];

export interface ShockColumn {
  header: string;
  value: (maturity: number) => string;
}

/** The interest-rate shock columns of a set: s up / down, and b and the floor under 2027. */
export function shockColumns(tables: ScrRegulatoryTables): ShockColumn[] {
  const id = tables.id;
  const ir = tables.interestRate2027;
  if (tables.interestRateMethod === 'SII-2027' && ir) {
    return [
      { header: `${id} s hausse`, value: (m) => share(valueAt(ir.sUp, m)) },
      { header: `${id} b hausse`, value: (m) => share(valueAt(ir.bUp, m)) },
      { header: `${id} s baisse`, value: (m) => share(valueAt(ir.sDown, m)) },
      { header: `${id} b baisse`, value: (m) => share(valueAt(ir.bDown, m)) },
      { header: `${id} plancher`, value: (m) => formatWeight(valueAt(ir.downFloor, m)) },
    ];
  }
  const old = tables.interestRate2016;
  return [
    { header: `${id} s hausse`, value: (m) => share(valueAt(old.up, m)) },
    { header: `${id} s baisse`, value: (m) => share(valueAt(old.down, m)) },
  ];
}
