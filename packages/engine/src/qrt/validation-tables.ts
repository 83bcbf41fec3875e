import type { QrtCellValue, QrtFinding, QrtRow, QrtTable } from './report-model';

/**
 * What every check reads: a template's table whatever its variant (S.06.02.01.01 or the
 * ECB's SE.06.02.16.01), a row's place for the messages, the finding itself.
 */

/** The tables a report may hold, by template and table number. */
export type QrtTableKind =
  'S.06.02.01' | 'S.06.02.02' | 'S.06.03.01' | 'S.08.01.01' | 'S.08.01.02' | 'S.09.01.01';

/** A table's kind from its code: `S.06.02.01.02` and `SE.06.02.16.02` are both S.06.02.02. */
export function kindOf(code: string): QrtTableKind | undefined {
  const match = /^SE?\.(\d\d)\.(\d\d)\.\d\d\.(\d\d)$/.exec(code);
  if (!match) return undefined;
  const kind = `S.${match[1]}.${match[2]}.${match[3]}`;
  return (
    ['S.06.02.01', 'S.06.02.02', 'S.06.03.01', 'S.08.01.01', 'S.08.01.02', 'S.09.01.01'] as const
  ).find((k) => k === kind);
}

export function tableOf(tables: readonly QrtTable[], kind: QrtTableKind): QrtTable | undefined {
  return tables.find((t) => kindOf(t.code) === kind);
}

/** « ligne 3 » as users count rows (the sheet's data rows from 1). */
export const rowLabel = (rowIndex: number) => `ligne ${rowIndex + 1}`;

export function finding(
  check: string,
  table: QrtTable,
  rowIndex: number | null,
  column: string | null,
  value: QrtCellValue,
  message: string,
): QrtFinding {
  return { check, table: table.code, rowIndex, column, value, message };
}

/** A cell as text, null when empty. */
export function textOf(row: QrtRow, column: string): string | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

export const isEmpty = (value: QrtCellValue | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Formats an amount for a message: 1 234 567,89. */
export const amountText = (value: number) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
