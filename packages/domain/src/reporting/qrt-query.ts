import { z } from 'zod';

/** The QRT modules (issue 36 §4): quarterly S.06.02, S.06.03, S.08.01; annual adds S.09.01. */
export const QRT_FREQUENCIES = ['quarterly', 'annual'] as const;
export type QrtFrequencyChoice = (typeof QRT_FREQUENCIES)[number];
export const QRT_FREQUENCY_LABELS: Readonly<Record<QrtFrequencyChoice, string>> = {
  quarterly: 'Trimestriel (S.06.02, S.06.03, S.08.01)',
  annual: 'Annuel (avec S.09.01)',
};

/**
 * GET /api/reporting/qrt (spec §7 "Reports"): the QRT options of spec §3, bceColumns
 * (default true) and beginDateQrts0901 (default: 1 January of the valuation year, issue
 * 36, qrtDefaultPeriodStart), and the module (issue 36 §4: quarterly or annual, annual by
 * default, the templates Prisme built before).
 */
export const qrtQuerySchema = z.object({
  userID: z.string().min(1).max(200).optional(),
  perimeterID: z.uuid().optional(),
  bceColumns: z
    .enum(['true', 'false'], {
      error: 'bceColumns doit valoir true ou false.',
    })
    .default('true'),
  beginDateQrts0901: z.iso
    .date({ error: 'beginDateQrts0901 doit être une date au format aaaa-mm-jj.' })
    .optional(),
  module: z
    .enum(QRT_FREQUENCIES, {
      error: 'module doit valoir quarterly (trimestriel) ou annual (annuel).',
    })
    .default('annual'),
});
export type QrtQuery = z.infer<typeof qrtQuerySchema>;

/**
 * The default start of the S.09.01 period: S.09.01 is an annual template (taxonomy 2.10.0:
 * annual modules only) whose period is the financial year, so its default runs from
 * 1 January of the valuation year (issue 36; spec §4 said the day before the valuation
 * date, a one-day period the gains were not measured over). A valuation on 1 January
 * itself closes no day of its year: the year before. 2024-12-31 → 2024-01-01,
 * 2024-03-31 → 2024-01-01, 2025-01-01 → 2024-01-01.
 */
export function qrtDefaultPeriodStart(valuationDate: string): string {
  const year = Number(valuationDate.slice(0, 4));
  const start = `${year}-01-01`;
  return valuationDate.slice(0, 10) > start ? start : `${year - 1}-01-01`;
}
