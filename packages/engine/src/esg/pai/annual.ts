import { PAI_EXCLUSIONS, type PaiExclusion } from '@prisme/domain';
import type { PaiFigureResult, PaiLeftOut, PaiResult } from './types';

/** A date's figures, as the annual statement averages them. */
export interface PaiAtDate {
  date: string;
  result: PaiResult;
}

export interface PaiAnnual {
  /**
   * 'quarterly': the average of the four quarter-end impacts (Delegated Regulation (EU)
   * 2022/1288, Art. 6(3)); 'single': one date only, as four quarter-end inventories were
   * not all there.
   */
  method: 'quarterly' | 'single';
  dates: string[];
  figures: Record<string, PaiFigureResult>;
  allInvestments: number;
}

const mean = (values: readonly number[]) => {
  const known = values.filter(Number.isFinite);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : NaN;
};

/**
 * The impact of the reference period: with four quarter-end results, each figure's
 * value, coverage, estimated share and values as the mean of the four (a quarter without
 * data for a figure is left out of its mean); otherwise the one date's figures, stated.
 */
export function annualPai(atDates: readonly PaiAtDate[]): PaiAnnual {
  if (atDates.length === 0) throw new RangeError('Aucune date de calcul pour les PAI.');
  const sorted = [...atDates].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length !== 4) {
    const last = sorted[sorted.length - 1]!;
    return {
      method: 'single',
      dates: [last.date],
      figures: last.result.figures,
      allInvestments: last.result.allInvestments,
    };
  }
  const results = sorted.map((q) => q.result);
  const figures: Record<string, PaiFigureResult> = {};
  for (const key of Object.keys(results[0]!.figures)) {
    const each = results.map((r) => r.figures[key]!);
    const of = (read: (f: PaiFigureResult) => number) => mean(each.map(read));
    figures[key] = {
      key,
      value: of((f) => f.value),
      eligibleValue: of((f) => f.eligibleValue),
      coveredValue: of((f) => f.coveredValue),
      coverage: of((f) => f.coverage),
      estimatedShare: of((f) => f.estimatedShare),
      leftOut: Object.fromEntries(
        PAI_EXCLUSIONS.map((reason) => [
          reason,
          {
            lines: of((f) => f.leftOut[reason].lines),
            value: of((f) => f.leftOut[reason].value),
          },
        ]),
      ) as Record<PaiExclusion, PaiLeftOut>,
    };
  }
  return {
    method: 'quarterly',
    dates: sorted.map((q) => q.date),
    figures,
    allInvestments: mean(results.map((r) => r.allInvestments)),
  };
}

/**
 * The four quarter-ends of the year a valuation date closes (Art. 6(3)): the date itself
 * and the three quarter-ends before it, when it is a quarter-end (31/03, 30/06, 30/09,
 * 31/12); null otherwise.
 */
export function quarterEndsOf(valuationDate: string): string[] | null {
  const ends: Record<string, string> = { '03': '31', '06': '30', '09': '30', '12': '31' };
  const [year, month, day] = valuationDate.split('-');
  if (!year || !month || ends[month] !== day) return null;
  const dates: string[] = [];
  let y = Number(year);
  let m = Number(month);
  for (let k = 0; k < 4; k++) {
    const mm = String(m).padStart(2, '0');
    dates.unshift(`${y}-${mm}-${ends[mm]}`);
    m -= 3;
    if (m <= 0) {
      m += 12;
      y -= 1;
    }
  }
  return dates;
}
