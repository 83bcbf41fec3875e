import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../../db/client';
import { pagesOf } from '../../../../db/pages';
import { fundCompositions, securities } from '../../../../db/schema';
import {
  CompositionStatements,
  writeCompositionLines,
  type CompositionLineToWrite,
} from './composition-lines';
import type { TptLine, TptPortfolio } from './line-reader';

/** A composition read from a TPT file, as opposed to an Art. 84 fallback. */
const REPORTED = 'reported';
/** Compositions inserted per statement: 12 parameters each, far below PostgreSQL's 65,535. */
const COMPOSITIONS_PER_INSERT = 2_000;

const keyOf = (fundCode: string, valuationDate: string) => `${fundCode}|${valuationDate}`;

/**
 * Writes fund compositions as their lines come, in batches: the composition rows of the
 * funds and dates a batch brings first are written with it (replacing those stored for
 * the same fund, date and basis, whose lines cascade) — one DELETE and one INSERT per
 * batch, not two statements per fund, which left the import waiting on round trips
 * (bench:import, issue 41 §3) — then the batch's lines go in with their statements
 * (composition-lines.ts). Memory holds one batch, one id per fund and date and the ids of
 * the statements met (bounded).
 */
export class CompositionWriter {
  private readonly compositions = new Map<string, { id: number; lineCount: number }>();
  /** The statements the file's lines made so far: each written once. */
  private readonly statements: CompositionStatements;

  constructor(
    private readonly tx: Transaction,
    /** The version kept with each composition: the one its file declares, « V5 »… */
    private readonly version: () => string,
  ) {
    this.statements = new CompositionStatements(tx);
  }

  async write(lines: readonly TptLine[]): Promise<void> {
    const fresh = new Map<string, TptPortfolio>();
    for (const { portfolio } of lines) {
      const key = keyOf(portfolio.fundCode, portfolio.valuationDate);
      if (!this.compositions.has(key) && !fresh.has(key)) fresh.set(key, portfolio);
    }
    if (fresh.size > 0) await this.replaceCompositions([...fresh.values()]);
    const rows: CompositionLineToWrite[] = [];
    for (const { portfolio, position } of lines) {
      const composition = this.compositions.get(
        keyOf(portfolio.fundCode, portfolio.valuationDate),
      )!;
      // The position's fields are named as the table's columns; others are not written.
      rows.push({ ...position, compositionId: composition.id, lineNo: ++composition.lineCount });
    }
    await writeCompositionLines(this.tx, rows, this.statements);
  }

  /** The compositions of funds and dates met for the first time, replacing those stored. */
  private async replaceCompositions(portfolios: readonly TptPortfolio[]): Promise<void> {
    const codes = portfolios.map((p) => p.fundCode);
    const dates = portfolios.map((p) => p.valuationDate);
    await this.tx.execute(
      sql`delete from ${fundCompositions} where ${fundCompositions.basis} = ${REPORTED}
        and (${fundCompositions.fundCode}, ${fundCompositions.valuationDate}) in
          (select * from unnest(${sql.param(codes)}::text[], ${sql.param(dates)}::date[]))`,
    );
    const tptVersion = this.version();
    for (const page of pagesOf(portfolios, COMPOSITIONS_PER_INSERT)) {
      const inserted = await this.tx
        .insert(fundCompositions)
        .values(
          page.map((portfolio) => ({
            fundCode: portfolio.fundCode,
            fundName: portfolio.fundName,
            valuationDate: portfolio.valuationDate,
            reportingDate: portfolio.reportingDate,
            currency: portfolio.currency,
            netAssetValue: portfolio.netAssetValue,
            sharePrice: portfolio.sharePrice,
            sharesOutstanding: portfolio.sharesOutstanding,
            completeScrDelivery: portfolio.completeScrDelivery,
            fundCic: portfolio.fundCic,
            tptVersion,
            basis: REPORTED,
          })),
        )
        .returning({
          id: fundCompositions.id,
          fundCode: fundCompositions.fundCode,
          valuationDate: fundCompositions.valuationDate,
        });
      for (const row of inserted)
        this.compositions.set(keyOf(row.fundCode, row.valuationDate), { id: row.id, lineCount: 0 });
    }
  }
}

/**
 * Marks the securities that are looked-through funds; rows are never created here.
 * Answers the funds the referential does not know.
 */
export async function markFundsWithComposition(
  tx: Transaction,
  fundCodes: string[],
): Promise<string[]> {
  if (fundCodes.length === 0) return [];
  const marked = await tx
    .update(securities)
    .set({ hasComposition: true })
    .where(inArray(securities.code, fundCodes))
    .returning({ code: securities.code });
  const known = new Set(marked.map((m) => m.code));
  return fundCodes.filter((code) => !known.has(code));
}
