import { ESG_LINE_STATUS, type EsgPortfolioResult } from './portfolio';

/**
 * One group of a breakdown (by portfolio, sector, country…): the same aggregation as the
 * portfolio's (esg-and-liquidity §1.5.2) restricted to the group's lines, so that the
 * groups' covered values add up to the portfolio's and its score is their covered-value
 * weighted mean.
 */
export interface EsgGroup {
  /** The group's key; '' where the lines lack the attribute. */
  key: string;
  label: string;
  /** Σ value of all the group's lines, whatever their status. */
  value: number;
  eligibleValue: number;
  coveredValue: number;
  coverage: number;
  /** Value-weighted mean over the covered lines; NaN when none is covered. */
  score: number;
  lines: number;
}

/**
 * The groups of a breakdown: each owner's key (a security's sector, a root position's
 * portfolio…) numbered once, so that a line finds its group by two array reads.
 */
export interface EsgGrouping {
  keys: readonly string[];
  /** The group index of line i. */
  ofLine: (line: number) => number;
}

/** Numbers the distinct keys of the owners (securities, roots): owner → group index. */
export function groupIndex(ownerKeys: readonly string[]): { keys: string[]; of: Int32Array } {
  const index = new Map<string, number>();
  const of = Int32Array.from(ownerKeys, (key) => {
    let group = index.get(key);
    if (group === undefined) index.set(key, (group = index.size));
    return group;
  });
  return { keys: [...index.keys()], of };
}

const { uncovered, short } = ESG_LINE_STATUS;

/**
 * The portfolio's ESG figures split by group, largest eligible value first. Reads the
 * lines' statuses and their securities' scores from the portfolio result; eligible and
 * covered as in computeEsgPortfolio (scored lines are the statuses below « uncovered »).
 */
export function esgBreakdown(
  portfolio: Pick<EsgPortfolioResult, 'lineStatus' | 'securities'>,
  lines: { security: Int32Array; marketValue: Float64Array },
  grouping: EsgGrouping,
  labelOf: (key: string) => string,
): EsgGroup[] {
  const size = grouping.keys.length;
  const value = new Float64Array(size);
  const eligible = new Float64Array(size);
  const covered = new Float64Array(size);
  const weighted = new Float64Array(size);
  const count = new Int32Array(size);
  const score = Float64Array.from(portfolio.securities, (s) => s.score);
  const { lineStatus } = portfolio;
  for (let i = 0; i < lineStatus.length; i++) {
    const g = grouping.ofLine(i);
    const v = lines.marketValue[i]!;
    const status = lineStatus[i]!;
    value[g] = value[g]! + v;
    count[g] = count[g]! + 1;
    if (status === uncovered || status === short) eligible[g] = eligible[g]! + Math.abs(v);
    else if (status < uncovered) {
      eligible[g] = eligible[g]! + v;
      covered[g] = covered[g]! + v;
      weighted[g] = weighted[g]! + v * score[lines.security[i]!]!;
    }
  }
  return grouping.keys
    .map((key, g) => ({
      key,
      label: labelOf(key),
      value: value[g]!,
      eligibleValue: eligible[g]!,
      coveredValue: covered[g]!,
      coverage: eligible[g]! > 0 ? covered[g]! / eligible[g]! : NaN,
      score: covered[g]! > 0 ? weighted[g]! / covered[g]! : NaN,
      lines: count[g]!,
    }))
    .sort((a, b) => b.eligibleValue - a.eligibleValue || a.key.localeCompare(b.key));
}
