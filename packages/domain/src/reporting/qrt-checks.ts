import { z } from 'zod';

/**
 * GET /api/reporting/qrt-checks (issue 36 §6): the QRT's submission checks and EIOPA
 * business rules on the perimeter, before any download: how many findings block the
 * filing, how many are warnings, and the findings themselves (the first QRT_CHECKS_LIMIT,
 * the workbook's « Contrôles » sheet holds them all).
 */
export const QRT_CHECKS_LIMIT = 500;

export const qrtCheckFindingSchema = z
  .object({
    /** The check's code: MANDATORY_CELL, BUSINESS_RULE, ISIN_CHECK_DIGIT… */
    check: z.string(),
    /** The EIOPA rule's id (BV6-1, EV52-2…) of a business rule, else null. */
    rule: z.string().nullable(),
    severity: z.enum(['blocking', 'warning']),
    /** The table's code, e.g. S.06.02.01.02. */
    table: z.string(),
    /** The row as users count them (from 1), null for a table-wide finding. */
    row: z.number().int().nullable(),
    column: z.string().nullable(),
    value: z.union([z.string(), z.number()]).nullable(),
    /** In French. */
    message: z.string(),
  })
  .meta({ id: 'QrtCheckFinding' });
export type QrtCheckFinding = z.infer<typeof qrtCheckFindingSchema>;

export const qrtChecksSchema = z
  .object({
    blocking: z.number().int(),
    warnings: z.number().int(),
    /** The first QRT_CHECKS_LIMIT findings, blocking ones first. */
    findings: z.array(qrtCheckFindingSchema),
  })
  .meta({ id: 'QrtChecks' });
export type QrtChecks = z.infer<typeof qrtChecksSchema>;

/** « Déposable » or « Non déposable », as the panel and the workbook say it. */
export const qrtFilingLabel = (checks: Pick<QrtChecks, 'blocking'>): string =>
  checks.blocking === 0 ? 'Déposable' : 'Non déposable';
