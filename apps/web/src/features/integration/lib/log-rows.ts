import type { IntegrationEntry, IntegrationState } from '@prisme/domain';

/** A log entry as the grid shows it: French column meanings, a real date to sort on. */
export interface LogRow {
  id: string;
  file: string;
  category: string;
  state: IntegrationState;
  sender: string;
  created: Date;
  lines: number;
  errors: number;
}

export function toLogRow(entry: IntegrationEntry): LogRow {
  return {
    id: String(entry.Id),
    file: entry.Title,
    category: entry.Categorie,
    state: entry.Etat,
    sender: entry.Expediteur,
    created: new Date(entry.Created),
    lines: entry.NombreLignes,
    errors: entry.NombreErreurs,
  };
}

/** Newest first (spec §3), whatever order the answer came in. */
export function toLogRows(entries: readonly IntegrationEntry[]): LogRow[] {
  return entries.map(toLogRow).sort((a, b) => b.created.getTime() - a.created.getTime());
}

/** The date filter compares days: a file of 14:30 matches "equals 12/03/2025". */
export function compareDay(filterDay: Date, cellValue: Date | null): number {
  if (!cellValue) return -1;
  const day = new Date(cellValue.getFullYear(), cellValue.getMonth(), cellValue.getDate());
  return day.getTime() - filterDay.getTime();
}
