import { and, eq, inArray } from 'drizzle-orm';
import type { TptVersion } from '@prisme/domain';
import type { Transaction } from '../../../../db/client';
import { bulkInsert, type BulkColumn } from '../../../../db/bulk-insert';
import { fundCompositions, securities } from '../../../../db/schema';
import type { TptLine, TptPortfolio, TptPosition } from './line-reader';

/** A composition read from a TPT file, as opposed to an Art. 84 fallback. */
const REPORTED = 'reported';

interface LineRow {
  compositionId: number;
  lineNo: number;
  position: TptPosition;
}

/**
 * Writes fund compositions as their lines come, in batches: the composition row of a
 * fund and date is written when its first line arrives (replacing the one stored for the
 * same fund, date and basis, whose lines cascade), then each batch of lines goes in with
 * one statement. Memory holds one batch and one id per fund and date.
 */
export class CompositionWriter {
  private readonly compositions = new Map<string, { id: number; lineCount: number }>();

  constructor(
    private readonly tx: Transaction,
    private readonly version: () => TptVersion,
  ) {}

  async write(lines: readonly TptLine[]): Promise<void> {
    const rows: LineRow[] = [];
    for (const { portfolio, position } of lines) {
      const key = `${portfolio.fundCode}|${portfolio.valuationDate}`;
      let composition = this.compositions.get(key);
      if (!composition) {
        composition = { id: await this.replaceComposition(portfolio), lineCount: 0 };
        this.compositions.set(key, composition);
      }
      rows.push({ compositionId: composition.id, lineNo: ++composition.lineCount, position });
    }
    await bulkInsert(this.tx, 'fund_composition_lines', LINE_COLUMNS, rows);
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

/** Marks the securities that are looked-through funds; rows are never created here. */
export async function markFundsWithComposition(
  tx: Transaction,
  fundCodes: string[],
): Promise<void> {
  if (fundCodes.length === 0) return;
  await tx
    .update(securities)
    .set({ hasComposition: true })
    .where(inArray(securities.code, fundCodes));
}

/** The fields of a position whose values are of type V. */
type FieldsOf<V> = {
  [K in keyof TptPosition]: TptPosition[K] extends V ? K : never;
}[keyof TptPosition];
const text = (name: string, field: FieldsOf<string | undefined>): BulkColumn<LineRow> => ({
  name,
  type: 'text',
  value: (r) => r.position[field],
});
const float = (name: string, field: FieldsOf<number | undefined>): BulkColumn<LineRow> => ({
  name,
  type: 'float8',
  value: (r) => r.position[field],
});

const LINE_COLUMNS: BulkColumn<LineRow>[] = [
  { name: 'composition_id', type: 'int4', value: (r) => r.compositionId },
  { name: 'line_no', type: 'int4', value: (r) => r.lineNo },
  text('instrument_code', 'instrumentCode'),
  text('code_type', 'codeType'),
  text('instrument_name', 'instrumentName'),
  text('cic', 'cic'),
  float('quantity', 'quantity'),
  float('nominal', 'nominal'),
  text('quotation_currency', 'quotationCurrency'),
  float('market_value_qc', 'marketValueQc'),
  float('clean_value_qc', 'cleanValueQc'),
  float('market_value_pc', 'marketValuePc'),
  float('clean_value_pc', 'cleanValuePc'),
  float('weight', 'weight'),
  float('exposure_pc', 'exposurePc'),
  float('exposure_weight', 'exposureWeight'),
  float('coupon_rate', 'couponRate'),
  { name: 'maturity_date', type: 'date', value: (r) => r.position.maturityDate },
  text('issuer_name', 'issuerName'),
  text('issuer_lei', 'issuerLei'),
  text('issuer_group_name', 'issuerGroupName'),
  text('issuer_group_lei', 'issuerGroupLei'),
  text('issuer_country', 'issuerCountry'),
  text('nace_code', 'naceCode'),
  text('covered', 'covered'),
  text('securitisation', 'securitisation'),
  { name: 'state_guarantee', type: 'bool', value: (r) => r.position.stateGuarantee },
  { name: 'credit_quality_step', type: 'int4', value: (r) => r.position.creditQualityStep },
  float('modified_duration', 'modifiedDuration'),
  float('credit_sensitivity', 'creditSensitivity'),
  text('original_portfolio', 'originalPortfolio'),
  { name: 'indicative_scr', type: 'jsonb', value: (r) => r.position.indicativeScr },
];
