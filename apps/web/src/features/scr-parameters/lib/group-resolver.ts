import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_ERRORS, fieldError, missingStrings } from './field-errors';

/**
 * The form's resolver: the domain schema with French messages, plus the strings spec §5
 * requires that the schema lets be empty (the rate group's curve and duration priority).
 */
export function groupResolver<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  required: readonly string[] = [],
): Resolver<T> {
  const base = zodResolver(schema, { error: fieldError }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const missing = missingStrings(values, required);
    if (missing.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const name of missing) errors[name] = { type: 'required', message: FIELD_ERRORS.required };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
