import type { BuildContext } from './instrument-factory';
import type { AllocationBucket, Fund, FundHolding } from './fund-model';
import type { Instrument, InstrumentKind } from './model';
import { FUND_OWNER } from './owned-assets';
import type { Random } from './random';
import type { InstrumentPools, SeriesIndex } from './securities';
import { quantityFor } from './sizing';
import { parseTable, weights } from './text-table';

/**
 * What each fund holds at the first month: lines drawn from the referential by fund type,
 * cash, some derivatives, and for tiers 1-2 units of other funds. Weights are random and
 * normalised; quantities follow from the fund's size.
 */

/** kind[@owner]:weight — the asset mix of each fund type. */
const MIX: Record<string, string> = {
  '41': 'equity:90 realEstateEquity:5',
  '42': 'govEea:28 govNonEea:5 supranational:4 regional:3 corporate:38 covered:8 subordinated:5 hybrid:2 securitisation:3 infraBond:2',
  '43': 'treasuryBill:35 moneyMarket:45 deposit@FONDS:20',
  '44': 'equity:35 corporate:25 govEea:20 covered:5 realEstateEquity:3 convertible:4 structured:3',
  '45': 'property@FONDS:60 realEstateEquity:25 loan@FONDS:15',
  '46': 'structured:30 equity:30 corporate:25 convertible:10 securitisation:5',
  '47': 'equityUnlisted:90 loan@FONDS:10',
  '48': 'infraEquity:55 infraBond:35 loan@FONDS:10',
  '49': 'convertible:60 equity:25 corporate:15',
};

const LINES: Record<string, [number, number]> = {
  '41': [40, 110],
  '42': [60, 150],
  '43': [15, 45],
  '44': [30, 70],
  '45': [12, 35],
  '46': [25, 60],
  '47': [10, 30],
  '48': [8, 25],
  '49': [20, 50],
};

/** Derivatives some fund types use for hedging or exposure, by series. */
const HEDGES: Record<string, string[]> = {
  '41': ['FUT-ACTIONS'],
  '42': ['FUT-BUND', 'FUT-SCHATZ'],
  '44': ['FUT-ACTIONS', 'FUT-BUND'],
  '46': ['FUT-ACTIONS', 'CALL-ACTIONS', 'PUT-ACTIONS', 'FUT-OR', 'FUT-EURUSD'],
};

export interface HoldingSources {
  pools: InstrumentPools;
  series: SeriesIndex;
  /** Funds a tier-2 (resp. tier-1) fund may hold. */
  tier3: Fund[];
  tier2: Fund[];
}

export function fillHoldings(
  ctx: BuildContext,
  rng: Random,
  fund: Fund,
  sources: HoldingSources,
): void {
  const [min, max] = LINES[fund.fundType] ?? [20, 50];
  const picked = new Set<Instrument>();
  const lines: { instrument: Instrument; pool: FundHolding['pool']; weight: number }[] = [];
  const mix = weights(MIX[fund.fundType]!.replace(/@/g, '|')).map(([k, w]) => {
    const [kind, owner] = k.split('|');
    return [{ kind: kind as InstrumentKind, owner: owner ?? null }, w] as const;
  });
  const lineCount = rng.int(min, max);
  for (let tries = 0; lines.length < lineCount && tries < lineCount * 4; tries++) {
    const pool = rng.weighted(mix);
    const candidates = sources.pools.get(pool.kind, pool.owner);
    if (candidates.length === 0) continue;
    const instrument = rng.pick(candidates);
    if (picked.has(instrument)) continue;
    picked.add(instrument);
    lines.push({ instrument, pool, weight: rng.logNormal(1, 0.7) });
  }
  const funds =
    fund.tier === 3
      ? []
      : rng.sample(fund.tier === 2 ? sources.tier3 : sources.tier2, rng.int(2, 5));
  if (fund.tier === 1) funds.push(...rng.sample(sources.tier3, rng.int(1, 3)));
  const total = lines.reduce((sum, l) => sum + l.weight, 0);
  const fundWeights = funds.map(() => rng.float(0.04, 0.12));
  const cashWeight = rng.float(0.005, 0.04);
  const securitiesShare = 1 - cashWeight - fundWeights.reduce((a, b) => a + b, 0);

  const size =
    (fund.shares * fund.instrument.dirty[0]!) /
    ctx.market.fx[fund.instrument.security.currency]![0]!;
  const hold = (instrument: Instrument, pool: FundHolding['pool'], weight: number) => {
    const fx = ctx.market.fx[instrument.security.currency]![0]!;
    fund.holdings.push({
      instrument,
      pool,
      quantity: quantityFor(instrument, weight * size * fx, 0),
    });
  };
  for (const line of lines)
    hold(line.instrument, line.pool, (securitiesShare * line.weight) / total);
  funds.forEach((child, i) => hold(child.instrument, null, fundWeights[i]!));
  const currency = fund.instrument.security.currency;
  const cash = sources.pools
    .get('cash', FUND_OWNER)
    .filter((c) => c.security.currency === currency);
  hold(rng.pick(cash), null, cashWeight);
  for (const series of HEDGES[fund.fundType] ?? []) {
    if (rng.chance(0.35)) hold(sources.series.contractAt(series, 0), null, rng.float(0.02, 0.1));
  }
  if (
    currency === 'EUR' &&
    lines.some((l) => l.instrument.security.currency === 'USD') &&
    rng.chance(0.5)
  ) {
    hold(sources.series.contractAt(`FWD-USD-${FUND_OWNER}`, 0), null, rng.float(0.02, 0.08));
  }
}

/** Buckets of a target allocation (Art. 84): code | label | CIC | weight, by fund type. */
const ALLOCATIONS: Record<string, string> = {
  '45': 'BUREAUX|Immobilier de bureaux|XT91|0.6 ; RESIDENTIEL|Immobilier résidentiel|XT92|0.25 ; FONCIERES|Foncières cotées|XV32|0.1 ; LIQUIDITES|Liquidités|XT72|0.05',
  '46': 'ACTIONS|Actions cotées Europe|XV31|0.35 ; CREDIT|Obligations d’entreprises|XV21|0.35 ; ETATS|Obligations d’État zone euro|XV11|0.2 ; LIQUIDITES|Liquidités|XT72|0.1',
  '47': 'PE-EUROPE|Actions non cotées Europe|XL31|0.6 ; PE-US|Actions non cotées Amérique du Nord|XL31|0.25 ; DETTE-PRIVEE|Dette privée|XL21|0.1 ; LIQUIDITES|Liquidités|XT72|0.05',
  '48': 'INFRA-EQ|Actions d’infrastructures|XL31|0.55 ; INFRA-DETTE|Dette d’infrastructures|XL21|0.35 ; LIQUIDITES|Liquidités|XT72|0.1',
};

export function allocationFor(fundType: string, fundCode: string): AllocationBucket[] {
  const text = (ALLOCATIONS[fundType] ?? ALLOCATIONS['46']!).replace(/ ; /g, '\n');
  return parseTable(text).map(([code, label, cic, weight]) => ({
    // "CAU/INDEX/…": the undertaking-code form that may carry a listed CIC (BV780).
    code: `CAU/INDEX/${fundCode}/${code}`,
    label: `Allocation cible — ${label}`,
    cic: cic!,
    weight: Number(weight),
  }));
}
