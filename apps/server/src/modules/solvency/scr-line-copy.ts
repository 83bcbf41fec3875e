import {
  CONCENTRATION_REASONS,
  EQUITY_REASONS,
  IR_REASONS,
  PROPERTY_REASONS,
  SPREAD_REASONS,
  type Reason,
  type ScrResult,
} from '@prisme/engine';
import { BinaryWriter } from '../../db/bulk/binary-copy-format';
import { nullableFloat, rowStart, textField, uuidField } from '../../db/copy-out/field-bytes';

/** The columns of scr_line_results in the order `scrLineCopyEncoder` writes them. */
export const SCR_LINE_COPY_COLUMNS = [
  'role_code',
  'perimeter_id',
  'line_no',
  'contribution',
  'interest_rate',
  'equity',
  'property',
  'spread',
  'spread_bucket',
  'concentration',
  'concentration_name',
  'interest_rate_loss',
  'equity_loss',
  'property_loss',
  'spread_loss',
  'currency_loss',
  'interest_rate_loss_up',
  'interest_rate_loss_down',
  'currency_loss_up',
] as const;

/** Each reason code's stored key as a ready field; code 0 ("not in this submodule") is NULL. */
const reasonFields = (reasons: readonly Reason[]) =>
  reasons.map((reason, code) => textField(code === 0 ? null : reason.key));

/**
 * Encodes each line's SCR classification, losses and contribution as binary COPY rows,
 * straight from the engine's columns (as lookthrough/line-copy.ts does for the lines):
 * the class labels and concentration names are encoded once each. Line i of the result
 * is look-through line i + 1.
 */
export function scrLineCopyEncoder(
  result: ScrResult,
  context: { roleCode: string; perimeterId: string },
): (from: number, to: number) => Uint8Array[] {
  const l = result.lines;
  const start = rowStart(
    SCR_LINE_COPY_COLUMNS.length,
    textField(context.roleCode),
    uuidField(context.perimeterId),
  );
  const rate = reasonFields(IR_REASONS);
  const equity = reasonFields(EQUITY_REASONS);
  const property = reasonFields(PROPERTY_REASONS);
  const spread = reasonFields(SPREAD_REASONS);
  const concentration = reasonFields(CONCENTRATION_REASONS);
  const names = l.concentrationNameLabels.map((name) => textField(name ?? null));
  const noName = textField(null);
  const rateLoss =
    result.scenarios.interestRate.binding === 'up' ? l.interestRateLossUp : l.interestRateLossDown;
  /** A line's loss where it is in the submodule, else null. */
  const lossIf = (inSubmodule: number, losses: Float64Array, i: number) =>
    inSubmodule === 0 ? null : losses[i]!;
  return (from, to) => {
    const out = new BinaryWriter();
    for (let i = from; i < to; i++) {
      const spreadClass = l.spreadClass[i]!;
      const name = l.concentrationName[i]!;
      out.raw(start);
      out.int32Field(i + 1);
      out.float64(l.contribution[i]!);
      out.raw(rate[l.interestRateClass[i]!] ?? unknownReason('taux', l.interestRateClass[i]!));
      out.raw(equity[l.equityClass[i]!] ?? unknownReason('action', l.equityClass[i]!));
      out.raw(property[l.propertyClass[i]!] ?? unknownReason('immobilier', l.propertyClass[i]!));
      out.raw(spread[spreadClass] ?? unknownReason('spread', spreadClass));
      if (spreadClass === 0) out.int32(-1);
      else out.int16Field(l.spreadBucket[i]!);
      out.raw(
        concentration[l.concentrationClass[i]!] ??
          unknownReason('concentration', l.concentrationClass[i]!),
      );
      out.raw(name < 0 ? noName : (names[name] ?? noName));
      nullableFloat(out, lossIf(l.interestRateClass[i]!, rateLoss, i));
      nullableFloat(out, lossIf(l.equityClass[i]!, l.equityLoss, i));
      nullableFloat(out, lossIf(l.propertyClass[i]!, l.propertyLoss, i));
      nullableFloat(out, lossIf(spreadClass, l.spreadLoss, i));
      nullableFloat(out, l.currencyLoss[i] === 0 ? null : l.currencyLoss[i]!);
      nullableFloat(out, lossIf(l.interestRateClass[i]!, l.interestRateLossUp, i));
      nullableFloat(out, lossIf(l.interestRateClass[i]!, l.interestRateLossDown, i));
      nullableFloat(out, l.currencyLossUp[i] === 0 ? null : l.currencyLossUp[i]!);
    }
    return out.chunksOut();
  };
}

function unknownReason(submodule: string, code: number): never {
  throw new RangeError(`Code de classement SCR ${submodule} ${code} inconnu`);
}
