import { FILE_COLUMNS } from '@prisme/domain';
import { fxRates } from '../../../db/schema';
import type { Importer } from './importer';
import { currencyProblem, DuplicateKeys } from './field-checks';
import { importUpsertedTable } from './upsert-rows';

const C = { date: 'date', currency: 'devise', rate: 'coursPourUnEuro' } as const;

/**
 * FX rates: units of a currency for one euro at a date (schema fx_rates). The euro
 * itself may appear only with the rate 1. A date and currency already stored are updated.
 */
export const importFxRates: Importer = (job) => {
  const duplicates = new DuplicateKeys();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.fx_rates,
    table: fxRates,
    keys: [fxRates.rateDate, fxRates.currency],
    dateOf: (r) => r.rateDate,
    readRow(row) {
      const rateDate = row.date(C.date, true);
      const currency = row.code(C.currency, true, currencyProblem);
      const unitsPerEur = row.decimal(C.rate, true, { positive: true });
      if (currency === 'EUR' && unitsPerEur !== undefined && unitsPerEur !== 1)
        row.fail(
          C.rate,
          `Le cours de l'euro contre l'euro vaut 1, pas ${unitsPerEur.toLocaleString('fr-FR')}.`,
        );
      if (row.faulty) return undefined;
      if (
        duplicates.isDuplicate(
          row,
          C.currency,
          `${rateDate}|${currency}`,
          `le cours ${currency} de cette date`,
        )
      )
        return undefined;
      return { rateDate: rateDate!, currency: currency!, unitsPerEur: unitsPerEur! };
    },
  });
};
