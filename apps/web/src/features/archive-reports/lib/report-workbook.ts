import type { Archive, ReportColumnKind, ReportSheet, ReportWorkbook } from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';
import type { HistoryUnit } from './history-series';
import type { ReportModule } from './report-module';

/**
 * The Excel export of the archive reports (POST /api/archive/workbook): each report's
 * tables as sheets, French headers, each column's kind of figure. Pure.
 */
export type WorkbookCell = string | number | null;

export interface WorkbookColumn<T> {
  header: string;
  kind: ReportColumnKind;
  value: (row: T) => WorkbookCell | undefined;
}

/** A sheet of `rows`, a column each; a missing or non-finite figure is an empty cell. */
export function sheetOf<T>(
  name: string,
  title: string | undefined,
  columns: readonly WorkbookColumn<T>[],
  rows: readonly T[],
): ReportSheet {
  return {
    name,
    ...(title ? { title } : {}),
    columns: columns.map(({ header, kind }) => ({ header, kind })),
    rows: rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        if (value === undefined) return null;
        if (typeof value === 'number' && !Number.isFinite(value)) return null;
        return value;
      }),
    ),
  };
}

/** The Excel kind of a history unit. */
export const KIND_OF_UNIT: Record<HistoryUnit, ReportColumnKind> = {
  euros: 'amount',
  share: 'share',
  score: 'score',
  count: 'count',
  carbon: 'decimal',
  temperature: 'temperature',
};

export const MODULE_LABELS: Record<ReportModule, string> = {
  transparisation: 'TRANSPARISATION',
  solvency: 'SOLVABILITE II',
  esg: 'ESG',
  risk: 'RISQUE',
};

/** « Clôture T4 (Officiel), valorisation au 31/12/2024, par Claire Analyste ». */
export const archiveLine = (archive: Archive) =>
  `${archive.name} (${archive.category}), valorisation au ${formatDay(archive.valuationDate)}${
    archive.simulation ? ', simulation' : ''
  }, par ${archive.displayName}`;

/** A file name from a text: letters, digits and dashes, accents kept. */
export const fileNameOf = (...parts: string[]) =>
  parts
    .join('-')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .toLowerCase() || 'rapport';

/** The workbook of a report of a module. */
export function reportWorkbook(
  rolename: string,
  module: ReportModule,
  report: string,
  description: string[],
  sheets: ReportSheet[],
): ReportWorkbook {
  return {
    rolename,
    title: `${report} — ${MODULE_LABELS[module]}`,
    description,
    fileName: fileNameOf(report, MODULE_LABELS[module]),
    sheets,
  };
}

/** The archives' sheet every report starts with: which archives it reads. */
export function archivesSheet(archives: readonly Archive[]): ReportSheet {
  return sheetOf(
    'Sauvegardes',
    'Sauvegardes lues par le rapport',
    [
      { header: 'Sauvegarde', kind: 'text', value: (a: Archive) => a.name },
      { header: 'Catégorie', kind: 'text', value: (a) => a.category },
      { header: 'Date de valorisation', kind: 'date', value: (a) => a.valuationDate },
      { header: 'Date du calcul', kind: 'datetime', value: (a) => a.simulationDate },
      { header: 'Auteur', kind: 'text', value: (a) => a.displayName },
      { header: 'Portefeuilles', kind: 'text', value: (a) => a.portfolioNames.join(', ') },
      { header: 'Simulation', kind: 'text', value: (a) => (a.simulation ? 'Oui' : 'Non') },
      {
        header: 'Résultats',
        kind: 'text',
        value: (a) =>
          [a.scr && 'SCR', a.esg && 'ESG', a.riskLiquidity && 'Liquidité']
            .filter(Boolean)
            .join(', '),
      },
    ],
    archives,
  );
}
