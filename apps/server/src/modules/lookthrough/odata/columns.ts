import { HIERARCHICAL_POSITION_COLUMNS, type HierarchicalPositionColumn } from '@prisme/domain';
import { HIERARCHICAL_POSITION_DB_COLUMNS, type LineColumn } from '../line-columns';
import { at, odataError, type ODataOption } from './errors';

export { HIERARCHICAL_POSITION_DB_COLUMNS };

export type ColumnType = (typeof HIERARCHICAL_POSITION_COLUMNS)[HierarchicalPositionColumn]['type'];

export interface ColumnInfo {
  name: HierarchicalPositionColumn;
  column: LineColumn;
  type: ColumnType;
  /** Integer columns are smallint or integer: a literal outside the range is refused. */
  range?: { min: number; max: number };
}

const INTEGER_RANGES: Record<string, { min: number; max: number }> = {
  PgSmallInt: { min: -32_768, max: 32_767 },
  PgInteger: { min: -2_147_483_648, max: 2_147_483_647 },
};

export function isHierarchicalPositionColumn(name: string): name is HierarchicalPositionColumn {
  return Object.hasOwn(HIERARCHICAL_POSITION_DB_COLUMNS, name);
}

/** Where each OData column is read from: HIERARCHICAL_POSITION_DB_COLUMNS, or a variant. */
export type ColumnMap = Record<HierarchicalPositionColumn, LineColumn>;

/** The column of an allowed OData name, or undefined for any other name. */
export function columnInfo(
  name: string,
  columns: ColumnMap = HIERARCHICAL_POSITION_DB_COLUMNS,
): ColumnInfo | undefined {
  if (!isHierarchicalPositionColumn(name)) return undefined;
  const column: LineColumn = columns[name];
  const type = HIERARCHICAL_POSITION_COLUMNS[name].type;
  const range = type === 'integer' ? INTEGER_RANGES[column.columnType] : undefined;
  return range ? { name, column, type, range } : { name, column, type };
}

/** For « la colonne « isincode » n’existe pas (vouliez-vous dire « IsinCode » ?) ». */
export function closestColumnName(name: string): HierarchicalPositionColumn | undefined {
  const lower = name.toLowerCase();
  return (Object.keys(HIERARCHICAL_POSITION_DB_COLUMNS) as HierarchicalPositionColumn[]).find(
    (candidate) => candidate.toLowerCase() === lower,
  );
}

/** The column of a name, or a 400 naming it (with its right spelling when only the case differs). */
export function resolveColumn(
  option: ODataOption,
  text: string,
  name: string,
  position: number,
  columns?: ColumnMap,
): ColumnInfo {
  const info = columnInfo(name, columns);
  if (info) return info;
  const closest = closestColumnName(name);
  const hint = closest ? ` (vouliez-vous dire « ${closest} » ?)` : '';
  throw odataError(option, `la colonne « ${name} » n’existe pas${hint} ${at(text, position)}.`);
}
