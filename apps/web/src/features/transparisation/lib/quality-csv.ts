import {
  MISSING_DATA_ITEMS,
  type LookThroughQuality,
  type LookThroughSummary,
  type MissingDataItem,
} from '@prisme/domain';
import { buildCsv, type CsvValue } from '../../../lib/csv';

/** The data items counted per fund and per portfolio, in the catalogue's order. */
export const MISSING_ITEMS = Object.keys(MISSING_DATA_ITEMS) as MissingDataItem[];

/** A share (0…1) as a percentage number for a spreadsheet, to 4 decimals. */
const percent = (share: number): number => Number((share * 100).toFixed(4));

export const QUALITY_HEADER = [
  'Code',
  'Libellé',
  'Valeur de marché',
  'Part transparisée (%)',
  'Part en allocation cible (%)',
  'Part en dernière allocation publiée (%)',
  'Part en regroupement de données (%)',
  'Part non transparisée, en actions de type 2 (%)',
  'Part au-delà de la limite de 20 % des regroupements, en actions de type 2 (%)',
  ...MISSING_ITEMS.map((item) => `Lignes sans ${MISSING_DATA_ITEMS[item]}`),
];

/** The look-through quality of funds or portfolios, one line each. */
export function qualityCsv(rows: readonly LookThroughQuality[]): string {
  return buildCsv(
    QUALITY_HEADER,
    rows.map((row): CsvValue[] => [
      row.code,
      row.name,
      row.marketValue,
      percent(row.lookedThroughShare),
      percent(row.targetAllocationShare),
      percent(row.lastReportedShare),
      percent(row.dataGroupingShare),
      percent(row.notLookedThroughShare),
      percent(row.groupingLimitShare ?? 0),
      ...MISSING_ITEMS.map((item) => row.missing[item] ?? 0),
    ]),
  );
}

export const MISSING_HEADER = [
  'Donnée manquante',
  'Lignes',
  'Valeur de marché',
  'Part de la valeur (%)',
];

/** The data items missing over the whole perimeter, with the lines and value concerned. */
export function missingDataCsv(missing: LookThroughSummary['missing'], total: number): string {
  return buildCsv(
    MISSING_HEADER,
    missing.map((row) => [
      row.label,
      row.lineCount,
      row.marketValue,
      total === 0 ? 0 : percent(row.marketValue / total),
    ]),
  );
}

/** "transparisation-fonds-2024-12-31.csv". */
export const qualityFileName = (what: string, valuationDate: string) =>
  `transparisation-${what}-${valuationDate.slice(0, 10)}.csv`;
