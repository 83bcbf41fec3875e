import type { EsgAssetKind } from './portfolio';

/** An issuer's emissions (tCO2e) and financials (M€), each possibly unknown (null). */
export interface IssuerClimateFigures {
  scope12: number | null;
  scope3: number | null;
  /** M€ */
  revenue: number | null;
  /** M€, enterprise value including cash (§1.6.1). */
  evic: number | null;
}

export interface CarbonInput {
  /** Per line: its value (reference currency, €), its asset kind and its issuer key. */
  lines: {
    marketValue: Float64Array;
    kind: readonly EsgAssetKind[];
    issuer: readonly (string | null)[];
  };
  climate: ReadonlyMap<string, IssuerClimateFigures>;
}

/** A metric with what it covers: the value of the lines it could use, of those it should. */
export interface CarbonMetric {
  value: number;
  coveredValue: number;
  eligibleValue: number;
  coverage: number;
}

export interface CarbonResult {
  /** PCAF financed emissions (tCO2e), scopes 1+2 and 1+2+3 (§1.6.2, PAI 1). */
  financedScope12: CarbonMetric;
  financedScope123: CarbonMetric;
  /** PAI 2, tCO2e per M€ invested, over all investments (§1.6.3). */
  carbonFootprint: CarbonMetric;
  /** TCFD WACI, tCO2e per M€ of revenue, scopes 1+2, weights re-normalised to the covered lines (§1.6.4). */
  waci: CarbonMetric;
  /** PAI 3, tCO2e per M€ of revenue, scopes 1+2+3, over all investments (§1.6.3). */
  pai3: CarbonMetric;
  /** The value of all investments (cash and uncovered lines included), €. */
  totalValue: number;
}

const MILLION = 1_000_000;

const metric = (value: number, coveredValue: number, eligibleValue: number): CarbonMetric => ({
  value,
  coveredValue,
  eligibleValue,
  coverage: eligibleValue > 0 ? coveredValue / eligibleValue : NaN,
});

/**
 * The carbon metrics of the look-through (esg-and-liquidity §1.6), over the long
 * corporate lines (the companies' metrics: sovereigns have PAI 15, not these), each with
 * its own coverage: a line counts where its issuer has what the metric needs. "All
 * investments" (PAI 2 and 3) is every line's value, cash and uncovered lines included
 * (ESAs Q&A JC 2022 62).
 */
export function computeCarbonMetrics(input: CarbonInput): CarbonResult {
  const { marketValue, kind, issuer } = input.lines;
  let total = 0;
  let eligible = 0;
  let fe12 = 0;
  let fe123 = 0;
  let fe12Covered = 0;
  let fe123Covered = 0;
  let waciSum = 0;
  let waciCovered = 0;
  let pai3Sum = 0;
  let pai3Covered = 0;
  for (let i = 0; i < marketValue.length; i++) {
    const value = marketValue[i]!;
    total += value;
    if (kind[i] !== 'corporate' || value <= 0) continue;
    eligible += value;
    const figures = issuer[i] ? input.climate.get(issuer[i]!) : undefined;
    if (!figures) continue;
    const { scope12, scope3, revenue, evic } = figures;
    const millions = value / MILLION;
    if (evic && evic > 0 && scope12 !== null) {
      // Attribution factor: outstanding amount over EVIC, both in M€ (§1.6.2).
      fe12 += (millions / evic) * scope12;
      fe12Covered += value;
      if (scope3 !== null) {
        fe123 += (millions / evic) * (scope12 + scope3);
        fe123Covered += value;
      }
    }
    if (revenue && revenue > 0 && scope12 !== null) {
      waciSum += value * (scope12 / revenue);
      waciCovered += value;
      if (scope3 !== null) {
        pai3Sum += millions * ((scope12 + scope3) / revenue);
        pai3Covered += value;
      }
    }
  }
  const totalMillions = total / MILLION;
  return {
    financedScope12: metric(fe12, fe12Covered, eligible),
    financedScope123: metric(fe123, fe123Covered, eligible),
    carbonFootprint: metric(
      totalMillions > 0 ? fe123 / totalMillions : NaN,
      fe123Covered,
      eligible,
    ),
    waci: metric(waciCovered > 0 ? waciSum / waciCovered : NaN, waciCovered, eligible),
    pai3: metric(totalMillions > 0 ? pai3Sum / totalMillions : NaN, pai3Covered, eligible),
    totalValue: total,
  };
}
