import {
  MARKET_SUBMODULE_LABELS,
  type MarketSubmoduleKey,
  type ScrComparisonLine,
  type ScrResultPayload,
} from '@prisme/domain';
import { compare, type Compared } from '../../../components/comparison/compare';

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
    comparedRow('diversification', 'Diversification', a.diversification, b.diversification),
    comparedRow(
      'marketValue',
      'Valeur de marché',
      a.globalMarketValuation,
      b.globalMarketValuation,
    ),
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
