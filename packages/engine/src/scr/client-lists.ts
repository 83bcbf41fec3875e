import { listFilterFits } from '@prisme/domain';
import type { ScrClientLists } from '@prisme/domain';
import type { ScrColumns } from './types';

/** Bits of ListMatches.bits. */
export const LIST_BIT = {
  strategic: 1,
  longTerm: 2,
  intraGroup: 4,
  concentrationExcluded: 8,
  leverage: 16,
  leverageOwnUse: 32,
} as const;

/** Per row of the columns (types.ts ScrColumns). */
export interface ListMatches {
  bits: Uint8Array;
  /** Debt / NAV of the leveraged property vehicle (0 where no entry). */
  leverage: Float64Array | null;
}

interface Filtered {
  portfolioCode: string;
  compartmentCode: string;
  currency?: string;
}

/** Entries by code index of the columns (codes absent from the perimeter are dropped). */
function byCode<T extends { code: string }>(
  entries: readonly T[],
  codeIndex: ReadonlyMap<string, number>,
): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const e of entries) {
    const i = codeIndex.get(e.code.trim());
    if (i === undefined) continue;
    const list = out.get(i);
    if (list) list.push(e);
    else out.set(i, [e]);
  }
  return out;
}

function anyFits(
  entries: readonly Filtered[],
  portfolio?: string,
  compartment?: string,
  currency?: string,
) {
  for (const e of entries)
    if (
      listFilterFits(e.portfolioCode, portfolio) &&
      listFilterFits(e.compartmentCode, compartment) &&
      listFilterFits(e.currency, currency)
    )
      return true;
  return false;
}

/**
 * Matches every line against the five client-data lists (spec §3): strategic
 * participations and long-term equity by code, portfolio, compartment (and currency for
 * LTEI), "*" meaning all; intra-group, concentration exclusions and property leverage by
 * code. Per row; work is proportional to the rows whose code is in a list.
 */
export function matchClientLists(
  cols: ScrColumns,
  lists: ScrClientLists,
  n = cols.rows ?? cols.length,
): ListMatches {
  const bits = new Uint8Array(n);
  const listed = new Set<string>();
  for (const list of Object.values(lists) as { code: string }[][])
    for (const e of list) listed.add(e.code.trim());
  if (listed.size === 0) return { bits, leverage: null };
  // Index only the perimeter codes that some list names.
  const codeIndex = new Map<string, number>();
  cols.dict.codes.forEach((c, i) => {
    if (listed.has(c)) codeIndex.set(c, i);
  });
  const strategic = byCode(lists.strategicParticipations, codeIndex);
  const longTerm = byCode(lists.longTermAssets, codeIndex);
  const perCode = new Uint8Array(cols.dict.codes.length);
  for (const e of byCode(lists.intraGroups, codeIndex).keys()) perCode[e]! |= LIST_BIT.intraGroup;
  for (const e of byCode(lists.concentrationExclusions, codeIndex).keys())
    perCode[e]! |= LIST_BIT.concentrationExcluded;
  const leverageByCode = byCode(lists.propertyLeverages, codeIndex);
  const leverageRate = new Float64Array(cols.dict.codes.length);
  for (const [i, entries] of leverageByCode) {
    const e = entries[0]!;
    perCode[i]! |= LIST_BIT.leverage | (e.ownUse ? LIST_BIT.leverageOwnUse : 0);
    leverageRate[i] = e.leverageRate;
  }
  for (const i of strategic.keys()) perCode[i]! |= LIST_BIT.strategic;
  for (const i of longTerm.keys()) perCode[i]! |= LIST_BIT.longTerm;

  const leverage = leverageByCode.size > 0 ? new Float64Array(n) : null;
  const d = cols.dict;
  for (let i = 0; i < n; i++) {
    const ci = cols.code[i]!;
    if (ci < 0) continue;
    let b = perCode[ci]!;
    if (b === 0) continue;
    const portfolio = d.portfolios[cols.portfolio[i]!];
    const compartment = d.compartments[cols.compartment[i]!];
    if (b & LIST_BIT.strategic && !anyFits(strategic.get(ci)!, portfolio, compartment))
      b &= ~LIST_BIT.strategic;
    if (b & LIST_BIT.longTerm) {
      const currency = d.currencies[cols.currency[i]!];
      if (!anyFits(longTerm.get(ci)!, portfolio, compartment, currency)) b &= ~LIST_BIT.longTerm;
    }
    bits[i] = b;
    if (leverage && b & LIST_BIT.leverage) leverage[i] = leverageRate[ci]!;
  }
  return { bits, leverage };
}
