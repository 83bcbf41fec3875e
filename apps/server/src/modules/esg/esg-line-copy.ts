import { ESG_LINE_STATUS, type EsgLineStatus, type EsgPortfolioResult } from '@prisme/engine';
import { BinaryWriter } from '../../db/bulk/binary-copy-format';
import {
  cached,
  nullableFloat,
  rowStart,
  textField,
  uuidField,
} from '../../db/copy-out/field-bytes';

/** The columns of esg_line_results in the order `esgLineCopyEncoder` writes them. */
export const ESG_LINE_COPY_COLUMNS = [
  'role_code',
  'perimeter_id',
  'line_no',
  'esg_status',
  'esg_score',
  'esg_letter',
] as const;

const STATUS_BY_CODE = Object.keys(ESG_LINE_STATUS) as EsgLineStatus[];
const SCORED = new Set<number>([
  ESG_LINE_STATUS.forced,
  ESG_LINE_STATUS.isin,
  ESG_LINE_STATUS.issuer,
]);

/**
 * Encodes each look-through line's ESG status, and its security's score and letter where
 * the line is scored, as binary COPY rows (as solvency/scr-line-copy.ts does for the SCR):
 * line i of the analysis is look-through line i + 1; `instrument` the lines' securities.
 */
export function esgLineCopyEncoder(
  portfolio: Pick<EsgPortfolioResult, 'lineStatus' | 'securities'>,
  instrument: Int32Array,
  context: { roleCode: string; perimeterId: string },
): (from: number, to: number) => Uint8Array[] {
  const start = rowStart(
    ESG_LINE_COPY_COLUMNS.length,
    textField(context.roleCode),
    uuidField(context.perimeterId),
  );
  const statuses = STATUS_BY_CODE.map((status) => textField(status));
  const letterField = cached(textField);
  return (from, to) => {
    const out = new BinaryWriter();
    for (let i = from; i < to; i++) {
      const status = portfolio.lineStatus[i]!;
      const security = portfolio.securities[instrument[i]!]!;
      const scored = SCORED.has(status) && security.letter !== null;
      out.raw(start);
      out.int32Field(i + 1);
      out.raw(statuses[status]!);
      nullableFloat(out, scored ? security.score : null);
      out.raw(letterField(scored ? security.letter : null));
    }
    return out.chunksOut();
  };
}
