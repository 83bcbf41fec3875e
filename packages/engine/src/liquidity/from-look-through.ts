import {
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPES,
  LIQUIDITY_STATUSES,
  LIQUIDITY_TERMS,
  type DealingTerms,
  type LiquidityScenario,
} from '@prisme/domain';
import { LINE_FLAGS, type LookThroughInput, type LookThroughResult } from '../lookthrough/types';
import { naceSection } from '../lookthrough/nace-sections';
import { groupIndex } from '../esg/breakdowns';
import { analyseScenario, type LiquidityLineGroups } from './analysis';
import { classifySecurity } from './classify';
import { holdingDealing, priceInReference } from './dealing';
import { derivativesOfLookThrough } from './derivatives';
import { hqlaSummaries } from './hqla';
import { allocateHoldings, NONE, setHolding, type LiquidityHoldings } from './holdings';
import { derivativesBlock } from './margin';
import { raisedBy } from './redemption';

/** A security's market liquidity data at the valuation date (table liquidity_data). */
export interface SecurityLiquidityData {
  /** Average daily volume, in units (shares for an equity). */
  averageDailyVolume: number | null;
  /** In the security's currency. */
  issueSize: number | null;
  /** Price of one unit in the security's currency (§3.6.2's P_i); null: value ÷ units. */
  price?: number | null;
  /** A fund's dealing terms (§3.6.4); null: the CIC subcategory rule, « supposées ». */
  dealing?: DealingTerms | null;
}

/** What the server loads for a liquidity computation (modules/liquidity). */
export interface LiquiditySettings {
  scenarios: readonly LiquidityScenario[];
  /** Security code → its liquidity data. */
  marketData: ReadonlyMap<string, SecurityLiquidityData>;
}

/**
 * The look-through's securities as liquidity holdings: each instrument's lines netted
 * (value, and units where known), then classified. Units unknown on some lines are
 * inferred from the price of the lines that know them; on none, the holding has no
 * quantity. One holding per instrument of the input, so line → holding is the line's
 * instrument; instruments without lines stay at zero.
 */
export function liquidityHoldingsOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
  marketData: ReadonlyMap<string, SecurityLiquidityData>,
): { holdings: LiquidityHoldings; lineCounts: Int32Array } {
  const n = input.instruments.length;
  const value = new Float64Array(n);
  const knownValue = new Float64Array(n);
  const knownUnits = new Float64Array(n);
  const lineCounts = new Int32Array(n);
  const { instrument, exposureRc, quantity, flags } = result.lines;
  for (let line = 0; line < result.count; line++) {
    const s = instrument[line]!;
    value[s]! += exposureRc[line]!;
    lineCounts[s]! += 1;
    if ((flags[line]! & LINE_FLAGS.quantityUnknown) === 0) {
      knownValue[s]! += exposureRc[line]!;
      knownUnits[s]! += quantity[line]!;
    }
  }
  const holdings = allocateHoldings(n);
  input.instruments.forEach((attributes, s) => {
    const data = marketData.get(attributes.code);
    // A short's units are negative: its size is what is bought back.
    const units = Math.abs(
      knownUnits[s] !== 0 && knownValue[s] !== 0
        ? knownUnits[s]! * (value[s]! / knownValue[s]!)
        : Number.NaN,
    );
    const size = Math.abs(value[s]!);
    const adv = data?.averageDailyVolume ?? null;
    // §3.6.2: L = x × ADV × P. The security's price where the referential has it (in the
    // reference currency); otherwise the holding's own, value ÷ units (shown on the line).
    const price = priceInReference(data?.price ?? null, attributes.currency, input);
    const volumeShare =
      adv === null
        ? Number.NaN
        : price !== null && size > 0
          ? (adv * price) / size
          : units > 0
            ? adv / units
            : Number.NaN;
    const classification = classifySecurity({
      cic: attributes.cic,
      isGovernment: attributes.isGovernment,
      isSupranational: attributes.isSupranational,
      isCoveredBond: attributes.isCoveredBond,
      country: attributes.country,
      creditQualityStep: attributes.creditQualityStep,
      issueSize: data?.issueSize ?? null,
      value: value[s]!,
      volumeShare,
      quantityUnknown: price === null && !(units > 0),
      financialIssuer: naceSection(attributes.naceCode) === 'K',
    });
    const equity = classification.scope === 'EQUITY';
    setHolding(
      holdings,
      s,
      {
        code: attributes.code,
        name: attributes.name,
        value: value[s]!,
        volumeShare,
        priceSource: equity ? (price !== null ? 'price' : 'value_per_unit') : 'none',
        dealing: holdingDealing(classification.scope, data?.dealing ?? null),
      },
      classification,
    );
  });
  return { holdings, lineCounts };
}

/** Above this many (security, portfolio) cells the lines are summed in a map, not a grid. */
const DENSE_CELLS = 4_000_000;

/**
 * The look-through lines grouped by the portfolio of their root position, summed per
 * (security, portfolio) once: each scenario then weighs some thousands of sums, not a
 * million lines (bench:liquidity). Each sum says how much of it is held through funds,
 * for the HQLA summary's Art. 15 haircuts.
 */
