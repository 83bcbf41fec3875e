import type { ImportError } from '@prisme/domain';

/** Excel in a French locale opens a ;-separated file in columns, and needs the BOM for UTF-8. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';
export const ERROR_REPORT_HEADER = ['Ligne', 'Colonne', 'Motif'] as const;

/**
 * A field as CSV writes it: quoted when it holds the separator, a quote or a line
 * break, quotes doubled. A text starting like a formula (= + - @) gets a leading
 * apostrophe, so a spreadsheet never runs what a rejected file contained.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report of a refused file: one row per error listed, in the order given. */
export function buildErrorReportCsv(errors: readonly ImportError[]): string {
  const rows = [
    ERROR_REPORT_HEADER.join(SEPARATOR),
    ...errors.map((error) =>
      [error.line, error.column, error.message].map(csvField).join(SEPARATOR),
    ),
  ];
  return BOM + rows.join(NEWLINE) + NEWLINE;
}

export function errorReportBlob(errors: readonly ImportError[]): Blob {
  return new Blob([buildErrorReportCsv(errors)], { type: 'text/csv;charset=utf-8' });
}

/** "rapport-rejet-inventaire-2025-03.csv" from "inventaire 2025-03.xlsx". */
export function errorReportFileName(fileTitle: string): string {
  const base = fileTitle
    .replace(/\.[^.]+$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `rapport-rejet-${base || 'fichier'}.csv`;
}
