import { monthEnds } from './calendar';
import type { BuildContext } from './instrument-factory';
import type { Fund, FundNotes } from './fund-model';
import { fillHoldings, type HoldingSources } from './fund-holdings';
import { createFunds } from './fund-universe';
import { MONTHS } from './market';
import { priceInstruments } from './pricing';
import { quantityFor } from './sizing';

/**
 * The funds and their holdings, plus the special cases the look-through must handle:
 * a cross-holding cycle, a composition that does not add up to its NAV, months without
 * a composition, target allocations, funds without any composition, three levels.
 */
export function buildFunds(ctx: BuildContext, sources: Omit<HoldingSources, 'tier3' | 'tier2'>) {
  const funds = createFunds(ctx);
  // Funds without a TPT file have a published price only: a path like any other asset.
  const pathPriced = funds.filter((f) => f.basis !== 'reported').map((f) => f.instrument);
  priceInstruments(ctx.rng.fork('fund-prices'), ctx.market, pathPriced);
  const rng = ctx.rng.fork('fund-holdings');
  const tier3 = funds.filter((f) => f.tier === 3);
  const tier2 = funds.filter((f) => f.tier === 2);
  const full = { ...sources, tier3, tier2 };
  for (const fund of funds) if (fund.basis === 'reported') fillHoldings(ctx, rng, fund, full);

  const special = ctx.rng.fork('fund-specials');
  const euroTier2 = tier2.filter((f) => f.instrument.security.currency === 'EUR');
  const [a, b] = [euroTier2[0]!, euroTier2[1]!];
  crossHold(ctx, a, b, 0.03);
  crossHold(ctx, b, a, 0.02);

  const leaves = tier3.filter((f) => f.basis === 'reported');
  const residualFund = leaves.find((f) => f.fundType === '42') ?? leaves[0]!;
  residualFund.residual = 0.035;

  const dates = monthEnds(MONTHS);
  const missingCompositions: Record<string, string[]> = {};
  const gappy = special.sample(
    leaves.filter((f) => f !== residualFund),
    12,
  );
  gappy.forEach((fund, i) => {
    const months = new Set(special.sample([...Array(MONTHS).keys()], special.int(1, 4)));
    // The latest file is late for one fund, a mid-period one is missing for another.
    if (i === 0) months.add(MONTHS - 1);
    if (i === 1) months.add(MONTHS - 2);
    fund.missingMonths = months;
    missingCompositions[fund.instrument.security.code] = [...months]
      .sort((x, y) => x - y)
      .map((m) => dates[m]!);
  });

  const code = (f: Fund) => f.instrument.security.code;
  const notes: FundNotes = {
    cycle: [code(a), code(b)],
    residualFund: code(residualFund),
    targetAllocationFunds: funds.filter((f) => f.basis === 'target_allocation').map(code),
    fundsWithoutComposition: funds.filter((f) => f.basis === 'none').map(code),
    missingCompositions,
    fundOfFundsOfFunds: funds.filter((f) => f.tier === 1).map(code),
  };
  return { funds, notes };
}

/** `holder` takes a `weight` of its size in units of `held`. */
function crossHold(ctx: BuildContext, holder: Fund, held: Fund, weight: number): void {
  const size = holder.shares * holder.instrument.dirty[0]!;
  const fx = ctx.market.fx[held.instrument.security.currency]![0]!;
  const fxHolder = ctx.market.fx[holder.instrument.security.currency]![0]!;
  const quantity = quantityFor(held.instrument, (weight * size * fx) / fxHolder, 0);
  holder.holdings.push({ instrument: held.instrument, pool: null, quantity });
}
