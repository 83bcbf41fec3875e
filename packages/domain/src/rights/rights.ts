import { z } from 'zod';

/** The rights a user holds in the database (spec §6). */
export const RIGHTS = ['transparency', 'simulation', 'solvency', 'esg', 'risk'] as const;
export type Right = (typeof RIGHTS)[number];

export type RightFlags = Record<Right, boolean>;

export interface UserRights extends RightFlags {
  isAdmin: boolean;
  /** Computing rights = ESG or solvency or risk (spec §6). */
  computing: boolean;
  /** Saving rights are always true (spec §6). */
  saving: boolean;
}

/** Before the member checks answer: transparency and risk true, others false (spec §6). */
export const INITIAL_RIGHTS: UserRights = deriveRights(false, {
  transparency: true,
  simulation: false,
  solvency: false,
  esg: false,
  risk: true,
});

/** The effective rights: the admin flag overrides every right to true (spec §6). */
export function deriveRights(isAdmin: boolean, flags: RightFlags): UserRights {
  const effective: RightFlags = isAdmin
    ? { transparency: true, simulation: true, solvency: true, esg: true, risk: true }
    : { ...flags };
  return {
    ...effective,
    isAdmin,
    computing: effective.esg || effective.solvency || effective.risk,
    saving: true,
  };
}

/** Number of module shortcuts: counts the solvency, ESG and risk rights (spec §6). */
export function moduleShortcutCount(rights: UserRights): number {
  return [rights.solvency, rights.esg, rights.risk].filter(Boolean).length;
}

/** The answer of every /api/{product}/<right>-member and /admin call. */
export const memberAnswerSchema = z.boolean().meta({ id: 'MemberAnswer' });

/** The member endpoints of spec §7, by the right they report. */
export const MEMBER_ENDPOINTS: Record<Right, string> = {
  transparency: 'transparency-member',
  simulation: 'simulation-member',
  solvency: 'solvency-member',
  esg: 'esg-member',
  risk: 'risk-member',
};
