import {
  ASSETS_SCR_LABEL,
  COUNTERPARTY_TITLE,
  DIVERSIFICATION_EFFECT_LABEL,
  diversificationEffect,
  MARKET_SUBMODULE_LABELS,
  type MarketSubmoduleKey,
  type ReportColumnKind,
  type ReportSheet,
  type ScrComparisonLine,
  type ScrResultPayload,
} from '@prisme/domain';
import { compare, type Compared } from '../../../components/comparison/compare';
import { sheetOf } from './report-workbook';

/**
 * « Etude Comparative » (issue 18 §3): archive A beside archive B. The figures of both
 * stored results matched by key, and the securities that changed sorted into those only
 * in B (added), only in A (removed) and those in both whose value or contribution moved.
 * Pure.
 */
export interface ComparedRow extends Compared {
  key: string;
  label: string;
}

/** One figure of A and B. */
export const comparedRow = (
  key: string,
  label: string,
  a: number | null | undefined,
  b: number | null | undefined,
): ComparedRow => ({ key, label, ...compare(a, b) });

const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

/** The SCR marché, each submodule, the diversification and the value of both archives. */
export function scrTotalsRows(a: ScrResultPayload, b: ScrResultPayload): ComparedRow[] {
  return [
    comparedRow('scr', 'SCR marché', a.globalSCRMarketResult, b.globalSCRMarketResult),
    ...SUBMODULES.map((key) =>
      comparedRow(key, MARKET_SUBMODULE_LABELS[key], a.submodules[key], b.submodules[key]),
    ),
    comparedRow('undiversified', 'Somme avant diversification', a.undiversified, b.undiversified),
    comparedRow(
      'diversification',
      DIVERSIFICATION_EFFECT_LABEL,
      diversificationEffect(a),
      diversificationEffect(b),
    ),
    comparedRow(
      'marketValue',
      'Valeur de marché',
      a.globalMarketValuation,
      b.globalMarketValuation,
    ),
    // Issue 42: when both results carry the counterparty charge.
    ...(a.counterparty && b.counterparty
      ? [
          comparedRow('counterparty', COUNTERPARTY_TITLE, a.counterparty.scr, b.counterparty.scr),
          comparedRow(
            'assets',
            ASSETS_SCR_LABEL,
            a.counterparty.assets.combined,
            b.counterparty.assets.combined,
          ),
        ]
      : []),
  ];
}

/**
 * Two lists of groups matched by key (a CIC category, a breakdown's slice): every key of
 * either, in A's order then B's new ones; a group missing from one side counts 0 there.
 */
export function mergeByKey<T extends { key: string; label: string }>(
  a: readonly T[],
  b: readonly T[],
  value: (item: T) => number,
): ComparedRow[] {
  const inA = new Map(a.map((item) => [item.key, item]));
  const inB = new Map(b.map((item) => [item.key, item]));
  const keys = [...new Set([...a.map((i) => i.key), ...b.map((i) => i.key)])];
  return keys.map((key) => {
    const left = inA.get(key);
    const right = inB.get(key);
    return comparedRow(
      key,
      (left ?? right)!.label || key,
      left ? value(left) : 0,
      right ? value(right) : 0,
    );
  });
}

export type LineChange = 'added' | 'removed' | 'moved';

export const LINE_CHANGE_LABELS: Record<LineChange, string> = {
  added: 'Ajoutée (seulement dans B)',
  removed: 'Retirée (seulement dans A)',
  moved: 'Modifiée',
};

/** A security is absent from a side when it has neither value nor contribution there. */
const absent = (value: number, contribution: number) => value === 0 && contribution === 0;

/** Whether a changed security is only in B, only in A, or in both with other figures. */
export function lineChange(line: ScrComparisonLine): LineChange {
  if (absent(line.baseMarketValue, line.baseContribution)) return 'added';
  if (absent(line.marketValue, line.contribution)) return 'removed';
  return 'moved';
}

export interface ClassifiedLines {
  added: ScrComparisonLine[];
  removed: ScrComparisonLine[];
  moved: ScrComparisonLine[];
}

/** The changed securities by kind of change, each kept in the server's order. */
export function classifyLines(lines: readonly ScrComparisonLine[]): ClassifiedLines {
  const classified: ClassifiedLines = { added: [], removed: [], moved: [] };
  for (const line of lines) classified[lineChange(line)].push(line);
  return classified;
}

/** A comparison table in Excel: A, B, B − A and the relative difference of each figure. */
export function comparedSheet(
  title: string,
  rows: readonly ComparedRow[],
  kind: ReportColumnKind,
  names: { a: string; b: string },
): ReportSheet {
  return sheetOf(
    title,
    title,
    [
      { header: 'Indicateur', kind: 'text', value: (r: ComparedRow) => r.label },
      { header: `A · ${names.a}`, kind, value: (r) => r.base },
      { header: `B · ${names.b}`, kind, value: (r) => r.simulated },
      { header: 'Écart (B − A)', kind, value: (r) => r.difference },
      { header: 'Écart relatif', kind: 'share', value: (r) => r.relative },
    ],
    rows,
  );
}

/** The securities that changed, in Excel: the kind of change first, in the server's order. */
export function changedLinesSheet(lines: readonly ScrComparisonLine[]): ReportSheet {
  return sheetOf(
    'Titres qui changent',
    'Titres ajoutés, retirés ou modifiés de A à B',
    [
      {
        header: 'Changement',
        kind: 'text',
        value: (l: ScrComparisonLine) => LINE_CHANGE_LABELS[lineChange(l)],
      },
      { header: 'Code', kind: 'text', value: (l) => l.securityCode },
      { header: 'Libellé', kind: 'text', value: (l) => l.securityName },
      { header: 'CIC', kind: 'text', value: (l) => l.cic },
      { header: 'Valeur A', kind: 'amount', value: (l) => l.baseMarketValue },
      { header: 'Valeur B', kind: 'amount', value: (l) => l.marketValue },
      { header: 'Écart de valeur', kind: 'amount', value: (l) => l.marketValueDifference },
      { header: 'Contribution A', kind: 'amount', value: (l) => l.baseContribution },
      { header: 'Contribution B', kind: 'amount', value: (l) => l.contribution },
      { header: 'Écart de contribution', kind: 'amount', value: (l) => l.contributionDifference },
    ],
    lines,
  );
}
