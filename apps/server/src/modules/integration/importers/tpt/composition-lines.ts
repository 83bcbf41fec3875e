import { createHash } from 'node:crypto';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { Transaction } from '../../../../db/client';
import { bulkInsert } from '../../../../db/bulk-insert';
import { pagesOf } from '../../../../db/pages';
import { fundCompositionLines, fundCompositionStatements } from '../../../../db/schema';
import { upsertRows } from '../upsert-rows';

type StatementRow = typeof fundCompositionStatements.$inferInsert;
/** What a line states of its instrument: a fund_composition_statements row's fields. */
export type StatementFields = Omit<StatementRow, 'id' | 'digest'>;
/** A composition line as a TPT file gives it: its amounts and its statement's fields. */
export type CompositionLineToWrite = Omit<typeof fundCompositionLines.$inferInsert, 'statementId'> &
  StatementFields;

/** The statement's fields, in the table's order: what a digest is made of. */
const STATEMENT_KEYS = Object.keys(getTableColumns(fundCompositionStatements)).filter(
  (key): key is keyof StatementFields => key !== 'id' && key !== 'digest',
) as (keyof StatementFields)[];

/** A line's own fields, its statement's id aside. */
const LINE_KEYS = Object.keys(getTableColumns(fundCompositionLines)).filter(
  (key) => key !== 'statementId',
) as (keyof CompositionLineToWrite)[];

/** Statement ids remembered by a writer across its batches, at most (memory bound). */
const REMEMBERED_STATEMENTS = 200_000;
/** Digests looked up per statement (db/pages.ts). */
const DIGEST_PAGE = 5_000;

/**
 * The ids of the statements lines make, written once each: a statement already stored
 * (by this file or another) is found by its digest, a new one is inserted. A file's
 * thousand lines of the same bond are one lookup.
 */
export class CompositionStatements {
  private readonly ids = new Map<string, number>();

  constructor(
    private readonly tx: Transaction,
    /** Statement ids remembered across batches, at most (memory bound). */
    private readonly remembered = REMEMBERED_STATEMENTS,
  ) {}

  /** Each line's statement id, in the lines' order. */
  async idsOf(lines: readonly CompositionLineToWrite[]): Promise<number[]> {
    const texts = lines.map(statementText);
    const missing = new Map<string, StatementRow>();
    for (const [i, text] of texts.entries()) {
      if (this.ids.has(text) || missing.has(text)) continue;
      missing.set(text, statementRow(lines[i]!, text));
    }
    const found = missing.size ? await this.store(missing) : new Map<string, number>();
    const batchIds = texts.map((text) => this.ids.get(text) ?? found.get(text)!);
    // Remembered for the next batches once this one has its ids.
    if (this.ids.size + found.size > this.remembered) this.ids.clear();
    for (const [text, id] of found) this.ids.set(text, id);
    return batchIds;
  }

  /** Writes the statements not stored yet; answers the id of each, by its text. */
  private async store(missing: Map<string, StatementRow>): Promise<Map<string, number>> {
    const rows = [...missing.values()];
    await upsertRows(this.tx, fundCompositionStatements, [fundCompositionStatements.digest], rows, {
      omit: [fundCompositionStatements.id],
      keepStored: true,
    });
    const idOfDigest = new Map<string, number>();
    for (const page of pagesOf(
      rows.map((row) => row.digest),
      DIGEST_PAGE,
    )) {
      const stored = await this.tx
        .select({ id: fundCompositionStatements.id, digest: fundCompositionStatements.digest })
        .from(fundCompositionStatements)
        .where(inArray(fundCompositionStatements.digest, page));
      for (const { id, digest } of stored) idOfDigest.set(digest, id);
    }
    const ids = new Map<string, number>();
    for (const [text, row] of missing) ids.set(text, idOfDigest.get(row.digest)!);
    return ids;
  }
}

/** The statement's fields as one text: JSON of their values in the table's order. */
function statementText(line: CompositionLineToWrite): string {
  return JSON.stringify(STATEMENT_KEYS.map((key) => line[key] ?? null));
}

function statementRow(line: CompositionLineToWrite, text: string): StatementRow {
  const row: Record<string, unknown> = {
    digest: createHash('sha256').update(text).digest('hex'),
  };
  for (const key of STATEMENT_KEYS) row[key] = line[key] ?? null;
  return row as StatementRow;
}

/**
 * Writes composition lines: their statements first (CompositionStatements, shared across
 * calls when given), then the lines pointing at them.
 */
export async function writeCompositionLines(
  tx: Transaction,
  lines: readonly CompositionLineToWrite[],
  statements = new CompositionStatements(tx),
): Promise<void> {
  const ids = await statements.idsOf(lines);
  const rows = lines.map((line, i) => {
    const row: Record<string, unknown> = { statementId: ids[i] };
    for (const key of LINE_KEYS) row[key] = line[key];
    return row as typeof fundCompositionLines.$inferInsert;
  });
  await bulkInsert(tx, fundCompositionLines, rows);
}
