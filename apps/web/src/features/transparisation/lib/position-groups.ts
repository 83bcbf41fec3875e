import type { DirectPosition } from '@prisme/domain';

/**
 * The sums shown for a set of direct positions. Market values in the quotation currency
 * are not added up: they are in different currencies; the reference-currency ones are.
 */
export interface PositionTotals {
  lineCount: number;
  marketValueRc: number;
  accruedInterestRc: number;
  /** Sum of the known book values; positions without one add nothing. */
  bookValueRc: number;
}

export interface CompartmentGroup extends PositionTotals {
  compartmentCode: string;
}

export interface PortfolioGroup extends PositionTotals {
  portfolioCode: string;
  /** Share of the perimeter's reference-currency market value, 0…1. */
  share: number;
  compartments: CompartmentGroup[];
}

const zero = (): PositionTotals => ({
  lineCount: 0,
  marketValueRc: 0,
  accruedInterestRc: 0,
  bookValueRc: 0,
});

function add(totals: PositionTotals, position: DirectPosition): void {
  totals.lineCount += 1;
  totals.marketValueRc += position.marketValueRc;
  totals.accruedInterestRc += position.accruedInterestRc;
  totals.bookValueRc += position.bookValueRc ?? 0;
}

export function totalsOf(positions: Iterable<DirectPosition>): PositionTotals {
  const totals = zero();
  for (const position of positions) add(totals, position);
  return totals;
}

const byCode = (a: string, b: string) => a.localeCompare(b, 'fr');

/**
 * Portfolio → compartment subtotals, both sorted by code, with each portfolio's share
 * of the whole. One pass over the positions: the perimeter may hold tens of thousands.
 */
export function groupByPortfolio(positions: readonly DirectPosition[]): PortfolioGroup[] {
  const portfolios = new Map<
    string,
    { totals: PositionTotals; compartments: Map<string, PositionTotals> }
  >();
  for (const position of positions) {
    let portfolio = portfolios.get(position.portfolioCode);
    if (!portfolio) {
      portfolio = { totals: zero(), compartments: new Map() };
      portfolios.set(position.portfolioCode, portfolio);
    }
    add(portfolio.totals, position);
    let compartment = portfolio.compartments.get(position.compartmentCode);
    if (!compartment) {
      compartment = zero();
      portfolio.compartments.set(position.compartmentCode, compartment);
    }
    add(compartment, position);
  }
  const grandTotal = totalsOf(positions).marketValueRc;
  return [...portfolios.entries()]
    .sort(([a], [b]) => byCode(a, b))
    .map(([portfolioCode, { totals, compartments }]) => ({
      portfolioCode,
      ...totals,
      share: grandTotal === 0 ? 0 : totals.marketValueRc / grandTotal,
      compartments: [...compartments.entries()]
        .sort(([a], [b]) => byCode(a, b))
        .map(([compartmentCode, sums]) => ({ compartmentCode, ...sums })),
    }));
}
