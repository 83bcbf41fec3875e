import type { z } from 'zod';

export const FIELD_ERRORS = {
  required: 'Ce champ est obligatoire.',
  positive: 'Saisissez une valeur positive ou nulle.',
  atMostOne: 'Saisissez une valeur au plus égale à 1 (0,39 pour 39 %).',
  correlation: 'Saisissez une valeur entre -1 et 1.',
  years: 'Saisissez une durée d’au plus 200 ans.',
  tooLong: 'Valeur trop longue.',
} as const;

/**
 * French wording of the form errors (spec §5: every visible field filled): an empty
 * number field reads NaN, an empty choice ''. Bounds say the expected range.
 */
export function fieldError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') return FIELD_ERRORS.required;
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return FIELD_ERRORS.required;
    return Number(issue.minimum) < 0 ? FIELD_ERRORS.correlation : FIELD_ERRORS.positive;
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return FIELD_ERRORS.tooLong;
    return Number(issue.maximum) > 1 ? FIELD_ERRORS.years : FIELD_ERRORS.atMostOne;
  }
  return undefined;
}

/** Strings the page requires although the schema allows them empty (spec §5). */
export function missingStrings(
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
): string[] {
  return names.filter(
    (name) => typeof values[name] !== 'string' || String(values[name]).trim() === '',
  );
}
