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

/**
 * A country's figures for its sovereign debt (§1.6.2, §1.6.3 PAI 15): its greenhouse-gas
 * emissions (tCO2e, production/territorial as the national inventory), its GDP (M€) and
 * its PPP-adjusted GDP (M€), each possibly unknown (null).
 */
export interface CountryClimateFigures {
  ghgEmissions: number | null;
  gdp: number | null;
  gdpPpp: number | null;
}

export interface CarbonInput {
  /** Per line: its value (reference currency, €), its asset kind, issuer key and issuer's country. */
  lines: {
    marketValue: Float64Array;
    kind: readonly EsgAssetKind[];
    issuer: readonly (string | null)[];
    country?: readonly (string | null)[];
  };
  climate: ReadonlyMap<string, IssuerClimateFigures>;
  /** Country (ISO 3166 alpha-2) → its figures, for the sovereign lines. */
  countries?: ReadonlyMap<string, CountryClimateFigures>;
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
  /** PAI 15, tCO2e per M€ of GDP, of the sovereign lines, over all investments (§1.6.3). */
  pai15: CarbonMetric;
  /** PCAF sovereign attribution (tCO2e): exposure / PPP-adjusted GDP × emissions (§1.6.2). */
  financedSovereign: CarbonMetric;
  /** The value of all investments (cash and uncovered lines included), €. */
  totalValue: number;
}

const MILLION = 1_000_000;

/**
 * A country's greenhouse-gas intensity, tCO2e per M€ of GDP: the factor of PAI 15,
 * « Σ_i (current value of investment_i / current value of all investments (€M)) ×
 * (country's GHG emissions_i / GDP_i (€M)) » (esg-and-liquidity §1.6.3, Annex I of
 * Delegated Regulation (EU) 2022/1288, Table 1 n° 15). Null when the emissions or a
 * positive GDP are unknown. The one source of the factor: the ESG analysis's carbon
 * metrics (below) and the PAI statement (pai/compute.ts) both read it.
 */
export function countryGhgIntensity(figures: CountryClimateFigures | undefined): number | null {
  if (!figures || !known(figures.ghgEmissions) || !positive(figures.gdp)) return null;
  return figures.ghgEmissions / figures.gdp;
}

/** A metric's figure; NaN (answered null, « non couvert ») when no line is covered. */
const metric = (value: number, coveredValue: number, eligibleValue: number): CarbonMetric => ({
  value: coveredValue > 0 && Number.isFinite(value) ? value : NaN,
  coveredValue,
  eligibleValue,
  coverage: eligibleValue > 0 ? coveredValue / eligibleValue : NaN,
});

/**
 * The carbon metrics of the look-through (esg-and-liquidity §1.6), each with its own
 * coverage: a line counts where its issuer (its country, for a sovereign) has what the
 * metric needs, and a metric no line covers is NaN (« non couvert »), never 0. The
 * companies' metrics (PCAF, PAI 1-3, WACI) read the long corporate lines; PAI 15 and the
 * PCAF sovereign attribution the long sovereign lines. "All investments" (PAI 2, 3 and
 * 15) is every line's value, cash and uncovered lines included (ESAs Q&A JC 2022 62).
 */
export function computeCarbonMetrics(input: CarbonInput): CarbonResult {
  const { marketValue, kind, issuer, country } = input.lines;
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
  let sovereignEligible = 0;
  let pai15Sum = 0;
  let pai15Covered = 0;
  let sovereignFe = 0;
  let sovereignFeCovered = 0;
  for (let i = 0; i < marketValue.length; i++) {
    const value = marketValue[i]!;
    total += value;
    if (value <= 0) continue;
    const millions = value / MILLION;
    if (kind[i] === 'sovereign') {
      sovereignEligible += value;
      const figures = input.countries?.get(country?.[i] ?? '');
      const intensity = countryGhgIntensity(figures);
      if (intensity !== null) {
        // PAI 15: the line's share of all investments × the country's emissions per M€ GDP.
        pai15Sum += millions * intensity;
        pai15Covered += value;
      }
      const ghg = figures?.ghgEmissions;
      if (!known(ghg)) continue;
      if (positive(figures!.gdpPpp)) {
        // PCAF §5.7: exposure over PPP-adjusted GDP, both M€, × the sovereign's emissions.
        sovereignFe += (millions / figures!.gdpPpp) * ghg;
        sovereignFeCovered += value;
      }
      continue;
    }
    if (kind[i] !== 'corporate') continue;
    eligible += value;
    const figures = issuer[i] ? input.climate.get(issuer[i]!) : undefined;
    if (!figures) continue;
    const { scope12, scope3, revenue, evic } = figures;
    if (positive(evic) && known(scope12)) {
      // Attribution factor: outstanding amount over EVIC, both in M€ (§1.6.2).
      fe12 += (millions / evic) * scope12;
      fe12Covered += value;
      if (known(scope3)) {
        fe123 += (millions / evic) * (scope12 + scope3);
        fe123Covered += value;
      }
    }
    if (positive(revenue) && known(scope12)) {
      waciSum += value * (scope12 / revenue);
      waciCovered += value;
      if (known(scope3)) {
        pai3Sum += millions * ((scope12 + scope3) / revenue);
        pai3Covered += value;
      }
    }
  }
  const totalMillions = total / MILLION;
  const ofAll = (sum: number) => (totalMillions > 0 ? sum / totalMillions : NaN);
  return {
    financedScope12: metric(fe12, fe12Covered, eligible),
    financedScope123: metric(fe123, fe123Covered, eligible),
    carbonFootprint: metric(ofAll(fe123), fe123Covered, eligible),
    waci: metric(waciCovered > 0 ? waciSum / waciCovered : NaN, waciCovered, eligible),
    pai3: metric(ofAll(pai3Sum), pai3Covered, eligible),
    pai15: metric(ofAll(pai15Sum), pai15Covered, sovereignEligible),
    financedSovereign: metric(sovereignFe, sovereignFeCovered, sovereignEligible),
    totalValue: total,
  };
}

/** A figure the data know: a finite number (null, undefined and NaN are unknown). */
const known = (x: number | null | undefined): x is number =>
  typeof x === 'number' && Number.isFinite(x);
const positive = (x: number | null | undefined): x is number => known(x) && x > 0;
