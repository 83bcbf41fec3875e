import { z } from 'zod';

/**
 * SCR market-risk parameters (spec §3 "Parameters").
 *
 * Units: every stress, shock, threshold and rate is a FRACTION (0.39 = 39 %, 0.01 = one
 * percentage point). Correlations are plain numbers in [-1, 1]. Sensitivities
 * (loanDefaultSensi, cashDefaultSensi) are modified durations in YEARS.
 */

/** A stress or threshold: a fraction of value, 0 … 1. */
const fraction = z.number().min(0).max(1);
const correlation = z.number().min(-1).max(1);
/** A modified duration in years. */
const years = z.number().min(0).max(200);

/** Where the interest-rate and spread duration of a line comes from (TPT fields 90, 91, 144). */
export const DURATION_SOURCES = ['maturity', 'call', 'expected'] as const;
export type DurationSource = (typeof DURATION_SOURCES)[number];

/**
 * The choices of `modifiedDurationPriority` (GET /api/parameters/modified-duration-priorities):
 * the first source a line has is used. The empty string means the first entry.
 */
export const MODIFIED_DURATION_PRIORITIES = [
  {
    code: 'MATURITY',
    name: 'Duration à maturité, puis attendue, puis au prochain call',
    order: ['maturity', 'expected', 'call'],
  },
  {
    code: 'EXPECTED',
    name: 'Duration à maturité attendue, puis à maturité, puis au prochain call',
    order: ['expected', 'maturity', 'call'],
  },
  {
    code: 'CALL',
    name: 'Duration au prochain call, puis à maturité, puis attendue',
    order: ['call', 'maturity', 'expected'],
  },
] as const satisfies readonly { code: string; name: string; order: readonly DurationSource[] }[];
export type ModifiedDurationPriorityCode = (typeof MODIFIED_DURATION_PRIORITIES)[number]['code'];

/** The duration sources in the order a priority code gives ('' or unknown: the first entry). */
export function durationSourceOrder(code: string): readonly DurationSource[] {
  const found = MODIFIED_DURATION_PRIORITIES.find((p) => p.code === code);
  return (found ?? MODIFIED_DURATION_PRIORITIES[0]).order;
}

/**
 * Interest-rate computation methods (hidden `computeMethod`, reference §2.5): the
 * modified-duration approximation, optionally with the convexity term ½·V·C·Δr².
 * Zero-coupon lines and liabilities flagged as such are always repriced exactly.
 */
export const IR_COMPUTE_METHODS = {
  DURATION: 'Duration modifiée',
  DURATION_CONVEXITY: 'Duration modifiée et convexité',
} as const;
export type IrComputeMethod = keyof typeof IR_COMPUTE_METHODS;

/** Equity parameters. Stresses exclude the symmetric adjustment, which the engine adds. */
export const scrEquityParametersSchema = z
  .object({
    /** Long-term equity investments, Art. 169(1)(b)/(2)(b) and 171a: 0.22. */
    longTermStress: fraction,
    /** Strategic participations, Art. 169(1)(a)/(2)(a) and 171: 0.22. */
    partStratStress: fraction,
    /** Type 1 base stress before the symmetric adjustment, Art. 169(1)(c): 0.39. */
    type1Stress: fraction,
    /** Type 2 base stress before the symmetric adjustment, Art. 169(2)(c): 0.49. */
    type2Stress: fraction,
    /**
     * Hidden. Art. 68(3): non-strategic participations in financial and credit institutions
     * beyond this fraction of own funds are deducted (and so not shocked): 0.10.
     */
    financialInstitutionInOwnFundTreshold: fraction.optional(),
    /** Art. 168(4): correlation of the type 1 and type 2 scenarios, 0.75. */
    type1Type2Correlation: correlation,
    /** Directive Art. 308b(13), DR Art. 173: transitional equity stress (expired 1/1/2023). */
    useTransitoryStress: z.boolean(),
    /** Hidden. Art. 106 Directive: the symmetric adjustment is bounded to ±stressRange, 0.10. */
    stressRange: fraction.optional(),
  })
  .meta({ id: 'ScrEquityParameters' });
export type ScrEquityParameters = z.infer<typeof scrEquityParametersSchema>;

