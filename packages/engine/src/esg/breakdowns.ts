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

const { forced, isin, issuer, uncovered, short } = ESG_LINE_STATUS;

/**
 * The portfolio's ESG figures split by a key of each line (`keyOf(i)` for line i),
 * largest eligible value first. Reads the lines' statuses and their securities' scores
 * from the portfolio result; eligible and covered as in computeEsgPortfolio.
 */
export function esgBreakdown(
  portfolio: Pick<EsgPortfolioResult, 'lineStatus' | 'securities'>,
  lines: { security: Int32Array; marketValue: Float64Array },
  keyOf: (line: number) => string,
  labelOf: (key: string) => string,
): EsgGroup[] {
  const groups = new Map<string, EsgGroup & { weighted: number }>();
  const { lineStatus, securities } = portfolio;
  for (let i = 0; i < lineStatus.length; i++) {
    const key = keyOf(i);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        label: labelOf(key),
        value: 0,
        eligibleValue: 0,
        coveredValue: 0,
        coverage: NaN,
        score: NaN,
        lines: 0,
        weighted: 0,
      };
      groups.set(key, group);
    }
    const value = lines.marketValue[i]!;
    const status = lineStatus[i]!;
    group.value += value;
    group.lines += 1;
    if (status === uncovered || status === short) group.eligibleValue += Math.abs(value);
    if (status !== forced && status !== isin && status !== issuer) continue;
    group.eligibleValue += value;
    group.coveredValue += value;
    group.weighted += value * securities[lines.security[i]!]!.score;
  }
  return [...groups.values()]
    .map(({ weighted, ...group }) => ({
      ...group,
      coverage: group.eligibleValue > 0 ? group.coveredValue / group.eligibleValue : NaN,
      score: group.coveredValue > 0 ? weighted / group.coveredValue : NaN,
    }))
    .sort((a, b) => b.eligibleValue - a.eligibleValue || a.key.localeCompare(b.key));
}
