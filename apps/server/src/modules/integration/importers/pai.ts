import {
  FILE_COLUMNS,
  identifierProblem,
  normaliseHeader,
  PAI_METRIC_BOUNDS,
  PAI_METRIC_CODES,
  PAI_METRICS,
  type PaiMetric,
} from '@prisme/domain';
import { paiData } from '../../../db/schema';
import type { Importer } from './importer';
import { DuplicateKeys, looksLikeIsin, partyCodeProblem, readChoice } from './field-checks';
import { importUpsertedTable } from './upsert-rows';

const C = {
  code: 'code',
  metric: 'indicateur',
  date: 'date',
  value: 'valeur',
  source: 'source',
} as const;

/** Each metric under its code, compared without case or separators. */
const METRICS: Record<string, PaiMetric> = Object.fromEntries(
  PAI_METRIC_CODES.map((code) => [normaliseHeader(code), code]),
);

/** « publiée » (reported by the company) or « estimée » (a vendor's or the user's estimate). */
const SOURCES: Record<string, 'publiée' | 'estimée'> = {
  publiee: 'publiée',
  reported: 'publiée',
  declaree: 'publiée',
  estimee: 'estimée',
  estimated: 'estimée',
};

/** A real estate asset's code: an ISIN-shaped one must pass its check digit. */
const assetCodeProblem = (code: string) =>
  looksLikeIsin(code) ? identifierProblem(code, 'ISIN') : undefined;

/**
 * The PAI file (issue 38 §7): one value per line, the input of an indicator of Annex I of
 * Delegated Regulation (EU) 2022/1288 for an issuer (a company or a state, by its code or
 * LEI) or a real estate asset (its security code), at a date, reported or estimated. A
 * flag is 0 or 1, a share in [0, 1], an amount (emissions, tonnes, GWh) never negative,
 * the pay gap in [−1, 1]. A subject, metric and date already stored are replaced.
 */
export const importPaiData: Importer = (job) => {
  const duplicates = new DuplicateKeys();
  return importUpsertedTable(job, {
    columns: FILE_COLUMNS.pai,
    table: paiData,
    keys: [paiData.subjectCode, paiData.metric, paiData.asOf],
    dateOf: (r) => r.asOf,
    readRow(row) {
      const metric = readChoice(row, C.metric, METRICS, true);
      const definition = metric ? PAI_METRICS[metric] : undefined;
      const code = row.code(
        C.code,
        true,
        definition?.subject === 'realEstate' ? assetCodeProblem : partyCodeProblem,
      );
      const asOf = row.date(C.date, true);
      const value = definition
        ? row.decimal(C.value, true, PAI_METRIC_BOUNDS[definition.kind])
        : undefined;
      if (definition?.kind === 'flag' && value !== undefined && value !== 0 && value !== 1)
        row.fail(
          C.value,
          `Indicateur oui/non : 0 ou 1 attendu, reçu ${String(value).replace('.', ',')}.`,
        );
      const source = readChoice(row, C.source, SOURCES, true);
      if (row.faulty) return undefined;
      if (
        duplicates.isDuplicate(
          row,
          C.code,
          `${code}|${metric}|${asOf}`,
          `la donnée ${metric} de ${code} à cette date`,
        )
      )
        return undefined;
      return {
        subjectCode: code!,
        metric: metric!,
        asOf: asOf!,
        value: value!,
        estimated: source === 'estimée',
      };
    },
  });
};