export function linesByPortfolio(
  result: LookThroughResult,
  input: LookThroughInput,
): LiquidityLineGroups {
  const portfolios = groupIndex(input.positions.map((p) => p.portfolioCode));
  const { root, instrument, exposureRc, depth } = result.lines;
  const groups = portfolios.keys.length;
  const cells = input.instruments.length * groups;
  // Each cell's sum, and the part of it held through funds (lines below the root).
  const sums = new Map<number, [number, number]>();
  const dense = cells <= DENSE_CELLS ? new Float64Array(cells) : null;
  const denseThrough = dense ? new Float64Array(cells) : null;
  const touched = dense ? new Uint8Array(cells) : null;
  for (let line = 0; line < result.count; line++) {
    const cell = instrument[line]! * groups + portfolios.of[root[line]!]!;
    const amount = exposureRc[line]!;
    const through = depth[line]! > 0;
    if (dense) {
      dense[cell]! += amount;
      if (through) denseThrough![cell]! += amount;
      touched![cell] = 1;
    } else {
      const sum = sums.get(cell) ?? [0, 0];
      sum[0] += amount;
      if (through) sum[1] += amount;
      sums.set(cell, sum);
    }
  }
  if (dense)
    for (let cell = 0; cell < cells; cell++)
      if (touched![cell]) sums.set(cell, [dense[cell]!, denseThrough![cell]!]);
  const holding = new Int32Array(sums.size);
  const value = new Float64Array(sums.size);
  const group = new Int32Array(sums.size);
  const throughValue = new Float64Array(sums.size);
  let at = 0;
  for (const [cell, [sum, through]] of sums) {
    holding[at] = Math.floor(cell / groups);
    group[at] = cell % groups;
    value[at] = sum;
    throughValue[at] = through;
    at += 1;
  }
  return {
    holding,
    value,
    group,
    throughValue,
    labels: portfolios.keys.map((key) => ({ key, label: key })),
  };
}

/**
 * The liquidity analysis of a look-through (issue 16): the holdings, their statuses and
 * classes, and each scenario's analysis. The redemption analysis is asked later, for an
 * outflow the user chooses (redemptionAnalysis), from the stored holdings.
 */
export function computeLiquidityOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
  settings: LiquiditySettings,
) {
  const { holdings, lineCounts } = liquidityHoldingsOfLookThrough(
    result,
    input,
    settings.marketData,
  );
  const lines = linesByPortfolio(result, input);
  const derivatives = derivativesOfLookThrough(result, input, holdings);
  const whole = [{ key: '', label: 'Périmètre' }];
  const statuses = LIQUIDITY_STATUSES.map((status) => ({
    status,
    value: 0,
    securities: 0,
    lines: 0,
  }));
  const classes = new Map<
    string,
    { liquidityClass: string; scope: string; value: number; securities: number }
  >();
  for (let s = 0; s < holdings.count; s++) {
    if (lineCounts[s] === 0) continue;
    const entry = statuses[holdings.status[s]!]!;
    entry.value += holdings.value[s]!;
    entry.securities += 1;
    entry.lines += lineCounts[s]!;
    if (holdings.liquidityClass[s] === NONE || entry.status === 'short') continue;
    const liquidityClass = LIQUIDITY_CLASSES[holdings.liquidityClass[s]!]!;
    const scope = LIQUIDITY_SCOPES[holdings.scope[s]!]!;
    const key = `${liquidityClass}|${scope}`;
    const group = classes.get(key) ?? { liquidityClass, scope, value: 0, securities: 0 };
    group.value += holdings.value[s]!;
    group.securities += 1;
    classes.set(key, group);
  }
  return {
    holdings,
    lineCounts,
    statuses,
    classes: [...classes.values()].sort((a, b) => b.value - a.value),
    securityCount: lineCounts.reduce((n, count) => n + (count > 0 ? 1 : 0), 0),
    dealingTerms: dealingTermsSummary(holdings, lineCounts),
    hqla: {
      whole: hqlaSummaries(
        holdings,
        { ...lines, group: new Int32Array(lines.group.length) },
        whole,
      )[0]!,
      byPortfolio: hqlaSummaries(holdings, lines, lines.labels).filter((g) => g.longValue !== 0),
    },
    scenarios: settings.scenarios.map((scenario) => {
      const analysis = analyseScenario(holdings, scenario, lines);
      return {
        scenario,
        ...analysis,
        derivatives: derivativesBlock(derivatives, scenario.marginMultiplier, (h) =>
          raisedBy(holdings, analysis.resolved, h),
        ),
      };
    }),
  };
}

export type LiquidityOutcome = ReturnType<typeof computeLiquidityOfLookThrough>;

/** The funds by how their dealing terms were known: given, assumed, suspended. */
function dealingTermsSummary(holdings: LiquidityHoldings, lineCounts: Int32Array) {
  const rows = LIQUIDITY_TERMS.map((terms) => ({ terms, securities: 0, value: 0 }));
  for (let s = 0; s < holdings.count; s++) {
    if (lineCounts[s] === 0 || holdings.terms[s] === 0 || holdings.value[s]! <= 0) continue;
    rows[holdings.terms[s]!]!.securities += 1;
    rows[holdings.terms[s]!]!.value += holdings.value[s]!;
  }
  return rows.filter((r) => r.securities > 0);
}
