import { describe, expect, it } from 'vitest';
import { getTableColumns, SQL } from 'drizzle-orm';
import { HIERARCHICAL_POSITION_COLUMNS, HIERARCHICAL_POSITION_COLUMN_NAMES } from '@prisme/domain';
import {
  lookthroughInstruments,
  lookthroughLines,
  lookthroughPaths,
  lookthroughRoots,
  scrLineResults,
  esgSecurityResults,
  liquidityHoldings,
} from '../../../db/schema';
import { HIERARCHICAL_POSITION_DB_COLUMNS, closestColumnName, columnInfo } from './columns';

/** The Drizzle column kinds each domain type may be stored in. */
const STORAGE = {
  string: ['PgText'],
  number: ['PgDoublePrecision'],
  integer: ['PgSmallInt', 'PgInteger'],
  boolean: ['PgBoolean'],
  date: ['PgDateString'],
} as const;

describe('OData column map', () => {
  it('maps every allowed name to a column of a line, its instrument, root, path, SCR, ESG or liquidity result, of a matching type', () => {
    const tables = [
      lookthroughLines,
      lookthroughInstruments,
      lookthroughRoots,
      lookthroughPaths,
      scrLineResults,
      esgSecurityResults,
      liquidityHoldings,
    ];
    const tableColumns = tables.flatMap((table) => Object.values(getTableColumns(table)));
    for (const name of HIERARCHICAL_POSITION_COLUMN_NAMES) {
      const column = HIERARCHICAL_POSITION_DB_COLUMNS[name];
      // A derived column (the ESG status, score, letter of a line) joins one of the tables.
      if (column instanceof SQL) expect(tables, name).toContain(column.table);
      else expect(tableColumns, name).toContain(column);
      const allowed: readonly string[] = STORAGE[HIERARCHICAL_POSITION_COLUMNS[name].type];
      expect(allowed, name).toContain(column.columnType);
    }
  });

  it('leaves the role and the perimeter out of reach', () => {
    const mapped = Object.values(HIERARCHICAL_POSITION_DB_COLUMNS)
      .filter((column) => !(column instanceof SQL))
      .map((column) => (column as { name: string }).name);
    expect(mapped).not.toContain('role_code');
    expect(mapped).not.toContain('perimeter_id');
    expect(new Set(mapped).size).toBe(mapped.length);
  });

  it('knows the integer ranges and refuses inherited names', () => {
    expect(columnInfo('Depth')?.range).toEqual({ min: -32_768, max: 32_767 });
    expect(columnInfo('LineNo')?.range?.max).toBe(2_147_483_647);
    expect(columnInfo('toString')).toBeUndefined();
    expect(columnInfo('__proto__')).toBeUndefined();
    expect(closestColumnName('ISINCODE')).toBe('IsinCode');
  });
});
