import type { climateData, climateTargets, esgScores } from '../../db/schema';
import type { Issuer } from './model';
import { clamp, round, type Random } from './random';
import { parseTable } from './text-table';

/**
 * ESG theme scores (0-10, ten themes over the E/S/G pillars, esg-and-liquidity §1.1.1)
 * for most issuers, and carbon intensity and implied temperature for most companies.
 * Gaps are left on purpose: uncovered issuers, missing themes, missing temperatures.
 */

export type EsgScoreRow = typeof esgScores.$inferInsert;
export type ClimateRow = typeof climateData.$inferInsert;
export type ClimateTargetRow = typeof climateTargets.$inferInsert;

const THEMES = parseTable(`
  CLIMATE_CHANGE | E
  NATURAL_CAPITAL | E
  POLLUTION_WASTE | E
  ENV_OPPORTUNITIES | E
  HUMAN_CAPITAL | S
  PRODUCT_LIABILITY | S
  STAKEHOLDER_OPPOSITION | S
  SOCIAL_OPPORTUNITIES | S
  CORPORATE_GOVERNANCE | G
  CORPORATE_BEHAVIOUR | G
`);

/** Environmental tilt by GICS sector: energy, materials and utilities score lower on E. */
const E_TILT: Record<string, number> = {
  '10': -1.8,
  '15': -1,
  '55': -0.6,
  '20': -0.3,
  '45': 0.8,
  '40': 0.3,
  '60': 0.2,
};

/** Median carbon intensity, tCO2e per M€ of revenue (scopes 1+2), by GICS sector. */
const CARBON_MEDIAN: Record<string, number> = {
  '10': 650,
  '15': 900,
  '20': 90,
  '25': 45,
  '30': 70,
  '35': 20,
  '40': 6,
  '45': 12,
  '50': 18,
  '55': 1400,
  '60': 45,
};

/** Scope 3 as a multiple of scopes 1+2, by GICS sector: large upstream and use-phase shares. */
const SCOPE3_MULTIPLE: Record<string, number> = {
  '10': 6,
  '15': 2.5,
  '20': 5,
  '25': 8,
  '30': 6,
  '35': 7,
  '40': 10,
  '45': 6,
  '50': 4,
  '55': 0.6,
  '60': 1.5,
};

const NOT_SCORED = new Set(['spv', 'clientEntity']);
const COMPANIES = new Set(['bank', 'insurer', 'corporate', 'realEstate', 'manager']);

export function esgScoreRows(
  rng: Random,
  issuers: readonly Issuer[],
  asOf: readonly string[],
): EsgScoreRow[] {
  const rows: EsgScoreRow[] = [];
  for (const issuer of issuers) {
    if (NOT_SCORED.has(issuer.kind) || !rng.chance(0.9)) continue;
    const quality = 5.6 + 1.4 * rng.normal();
    const tilt = E_TILT[issuer.sector.gics ?? ''] ?? 0;
    const themes = THEMES.map(([theme, pillar]) => ({
      theme: theme!,
      pillar: pillar!,
      level: quality + (pillar === 'E' ? tilt : 0) + 1.1 * rng.normal(),
      missing: rng.chance(0.06),
    }));
    // A few issuers are covered only from the third date on.
    const from = rng.chance(0.05) ? 2 : 0;
    let drift = 0;
    asOf.forEach((date, d) => {
      drift += 0.15 * rng.normal();
      if (d < from) return;
      for (const t of themes) {
        if (t.missing) continue;
        const score = round(clamp(t.level + drift + 0.2 * rng.normal(), 0, 10), 1);
        rows.push({
          issuerCode: issuer.row.code,
          // An issuer's own scores (the bulk writer sets every column: no default).
          isin: '',
          themeId: t.theme,
          pillar: t.pillar,
          score,
          asOf: date,
        });
      }
    });
  }
  return rows;
}

