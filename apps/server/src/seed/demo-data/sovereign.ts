import type { esgScores, sovereignData } from '../../db/schema';
import type { EsgScoreRow } from './esg';
import type { Instrument } from './model';
import { COUNTRIES } from './countries';
import { clamp, round, type Random } from './random';

export type SovereignRow = typeof sovereignData.$inferInsert;

/**
 * Each demo country's greenhouse-gas emissions (MtCO2e, production), GDP and
 * PPP-adjusted GDP (bn€) — plausible orders of magnitude, not published figures — for
 * PAI 15 and the PCAF sovereign attribution (esg-and-liquidity §1.6.2-1.6.3, issue 38).
 */
const FIGURES: Record<string, [emissions: number, gdp: number, gdpPpp: number]> = {
  FR: [400, 2_800, 3_500], DE: [750, 4_100, 5_000], IT: [410, 2_100, 2_900], ES: [290, 1_500, 2_200],
  NL: [150, 1_000, 1_150], BE: [105, 580, 700], AT: [70, 470, 560], PT: [55, 270, 400],
  IE: [60, 500, 560], FI: [45, 280, 300], LU: [8, 80, 85], PL: [380, 750, 1_500],
  SE: [45, 540, 600], DK: [40, 380, 400], NO: [48, 450, 430], US: [6_000, 25_000, 24_500],
  GB: [420, 3_100, 3_400], CH: [42, 800, 680], JP: [1_100, 3_900, 5_600], CA: [700, 2_000, 2_150],
  AU: [470, 1_600, 1_500], MX: [750, 1_700, 2_800], BR: [1_300, 2_000, 3_700],
}; // prettier-ignore

/** Rating → a sovereign ESG level on 0–10 before noise: better-rated, higher (a plausible tilt). */
const LEVEL: Record<string, number> = { AAA: 7.8, 'AA+': 7.3, AA: 7, 'AA-': 6.8, 'A+': 6.4, A: 6.1, 'A-': 5.8, BBB: 5.2, BB: 4.3 }; // prettier-ignore

/**
 * The demo's sovereign data (schema sovereign_data): every country a score (0–10) at each
 * date, and its emissions and GDPs (the latter once a year, the first date without them so
 * that the page shows « non couvert » on the oldest computations).
 */
export function sovereignRows(rng: Random, asOf: readonly string[]): SovereignRow[] {
  const rows: SovereignRow[] = [];
  for (const country of COUNTRIES) {
    const level = (LEVEL[country.rating] ?? 5) + 0.4 * rng.normal();
    const figures = FIGURES[country.code];
    asOf.forEach((date, d) => {
      rows.push({
        country: country.code,
        asOf: date,
        esgScore: round(clamp(level + 0.1 * rng.normal(), 0, 10), 1),
        ghgEmissions: d > 0 && figures ? figures[0] * 1e6 : null,
        gdp: d > 0 && figures ? figures[1] * 1_000 : null,
        gdpPpp: d > 0 && figures ? figures[2] * 1_000 : null,
      });
    });
  }
  return rows;
}

/**
 * ISIN-level scores (esg-and-liquidity §1.4.3 item 2): a few equities scored apart from
 * their issuer (a vendor rating the listed line), their issuer's themes shifted.
 */
export function isinScoreRows(
  rng: Random,
  instruments: readonly Instrument[],
  issuerScores: readonly EsgScoreRow[],
): (typeof esgScores.$inferInsert)[] {
  const byIssuer = new Map<string, EsgScoreRow[]>();
  for (const row of issuerScores) {
    const list = byIssuer.get(row.issuerCode) ?? [];
    list.push(row);
    byIssuer.set(row.issuerCode, list);
  }
  const rows: (typeof esgScores.$inferInsert)[] = [];
  for (const instrument of instruments) {
    const issuerCode = instrument.issuer?.row.code;
    const cic = instrument.security.cic ?? '';
    if (!issuerCode || cic[2] !== '3' || !rng.chance(0.04)) continue;
    const shift = 0.8 * rng.normal();
    for (const row of byIssuer.get(issuerCode) ?? [])
      rows.push({
        ...row,
        isin: instrument.security.code,
        score: round(clamp(row.score + shift, 0, 10), 1),
      });
  }
  return rows;
}
