import type { clientRoles } from '../../db/schema';
import { leiCheckDigits } from '@prisme/domain';
import { DEMO_ROLES } from '../demo-accounts';
import { MAX_DATES, monthEnds } from './calendar';
import { cicCategoryRows } from './cic';
import {
  allocationLines,
  compositionHeader,
  type CompositionLineRow,
  type CompositionRow,
  reportedLines,
} from './compositions';
import {
  climateRows,
  climateTargetRows,
  esgScoreRows,
  type ClimateRow,
  type ClimateTargetRow,
  type EsgScoreRow,
} from './esg';
import type { FundNotes } from './fund-model';
import { runFunds } from './fund-valuation';
import { paiRows, type PaiRow } from './pai';
import { buildFunds } from './funds';
import { CodeFactory } from './identifiers';
import type { BuildContext } from './instrument-factory';
import { assignCounterparties } from './counterparty-terms';
import { buildPositions, type PositionRow } from './inventories';
import { buildIssuers } from './issuers';
import { liquidityRows, type LiquidityRow } from './liquidity';
import { buildMarket, MONTHS } from './market';
import {
  marketRows,
  type CurvePointRow,
  type FxRateRow,
  type ScrReferenceRow,
} from './market-rows';
import type { GroupRow, IssuerRow, SecurityRow } from './model';
import {
  compartmentLabel,
  portfolioPlans,
  type CompartmentRow,
  type PortfolioRow,
} from './portfolios';
import { priceInstruments } from './pricing';
import { clamp, Random, round } from './random';
import { referenceDates } from './reference-dates';
import { addSecurities, InstrumentPools, SeriesIndex } from './securities';
import { sectorRows } from './sectors';
import { isinScoreRows, sovereignRows, type SovereignRow } from './sovereign';

/**
 * Generates the whole demo data set in memory, deterministically: the same options and
 * seed always give the same rows. Nothing here touches a database.
 */

export interface DemoDataOptions {
  /** Month-ends to generate, ending 2024-12-31 (1-24, default 24). */
  dates?: number;
  /** Direct lines per client and date (default 3,000). */
  linesPerClientDate?: number;
  seed?: number;
}

export const DEFAULT_SEED = 20_241_231;
const SECURITIES_TARGET = 20_000;
const FUND_COUNT = 165;

export interface DemoDataset {
  clientRoles: (typeof clientRoles.$inferInsert)[];
  cicCategories: ReturnType<typeof cicCategoryRows>;
  sectors: ReturnType<typeof sectorRows>;
  issuerGroups: GroupRow[];
  issuers: IssuerRow[];
  securities: SecurityRow[];
  fxRates: FxRateRow[];
  yieldCurvePoints: CurvePointRow[];
  scrReferences: ScrReferenceRow[];
  fundCompositions: CompositionRow[];
  fundCompositionLines: CompositionLineRow[];
  portfolios: PortfolioRow[];
  compartments: CompartmentRow[];
  positions: PositionRow[];
  esgScores: EsgScoreRow[];
  sovereignData: SovereignRow[];
  climateData: ClimateRow[];
  climateTargets: ClimateTargetRow[];
  /** The PAI file's values (issue 38 §7). */
  paiData: PaiRow[];
  liquidityData: LiquidityRow[];
  /** Where the remarkable cases are, for tests and demonstrations. */
  notes: FundNotes & { dates: string[] };
}

/**
 * The demo clients file their QRTs as fictitious undertakings (issue 36 §5): an LEI of the
 * French issuer prefix 969500 with « PRISMEDEMO » and valid ISO 17442 check digits, which no
 * real entity holds, the client's name and the euro.
 */
function demoUndertaking(name: string, index: number) {
  const base = `969500PRISMEDEMO${String(index + 1).padStart(2, '0')}`;
  return { lei: base + leiCheckDigits(base), undertakingName: name, reportingCurrency: 'EUR' };
}

