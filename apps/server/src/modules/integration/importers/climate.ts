import { FILE_COLUMNS } from '@prisme/domain';
import { climateData } from '../../../db/schema';
import type { Importer } from './importer';
import { DuplicateKeys, partyCodeProblem } from './field-checks';
import { importUpsertedTable } from './upsert-rows';

const C = {
  issuer: 'codeEmetteur',
  date: 'date',
  intensity: 'intensiteCarbone',
  temperature: 'temperatureImplicite',
} as const;

/**
 * The issuer's emissions (tCO2e) and financials (M€) of esg-and-liquidity §1.6 and
 * §2.1.3, never negative, by column; `enterpriseValue` is the one that may be (cash above
 * market value and debt).
 */
const FIGURES = {
  scope12Emissions: 'emissionsScope12',
  scope3Emissions: 'emissionsScope3',
  revenue: 'chiffreAffaires',
  evic: 'evic',
  marketCap: 'capitalisationBoursiere',
  enterpriseValue: 'valeurEntreprise',
  cash: 'tresorerie',
  totalAssets: 'totalActif',
} as const;
type Figure = keyof typeof FIGURES;

/**
 * esg-and-liquidity §2: an implied temperature rise is a warming in °C by the end of
 * the century; outside [0, 10] it is a unit or column mistake.
 */
const TEMPERATURE_BOUNDS = { min: 0, max: 10 };

/**
 * Climate data of issuers at a date (schema climate_data): carbon intensity in tCO2e
 * per M€ of revenue (§1.6.4, never negative), a vendor's implied temperature, and the
 * emissions and financials the carbon metrics and the temperature aggregation weigh
 * with. A line needs at least one figure. An issuer and date already stored are updated;
 * an empty cell keeps the stored value, as the figures often come from different providers.
 */
export const importClimateData: Importer = (job) => {
  const duplicates = new DuplicateKeys();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.climate,
    table: climateData,
    keys: [climateData.issuerCode, climateData.asOf],
    options: { keepStoredWhenEmpty: true },
    dateOf: (r) => r.asOf,
    readRow(row) {
      const issuerCode = row.code(C.issuer, true, partyCodeProblem);
      const asOf = row.date(C.date, true);
      const carbonIntensity = row.decimal(C.intensity, false, { min: 0 });
      const impliedTemperature = row.decimal(C.temperature, false, TEMPERATURE_BOUNDS);
      const figures = Object.fromEntries(
        (Object.entries(FIGURES) as [Figure, string][]).map(([key, column]) => [
          key,
          row.decimal(column, false, key === 'enterpriseValue' ? undefined : { min: 0 }),
        ]),
      ) as Record<Figure, number | undefined>;
      const given = [carbonIntensity, impliedTemperature, ...Object.values(figures)];
      if (!row.faulty && given.every((v) => v === undefined))
        row.fail(
          C.intensity,
          `Aucune donnée : renseignez au moins ${C.intensity}, ${C.temperature} ou une émission.`,
        );
      if (row.faulty) return undefined;
      if (
        duplicates.isDuplicate(
          row,
          C.issuer,
          `${issuerCode}|${asOf}`,
          `l'émetteur ${issuerCode} à cette date`,
        )
      )
        return undefined;
      return {
        issuerCode: issuerCode!,
        asOf: asOf!,
        carbonIntensity,
        impliedTemperature,
        ...figures,
      };
    },
  });
};
