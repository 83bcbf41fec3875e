import type { DefaultedLoanEntry } from '@prisme/domain';
import type { LookThroughInput } from '@prisme/engine';

/**
 * Art. 176(1) as amended by DR 2026/269 [S] (note §2.6): loans in default or forborne are
 * out of the spread risk under SII-2027. The client names them in its « prêts en défaut ou
 * restructurés » list; their instruments are marked for the engine
 * (InstrumentAttributes.isDefaultedOrForborne, a line flag of the SCR's columns). The
 * input is not changed: the instruments named are copied with the mark.
 */
export function withDefaultedLoans(
  input: LookThroughInput,
  loans: readonly DefaultedLoanEntry[],
): LookThroughInput {
  if (loans.length === 0) return input;
  const codes = new Set(loans.map((loan) => loan.code.trim()));
  if (!input.instruments.some((instrument) => codes.has(instrument.code))) return input;
  return {
    ...input,
    instruments: input.instruments.map((instrument) =>
      codes.has(instrument.code) ? { ...instrument, isDefaultedOrForborne: true } : instrument,
    ),
  };
}
