import type { ScrRegulatoryTables, UnverifiedPoint } from '@prisme/domain';
import type { SubmoduleScr } from './aggregation';
import type { EquityOutcome } from './equity';
import type { InterestRateOutcome } from './interest-rate';
import { EQUITY_CLASS, SPREAD_CLASS } from './reasons';
import type { SpreadOutcome } from './spread';
import { LINE_FLAG } from './types';
import type { ScrColumns } from './types';

/** What the unverified points depend on, read from a run's outcomes. */
interface Outcomes {
  interestRate: InterestRateOutcome;
  equity: EquityOutcome;
  spread: SpreadOutcome;
  concentrationAssets: number;
  submodules: SubmoduleScr;
}

function count(n: number, test: (i: number) => boolean): boolean {
  for (let i = 0; i < n; i++) if (test(i)) return true;
  return false;
}

/**
 * Whether this perimeter's result depends on each point of the rule set (issue 37 §2,
 * « non vérifié pour 2027 »). A key this file does not know stays `affectsResult: true`.
 */
export function unverifiedPoints(
  tables: ScrRegulatoryTables,
  cols: ScrColumns,
  o: Outcomes,
): UnverifiedPoint[] {
  if (tables.unverified.length === 0) return [];
  // Per row: a row holds at least one line, so a row that has the trait is a line that has.
  const n = cols.rows ?? cols.length;
  const ir = o.interestRate.facts;
  const scls = o.spread.cls;
  const ecls = o.equity.cls;
  const market = Object.values(o.submodules).some((v) => v !== 0);
  const depends: Record<string, () => boolean> = {
    irTables: () => ir.shocked > 0,
    irUnderOneYear: () => ir.underOneYear > 0,
    irPhaseIn: () => ir.shocked > 0,
    downFloorReading: () => ir.negativeRate > 0,
    llfrCombination: () => ir.beyondFsp > 0,
    extrapolationFigures: () => ir.beyondFsp > 0,
    unknownFirstSmoothingPoint: () => ir.beyondUnknownFsp > 0,
    participations: () =>
      count(n, (i) => (cols.flags[i]! & LINE_FLAG.financialParticipation) !== 0),
    correlationZeroCases: () => o.submodules.interestRate > 0 && o.submodules.spread > 0,
    securitisation: () =>
      count(
        n,
        (i) => scls[i]! >= SPREAD_CLASS.seniorSts && scls[i]! <= SPREAD_CLASS.securitisationUnrated,
      ),
    longTermEquity: () =>
      count(n, (i) => ecls[i] === EQUITY_CLASS.longTerm1 || ecls[i] === EQUITY_CLASS.longTerm2),
    legislativeProgrammes: () => o.submodules.equity > 0,
    concentration: () => o.concentrationAssets > 0,
    counterpartyDefault: () => count(n, (i) => scls[i] === SPREAD_CLASS.defaultModule),
    correctingAct: () => market,
    otherArticles: () => market,
  };
  return tables.unverified.map((p) => ({
    ...p,
    affectsResult: depends[p.key]?.() ?? true,
  }));
}
