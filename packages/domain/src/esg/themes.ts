import { DEFAULT_SECTOR_ID } from '../constants';

/**
 * The ESG model's fixed parts (spec §3 "ESG entities", esg-and-liquidity §1.1.1, §1.2):
 * three pillars, the ten themes the product weighs (the MSCI-style key issues the
 * vendor files carry, theme codes of the ESG import), and the weights in force until a
 * user saves their own. The default weights are those of the reference's worked example
 * (§1.4.4, default sector « * »), recorded in docs/decisions/esg/0187-esg-model-in-domain.md.
 */
export const ESG_PILLARS = ['E', 'S', 'G'] as const;
export type EsgPillar = (typeof ESG_PILLARS)[number];

export const ESG_PILLAR_LABELS: Record<EsgPillar, string> = {
  E: 'Environnement',
  S: 'Social',
  G: 'Gouvernance',
};

export interface EsgTheme {
  id: string;
  pillar: EsgPillar;
  labelFr: string;
}

export const ESG_THEMES: readonly EsgTheme[] = [
  { id: 'CLIMATE_CHANGE', pillar: 'E', labelFr: 'Changement climatique' },
  { id: 'NATURAL_CAPITAL', pillar: 'E', labelFr: 'Capital naturel' },
  { id: 'POLLUTION_WASTE', pillar: 'E', labelFr: 'Pollution et déchets' },
  { id: 'ENV_OPPORTUNITIES', pillar: 'E', labelFr: 'Opportunités environnementales' },
  { id: 'HUMAN_CAPITAL', pillar: 'S', labelFr: 'Capital humain' },
  { id: 'PRODUCT_LIABILITY', pillar: 'S', labelFr: 'Responsabilité produit' },
  { id: 'STAKEHOLDER_OPPOSITION', pillar: 'S', labelFr: 'Opposition des parties prenantes' },
  { id: 'SOCIAL_OPPORTUNITIES', pillar: 'S', labelFr: 'Opportunités sociales' },
  { id: 'CORPORATE_GOVERNANCE', pillar: 'G', labelFr: 'Gouvernance d’entreprise' },
  { id: 'CORPORATE_BEHAVIOUR', pillar: 'G', labelFr: 'Comportement d’entreprise' },
];

/** Each pillar's themes, in the order above. */
export const ESG_THEMES_BY_PILLAR: Readonly<Record<EsgPillar, readonly EsgTheme[]>> = {
  E: ESG_THEMES.filter((t) => t.pillar === 'E'),
  S: ESG_THEMES.filter((t) => t.pillar === 'S'),
  G: ESG_THEMES.filter((t) => t.pillar === 'G'),
};

const THEME_BY_ID = new Map(ESG_THEMES.map((t) => [t.id, t]));
export const esgTheme = (id: string): EsgTheme | undefined => THEME_BY_ID.get(id);

/** The sector key of the default theme weights (spec §3: « Par défaut » / « Default »). */
export const DEFAULT_ESG_SECTOR = DEFAULT_SECTOR_ID;

export const DEFAULT_PILLAR_WEIGHTS: Record<EsgPillar, number> = { E: 0.4, S: 0.3, G: 0.3 };

export const DEFAULT_THEME_WEIGHTS: Record<string, number> = {
  CLIMATE_CHANGE: 0.4,
  NATURAL_CAPITAL: 0.2,
  POLLUTION_WASTE: 0.2,
  ENV_OPPORTUNITIES: 0.2,
  HUMAN_CAPITAL: 0.4,
  PRODUCT_LIABILITY: 0.3,
  STAKEHOLDER_OPPOSITION: 0.1,
  SOCIAL_OPPORTUNITIES: 0.2,
  CORPORATE_GOVERNANCE: 0.6,
  CORPORATE_BEHAVIOUR: 0.4,
};

/** Spec §5: pillar ratios, and each pillar's theme ratios, sum to 1 within ESG_SUM_TOLERANCE. */
export const ESG_SUM_MESSAGE = 'La somme des paramètres doit être égale à 1.';

/** The scale of the ESG notes and forced ratings (esg-and-liquidity §1.3: 0–10). */
export const ESG_NOTE_SCALE = { min: 0, max: 10 } as const;

/** The model scales a deployment may set (esg-and-liquidity §1.4.1 `scale`: 10 or 100). */
export const ESG_SCALE_MAXES = [10, 100] as const;
export type EsgScaleMax = (typeof ESG_SCALE_MAXES)[number];

/** The seven letters, worst first (esg-and-liquidity §1.3). */
export const ESG_LETTER_CODES = ['CCC', 'B', 'BB', 'BBB', 'A', 'AA', 'AAA'] as const;
export type EsgLetterCode = (typeof ESG_LETTER_CODES)[number];

/** The default sector's theme weights as the API lists them (spec §7 param-themes). */
export const defaultThemeWeights = () =>
  ESG_THEMES.map((theme) => ({
    pilierID: theme.pillar,
    themeID: theme.id,
    codificationID: DEFAULT_ESG_SECTOR,
    ratios: DEFAULT_THEME_WEIGHTS[theme.id]!,
  }));
