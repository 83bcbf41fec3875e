import {
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPES,
  LIQUIDITY_STATUSES,
  type LiquidityScenario,
} from '@prisme/domain';
import { LINE_FLAGS, type LookThroughInput, type LookThroughResult } from '../lookthrough/types';
import { groupIndex } from '../esg/breakdowns';
import { analyseScenario, type LiquidityLineGroups } from './analysis';
import { classifySecurity } from './classify';
import { allocateHoldings, NONE, setHolding, type LiquidityHoldings } from './holdings';

/** A security's market liquidity data at the valuation date (table liquidity_data). */
export interface SecurityLiquidityData {
  /** Average daily volume, in units. */
  averageDailyVolume: number | null;
  /** In the security's currency. */
  issueSize: number | null;
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
    const units =
      knownUnits[s] !== 0 && knownValue[s] !== 0
        ? knownUnits[s]! * (value[s]! / knownValue[s]!)
        : Number.NaN;
    const adv = data?.averageDailyVolume ?? null;
    const volumeShare = adv !== null && units > 0 ? adv / units : Number.NaN;
    setHolding(
      holdings,
      s,
      { code: attributes.code, name: attributes.name, value: value[s]!, volumeShare },
      classifySecurity({
        cic: attributes.cic,
        isGovernment: attributes.isGovernment,
        isSupranational: attributes.isSupranational,
        isCoveredBond: attributes.isCoveredBond,
        country: attributes.country,
        creditQualityStep: attributes.creditQualityStep,
        issueSize: data?.issueSize ?? null,
        value: value[s]!,
        volumeShare,
        quantityUnknown: !(units > 0),
      }),
    );
  });
  return { holdings, lineCounts };
}

/** Above this many (security, portfolio) cells the lines are summed in a map, not a grid. */
const DENSE_CELLS = 4_000_000;

/**
 * The look-through lines grouped by the portfolio of their root position, summed per
 * (security, portfolio) once: each scenario then weighs some thousands of sums, not a
 * million lines (bench:liquidity).
 */
export function linesByPortfolio(
  result: LookThroughResult,
  input: LookThroughInput,
): LiquidityLineGroups {
  const portfolios = groupIndex(input.positions.map((p) => p.portfolioCode));
  const { root, instrument, exposureRc } = result.lines;
  const groups = portfolios.keys.length;
  const cells = input.instruments.length * groups;
  const sums = new Map<number, number>();
  const dense = cells <= DENSE_CELLS ? new Float64Array(cells) : null;
  const touched = dense ? new Uint8Array(cells) : null;
  for (let line = 0; line < result.count; line++) {
    const cell = instrument[line]! * groups + portfolios.of[root[line]!]!;
    if (dense) {
      dense[cell]! += exposureRc[line]!;
      touched![cell] = 1;
    } else sums.set(cell, (sums.get(cell) ?? 0) + exposureRc[line]!);
  }
  if (dense)
    for (let cell = 0; cell < cells; cell++) if (touched![cell]) sums.set(cell, dense[cell]!);
  const holding = new Int32Array(sums.size);
  const value = new Float64Array(sums.size);
  const group = new Int32Array(sums.size);
  let at = 0;
  for (const [cell, sum] of sums) {
    holding[at] = Math.floor(cell / groups);
    group[at] = cell % groups;
    value[at] = sum;
    at += 1;
  }
  return { holding, value, group, labels: portfolios.keys.map((key) => ({ key, label: key })) };
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
    if (holdings.liquidityClass[s] === NONE) continue;
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
    scenarios: settings.scenarios.map((scenario) => ({
      scenario,
      ...analyseScenario(holdings, scenario, lines),
    })),
  };
}

export type LiquidityOutcome = ReturnType<typeof computeLiquidityOfLookThrough>;
