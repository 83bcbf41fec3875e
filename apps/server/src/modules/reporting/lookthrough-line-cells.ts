import {
  HIERARCHICAL_POSITION_COLUMN_NAMES,
  LOOK_THROUGH_STATUSES,
  MISSING_DATA_ITEMS,
  type HierarchicalPositionColumn,
  type LookThroughStatus,
  type MissingDataItem,
} from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';

/** The workbook's line columns: every OData column but the line number. */
export const LINE_COLUMNS: readonly HierarchicalPositionColumn[] =
  HIERARCHICAL_POSITION_COLUMN_NAMES.filter((name) => name !== 'LineNo');

/** 2024-12-31 → 31/12/2024 (spec §5). */
export const frenchDate = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A line's cells in LINE_COLUMNS order, readable in French (statuses, missing data, yes/no). */
export function lineCells(line: LookThroughLineRow): (string | number | Date | null)[] {
  return LINE_COLUMNS.map((name) => {
    const value = line[name];
    if (name === 'LookThroughStatus') return LOOK_THROUGH_STATUSES[value as LookThroughStatus];
    if (name === 'MissingData') {
      return String(value)
        .split(',')
        .filter(Boolean)
        .map((item) => MISSING_DATA_ITEMS[item as MissingDataItem] ?? item)
        .join(', ');
    }
    if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
    if (name === 'MaturityDate' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
    return value ?? null;
  });
}
