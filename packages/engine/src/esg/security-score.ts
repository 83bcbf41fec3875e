import type { EsgPillar } from '@prisme/domain';

/**
 * The ESG model of a computation (esg-and-liquidity §1.4.1): pillar weights and theme
 * weights per sector key and pillar (« * » the default).
 */
export interface EsgModel {
  pillarWeights: Record<EsgPillar, number>;
  /** Sector key → pillar → theme id → weight. A sector overrides a pillar whole (§1.2). */
  themeWeights: Readonly<
    Record<string, Partial<Record<EsgPillar, Readonly<Record<string, number>>>>>
  >;
  /**
   * A pillar counts only when its themes with data weigh at least this much (§1.4.2
   * minimum data rule; 0: any data).
   */
  minThemeWeight: number;
}

export const PILLARS: readonly EsgPillar[] = ['E', 'S', 'G'];
export const DEFAULT_SECTOR_KEY = '*';

export interface SecurityScore {
  /** Pillar scores, NaN when the pillar has no (or too little) data. */
  pillars: Record<EsgPillar, number>;
  /** The overall score over the pillars with data, re-normalised; NaN when none has. */
  overall: number;
}

/**
 * The theme weights of a pillar for a security: the first of its sector keys (most
 * precise first, e.g. NACE class, NACE section, GICS sector) that overrides the pillar,
 * else the default sector's (§1.2 rule 3).
 */
export function pillarWeightsFor(
  model: EsgModel,
  sectorKeys: readonly string[],
  pillar: EsgPillar,
): { sector: string; weights: Readonly<Record<string, number>> } {
  for (const key of sectorKeys) {
    const weights = model.themeWeights[key]?.[pillar];
    if (weights) return { sector: key, weights };
  }
  return {
    sector: DEFAULT_SECTOR_KEY,
    weights: model.themeWeights[DEFAULT_SECTOR_KEY]?.[pillar] ?? {},
  };
}

/**
 * A security's ESG score from its issuer's theme scores (§1.4.2): each pillar the
 * weighted mean of its themes with data, re-normalised over them; the overall score the
 * pillar-weighted mean over the pillars with data, re-normalised likewise.
 */
export function securityScore(
  model: EsgModel,
  themeScores: Readonly<Record<string, number>>,
  sectorKeys: readonly string[],
): SecurityScore {
  const pillars = { E: NaN, S: NaN, G: NaN } as Record<EsgPillar, number>;
  let sum = 0;
  let weight = 0;
  for (const pillar of PILLARS) {
    const { weights } = pillarWeightsFor(model, sectorKeys, pillar);
    let known = 0;
    let weighted = 0;
    for (const theme in weights) {
      const score = themeScores[theme];
      const w = weights[theme]!;
      if (score === undefined || !Number.isFinite(score) || w <= 0) continue;
      known += w;
      weighted += w * score;
    }
    if (known > 0 && known >= model.minThemeWeight) {
      pillars[pillar] = weighted / known;
      sum += model.pillarWeights[pillar] * pillars[pillar];
      weight += model.pillarWeights[pillar];
    }
  }
  return { pillars, overall: weight > 0 ? sum / weight : NaN };
}
