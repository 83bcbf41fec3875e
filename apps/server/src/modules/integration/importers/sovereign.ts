import { FILE_COLUMNS, isKnownCountry } from '@prisme/domain';
import { sovereignData } from '../../../db/schema';
import { esgScaleMax } from '../../esg/esg-scale';
import type { Importer } from './importer';
import { DuplicateKeys } from './field-checks';
import { importUpsertedTable } from './upsert-rows';

const C = {
  country: 'codePays',
  date: 'date',
  score: 'noteSouveraine',
  emissions: 'emissionsGes',
  gdp: 'pib',
  gdpPpp: 'pibPpa',
} as const;

/**
 * Sovereign data of countries at a date (schema sovereign_data, issue 38): the sovereign
 * ESG score on the model scale (esg-and-liquidity §1.5.4 option (a)), the greenhouse-gas
 * emissions in tCO2e and the GDP and PPP-adjusted GDP in M€ (§1.6.2 PCAF sovereign
 * attribution, §1.6.3 PAI 15), never negative. A line needs at least one figure; a
 * country and date already stored are updated, an empty cell keeping the stored value.
 */
export const importSovereignData: Importer = (job) => {
  const scoreBounds = { min: 0, max: esgScaleMax() };
  const duplicates = new DuplicateKeys();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.sovereign,
    table: sovereignData,
    keys: [sovereignData.country, sovereignData.asOf],
    options: { keepStoredWhenEmpty: true },
    dateOf: (r) => r.asOf,
    readRow(row) {
      const country = row.code(C.country, true, (code) =>
        isKnownCountry(code) ? undefined : `Code pays ISO 3166 inconnu : « ${code} ».`,
      );
      const asOf = row.date(C.date, true);
      const esgScore = row.decimal(C.score, false, scoreBounds);
      const ghgEmissions = row.decimal(C.emissions, false, { min: 0 });
      const gdp = row.decimal(C.gdp, false, { min: 0 });
      const gdpPpp = row.decimal(C.gdpPpp, false, { min: 0 });
      if (!row.faulty && [esgScore, ghgEmissions, gdp, gdpPpp].every((v) => v === undefined))
        row.fail(
          C.score,
          `Aucune donnée : renseignez au moins ${C.score}, ${C.emissions}, ${C.gdp} ou ${C.gdpPpp}.`,
        );
      if (row.faulty) return undefined;
      if (
        duplicates.isDuplicate(
          row,
          C.country,
          `${country}|${asOf}`,
          `le pays ${country} à cette date`,
        )
      )
        return undefined;
      return { country: country!, asOf: asOf!, esgScore, ghgEmissions, gdp, gdpPpp };
    },
  });
};