export const scrInterestRateParametersSchema = z
  .object({
    /** The risk-free curve of the reference currency, e.g. 'EUR_RFR_NO_VA'. */
    yieldCurveID: z.string().max(100),
    /** Share of the nominal-rate shock passed on to inflation-linked (real-yield) lines. */
    nominalYieldRealYieldCorrelation: correlation,
    /** Modified duration (years) given to a loan (CIC 8) without one. */
    loanDefaultSensi: years,
    /** Modified duration (years) given to cash and deposits (CIC 7) without one. */
    cashDefaultSensi: years,
    /** Smallest fall of a positive rate in the down scenario (fraction; 0 in the DR). */
    minDeltaDown: fraction,
    /** Smallest rise in the up scenario, Art. 166(2): one point, 0.01. */
    minDeltaUp: fraction,
    /** ORSA run: recorded with the result; no effect on the formulas (see the engine). */
    isORSA: z.boolean(),
    /** Hidden: a key of IR_COMPUTE_METHODS. */
    computeMethod: z.string().max(50),
    /** Hidden: the amended shocks r(1+s)+b of EIOPA's 2020 opinion (DR 2026/269). */
    isEIOPA2019: z.boolean().optional(),
    /** A code of MODIFIED_DURATION_PRIORITIES, or '' for the first one. */
    modifiedDurationPriority: z.string().max(50),
  })
  .meta({ id: 'ScrInterestRateParameters' });
export type ScrInterestRateParameters = z.infer<typeof scrInterestRateParametersSchema>;

export const scrPropertyParametersSchema = z
  .object({
    /** Art. 174: fall of 25 % in the value of immovable property, 0.25. */
    propertyStress: fraction,
  })
  .meta({ id: 'ScrPropertyParameters' });
export type ScrPropertyParameters = z.infer<typeof scrPropertyParametersSchema>;

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const referenceCurrencySchema = z
  .object({ code: currencyCode, name: z.string().max(100) })
  .meta({ id: 'ReferenceCurrency' });
export type ReferenceCurrency = z.infer<typeof referenceCurrencySchema>;

export const scrCurrencyParametersSchema = z
  .object({
    /** Art. 188(3)/(4): rise and fall of 25 % of each foreign currency, 0.25. */
    currencyStress: fraction,
    /** The local currency of the undertaking's financial statements. */
    referenceCurrency: referenceCurrencySchema,
    /** Per-currency stresses replacing currencyStress, e.g. the pegs of IR 2015/2017. */
    exceptionStressByCurrencies: z.record(currencyCode, fraction),
  })
  .refine((c) => !Object.hasOwn(c.exceptionStressByCurrencies, c.referenceCurrency.code), {
    message: 'La devise de référence ne peut pas être une exception.',
    path: ['exceptionStressByCurrencies'],
  })
  .meta({ id: 'ScrCurrencyParameters' });
export type ScrCurrencyParameters = z.infer<typeof scrCurrencyParametersSchema>;

/** The four groups together: what the engine takes. */
export const scrParametersSchema = z
  .object({
    equity: scrEquityParametersSchema,
    interestRate: scrInterestRateParametersSchema,
    property: scrPropertyParametersSchema,
    currency: scrCurrencyParametersSchema,
  })
  .meta({ id: 'ScrParameters' });
export type ScrParameters = z.infer<typeof scrParametersSchema>;

/**
 * EIOPA reference at a valuation date (GET /api/parameters/scr-reference): equity stresses
 * INCLUDING the symmetric adjustment (0.39 + SA, 0.49 + SA) and the EIOPA curve id.
 */
export const scrReferenceSchema = z
  .object({
    type1Stress: z.number(),
    type2Stress: z.number(),
    yieldCurve: z.string(),
    /** Art. 172: the symmetric adjustment published by EIOPA (0.015 = +1.5 %). */
    symmetricAdjustment: z.number().min(-0.5).max(0.5),
  })
  .meta({ id: 'ScrReference' });
export type ScrReference = z.infer<typeof scrReferenceSchema>;

/** One point of a risk-free spot curve: maturity in years, annual-compounding rate. */
export const yieldCurvePointSchema = z.object({
  maturity: z.number().min(0),
  rate: z.number().min(-0.5).max(1),
});
export type YieldCurvePoint = z.infer<typeof yieldCurvePointSchema>;
