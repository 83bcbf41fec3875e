import type { Market } from './market';
import { MONTHS } from './market';
import type { Fund, FundHolding } from './fund-model';
import type { Random } from './random';
import { clamp, round } from './random';
import type { InstrumentPools, SeriesIndex } from './securities';
import { quantityFor, roundQuantity, valueOf } from './sizing';

/**
 * Runs the funds month by month: managers replace a few lines and see subscriptions or
 * redemptions, contracts roll, then every fund is valued. Funds holding funds are valued
 * leaves first and the pass repeats until prices settle — the cross-holding cycle needs a
 * few passes to converge.
 */

export interface ValuedLine {
  holding: FundHolding;
  marketValueQc: number;
  accruedQc: number;
  marketValuePc: number;
  accruedPc: number;
}

export interface FundValuation {
  lines: ValuedLine[];
  /** NAV as reported (TPT 5); differs from Σ lines only for the residual fund. */
  nav: number;
}

export type MonthListener = (m: number, valuations: Map<Fund, FundValuation>) => void;

export function runFunds(
  rng: Random,
  market: Market,
  funds: readonly Fund[],
  pools: InstrumentPools,
  series: SeriesIndex,
  onMonth: MonthListener,
): void {
  const reported = funds.filter((f) => f.basis === 'reported').sort((a, b) => b.tier - a.tier);
  for (let m = 0; m < MONTHS; m++) {
    if (m > 0) for (const fund of reported) evolve(rng, market, fund, m, pools, series);
    const valuations = new Map<Fund, FundValuation>();
    for (const fund of reported)
      fund.instrument.dirty[m] = fund.instrument.dirty[Math.max(0, m - 1)]!;
    for (let pass = 0; pass < 50; pass++) {
      let change = 0;
      for (const fund of reported) {
        const valuation = valueFund(market, fund, m);
        const price = round(valuation.nav / fund.shares, 4);
        change = Math.max(change, Math.abs(price - fund.instrument.dirty[m]!));
        fund.instrument.dirty[m] = price;
        valuations.set(fund, valuation);
      }
      if (change === 0) break;
    }
    onMonth(m, valuations);
  }
}

/** Values a fund's holdings at month m: lines in quotation and fund currency, and the NAV. */
export function valueFund(market: Market, fund: Fund, m: number): FundValuation {
  const fxFund = market.fx[fund.instrument.security.currency]![m]!;
  let sum = 0;
  const lines = fund.holdings.map((holding) => {
    const { instrument, quantity } = holding;
    const { marketValue, accrued } = valueOf(instrument, quantity, m);
    const toFund = fxFund / market.fx[instrument.security.currency]![m]!;
    const marketValuePc = round(marketValue * toFund, 2);
    sum += marketValuePc;
    return {
      holding,
      marketValueQc: marketValue,
      accruedQc: accrued,
      marketValuePc,
      accruedPc: round(accrued * toFund, 2),
    };
  });
  return { lines, nav: round(sum * (1 + fund.residual), 2) };
}

function evolve(
  rng: Random,
  market: Market,
  fund: Fund,
  m: number,
  pools: InstrumentPools,
  series: SeriesIndex,
): void {
  // Net subscriptions or redemptions: every line and the share count move together.
  const flow = clamp(1 + 0.012 * rng.normal(), 0.96, 1.04);
  fund.shares = Math.round(fund.shares * flow);
  const held = new Set(fund.holdings.map((h) => h.instrument));
  for (const holding of fund.holdings) {
    const { instrument } = holding;
    if (instrument.series && m > instrument.liveTo)
      holding.instrument = series.contractAt(instrument.series, m);
    if (!instrument.notionalPerUnit)
      holding.quantity = roundQuantity(instrument, holding.quantity * flow);
    if (!holding.pool || !rng.chance(0.015)) continue;
    // The manager sells the line and buys another of the same kind for the same value.
    const candidates = pools.get(holding.pool.kind, holding.pool.owner);
    const next = rng.pick(candidates);
    if (held.has(next)) continue;
    const proceeds =
      (holding.quantity * instrument.dirty[m]!) / market.fx[instrument.security.currency]![m]!;
    held.delete(instrument);
    held.add(next);
    holding.instrument = next;
    holding.quantity = quantityFor(next, proceeds * market.fx[next.security.currency]![m]!, m);
  }
}
