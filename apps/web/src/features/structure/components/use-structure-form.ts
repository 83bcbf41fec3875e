import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { Refusal } from '../lib/structure-refusal';

/**
 * react-hook-form on the domain's schema, validated as the user types (mode onChange: the
 * same rules and words as the server), with a duplicate code refused by the server (409)
 * shown under the code field, where the user fixes it.
 */
export function useStructureForm<Values extends FieldValues & { code: string }, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
  refusal: Refusal | undefined,
) {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver: zodResolver(schema),
    mode: 'onChange',
  });
  const { setError } = form;
  useEffect(() => {
    if (refusal?.onCode) {
      setError(
        'code' as Path<Values>,
        { type: 'server', message: refusal.message },
        { shouldFocus: true },
      );
    }
  }, [refusal, setError]);
  return form;
}

/** The read-only code of an item already created: it keys files, positions and results. */
export const CODE_FIXED_HINT =
  'Le code ne change plus une fois créé : positions, fichiers et calculs le désignent.';
