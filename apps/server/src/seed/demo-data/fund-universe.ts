import { COUNTRY_BY_CODE } from './countries';
import type { BuildContext } from './instrument-factory';
import { makeInstrument } from './instrument-factory';
import type { Fund, FundBasis } from './fund-model';
import { allocationFor } from './fund-holdings';
import { fundName } from './names';
import type { Random } from './random';
import { weights } from './text-table';

/**
 * The ~165 collective investment undertakings: 150 with TPT data (146 reported, 4 by
 * target allocation) in three tiers, and 15 without any composition.
 */

const LEAF_TYPES = weights('41:30 42:30 43:10 45:7 46:6 47:6 48:5 49:6');
const CURRENCIES = weights('EUR:85 USD:10 GBP:3 CHF:2');

export interface FundPlan {
  tier: Fund['tier'];
  basis: FundBasis;
  types: readonly [string, number][];
  count: number;
}

export const FUND_PLANS: readonly FundPlan[] = [
  { tier: 3, basis: 'reported', types: LEAF_TYPES, count: 114 },
  { tier: 3, basis: 'target_allocation', types: weights('47:1 48:1 46:1 45:1'), count: 4 },
  { tier: 3, basis: 'none', types: weights('46:3 47:3 45:2 41:1'), count: 15 },
  { tier: 2, basis: 'reported', types: weights('44:3 49:1 46:1'), count: 24 },
  { tier: 1, basis: 'reported', types: weights('44:1'), count: 8 },
];

export function createFunds(ctx: BuildContext): Fund[] {
  const rng = ctx.rng.fork('funds');
  const managers = ctx.universe.byKind.get('manager') ?? [];
  const funds: Fund[] = [];
  for (const plan of FUND_PLANS) {
    for (let i = 0; i < plan.count; i++) {
      const fundType =
        plan.basis === 'target_allocation' ? plan.types[i]![0] : rng.weighted(plan.types);
      funds.push(createFund(ctx, rng, rng.pick(managers), plan, fundType));
    }
  }
  return funds;
}

function createFund(
  ctx: BuildContext,
  rng: Random,
  manager: Fund['manager'],
  plan: FundPlan,
  fundType: string,
): Fund {
  const currency = rng.weighted(CURRENCIES);
  const sizeEur = Math.min(4e9, Math.max(2e7, rng.logNormal(2.5e8, 0.9)));
  const startPrice = Math.round(rng.pick([100, 1000, 10000]) * rng.float(0.8, 2) * 100) / 100;
  const etf =
    plan.tier === 3 &&
    plan.basis === 'reported' &&
    ['41', '42'].includes(fundType) &&
    rng.chance(0.08);
  const domicile = rng.weighted(weights('FR:60 LU:30 IE:10'));
  const instrument = makeInstrument({
    kind: 'fund',
    code: ctx.codes.isin(domicile),
    name: fundName(rng, manager.root, fundType),
    cic: `${etf ? domicile : 'XL'}${fundType}`,
    currency,
    issuer: manager,
    quoting: 'units',
    pricing:
      plan.basis === 'reported'
        ? { type: 'fund' }
        : {
            type: 'path',
            start: startPrice,
            beta: fundType === '41' ? 1 : 0.35,
            volatility: 0.012,
            drift: 0.003,
          },
    row: {
      hasComposition: plan.basis !== 'none',
      country: COUNTRY_BY_CODE.has(domicile) ? domicile : 'FR',
    },
  });
  instrument.dirty[0] = startPrice;
  const fxStart = ctx.market.fx[currency]![0]!;
  return {
    instrument,
    manager,
    fundType,
    tier: plan.tier,
    basis: plan.basis,
    tptVersion: rng.chance(0.2) ? 'V6' : 'V7',
    completeScr: plan.basis === 'reported' && rng.chance(0.3),
    residual: 0,
    missingMonths: new Set(),
    shares: Math.round((sizeEur * fxStart) / startPrice),
    holdings: [],
    allocation:
      plan.basis === 'target_allocation' ? allocationFor(fundType, instrument.security.code) : [],
  };
}
