/**
 * The HQLA categories of Delegated Regulation (EU) 2015/61 (esg-and-liquidity §3.4) a
 * position is sorted into for the informative HQLA summary (issue 39): its level, the
 * minimum haircut held directly (Arts. 10-12) and held through a CIU (Art. 15).
 */
export const HQLA_CATEGORIES = [
  'none',
  'L1_CASH',
  'L1',
  'L1_COVERED',
  'L2A',
  'L2B_COVERED',
  'L2B_CORPORATE',
  'L2B_SHARES',
  'CIU_UNKNOWN',
] as const;
export type HqlaCategory = (typeof HQLA_CATEGORIES)[number];

export const HQLA_LEVELS = ['1', '2A', '2B'] as const;
export type HqlaLevel = (typeof HQLA_LEVELS)[number];

export interface HqlaCategoryRule {
  label: string;
  level: HqlaLevel | null;
  /** Minimum haircut on the market value, held directly. */
  haircut: number;
  /** Minimum haircut when held through a CIU whose underlying is known (Art. 15). */
  ciuHaircut: number;
  /** Recalled in the reference, not confirmed (§3.4, §5): shown as such. */
  unconfirmed?: boolean;
}

export const HQLA_CATEGORY_RULES: Record<HqlaCategory, HqlaCategoryRule> = {
  none: { label: 'Non éligible', level: null, haircut: 1, ciuHaircut: 1 },
  // The reference's example counts cash as level 1 at 0 %; Art. 15: coins, banknotes, 0 %.
  L1_CASH: { label: 'Espèces et banque centrale', level: '1', haircut: 0, ciuHaircut: 0 },
  L1: { label: 'Niveau 1 (art. 10)', level: '1', haircut: 0, ciuHaircut: 0.05 },
  L1_COVERED: {
    label: 'Obligations sécurisées de qualité extrêmement élevée (art. 10(1)(f))',
    level: '1',
    haircut: 0.07,
    ciuHaircut: 0.12,
  },
  L2A: { label: 'Niveau 2A (art. 11)', level: '2A', haircut: 0.15, ciuHaircut: 0.2 },
  L2B_COVERED: {
    label: 'Obligations sécurisées de niveau 2B (art. 12(1)(e))',
    level: '2B',
    haircut: 0.3,
    ciuHaircut: 0.35,
    unconfirmed: true,
  },
  L2B_CORPORATE: {
    label: 'Obligations d’entreprise de niveau 2B (art. 12)',
    level: '2B',
    haircut: 0.5,
    ciuHaircut: 0.55,
  },
  L2B_SHARES: {
    label: 'Actions de niveau 2B (art. 12)',
    level: '2B',
    haircut: 0.5,
    ciuHaircut: 0.55,
  },
  // Art. 15(3): underlying unknown, the lowest-quality eligible assumption (2B, 55 %).
  CIU_UNKNOWN: {
    label: 'Parts d’OPC non transparisées (art. 15(3))',
    level: '2B',
    haircut: 0.55,
    ciuHaircut: 0.55,
  },
};

/** Art. 17's buffer composition (bank rules, shown for information only, §3.4 [D]). */
export const HQLA_COMPOSITION = { level1Min: 0.6, level2BMax: 0.15 } as const;
