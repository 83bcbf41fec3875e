import type { Choice } from './choices';

/** Per-currency stresses replacing the currency stress (spec §3, §5). */
export type Exceptions = Readonly<Record<string, number>>;

export interface ExceptionOption extends Choice {
  disabled: boolean;
}

/**
 * The currencies the exception list offers, in the given (name) order: an added one is
 * disabled, and so is the reference currency (spec §5).
 */
export function exceptionOptions(
  currencies: readonly Choice[],
  exceptions: Exceptions,
  referenceCode: string | undefined,
): ExceptionOption[] {
  return currencies.map((currency) => ({
    ...currency,
    disabled: Object.hasOwn(exceptions, currency.code) || currency.code === referenceCode,
  }));
}

export type AddOutcome = { ok: true; exceptions: Exceptions } | { ok: false; reason: string };

export const EXCEPTION_REASONS = {
  currency: 'Choisissez une devise.',
  duplicate: 'Cette devise a déjà une exception.',
  reference: 'La devise de référence ne peut pas être une exception.',
  stress: 'Saisissez un choc entre 0 et 1.',
} as const;

/** Adds an exception: once per currency, never the reference currency, a stress in 0…1. */
export function addException(
  exceptions: Exceptions,
  code: string,
  stress: number,
  referenceCode: string | undefined,
): AddOutcome {
  if (!code) return { ok: false, reason: EXCEPTION_REASONS.currency };
  if (Object.hasOwn(exceptions, code)) return { ok: false, reason: EXCEPTION_REASONS.duplicate };
  if (code === referenceCode) return { ok: false, reason: EXCEPTION_REASONS.reference };
  if (!Number.isFinite(stress) || stress < 0 || stress > 1) {
    return { ok: false, reason: EXCEPTION_REASONS.stress };
  }
  return { ok: true, exceptions: { ...exceptions, [code]: stress } };
}

/** Removes an exception: its currency is offered again. */
export function removeException(exceptions: Exceptions, code: string): Exceptions {
  return Object.fromEntries(Object.entries(exceptions).filter(([key]) => key !== code));
}

/** The exceptions as rows, sorted by currency name like the list. */
export function exceptionRows(
  exceptions: Exceptions,
  currencies: readonly Choice[],
): { code: string; name: string; stress: number }[] {
  const names = new Map(currencies.map((currency) => [currency.code, currency.name]));
  return Object.entries(exceptions)
    .map(([code, stress]) => ({ code, name: names.get(code) ?? code, stress }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
}
