import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scrReferences, yieldCurvePoints } from '../../db/schema';

export type ScrReferenceRow = typeof scrReferences.$inferSelect;

/** The EIOPA SCR reference in force at the date: the latest one on or before it. */
export async function findScrReference(
  db: Executor,
  valuationDate: string,
): Promise<ScrReferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(scrReferences)
    .where(lte(scrReferences.referenceDate, valuationDate))
    .orderBy(desc(scrReferences.referenceDate))
    .limit(1);
  return row;
}

/** The latest date on or before `valuationDate` at which EIOPA curves were loaded. */
export async function findCurveDate(
  db: Executor,
  valuationDate: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ date: yieldCurvePoints.curveDate })
    .from(yieldCurvePoints)
    .where(lte(yieldCurvePoints.curveDate, valuationDate))
    .orderBy(desc(yieldCurvePoints.curveDate))
    .limit(1);
  return row?.date;
}

/** Every curve point of a date, by curve and maturity. */
export async function loadCurvePoints(db: Executor, curveDate: string) {
  return db
    .select({
      curveId: yieldCurvePoints.curveId,
      currency: yieldCurvePoints.currency,
      maturity: yieldCurvePoints.maturity,
      rate: yieldCurvePoints.rate,
      synthetic: yieldCurvePoints.synthetic,
    })
    .from(yieldCurvePoints)
    .where(and(eq(yieldCurvePoints.curveDate, curveDate)))
    .orderBy(asc(yieldCurvePoints.curveId), asc(yieldCurvePoints.maturity));
}
