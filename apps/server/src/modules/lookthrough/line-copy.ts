import {
  LINE_FLAGS,
  missingDataText,
  statusOfCode,
  type LookThroughInput,
  type LookThroughResult,
} from '@prisme/engine';
import { BinaryWriter } from '../../db/bulk/binary-copy-format';
import {
  cached,
  nullableFloat,
  rowStart,
  textField,
  uuidField,
} from '../../db/copy-out/field-bytes';

/** Where the lines go and what their weights are shares of. */
export interface LineCopyContext {
  roleCode: string;
  perimeterId: string;
  /** The perimeter's total market value: a line's Weight is its share of it. */
  totalMarketValue: number;
}

/** The columns of lookthrough_lines in the order `lineCopyEncoder` writes them. */
export const LINE_COPY_COLUMNS = [
  'role_code',
  'perimeter_id',
  'line_no',
  'instrument_no',
  'root_no',
  'path_no',
  'depth',
  'quotation_currency',
  'quantity',
  'notional_rc',
  'market_value_qc',
  'market_value_rc',
  'weight',
  'status',
  'missing_data',
] as const;

/**
 * Encodes look-through lines as binary COPY rows straight from the engine's columns. A
 * line points at its root position and fund path by number (lookthrough_roots, _paths);
 * its other strings (status, missing data, currency) take a few distinct values over a
 * million lines. Each is encoded once, and a row is a few copies of ready bytes and its
 * numbers; a generic row encoder spent most of the storing time re-encoding the same
 * strings (and the perimeter's UUID) every row.
 */
export function lineCopyEncoder(
  result: LookThroughResult,
  input: LookThroughInput,
  context: LineCopyContext,
): (from: number, to: number) => Uint8Array[] {
  const { lines } = result;
  const start = rowStart(
    LINE_COPY_COLUMNS.length,
    textField(context.roleCode),
    uuidField(context.perimeterId),
  );
  const currencyField = cached((currency: string | null) => textField(currency));
  const statusAndMissing = cached((key: number) =>
    Buffer.concat([textField(statusOfCode(key >> 8)), textField(missingDataText(key & 0xff))]),
  );
  const total = context.totalMarketValue;
  return (from, to) => {
    const out = new BinaryWriter();
    for (let i = from; i < to; i++) {
      const instrumentIndex = lines.instrument[i]!;
      const root = lines.root[i]!;
      const depth = lines.depth[i]!;
      const flags = lines.flags[i]!;
      const exposure = lines.exposureRc[i]!;
      out.raw(start);
      out.int32Field(i + 1);
      out.int32Field(instrumentIndex);
      out.int32Field(root);
      out.int32Field(lines.path[i]!);
      out.int16Field(depth);
      out.raw(
        currencyField(
          depth === 0
            ? input.positions[root]!.quotationCurrency
            : input.instruments[instrumentIndex]!.currency,
        ),
      );
      nullableFloat(out, flags & LINE_FLAGS.quantityUnknown ? null : lines.quantity[i]!);
      nullableFloat(out, flags & LINE_FLAGS.hasNotional ? lines.notionalRc[i]! : null);
      nullableFloat(out, flags & LINE_FLAGS.fxMissing ? null : lines.exposureQc[i]!);
      out.float64(exposure);
      out.float64(total === 0 ? 0 : exposure / total);
      out.raw(statusAndMissing((lines.status[i]! << 8) | lines.missing[i]!));
    }
    return out.chunksOut();
  };
}
