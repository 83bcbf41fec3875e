import type { climateData, esgScores } from '../../db/schema';
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
    asOf.forEach((date, d) => {
      // Intensities fall about 4 % a year as companies decarbonise.
      const intensity = base * Math.pow(0.98, d) * rng.logNormal(1, 0.05);
      const temperature = clamp(
        1.3 + 0.45 * Math.log10(1 + intensity) + ambition - 0.02 * d,
        1.3,
        4,
      );
      rows.push({
        issuerCode: issuer.row.code,
        asOf: date,
        carbonIntensity: noIntensity ? null : round(intensity, 1),
        impliedTemperature: noTemperature ? null : round(temperature, 2),
      });
    });
  }
  return rows;
}
