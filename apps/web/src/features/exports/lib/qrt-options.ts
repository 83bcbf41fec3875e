import { qrtDefaultPeriodStart, type QrtFrequencyChoice } from '@prisme/domain';
import { formatDay, FRENCH_DAY_ERROR, isoDay, parseFrenchDay } from '../../../lib/iso-date';

/** Spec §3 "QRT options" as the form holds them: the start date as typed (dd/mm/yyyy). */
export interface QrtOptionsForm {
  bceColumns: boolean;
  beginDate: string;
  /** Quarterly (S.06.02, S.06.03, S.08.01) or annual (adds S.09.01) module (issue 36 §4). */
  module: QrtFrequencyChoice;
}

/** The QRT options as the reports' query sends them (spec §7). */
export interface QrtQuery {
  bceColumns: boolean;
  /** ISO date: the first day of S.09.01's period (annual module). */
  beginDateQrts0901?: string;
  module: QrtFrequencyChoice;
}

export const DATE_ORDER_ERROR = 'La date de début doit précéder la date de valorisation.';

/**
 * The default start of S.09.01's period is 1 January of the valuation year (issue 36, the
 * domain's qrtDefaultPeriodStart), as the navigation state keeps it; shown dd/mm/yyyy. The
 * module is quarterly unless the user chooses the annual one (issue 36 §4: most filings are
 * quarterly).
 */
export function initialQrtOptions(
  stored: { bceColumns: boolean; beginDateQrts0901: string | null },
  valuationDate: string | null,
): QrtOptionsForm {
  const begin =
    stored.beginDateQrts0901 ?? (valuationDate ? qrtDefaultPeriodStart(valuationDate) : null);
  return {
    bceColumns: stored.bceColumns,
    beginDate: begin ? formatDay(begin) : '',
    module: 'quarterly',
  };
}

/**
 * Why the typed start date cannot be sent, or null when it can. A quarterly module has no
 * S.09.01: its start date is not asked for.
 */
export function beginDateError(
  text: string,
  valuationDate: string | null,
  module: QrtFrequencyChoice = 'annual',
): string | null {
  if (module === 'quarterly') return null;
  const day = parseFrenchDay(text);
  if (!day) return FRENCH_DAY_ERROR;
  if (valuationDate && day >= isoDay(valuationDate)) return DATE_ORDER_ERROR;
  return null;
}

/** The query of the QRT downloads, or null while the form does not hold a valid date. */
export function qrtQuery(form: QrtOptionsForm, valuationDate: string | null): QrtQuery | null {
  if (beginDateError(form.beginDate, valuationDate, form.module)) return null;
  const begin = parseFrenchDay(form.beginDate);
  return {
    bceColumns: form.bceColumns,
    module: form.module,
    ...(begin ? { beginDateQrts0901: begin } : {}),
  };
}

/** A package the server marked « non déposable » (a blocking finding, issue 36 §6). */
export const isNonFileable = (fileName: string) => /_NON_DEPOSABLE\.zip$/i.test(fileName);
