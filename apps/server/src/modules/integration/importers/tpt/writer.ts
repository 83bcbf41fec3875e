import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../../../db/client';
import { fundCompositions, securities } from '../../../../db/schema';
import {
  CompositionStatements,
  writeCompositionLines,
  type CompositionLineToWrite,
} from './composition-lines';
import type { TptLine, TptPortfolio } from './line-reader';

/** A composition read from a TPT file, as opposed to an Art. 84 fallback. */
const REPORTED = 'reported';

/**
 * Writes fund compositions as their lines come, in batches: the composition row of a
 * fund and date is written when its first line arrives (replacing the one stored for the
 * same fund, date and basis, whose lines cascade), then each batch of lines goes in with
 * its statements (composition-lines.ts). Memory holds one batch, one id per fund and date
 * and the ids of the statements met (bounded).
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
    const rows: CompositionLineToWrite[] = [];
    for (const { portfolio, position } of lines) {
      const key = `${portfolio.fundCode}|${portfolio.valuationDate}`;
      let composition = this.compositions.get(key);
      if (!composition) {
        composition = { id: await this.replaceComposition(portfolio), lineCount: 0 };
        this.compositions.set(key, composition);
      }
      // The position's fields are named as the table's columns; others are not written.
      rows.push({ ...position, compositionId: composition.id, lineNo: ++composition.lineCount });
    }
    await writeCompositionLines(this.tx, rows, this.statements);
  }

  private async replaceComposition(portfolio: TptPortfolio): Promise<number> {
    await this.tx
      .delete(fundCompositions)
      .where(
        and(
          eq(fundCompositions.fundCode, portfolio.fundCode),
          eq(fundCompositions.valuationDate, portfolio.valuationDate),
          eq(fundCompositions.basis, REPORTED),
        ),
      );
    const [row] = await this.tx
      .insert(fundCompositions)
      .values({
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
        tptVersion: this.version(),
        basis: REPORTED,
      })
      .returning({ id: fundCompositions.id });
    return row!.id;
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
