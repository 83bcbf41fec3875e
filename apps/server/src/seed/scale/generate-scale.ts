import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { addDays, LAST_DATE } from '../demo-data/calendar';
import { DEFAULT_SEED } from '../demo-data/generate';
import { CodeFactory } from '../demo-data/identifiers';
import type { BuildContext } from '../demo-data/instrument-factory';
import { buildIssuers } from '../demo-data/issuers';
import { buildMarket, MONTHS } from '../demo-data/market';
import type { Instrument, InstrumentKind } from '../demo-data/model';
import { priceInstruments } from '../demo-data/pricing';
import { Random, round } from '../demo-data/random';
import { addSecurities, InstrumentPools } from '../demo-data/securities';
import { valueOf } from '../demo-data/sizing';
import { slotsOf } from '../demo-data/client-holdings';
import { portfolioPlans } from '../demo-data/portfolios';
import { CsvWriter } from './csv-writer';
import {
  INVENTORY_HEADER,
  inventoryCells,
  SECURITIES_HEADER,
  securityCells,
  TPT_HEADER,
} from './file-rows';
import { ScaleFundFactory, type FundSink, type ScaleFund } from './scale-funds';

/**
 * Files for load tests: an inventory of about lines/100 direct lines (most of them funds
 * of ~100 lines, a few nested two levels), the TPT V7 files of those funds and the
 * securities referential, such that the full look-through has about `lines` lines.
 * Everything is streamed to disk.
 */

export interface ScaleOptions {
  lines: number;
  outDir: string;
  seed?: number;
  /** A TPT file is closed after this many rows, between two funds. */
  rowsPerFile?: number;
  /** The demo client whose portfolios the inventory uses (to import it under that role). */
  role?: string;
}

export interface ScaleSummary {
  role: string;
  files: { path: string; rows: number }[];
  inventoryLines: number;
  directSecurityLines: number;
  fundLines: number;
  funds: number;
  compositionLines: number;
  expectedLookThroughLines: number;
}

const M = MONTHS - 1;
const DIRECT_KINDS: InstrumentKind[] = [
  'govEea',
  'corporate',
  'covered',
  'equity',
  'supranational',
];

/** The scale case's random root: its issuers and files all come from its forks. */
const scaleRoot = (seed = DEFAULT_SEED + 1) => new Random(seed);

/**
 * The issuers of the scale case with the given seed, as generateScaleFiles builds them
 * (named forks: the same whatever else is drawn), for data the files do not carry (the
 * ESG bench's vendor scores and climate data).
 */
export function scaleIssuers(seed?: number) {
  const root = scaleRoot(seed);
  const codes = new CodeFactory(root.fork('codes'));
  return { root, codes, universe: buildIssuers(root.fork('issuers'), codes) };
}

export async function generateScaleFiles(options: ScaleOptions): Promise<ScaleSummary> {
  const { root, codes, universe } = scaleIssuers(options.seed);
  await mkdir(path.join(options.outDir, 'tpt'), { recursive: true });
  const market = buildMarket(root.fork('market'));
  const ctx: BuildContext = {
    rng: root.fork('securities'),
    codes,
    universe,
    market,
    instruments: [],
  };
  addSecurities(ctx, 20_000, 0);
  priceInstruments(root.fork('prices'), market, ctx.instruments);
  const pools = new InstrumentPools(ctx.instruments);

  const securities = new CsvWriter(path.join(options.outDir, 'securities.csv'), SECURITIES_HEADER);
  for (const instrument of ctx.instruments) await securities.write(securityCells(instrument));
  const inventory = new CsvWriter(path.join(options.outDir, 'inventory.csv'), INVENTORY_HEADER);
  const tptFiles: CsvWriter[] = [];
  const rowsPerFile = options.rowsPerFile ?? 100_000;
  const sink: FundSink = {
    funds: 0,
    compositionLines: 0,
    tpt: async () => {
      const current = tptFiles.at(-1);
      if (current && current.rows < rowsPerFile) return current;
      await current?.close();
      const name = `tpt-v7-${String(tptFiles.length + 1).padStart(4, '0')}.csv`;
      tptFiles.push(new CsvWriter(path.join(options.outDir, 'tpt', name), TPT_HEADER));
      return tptFiles.at(-1)!;
    },
    security: (instrument) => securities.write(securityCells(instrument)),
  };

  const rng = root.fork('inventory');
  const factory = new ScaleFundFactory(ctx, root.fork('funds'), pools, sink);
  // The demo client's portfolios, so the inventory imports on a database seeded with the demo.
  const role = options.role ?? 'Client.DEMO1';
  const slots = slotsOf(portfolioPlans(role));
  if (slots.length === 0) throw new Error(`Rôle sans portefeuille de démonstration : ${role}`);
  const taken = new Set<string>();
  const topFunds: ScaleFund[] = [];
  const lookThrough = new Map<Instrument, number>();
  let expected = 0;
  let direct = 0;
  while (expected < options.lines) {
    const isDirect = topFunds.length > 0 && rng.chance(0.1);
    let instrument;
    if (isDirect) {
      instrument = rng.pick(pools.get(rng.pick(DIRECT_KINDS)));
    } else {
      const fund =
        topFunds.length > 0 && rng.chance(0.2) ? rng.pick(topFunds) : await factory.create(0);
      if (!lookThrough.has(fund.instrument)) topFunds.push(fund);
      lookThrough.set(fund.instrument, fund.lookThrough);
      instrument = fund.instrument;
    }
    const wanted = isDirect ? 'GEN' : rng.pick(['UC', 'UC', 'GEN']);
    const fitting = slots.filter((s) => s.compartment === wanted);
    const { portfolio, compartment } = rng.pick(fitting.length > 0 ? fitting : slots);
    const key = `${portfolio}|${compartment}|${instrument.security.code}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const currency = instrument.security.currency;
    const fx = market.fx[currency]![M]!;
    const unit = instrument.dirty[M]!;
    const quantity =
      instrument.quoting === 'nominal'
        ? Math.max(1000, Math.round(rng.logNormal(3e6, 0.8) / unit / 1000) * 1000)
        : Math.max(1, Math.round((rng.logNormal(5e6, 0.8) * fx) / unit));
    const { marketValue, accrued } = valueOf(instrument, quantity, M);
    await inventory.write(
      inventoryCells({
        roleCode: role,
        portfolioCode: portfolio,
        compartmentCode: compartment,
        valuationDate: LAST_DATE,
        securityCode: instrument.security.code,
        quantity,
        quotationCurrency: currency,
        marketValueQc: marketValue,
        accruedInterestQc: accrued,
        marketValueRc: round(marketValue / fx, 2),
        accruedInterestRc: round(accrued / fx, 2),
        bookValueRc: round(((marketValue - accrued) / fx) * rng.float(0.9, 1.1), 2),
        acquisitionDate: addDays('2012-01-01', rng.int(0, 4000)),
      }),
    );
    if (isDirect) direct++;
    expected += isDirect ? 1 : lookThrough.get(instrument)!;
  }

  for (const writer of [securities, inventory, ...tptFiles]) await writer.close();
  return {
    role,
    files: [inventory, securities, ...tptFiles].map((w) => ({ path: w.path, rows: w.rows })),
    inventoryLines: inventory.rows,
    directSecurityLines: direct,
    fundLines: inventory.rows - direct,
    funds: sink.funds,
    compositionLines: sink.compositionLines,
    expectedLookThroughLines: expected,
  };
}
