import type { Executor } from '../../db/client';
import { field, type CopyRow } from '../../db/copy-out/binary-copy-reader';
import { copyOutRows } from '../../db/copy-out/copy-out';
import { forEachPage } from '../../db/pages';
import { fundCompositionLines, fundCompositionStatements } from '../../db/schema';
import { compositionCacheOf, type CompositionCache } from './composition-cache';
import { HoldingLinesGatherer, type HoldingLines } from './holding-lines';

/*
 * The lines of funds' compositions and the statements they make of their instruments, as
 * the look-through reads them (engine-input.ts): by binary COPY, each statement once,
 * what the composition cache holds not read again.
 */

const l = fundCompositionLines;
const st = fundCompositionStatements;

/**
 * What a TPT line states of its instrument (TPT 14-15, 17, 12, 21, 47, 46, 50, 49, 52, 54,
 * 55, 59, 39, 33, 90, 92, 16, 13 and the kept fields): a "statement", stored once for
 * every line that states it (fund_composition_statements).
 */
const STATEMENT_COLUMNS = {
  instrumentCode: st.instrumentCode,
  codeType: st.codeType,
  instrumentName: st.instrumentName,
  cic: st.cic,
  quotationCurrency: st.quotationCurrency,
  issuerLei: st.issuerLei,
  issuerName: st.issuerName,
  issuerGroupLei: st.issuerGroupLei,
  issuerGroupName: st.issuerGroupName,
  issuerCountry: st.issuerCountry,
  naceCode: st.naceCode,
  covered: st.covered,
  creditQualityStep: st.creditQualityStep,
  maturityDate: st.maturityDate,
  couponRate: st.couponRate,
  modifiedDuration: st.modifiedDuration,
  creditSensitivity: st.creditSensitivity,
  groupingCode: st.groupingCode,
  economicZone: st.economicZone,
  tptFields: st.tptFields,
};
/**
 * A statement as read, with `key`: its fields' bytes, the same for the same statement
 * wherever it is met (a deeper level's lines, or a statement stored twice).
 */
export type CompositionStatementRow = Pick<
  typeof fundCompositionStatements.$inferSelect,
  keyof typeof STATEMENT_COLUMNS
> & { key: string };

/** The lines' COPY: their amounts and their statement's id. */
const LINE_COLUMNS = [
  l.compositionId,
  l.lineNo,
  l.weight,
  l.marketValuePc,
  l.quantity,
  l.nominal,
  l.originalPortfolio,
  l.statementId,
];
/** The statements' COPY: the id, then the fields. */
const STATEMENT_FIRST_FIELD = 1;
const STATEMENT_ENTRIES = Object.entries(STATEMENT_COLUMNS);
const STATEMENT_COPY_COLUMNS = [st.id, ...Object.values(STATEMENT_COLUMNS)];

/** How a field of each column type is read from the COPY's bytes. */
const DECODE: Record<string, (row: CopyRow, i: number) => unknown> = {
  PgText: field.text,
  PgInteger: field.int4,
  PgDoublePrecision: field.float8,
  PgDateString: field.date,
};

/** A statement's fields, by their column types, and its key. */
function decodeStatement(row: CopyRow, key: string): CompositionStatementRow {
  const statement: Record<string, unknown> = { key };
  STATEMENT_ENTRIES.forEach(([name, column], k) => {
    statement[name] = DECODE[column.columnType]!(row, STATEMENT_FIRST_FIELD + k);
  });
  return statement as CompositionStatementRow;
}

/**
 * Compositions read per statement (db/pages.ts): a fund statement holds tens to
 * thousands of lines, a page of them some ten thousand.
 */
const COMPOSITION_PAGE = 50;
/** Statements read per statement of SQL. */
const STATEMENT_PAGE = 5_000;
/**
 * Pages read at once (db/pages.ts forEachPage): on PostgreSQL the server reads one while
 * this process decodes the other.
 */
const PAGES_AT_ONCE = 2;

const columnList = (columns: readonly { name: string }[]) =>
  columns.map((c) => `"${c.name}"`).join(', ');

/**
 * The lines of the given compositions, by composition in file order, and the
 * distinct statements they make of their instruments. The lines come by binary COPY,
 * narrow (their amounts and their statement's id) and unsorted (sorting a million rows
 * made PostgreSQL spill to disk); each statement they point at is then read once, and
 * the lines are put in order here. Statements are numbered in the order of their
 * fields' bytes, so the same data gives the same numbering whatever order the rows came
 * in, and a statement stored twice (migration 0028) is one: `statementIndexOf` gives a
 * statement id's number. What `cache` holds is not read again (composition-cache.ts).
 */
