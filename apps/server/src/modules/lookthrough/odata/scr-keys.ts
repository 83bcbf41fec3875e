import type { Executor } from '../../../db/client';
import { scrLineResults } from '../../../db/schema';
import { perimeterHasScr } from '../perimeter-repository';
import { HIERARCHICAL_POSITION_DB_COLUMNS, type ColumnMap } from './columns';
import { compileODataQuery, type CompiledODataQuery, type ODataQueryOptions } from './compiler';
import type { LinesPerimeter } from './repository';

/**
 * The SCR lines grid sorts a million lines by their contribution. Joined to the lines,
 * that sort read and hashed both tables (1.1 s on PostgreSQL, 1.6 s embedded). When the
 * perimeter has an SCR, every line has its SCR row, so a page whose filter and order read
 * only SCR columns (and the line number) takes its line numbers from the SCR line results
 * alone: the same columns, the line number read there.
 */
export const SCR_KEYED_COLUMNS: ColumnMap = {
  ...HIERARCHICAL_POSITION_DB_COLUMNS,
  LineNo: scrLineResults.lineNo,
};

/** Whether a page's keys need nothing but the SCR line results. */
export function readsScrColumnsOnly(compiled: Pick<CompiledODataQuery, 'keyColumns'>): boolean {
  const names = [...compiled.keyColumns.filter, ...compiled.keyColumns.order];
  return (
    names.some((name) => name !== 'LineNo') &&
    names.every(
      (name) =>
        name === 'LineNo' || HIERARCHICAL_POSITION_DB_COLUMNS[name].table === scrLineResults,
    )
  );
}

/** The query compiled for SCR-keyed pages, when the perimeter and the query allow them. */
export async function scrKeyedQuery(
  db: Executor,
  perimeter: LinesPerimeter,
  query: ODataQueryOptions,
  compiled: CompiledODataQuery,
): Promise<CompiledODataQuery | undefined> {
  if (!readsScrColumnsOnly(compiled) || !(await perimeterHasScr(db, perimeter))) return undefined;
  return compileODataQuery(query, { columns: SCR_KEYED_COLUMNS });
}
