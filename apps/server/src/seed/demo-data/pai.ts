import type { PaiMetric } from '@prisme/domain';
import type { paiData } from '../../db/schema';
import type { ClimateRow } from './esg';
import type { Instrument, Issuer } from './model';
import { clamp, round, type Random } from './random';

/**
 * The PAI file's values (issue 38 §7) for the demo: most companies, states and property
 * assets, with gaps (a metric missing for about one issuer in five) and about a quarter
 * estimated, each dated with the ESG data's half-years. Plausible orders of magnitude,
 * by GICS sector (energy 10, materials 15, industrials 20, utilities 55).
 */
export type PaiRow = typeof paiData.$inferInsert;

const COMPANIES = new Set(['bank', 'insurer', 'corporate', 'realEstate', 'manager']);

/** GWh of energy consumed per M€ of revenue, median by GICS sector. */
const ENERGY_INTENSITY: Record<string, number> = {
  '10': 2.5,
  '15': 3,
  '20': 0.4,
  '25': 0.2,
  '30': 0.3,
  '35': 0.15,
  '40': 0.02,
  '45': 0.05,
  '55': 6,
  '60': 0.3,
};

export function paiRows(
  rng: Random,
  issuers: readonly Issuer[],
  instruments: readonly Instrument[],
  climate: readonly ClimateRow[],
  asOf: readonly string[],
): PaiRow[] {
  const rows: PaiRow[] = [];
  const emissions = new Map(climate.map((c) => [`${c.issuerCode}|${c.asOf}`, c]));
  const put = (code: string, metric: PaiMetric, date: string, value: number, p = 0.25) =>
    rows.push({ subjectCode: code, metric, asOf: date, value, estimated: rng.chance(p) });
  for (const issuer of issuers) {
    const code = issuer.row.code;
    if (issuer.kind === 'sovereign') {
      if (!rng.chance(0.9)) continue;
      const intensity = rng.logNormal(260, 0.45);
      const violations = rng.chance(0.12) ? 1 : 0;
      asOf.forEach((date, d) => {
        put(code, 'sovereignGhgIntensity', date, round(intensity * Math.pow(0.97, d), 1), 0.1);
        put(code, 'socialViolations', date, violations, 0);
      });
      continue;
    }
    if (!COMPANIES.has(issuer.kind) || !rng.chance(0.8)) continue;
    const gics = issuer.sector.gics ?? '';
    const fossil = gics === '10' || (gics === '55' && rng.chance(0.4)) ? 1 : 0;
    const has = () => rng.chance(0.8);
    const metrics: [PaiMetric, number][] = [];
    const add = (metric: PaiMetric, value: number) => {
      if (has()) metrics.push([metric, value]);
    };
    add('fossilFuelSector', fossil);
    add('nonRenewableConsumptionShare', round(clamp(0.62 + 0.18 * rng.normal(), 0.05, 1), 3));
    if (gics === '10' || gics === '55')
      add('nonRenewableProductionShare', round(clamp(0.7 + 0.2 * rng.normal(), 0, 1), 3));
    add('energyConsumptionIntensity', round(rng.logNormal(ENERGY_INTENSITY[gics] ?? 0.3, 0.5), 4));
    add(
      'biodiversitySensitiveAreas',
      rng.chance(gics === '10' || gics === '15' ? 0.25 : 0.05) ? 1 : 0,
    );
    add('waterEmissions', round(rng.logNormal(40 * issuer.size, 0.9), 1));
    add('hazardousWaste', round(rng.logNormal(gics === '15' ? 8_000 : 600, 1) * issuer.size, 1));
    add('ungcOecdViolations', rng.chance(0.04) ? 1 : 0);
    add('ungcOecdProcessLack', rng.chance(0.15) ? 1 : 0);
    add('genderPayGap', round(clamp(0.12 + 0.06 * rng.normal(), -0.1, 0.45), 3));
    add('boardFemaleShare', round(clamp(0.38 + 0.09 * rng.normal(), 0.05, 0.6), 3));
    add('controversialWeapons', rng.chance(gics === '20' ? 0.05 : 0.005) ? 1 : 0);
    add('noCarbonReductionInitiative', rng.chance(0.35) ? 1 : 0);
    add('noHumanRightsPolicy', rng.chance(0.2) ? 1 : 0);
    const scope1Share = clamp(0.7 + 0.15 * rng.normal(), 0.2, 0.98);
    const splitsScopes = rng.chance(0.6);
    asOf.forEach((date, d) => {
      for (const [metric, value] of metrics)
        put(
          code,
          metric,
          date,
          metric === 'waterEmissions' ? round(value * Math.pow(0.97, d), 1) : value,
        );
      // Scopes 1 and 2 apart, adding up to the climate data's scopes 1+2 of the date.
      const s12 = emissions.get(`${code}|${date}`)?.scope12Emissions;
      if (splitsScopes && s12) {
        put(code, 'scope1', date, Math.round(s12 * scope1Share), 0.3);
        put(code, 'scope2', date, Math.round(s12 * (1 - scope1Share)), 0.3);
      }
    });
  }
  for (const instrument of instruments) {
    if (instrument.kind !== 'property' || !rng.chance(0.85)) continue;
    const code = instrument.security.code;
    const fossil = rng.chance(0.03) ? 1 : 0;
    const inefficient = rng.chance(0.35) ? 1 : 0;
    for (const date of asOf) {
      put(code, 'realEstateFossilFuel', date, fossil, 0.1);
      put(code, 'realEstateEnergyInefficient', date, inefficient, 0.4);
    }
  }
  return rows;
}
