import {
  REGULATORY_DEFAULT_PARAMETERS,
  scrCurrencyParametersSchema,
  scrEquityParametersSchema,
  scrInterestRateParametersSchema,
  scrPropertyParametersSchema,
  type ScrParameters,
} from '@prisme/domain';
import type { z } from 'zod';
import type { GroupName } from './repository';

const GROUP_SCHEMAS = {
  equity: scrEquityParametersSchema,
  interestRate: scrInterestRateParametersSchema,
  property: scrPropertyParametersSchema,
  currency: scrCurrencyParametersSchema,
} satisfies { [G in GroupName]: z.ZodType<ScrParameters[G]> };

export const GROUP_NAMES = Object.keys(GROUP_SCHEMAS) as GroupName[];

/**
 * A group as it applies: the saved values over the regulatory defaults. Laid over the
 * defaults so that a field added to a group after a user saved it takes its default; a
 * stored group the schema no longer accepts gives the defaults rather than a 500 on every
 * read (the audit keeps what was saved).
 */
export function effectiveGroup<G extends GroupName>(
  group: G,
  saved: Record<string, unknown> | undefined,
): ScrParameters[G] {
  const defaults = REGULATORY_DEFAULT_PARAMETERS[group];
  if (!saved) return defaults;
  const parsed = GROUP_SCHEMAS[group].safeParse({ ...defaults, ...saved });
  return parsed.success ? (parsed.data as ScrParameters[G]) : defaults;
}

/** The four groups of a user for a role, each saved or default. */
export function effectiveParameters(
  saved: Partial<Record<GroupName, Record<string, unknown>>>,
): ScrParameters {
  return {
    equity: effectiveGroup('equity', saved.equity),
    interestRate: effectiveGroup('interestRate', saved.interestRate),
    property: effectiveGroup('property', saved.property),
    currency: effectiveGroup('currency', saved.currency),
  };
}
