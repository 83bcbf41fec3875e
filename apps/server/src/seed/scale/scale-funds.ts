import { LAST_DATE } from '../demo-data/calendar';
import { compositionHeader, reportedLines } from '../demo-data/compositions';
import type { Fund } from '../demo-data/fund-model';
import { valueFund } from '../demo-data/fund-valuation';
import type { BuildContext } from '../demo-data/instrument-factory';
import { makeInstrument } from '../demo-data/instrument-factory';
import { MONTHS } from '../demo-data/market';
import type { Instrument, InstrumentKind, Issuer } from '../demo-data/model';
import { fundName } from '../demo-data/names';
import { FUND_OWNER } from '../demo-data/owned-assets';
import type { Random } from '../demo-data/random';
import type { InstrumentPools } from '../demo-data/securities';
import { quantityFor } from '../demo-data/sizing';
import { weights } from '../demo-data/text-table';
import type { CsvWriter } from './csv-writer';
import { tptCells } from './file-rows';

/**
 * Funds of the scale files: ~100 securities each, some holding one or two other funds,
 * some of those holding funds again (two levels). A fund's TPT rows are written as soon
 * as it is valued; only its code, price and look-through size stay in memory.
 */

export interface ScaleFund {
  instrument: Instrument;
  /** Lines of its full look-through: its securities plus its funds' look-through. */
  lookThrough: number;
  depth: number;
}

const M = MONTHS - 1; // valuation at 31/12/2024
const TPT_VERSION = 'V7.0 (official) dated 25 November 2024';
const MIX = weights(
  'equity:35 corporate:30 govEea:12 covered:5 govNonEea:3 supranational:2 subordinated:3 realEstateEquity:2 convertible:2 treasuryBill:1 moneyMarket:2 securitisation:1 structured:1 infraBond:1',
);

export interface FundSink {
  /** The TPT file to write the next fund into (rotated between funds). */
  tpt(): Promise<CsvWriter>;
  security(instrument: Instrument): Promise<void>;
  compositionLines: number;
  funds: number;
}

export class ScaleFundFactory {
  private readonly managers: Issuer[];

  constructor(
    private readonly ctx: BuildContext,
    private readonly rng: Random,
    private readonly pools: InstrumentPools,
    private readonly sink: FundSink,
  ) {
    this.managers = ctx.universe.byKind.get('manager') ?? [];
  }

  async create(depth: number): Promise<ScaleFund> {
    const { rng } = this;
    const nestChance = depth === 0 ? 0.1 : depth === 1 ? 0.3 : 0;
    const children: ScaleFund[] = [];
    if (rng.chance(nestChance)) {
      for (let i = rng.int(1, 2); i > 0; i--) children.push(await this.create(depth + 1));
    }
    const fund = this.newFund(children.length ? '44' : rng.pick(['41', '42', '44', '49']));
    const size = fund.shares * fund.instrument.dirty[M]!;
    const picked = new Set<Instrument>();
    const lineCount = rng.int(70, 130);
    const shares: [Instrument, number][] = [];
    while (shares.length < lineCount - 1) {
      const candidates = this.pools.get(rng.weighted(MIX) as InstrumentKind);
      const instrument = rng.pick(candidates);
      if (picked.has(instrument)) continue;
      picked.add(instrument);
      shares.push([instrument, rng.logNormal(1, 0.7)]);
    }
    const cash = this.pools
      .get('cash', FUND_OWNER)
      .filter((c) => c.security.currency === fund.instrument.security.currency);
    shares.push([rng.pick(cash), rng.float(0.2, 1)]);
    const childWeights = children.map(() => rng.float(0.05, 0.15));
    const securitiesWeight = 1 - childWeights.reduce((a, b) => a + b, 0);
    const total = shares.reduce((sum, [, w]) => sum + w, 0);
    const fx = (i: Instrument) =>
      this.ctx.market.fx[i.security.currency]![M]! /
      this.ctx.market.fx[fund.instrument.security.currency]![M]!;
    const hold = (instrument: Instrument, weight: number) =>
      fund.holdings.push({
        instrument,
        pool: null,
        quantity: quantityFor(instrument, weight * size * fx(instrument), M),
      });
    for (const [instrument, w] of shares) hold(instrument, (securitiesWeight * w) / total);
    children.forEach((child, i) => hold(child.instrument, childWeights[i]!));

    const valuation = valueFund(this.ctx.market, fund, M);
    fund.instrument.dirty[M] = Math.round((valuation.nav / fund.shares) * 10_000) / 10_000;
    const cctx = {
      date: LAST_DATE,
      m: M,
      symmetricAdjustment: this.ctx.market.symmetricAdjustment[M]!,
      delay: rng.next(),
    };
    const header = compositionHeader(fund, valuation.nav, cctx);
    const writer = await this.sink.tpt();
    // TPT 123a: the custodian sits where the fund is domiciled (the ISIN's country).
    const issuer = {
      manager: fund.manager,
      custodianCountry: fund.instrument.security.code.slice(0, 2),
    };
    for (const line of reportedLines(fund, valuation, cctx)) {
      await writer.write(tptCells(header, line, TPT_VERSION, issuer));
    }
    await this.sink.security(fund.instrument);
    this.sink.compositionLines += fund.holdings.length;
    this.sink.funds++;
    const lookThrough = shares.length + children.reduce((sum, c) => sum + c.lookThrough, 0);
    return { instrument: fund.instrument, lookThrough, depth };
  }

  private newFund(fundType: string): Fund {
    const { rng, ctx } = this;
    const manager = rng.pick(this.managers);
    const currency = rng.chance(0.9) ? 'EUR' : 'USD';
    const price = Math.round(rng.pick([100, 1000]) * rng.float(0.8, 2) * 100) / 100;
    const sizeEur = Math.min(3e9, Math.max(2e7, rng.logNormal(2e8, 0.8)));
    const instrument = makeInstrument({
      kind: 'fund',
      code: ctx.codes.isin(rng.chance(0.6) ? 'FR' : 'LU'),
      name: fundName(rng, manager.root, fundType),
      cic: `XL${fundType}`,
      currency,
      issuer: manager,
      quoting: 'units',
      pricing: { type: 'fund' },
      row: { hasComposition: true },
    });
    instrument.dirty[M] = price;
    const shares = Math.round((sizeEur * ctx.market.fx[currency]![M]!) / price);
    const completeScr = rng.chance(0.3);
    return {
      instrument,
      manager,
      fundType,
      tier: 3,
      basis: 'reported',
      tptVersion: 'V7',
      completeScr,
      residual: 0,
      missingMonths: new Set(),
      shares,
      holdings: [],
      allocation: [],
    };
  }
}