export async function loadCompositionHoldings(
  db: Executor,
  compositionIds: readonly number[],
  cache: CompositionCache | undefined = compositionCacheOf(db),
): Promise<{
  statements: CompositionStatementRow[];
  linesOf: Map<number, HoldingLines>;
  statementIndexOf: Map<number, number>;
}> {
  const linesOf = new Map<number, HoldingLines>();
  if (!compositionIds.every(Number.isSafeInteger)) throw new Error('identifiant de composition');
  const missing: number[] = [];
  for (const id of compositionIds) {
    const cached = cache?.lines.get(id);
    if (cached) linesOf.set(id, cached);
    else missing.push(id);
  }
  for (const [id, lines] of await readCompositionLines(db, missing)) {
    linesOf.set(id, lines);
    cache?.lines.set(id, lines);
  }
  const statementIds = new Set<number>();
  for (const lines of linesOf.values()) for (const id of lines.statementId) statementIds.add(id);
  const { found, indexOfId } = await loadStatements(db, [...statementIds], cache);
  const order = found.map((_, i) => i).sort((a, b) => compareKeys(found[a]!.key, found[b]!.key));
  const rank = new Int32Array(found.length);
  order.forEach((foundIndex, position) => (rank[foundIndex] = position));
  const statementIndexOf = new Map<number, number>();
  for (const [id, foundIndex] of indexOfId) statementIndexOf.set(id, rank[foundIndex]!);
  return { statements: order.map((i) => found[i]!), linesOf, statementIndexOf };
}

/** The lines of these compositions from the database, each composition's in line order. */
async function readCompositionLines(
  db: Executor,
  compositionIds: readonly number[],
): Promise<Map<number, HoldingLines>> {
  const linesOf = new Map<number, HoldingLines>();
  await forEachPage(compositionIds, COMPOSITION_PAGE, PAGES_AT_ONCE, async (page) => {
    const gathered = new HoldingLinesGatherer();
    await copyOutRows(
      db,
      `select ${columnList(LINE_COLUMNS)} from fund_composition_lines
       where composition_id = any('{${page.join(',')}}'::int[])`,
      LINE_COLUMNS.length,
      (row) =>
        gathered.add({
          compositionId: field.int4(row, 0)!,
          lineNo: field.int4(row, 1)!,
          weight: field.float8(row, 2),
          marketValuePc: field.float8(row, 3),
          quantity: field.float8(row, 4),
          nominal: field.float8(row, 5),
          originalPortfolio: field.text(row, 6),
          statementId: field.int4(row, 7)!,
        }),
    );
    // Rows come in no set order (a parallel scan interleaves them): put in line order.
    for (const [id, lines] of gathered.take(page)) linesOf.set(id, lines);
  });
  return linesOf;
}

/** The statements of these ids, one per distinct content, and where each id's went. */
async function loadStatements(
  db: Executor,
  ids: readonly number[],
  cache: CompositionCache | undefined,
): Promise<{ found: CompositionStatementRow[]; indexOfId: Map<number, number> }> {
  const found: CompositionStatementRow[] = [];
  const byKey = new Map<string, number>();
  const indexOfId = new Map<number, number>();
  const add = (id: number, key: string, decode: () => CompositionStatementRow) => {
    let index = byKey.get(key);
    if (index === undefined) {
      index = found.length;
      byKey.set(key, index);
      found.push(decode());
    }
    indexOfId.set(id, index);
  };
  const missing: number[] = [];
  for (const id of ids) {
    const cached = cache?.statements.get(id);
    if (cached) add(id, cached.key, () => cached);
    else missing.push(id);
  }
  await forEachPage(missing, STATEMENT_PAGE, PAGES_AT_ONCE, async (page) => {
    await copyOutRows(
      db,
      `select ${columnList(STATEMENT_COPY_COLUMNS)} from fund_composition_statements
       where id = any('{${page.join(',')}}'::int[])`,
      STATEMENT_COPY_COLUMNS.length,
      (row) => {
        const id = field.int4(row, 0)!;
        // The fields, length prefixes included, as one key.
        const key = row.buffer.toString('latin1', row.start[STATEMENT_FIRST_FIELD]! - 4, row.end);
        add(id, key, () => decodeStatement(row, key));
        cache?.statements.set(id, found[indexOfId.get(id)!]!);
      },
    );
  });
  return { found, indexOfId };
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
