/**
 * Client-side CSV files for a French spreadsheet: Excel in a French locale opens a
 * ;-separated file in columns, and needs the byte-order mark to read UTF-8 (accents).
 * Generic counterpart of features/integration/lib/error-report.ts, for every feature.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

export type CsvValue = string | number | null | undefined;

/**
 * A field as CSV writes it: quoted when it holds the separator, a quote or a line break,
 * quotes doubled. A text starting like a formula (= + - @) gets a leading apostrophe, so
 * a spreadsheet never runs what the data contained. Numbers are written in French
 * (decimal comma, no grouping), which is what a French Excel reads as a number.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  }
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row, CRLF line ends. */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return BOM + lines.join(NEWLINE) + NEWLINE;
}

export function csvBlob(content: string): Blob {
  return new Blob([content], { type: 'text/csv;charset=utf-8' });
}
