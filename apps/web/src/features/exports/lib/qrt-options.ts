import { qrtDefaultPeriodStart } from '@prisme/domain';
import { formatDay, FRENCH_DAY_ERROR, isoDay, parseFrenchDay } from '../../../lib/iso-date';

/** Spec §3 "QRT options" as the form holds them: the start date as typed (dd/mm/yyyy). */
export interface QrtOptionsForm {
  bceColumns: boolean;
  beginDate: string;
}

/** The QRT options as the reports' query sends them (spec §7). */
export interface QrtQuery {
  bceColumns: boolean;
  /** ISO date: the first day of S.09.01's period. */
  beginDateQrts0901: string;
}

export const DATE_ORDER_ERROR = 'La date de début doit précéder la date de valorisation.';

/**
 * The default start of S.09.01's period is 1 January of the valuation year (issue 36, the
 * domain's qrtDefaultPeriodStart), as the navigation state keeps it; shown dd/mm/yyyy.
 */
export function initialQrtOptions(
  stored: { bceColumns: boolean; beginDateQrts0901: string | null },
  valuationDate: string | null,
): QrtOptionsForm {
  const begin =
    stored.beginDateQrts0901 ?? (valuationDate ? qrtDefaultPeriodStart(valuationDate) : null);
  return { bceColumns: stored.bceColumns, beginDate: begin ? formatDay(begin) : '' };
}

/** Why the typed start date cannot be sent, or null when it can. */
export function beginDateError(text: string, valuationDate: string | null): string | null {
  const day = parseFrenchDay(text);
  if (!day) return FRENCH_DAY_ERROR;
  if (valuationDate && day >= isoDay(valuationDate)) return DATE_ORDER_ERROR;
  return null;
}

/** The query of the QRT downloads, or null while the form does not hold a valid date. */
export function qrtQuery(form: QrtOptionsForm, valuationDate: string | null): QrtQuery | null {
  if (beginDateError(form.beginDate, valuationDate)) return null;
  return { bceColumns: form.bceColumns, beginDateQrts0901: parseFrenchDay(form.beginDate)! };
}
