import {
  MARKET_SUBMODULE_LABELS,
  type MarketSubmoduleKey,
  type ScrGroupContribution,
} from '@prisme/domain';

export const SUBMODULE_KEYS = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

/** SCR over market value (a share, 0.125 = 12,5 %); null without a market value. */
export function scrRatio(scr: number, marketValue: number): number | null {
  return marketValue === 0 || !Number.isFinite(marketValue) ? null : scr / marketValue;
}

/** The French word of a binding scenario. */
export const BINDING_LABELS = { up: 'hausse', down: 'baisse' } as const;

export interface ContributionRow extends ScrGroupContribution {
  /** The group's part of the SCR (its Euler contribution over the total); null if SCR is 0. */
  share: number | null;
}

/** The rows of a contribution table, largest contribution first, each with its share. */
export function contributionRows(
  groups: readonly ScrGroupContribution[],
  scr: number,
): ContributionRow[] {
  return [...groups]
    .sort((a, b) => b.contribution - a.contribution)
    .map((group) => ({ ...group, share: scr === 0 ? null : group.contribution / scr }));
}

/** The total row: the sums of every figure of the groups. */
export function contributionTotal(groups: readonly ScrGroupContribution[], scr: number) {
  const sum = (pick: (group: ScrGroupContribution) => number) =>
    groups.reduce((total, group) => total + pick(group), 0);
  const contribution = sum((group) => group.contribution);
  return {
    lineCount: sum((group) => group.lineCount),
    marketValue: sum((group) => group.marketValue),
    contribution,
    share: scr === 0 ? null : contribution / scr,
    bySubmodule: Object.fromEntries(
      SUBMODULE_KEYS.map((key) => [key, sum((group) => group.bySubmodule[key])]),
    ) as Record<MarketSubmoduleKey, number>,
  };
}

/** Where a currency's stress comes from (engine: standard, client exception, peg). */
export const CURRENCY_SOURCES: Record<string, string> = {
  standard: 'Standard',
  exception: 'Exception client',
  peg: 'Devise ancrée',
};

/** What a concentration name is (engine: issuer group, covered bonds, property, state). */
export const CONCENTRATION_KINDS: Record<string, string> = {
  name: 'Émetteur',
  covered: 'Obligations sécurisées',
  property: 'Immobilier',
  sovereign: 'Souverain',
};

export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;
