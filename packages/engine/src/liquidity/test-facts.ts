import type { LiquiditySecurityFacts } from './classify';

/** A security of 1 M€ of which nothing else is known, completed by `overrides` (tests). */
export const securityFacts = (
  overrides: Partial<LiquiditySecurityFacts>,
): LiquiditySecurityFacts => ({
  cic: null,
  isGovernment: false,
  isSupranational: false,
  isCoveredBond: false,
  country: null,
  creditQualityStep: null,
  issueSize: null,
  value: 1_000_000,
  volumeShare: Number.NaN,
  quantityUnknown: false,
  ...overrides,
});
