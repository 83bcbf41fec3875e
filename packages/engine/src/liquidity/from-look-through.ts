import {
  LIQUIDITY_BUCKET_ENDS,
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPES,
  LIQUIDITY_STATUSES,
  LIQUIDITY_TERMS,
  parseCic,
  type DealingTerms,
  type LiquidityScenario,
} from '@prisme/domain';
import type { LookThroughInput, LookThroughResult } from '../lookthrough/types';
import { naceSection } from '../lookthrough/nace-sections';
import { analyseScenarioWithRaised, type LiquidityLineGroups } from './analysis';
import { classifySecurity } from './classify';
import { holdingDealing, priceInReference } from './dealing';
import { derivativesOfLookThrough } from './derivatives';
import { hqlaSummaries } from './hqla';
import { allocateHoldings, NONE, setHolding, type LiquidityHoldings } from './holdings';
import { derivativesBlock } from './margin';
import { sumLiquidityLines, type LiquidityLineSums } from './line-sums';
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
  sums: LiquidityLineSums = sumLiquidityLines(result, input),
): { holdings: LiquidityHoldings; lineCounts: Int32Array } {
  const n = input.instruments.length;
  const { value, knownValue, knownUnits, lineCounts } = sums;
  const holdings = allocateHoldings(n);
  // A CIC parsed once per distinct code, not once per instrument.
  const cics = new Map<string, ReturnType<typeof parseCic> | undefined>();
  for (let s = 0; s < n; s++) {
    const attributes = input.instruments[s]!;
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
    let parsed = attributes.cic ? cics.get(attributes.cic) : undefined;
    if (attributes.cic && parsed === undefined)
      cics.set(attributes.cic, (parsed = parseCic(attributes.cic)));
    const classification = classifySecurity(
      {
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
      },
      parsed,
    );
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
  }
  return { holdings, lineCounts };
}

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
  return sumLiquidityLines(result, input).groups;
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
  // The lines are read once, for every sum below (line-sums.ts).
  const sums = sumLiquidityLines(result, input);
  const { holdings, lineCounts } = liquidityHoldingsOfLookThrough(
    result,
    input,
    settings.marketData,
    sums,
  );
  const lines = sums.groups;
  const derivatives = derivativesOfLookThrough(result, input, holdings, sums.notional);
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
      const { analysis, raised } = analyseScenarioWithRaised(holdings, scenario, lines);
      // What the long book raises by each horizon: the scenario pass's, at the bucket ends.
      const raisedAt = (h: number) => {
        const k = (LIQUIDITY_BUCKET_ENDS as readonly number[]).indexOf(h);
        return k >= 0 ? raised[k]! : raisedBy(holdings, analysis.resolved, h);
      };
      return {
        scenario,
        ...analysis,
        derivatives: derivativesBlock(derivatives, scenario.marginMultiplier, raisedAt),
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
