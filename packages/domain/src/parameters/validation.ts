import { IR_COMPUTE_METHODS } from './scr-parameters';

/**
 * Spec §5: a group is valid when every visible field is filled. Drafts come from forms,
 * so any field may be missing, null or NaN. Hidden equity fields (financial-institution
 * threshold, stressRange) are not required; computeMethod and yieldCurveID are.
 */
export interface ScrParameterValidity {
  equity: boolean;
  interestRate: boolean;
  property: boolean;
  currency: boolean;
  /** All four groups valid. */
  all: boolean;
}

type Draft = Readonly<Record<string, unknown>> | null | undefined;

const filledNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
const filledString = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';

export function scrParameterValidity(draft: {
  equity?: Draft;
  interestRate?: Draft;
  property?: Draft;
  currency?: Draft;
}): ScrParameterValidity {
  const eq = draft.equity ?? {};
  const ir = draft.interestRate ?? {};
  const pr = draft.property ?? {};
  const cu = draft.currency ?? {};
  const equity =
    ['longTermStress', 'partStratStress', 'type1Stress', 'type2Stress', 'type1Type2Correlation']
      .map((k) => eq[k])
      .every(filledNumber) && isBoolean(eq.useTransitoryStress);
  const interestRate =
    [
      'nominalYieldRealYieldCorrelation',
      'loanDefaultSensi',
      'cashDefaultSensi',
      'minDeltaDown',
      'minDeltaUp',
    ]
      .map((k) => ir[k])
      .every(filledNumber) &&
    filledString(ir.yieldCurveID) &&
    filledString(ir.modifiedDurationPriority) &&
    typeof ir.computeMethod === 'string' &&
    Object.hasOwn(IR_COMPUTE_METHODS, ir.computeMethod) &&
    isBoolean(ir.isORSA);
  const property = filledNumber(pr.propertyStress);
  const reference = cu.referenceCurrency as { code?: unknown } | undefined;
  const currency =
    filledNumber(cu.currencyStress) &&
    filledString(reference?.code) &&
    typeof cu.exceptionStressByCurrencies === 'object' &&
    cu.exceptionStressByCurrencies !== null &&
    Object.values(cu.exceptionStressByCurrencies).every(filledNumber);
  return {
    equity,
    interestRate,
    property,
    currency,
    all: equity && interestRate && property && currency,
  };
}
