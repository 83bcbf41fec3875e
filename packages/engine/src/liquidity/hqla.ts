import {
  HQLA_CATEGORIES,
  HQLA_CATEGORY_RULES,
  HQLA_LEVELS,
  type HqlaCategory,
  type HqlaLevel,
} from '@prisme/domain';
import { isLong, type LiquidityHoldings } from './holdings';

/**
 * Look-through amounts of holdings: each (holding, value, group), and the part of the
 * value held through funds whose lines are known (Art. 15 haircuts).
 */
export interface HqlaMembers {
  holding: Int32Array;
  value: Float64Array;
  group: Int32Array;
  throughValue: Float64Array;
}

export interface HqlaLevelAmounts {
  level: HqlaLevel;
  /** Market value before haircuts: held directly, and through CIUs. */
  before: number;
  ciuBefore: number;
  /** After the minimum haircuts of Arts. 10-12 (direct) and Art. 15 (through CIUs). */
  after: number;
  ciuAfter: number;
}

export interface HqlaSummary {
  key: string;
  label: string;
  /** The long value the shares are of. */
  longValue: number;
  levels: HqlaLevelAmounts[];
  totalBefore: number;
  totalAfter: number;
  /** HQLA after haircuts over the long value (§3.4's « HQLA-weighted liquidity »). */
  weightedShare: number;
  /** Level 1 and level 2B shares of the total after haircuts (Art. 17, for information). */
  level1Share: number;
  level2BShare: number;
  /** Per category: its amounts, for the drill-down. */
  categories: {
    category: HqlaCategory;
    before: number;
    ciuBefore: number;
    after: number;
  }[];
}

const ratio = (part: number, whole: number) => (whole !== 0 ? part / whole : 0);

/**
 * The informative HQLA summary of esg-and-liquidity §3.4 per group (the perimeter, a
 * portfolio): each long holding's category at its level, before and after the minimum
 * haircut — of Arts. 10-12 held directly, of Art. 15 when held through a CIU whose
 * lines are known; a fund not looked through is a CIU at the lowest-quality assumption
 * (Art. 15(3)). No cap of Art. 17 is applied: funds report the haircut value (§3.4 [D]).
 */
export function hqlaSummaries(
  holdings: LiquidityHoldings,
  members: HqlaMembers,
  labels: readonly { key: string; label: string }[],
): HqlaSummary[] {
  const width = HQLA_CATEGORIES.length;
  const direct = new Float64Array(labels.length * width);
  const ciu = new Float64Array(labels.length * width);
  const longValues = new Float64Array(labels.length);
  for (let m = 0; m < members.holding.length; m++) {
    const h = members.holding[m]!;
    const value = members.value[m]!;
    if (!isLong(holdings.status[h]!) || value <= 0) continue;
    const g = members.group[m]!;
    longValues[g]! += value;
    const cell = g * width + holdings.hqla[h]!;
    const through = members.throughValue[m]!;
    ciu[cell]! += through;
    direct[cell]! += value - through;
  }
  return labels.map(({ key, label }, g) => {
    const levels = HQLA_LEVELS.map((level) => ({
      level,
      before: 0,
      ciuBefore: 0,
      after: 0,
      ciuAfter: 0,
    }));
    const categories: HqlaSummary['categories'] = [];
    HQLA_CATEGORIES.forEach((category, c) => {
      const rule = HQLA_CATEGORY_RULES[category];
      if (rule.level === null) return;
      const d = direct[g * width + c]!;
      const u = ciu[g * width + c]!;
      if (d === 0 && u === 0) return;
      const at = levels.find((l) => l.level === rule.level)!;
      at.before += d;
      at.ciuBefore += u;
      at.after += d * (1 - rule.haircut);
      at.ciuAfter += u * (1 - rule.ciuHaircut);
      categories.push({
        category,
        before: d + u,
        ciuBefore: u,
        after: d * (1 - rule.haircut) + u * (1 - rule.ciuHaircut),
      });
    });
    const totalBefore = levels.reduce((s, l) => s + l.before + l.ciuBefore, 0);
    const totalAfter = levels.reduce((s, l) => s + l.after + l.ciuAfter, 0);
    const afterOf = (level: HqlaLevel) => {
      const l = levels.find((x) => x.level === level)!;
      return l.after + l.ciuAfter;
    };
    return {
      key,
      label,
      longValue: longValues[g]!,
      levels,
      totalBefore,
      totalAfter,
      weightedShare: ratio(totalAfter, longValues[g]!),
      level1Share: ratio(afterOf('1'), totalAfter),
      level2BShare: ratio(afterOf('2B'), totalAfter),
      categories,
    };
  });
}
