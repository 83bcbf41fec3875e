import { z } from 'zod';

/**
 * GET /api/reporting/qrt (spec §7 "Reports"): the QRT options of spec §3, bceColumns
 * (default true) and beginDateQrts0901 (default: the day before the valuation date, spec
 * §4, qrtDefaultPeriodStart).
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