export function generateDemoData(options: DemoDataOptions = {}): DemoDataset {
  const dateCount = clamp(Math.round(options.dates ?? MAX_DATES), 1, MAX_DATES);
  const firstMonth = MONTHS - dateCount;
  const allDates = monthEnds(MONTHS);
  const months = [...Array(dateCount).keys()].map((i) => firstMonth + i);
  const dates = months.map((m) => allDates[m]!);
  const root = new Random(options.seed ?? DEFAULT_SEED);

  const market = buildMarket(root.fork('market'));
  const codes = new CodeFactory(root.fork('codes'));
  const universe = buildIssuers(root.fork('issuers'), codes);
  const ctx: BuildContext = {
    rng: root.fork('securities'),
    codes,
    universe,
    market,
    instruments: [],
  };
  addSecurities(ctx, SECURITIES_TARGET, FUND_COUNT);
  priceInstruments(root.fork('prices'), market, ctx.instruments);
  const pools = new InstrumentPools(ctx.instruments);
  const series = new SeriesIndex(ctx.instruments);
  const { funds, notes } = buildFunds({ ...ctx, rng: root.fork('funds') }, { pools, series });

  const fundCompositions: CompositionRow[] = [];
  const fundCompositionLines: CompositionLineRow[] = [];
  const reporting = root.fork('reporting');
  runFunds(root.fork('fund-months'), market, funds, pools, series, (m, valuations) => {
    const delay = reporting.next();
    if (m < firstMonth) return;
    const cctx = {
      date: allDates[m]!,
      m,
      symmetricAdjustment: market.symmetricAdjustment[m]!,
      delay,
    };
    for (const fund of funds) {
      if (fund.basis === 'none' || fund.missingMonths.has(m)) continue;
      const valuation = valuations.get(fund);
      const nav = valuation ? valuation.nav : round(fund.shares * fund.instrument.dirty[m]!, 2);
      fundCompositions.push(compositionHeader(fund, nav, cctx));
      const lines = valuation
        ? reportedLines(fund, valuation, cctx)
        : allocationLines(fund, nav, cctx);
      for (const line of lines) fundCompositionLines.push(line);
    }
  });

  const fundInstruments = funds.map((f) => f.instrument);
  const byCode = new Map(fundInstruments.map((i) => [i.security.code, i]));
  const notable = [
    notes.cycle[0],
    notes.residualFund,
    notes.targetAllocationFunds[0]!,
    notes.fundsWithoutComposition[0]!,
    notes.fundOfFundsOfFunds[0]!,
    ...Object.keys(notes.missingCompositions).slice(0, 2),
  ];
  const positions = buildPositions({
    rng: root.fork('inventories'),
    market,
    pools: new InstrumentPools([...ctx.instruments, ...fundInstruments]),
    series,
    notableFunds: notable.map((code) => byCode.get(code)!),
    linesPerClientDate: Math.max(60, Math.round(options.linesPerClientDate ?? 3000)),
    firstMonth,
  });

  assignCounterparties(
    root.fork('counterparties'),
    universe,
    ctx.instruments,
    positions,
    dates.at(-1)!,
  );
  const plans = DEMO_ROLES.flatMap((r) => portfolioPlans(r.code));
  const instruments = [...ctx.instruments, ...fundInstruments];
  const asOf = referenceDates(dates[0]!);
  const { fx, curves, scr } = marketRows(market, months, dates);
  const climate = climateRows(root.fork('climate'), universe.issuers, asOf);
  const issuerScores = esgScoreRows(root.fork('esg'), universe.issuers, asOf);
  return {
    clientRoles: DEMO_ROLES.map((r, i) => ({ ...r, ...demoUndertaking(r.name, i) })),
    cicCategories: cicCategoryRows(),
    sectors: sectorRows(),
    issuerGroups: universe.groups,
    issuers: universe.issuers.map((i) => i.row),
    securities: instruments.map((i) => i.security),
    fxRates: fx,
    yieldCurvePoints: curves,
    scrReferences: scr,
    fundCompositions,
    fundCompositionLines,
    portfolios: plans.map((p) => p.row),
    compartments: plans.flatMap((p) =>
      p.compartments.map((code) => ({
        roleCode: p.row.roleCode,
        portfolioCode: p.row.code,
        code,
        label: compartmentLabel(code),
      })),
    ),
    positions,
    esgScores: [
      ...issuerScores,
      ...isinScoreRows(root.fork('esg-isin'), ctx.instruments, issuerScores),
    ],
    sovereignData: sovereignRows(root.fork('sovereign'), asOf),
    climateData: climate,
    climateTargets: climateTargetRows(
      root.fork('climate-targets'),
      climate,
      asOf,
      universe.issuers,
    ),
    paiData: paiRows(root.fork('pai'), universe.issuers, instruments, climate, asOf),
    liquidityData: liquidityRows(root.fork('liquidity'), instruments, asOf),
    notes: { ...notes, dates },
  };
}
