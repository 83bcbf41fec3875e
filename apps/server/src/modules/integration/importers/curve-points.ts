import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { bulkInsert } from '../../../db/bulk-insert';
import { yieldCurvePoints } from '../../../db/schema';
import type { ImportReport } from '../import-report';
import { percent } from './field-checks';
import { frenchDate } from '@prisme/domain';

/** One spot rate of a risk-free curve (schema yield_curve_points). */
export interface CurvePoint {
  curveId: string;
  currency: string;
  curveDate: string;
  maturity: number;
  rate: number;
}

/** solvency2-market-risk §9: EIOPA publishes spot rates for maturities 1 to 150 years. */
export const MATURITY_BOUNDS = { min: 1, max: 150 };

/** Rates outside [−5 %, +30 %] are a percentage read as a fraction, or a typing error. */
const RATE_BOUNDS = { min: -0.05, max: 0.3 };

export function rateProblem(rate: number): string | undefined {
  if (rate >= RATE_BOUNDS.min && rate <= RATE_BOUNDS.max) return undefined;
  return `Taux hors de l'intervalle [−5 % ; +30 %] : ${percent(rate)} (taux attendu en fraction décimale, par exemple 0,02236 ou 2,236 %)`;
}

interface CurveEntry {
  curveId: string;
  curveDate: string;
  line: number;
  column: string;
  maturities: Set<number>;
}

/**
 * The points of the curves of a file, by curve and date: a maturity given twice is
 * refused, and each curve must run from 1 year to its last maturity without a gap, as
 * spot rates are read by maturity without interpolation (§9.1).
 */
export class CurveBook {
  private readonly entries = new Map<string, CurveEntry>();

  /** Records a point; the French reason when its maturity was already given. */
  add(point: CurvePoint, line: number, column: string): string | undefined {
    const key = `${point.curveId}|${point.curveDate}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { ...point, line, column, maturities: new Set() };
      this.entries.set(key, entry);
    }
    if (entry.maturities.has(point.maturity))
      return `Ligne en double : la maturité ${point.maturity} de la courbe ${point.curveId} au ${frenchDate(point.curveDate)} figure déjà.`;
    entry.maturities.add(point.maturity);
    return undefined;
  }

  /** Reports each curve with a gap, at the line where the curve starts. */
  reportGaps(report: ImportReport): void {
    for (const entry of this.entries.values()) {
      const last = Math.max(...entry.maturities);
      const missing: number[] = [];
      for (let maturity = 1; maturity < last; maturity++)
        if (!entry.maturities.has(maturity)) missing.push(maturity);
      if (missing.length === 0) continue;
      const listed = missing.slice(0, 10).join(', ') + (missing.length > 10 ? '…' : '');
      report.add(
        entry.line,
        entry.column,
        `Courbe ${entry.curveId} au ${frenchDate(entry.curveDate)} incomplète : ${missing.length === 1 ? 'maturité manquante' : 'maturités manquantes'} ${listed} (maturités attendues de 1 à ${last} ans sans trou).`,
      );
    }
  }

  /** What the log keeps: the curves and the dates written. */
  details(): { curves: string[]; dates: string[] } {
    const values = [...this.entries.values()];
    return {
      curves: [...new Set(values.map((e) => e.curveId))].sort(),
      dates: [...new Set(values.map((e) => e.curveDate))].sort(),
    };
  }
}

/**
 * Writes points, replacing every stored point of each curve and date met for the first
 * time (`replaced` remembers them across batches): a new publication supersedes the old.
 */
export async function replaceCurvePoints(
  tx: Transaction,
  points: readonly CurvePoint[],
  replaced: Set<string>,
): Promise<void> {
  for (const point of points) {
    const key = `${point.curveId}|${point.curveDate}`;
    if (replaced.has(key)) continue;
    replaced.add(key);
    await tx
      .delete(yieldCurvePoints)
      .where(
        and(
          eq(yieldCurvePoints.curveId, point.curveId),
          eq(yieldCurvePoints.curveDate, point.curveDate),
        ),
      );
  }
  await bulkInsert(tx, yieldCurvePoints, points);
}