export function climateRows(
  rng: Random,
  issuers: readonly Issuer[],
  asOf: readonly string[],
): ClimateRow[] {
  const rows: ClimateRow[] = [];
  for (const issuer of issuers) {
    if (!COMPANIES.has(issuer.kind) || !rng.chance(0.85)) continue;
    const base = rng.logNormal(CARBON_MEDIAN[issuer.sector.gics ?? ''] ?? 50, 0.7);
    const ambition = 0.35 * rng.normal();
    const noTemperature = rng.chance(0.12);
    const noIntensity = rng.chance(0.05);
    // Financials in M€ (esg-and-liquidity §1.6.1): revenue by size, EVIC a multiple of it
    // (balance sheets of banks and insurers far larger), scope 3 a sector multiple of 1+2.
    const revenue = 4_000 * issuer.size * rng.logNormal(1, 0.6);
    const financial = issuer.kind === 'bank' || issuer.kind === 'insurer';
    const evic = revenue * (financial ? 6 : 1.6) * rng.logNormal(1, 0.3);
    const cash = evic * 0.06 * rng.logNormal(1, 0.4);
    const scope3Multiple = SCOPE3_MULTIPLE[issuer.sector.gics ?? ''] ?? 4;
    const noFinancials = rng.chance(0.08);
    asOf.forEach((date, d) => {
      // Intensities fall about 4 % a year as companies decarbonise.
      const intensity = base * Math.pow(0.98, d) * rng.logNormal(1, 0.05);
      const temperature = clamp(
        1.3 + 0.45 * Math.log10(1 + intensity) + ambition - 0.02 * d,
        1.3,
        4,
      );
      const scope12 = intensity * revenue;
      rows.push({
        issuerCode: issuer.row.code,
        asOf: date,
        carbonIntensity: noIntensity ? null : round(intensity, 1),
        impliedTemperature: noTemperature ? null : round(temperature, 2),
        ...(!noFinancials && {
          scope12Emissions: noIntensity ? null : Math.round(scope12),
          scope3Emissions: noIntensity ? null : Math.round(scope12 * scope3Multiple),
          revenue: round(revenue, 1),
          evic: round(evic, 1),
          marketCap: issuer.listed ? round(evic * 0.55, 1) : null,
          enterpriseValue: round(evic - cash, 1),
          cash: round(cash, 1),
          totalAssets: round(evic * (financial ? 1.4 : 1.1), 1),
        }),
      });
    });
  }
  return rows;
}

/**
 * Reduction targets (esg-and-liquidity §2.1.1) for about a third of the companies with
 * climate data, most on scopes 1+2, some also on scope 3, a few on an intensity (power
 * producers on their power intensity): the temperature then has companies scored on their
 * targets and many on the default score. A target set is kept from one date to the next.
 */
export function climateTargetRows(
  rng: Random,
  climate: readonly ClimateRow[],
  asOf: readonly string[],
  issuers: readonly Issuer[],
): ClimateTargetRow[] {
  const rows: ClimateTargetRow[] = [];
  const byCode = new Map(issuers.map((i) => [i.row.code, i]));
  const withData = [...new Set(climate.map((c) => c.issuerCode))];
  for (const code of withData) {
    if (!rng.chance(0.35)) continue;
    const utility = byCode.get(code)?.sector.gics === '55';
    const baseYear = rng.int(2017, 2021);
    const endYear = rng.pick([2025, 2030, 2030, 2035, 2040, 2050]);
    const targets: Omit<ClimateTargetRow, 'asOf' | 'issuerCode'>[] = [
      {
        targetRef: `${code}-S12`,
        targetType: utility ? 'intensity' : 'absolute',
        intensityMetric: utility ? 'Power' : null,
        scope: 'S1S2',
        coverageS1: rng.chance(0.8) ? 1 : round(0.7 + 0.25 * rng.next(), 2),
        coverageS2: 1,
        reductionAmbition: round(
          clamp(0.2 + 0.15 * rng.normal() + (endYear - 2030) / 60, 0.05, 0.95),
          2,
        ),
        baseYear,
        endYear,
        achievedReduction: round(clamp(0.1 + 0.08 * rng.normal(), 0, 0.6), 2),
        sbtiValidated: rng.chance(0.5),
      },
    ];
    if (rng.chance(0.3))
      targets.push({
        targetRef: `${code}-S3`,
        targetType: 'absolute',
        intensityMetric: null,
        scope: 'S3',
        coverageS3: round(0.5 + 0.5 * rng.next(), 2),
        reductionAmbition: round(clamp(0.25 + 0.1 * rng.normal(), 0.05, 0.9), 2),
        baseYear,
        endYear: Math.max(endYear, 2030),
        sbtiValidated: rng.chance(0.5),
      });
    for (const date of asOf)
      for (const t of targets) rows.push({ issuerCode: code, asOf: date, ...t });
  }
  return rows;
}
