import type { UserRights } from '@prisme/domain';
import type { AreaFlags } from '../../../api/computation';
import type { Area } from '../../../state';

/** One result family of the « Calculs » page (spec §1: SCR, ESG, liquidity risk). */
export interface ComputeArea {
  area: Area;
  label: string;
  /** The right that shows it (spec §6). */
  right: 'solvency' | 'esg' | 'risk';
  /** Whether the server computes it; the others answer 400 COMPUTATION_UNAVAILABLE. */
  available: boolean;
  flag: keyof AreaFlags;
}

export const COMPUTE_AREAS: readonly ComputeArea[] = [
  { area: 'scr', label: 'SCR', right: 'solvency', available: true, flag: 'computeSCR' },
  { area: 'esg', label: 'ESG', right: 'esg', available: true, flag: 'computeESG' },
  { area: 'risk', label: 'Risque', right: 'risk', available: true, flag: 'computeRiskLiquidity' },
];

export const COMING_SOON = 'Bientôt disponible';

/** The areas the user's rights allow, in the page's order. */
export const areasFor = (rights: UserRights): ComputeArea[] =>
  COMPUTE_AREAS.filter((choice) => rights[choice.right]);

/** Ticked by default: every area the user may compute and the server computes. */
export const defaultSelection = (rights: UserRights): Area[] =>
  areasFor(rights)
    .filter((choice) => choice.available)
    .map((choice) => choice.area);

/** The request's compute flags: true for each chosen area, absent otherwise. */
export function computeFlags(areas: readonly Area[]): AreaFlags {
  const flags: AreaFlags = {};
  for (const choice of COMPUTE_AREAS) {
    if (areas.includes(choice.area)) flags[choice.flag] = true;
  }
  return flags;
}
