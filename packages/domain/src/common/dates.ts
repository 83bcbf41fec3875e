import { z } from 'zod';

/** An ISO date (its first 10 characters, spec §5) as users read it: 2024-12-31 → 31/12/2024. */
export const frenchDate = (iso: string): string =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The years a date may have anywhere in Prisme: those PostgreSQL and PGlite store (there is
 * no year 0, « date/time field value out of range », issue 41 §6) and the imports accept,
 * up to the TPT's perpetual maturity 9999-12-31 (TPT §2.2).
 */
export const FIRST_STORABLE_YEAR = 1;
export const LAST_STORABLE_YEAR = 9999;

const DATE_RANGE_MESSAGE = `date hors de la plage admise (années ${FIRST_STORABLE_YEAR} à ${LAST_STORABLE_YEAR})`;

/** True when an ISO date or timestamp's year (its first 4 digits) can be stored. */
function hasStorableYear(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_STORABLE_YEAR && year <= LAST_STORABLE_YEAR;
}

/** A day of the calendar, AAAA-MM-JJ, that the database stores: the one date schema. */
export const isoDateSchema = z.iso.date().refine(hasStorableYear, DATE_RANGE_MESSAGE);

/** An ISO timestamp with its offset, its year storable: the one timestamp schema. */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine(hasStorableYear, DATE_RANGE_MESSAGE);

/** AAAA-MM-JJ naming a real, storable day (the OData filter's date literals). */
export function isStorableCalendarDay(text: string): boolean {
  return isoDateSchema.safeParse(text).success;
}
