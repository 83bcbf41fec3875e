import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import type { ScrClientLists, ScrParameters } from '@prisme/domain';
import { toScrColumns } from './columns';
import type { ScrInput, ScrLine, YieldCurve } from './types';

/**
 * EUR basic risk-free curve (no VA) at 31/12/2024, reference §9.1: 1-21 years from
 * Implementing Regulation (EU) 2025/216 [C], beyond recomputed by Smith-Wilson [R].
 */
export const EUR_CURVE_2024: YieldCurve = {
  maturities: [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    27, 28, 29, 30, 35, 40, 45, 50, 55, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150,
  ],
  rates: [
    0.02236, 0.02093, 0.02093, 0.0212, 0.02142, 0.0217, 0.02198, 0.02222, 0.02243, 0.02267, 0.02286,
    0.02308, 0.02325, 0.02334, 0.02332, 0.02319, 0.02301, 0.02283, 0.02268, 0.02259, 0.02257,
    0.02261, 0.0227, 0.02282, 0.02296, 0.02312, 0.0233, 0.02348, 0.02367, 0.02386, 0.02479, 0.02564,
    0.02637, 0.02698, 0.02751, 0.02795, 0.02866, 0.0292, 0.02962, 0.02996, 0.03024, 0.03047,
    0.03066, 0.03083, 0.03097,
  ],
};

/** A flat curve (the hypothetical USD 4.00 % of worked example 2). */
export const flatCurve = (rate: number): YieldCurve => ({
  maturities: [1, 150],
  rates: [rate, rate],
});

export interface InputOptions {
  parameters?: ScrParameters;
  clientLists?: Partial<ScrClientLists>;
  yieldCurves?: Record<string, YieldCurve>;
  symmetricAdjustment?: number;
  valuationDate?: string;
  ownFunds?: number;
}

/** An input with the regulatory parameters, the EUR curve of §9.1 and SA = +1.5 % (§11). */
export function inputOf(lines: readonly ScrLine[], o: InputOptions = {}): ScrInput {
  const input: ScrInput = {
    lines: toScrColumns(lines),
    parameters: o.parameters ?? REGULATORY_DEFAULT_PARAMETERS,
    clientLists: { ...EMPTY_CLIENT_LISTS, ...o.clientLists },
    yieldCurves: o.yieldCurves ?? { EUR: EUR_CURVE_2024 },
    eiopa: { symmetricAdjustment: o.symmetricAdjustment ?? 0.015 },
  };
  if (o.valuationDate !== undefined) input.valuationDate = o.valuationDate;
  if (o.ownFunds !== undefined) input.ownFunds = o.ownFunds;
  return input;
}

let nextId = 1;
/** A line with neutral defaults: EUR, portfolio P1, compartment C1. */
export function line(fields: Partial<ScrLine> & Pick<ScrLine, 'cic' | 'marketValue'>): ScrLine {
  return {
    id: nextId++,
    portfolioCode: 'P1',
    compartmentCode: 'C1',
    code: `L${nextId}`,
    currency: 'EUR',
    ...fields,
  };
}

/** `count` equal lines of distinct issuers: a diversified look-through (no concentration). */
export function diversified(
  total: number,
  count: number,
  fields: Partial<ScrLine> & Pick<ScrLine, 'cic'>,
  prefix: string,
): ScrLine[] {
  return Array.from({ length: count }, (_, k) =>
    line({
      ...fields,
      marketValue: total / count,
      code: `${prefix}-${k}`,
      issuerCode: `${prefix}-ISS-${k}`,
      issuerGroupCode: `${prefix}-GRP-${k}`,
      lookThroughStatus: 'looked_through',
    }),
  );
}
