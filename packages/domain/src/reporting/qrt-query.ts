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
 * (default true) and beginDateQrts0901 (default: the day before the valuation date, spec
 * §4, qrtDefaultPeriodStart), and the module (issue 36 §4: quarterly or annual, annual by
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
 * The default start of the S.09.01 period: the day before the valuation date, from its
 * own day of month (spec §4): 2025-01-01 → 2024-12-31, 2024-03-01 → 2024-02-29.
 */
export function qrtDefaultPeriodStart(valuationDate: string): string {
  const [year, month, day] = valuationDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - 1)).toISOString().slice(0, 10);
}
