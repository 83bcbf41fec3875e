import { describe, expect, it } from 'vitest';
import {
  REGULATORY_DEFAULT_PARAMETERS as DEFAULTS,
  scrCurrencyParametersSchema,
  scrEquityParametersSchema,
  scrInterestRateParametersSchema,
  scrParameterValidity,
  scrPropertyParametersSchema,
} from '@prisme/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import { choiceListSchema } from './choices';
import { FIELD_ERRORS } from './field-errors';
import { groupResolver } from './group-resolver';

async function errorsOf<T extends FieldValues>(resolver: Resolver<T>, values: unknown) {
  const result = await resolver(values as T, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([key, error]) => [
      key,
      (error as { message?: string }).message,
    ]),
  );
}

describe('the group forms validate as spec §5 says', () => {
  it('equity: every visible field filled; the hidden ones are not required', async () => {
    const resolver = groupResolver(scrEquityParametersSchema);
    const {
      stressRange: _s,
      financialInstitutionInOwnFundTreshold: _f,
      ...visible
    } = DEFAULTS.equity;
    expect(await errorsOf(resolver, visible)).toEqual({});
    expect(await errorsOf(resolver, { ...visible, type1Stress: NaN })).toEqual({
      type1Stress: FIELD_ERRORS.required,
    });
    expect(await errorsOf(resolver, { ...visible, type2Stress: 39 })).toEqual({
      type2Stress: FIELD_ERRORS.atMostOne,
    });
    expect(await errorsOf(resolver, { ...visible, type1Type2Correlation: -2 })).toEqual({
      type1Type2Correlation: FIELD_ERRORS.correlation,
    });
  });

  it('rate: the curve and the duration priority must be chosen', async () => {
    const resolver = groupResolver(scrInterestRateParametersSchema, [
      'yieldCurveID',
      'modifiedDurationPriority',
    ]);
    expect(await errorsOf(resolver, DEFAULTS.interestRate)).toEqual({});
    const draft = { ...DEFAULTS.interestRate, yieldCurveID: '', modifiedDurationPriority: ' ' };
    expect(await errorsOf(resolver, draft)).toEqual({
      yieldCurveID: FIELD_ERRORS.required,
      modifiedDurationPriority: FIELD_ERRORS.required,
    });
    expect(await errorsOf(resolver, { ...DEFAULTS.interestRate, loanDefaultSensi: 500 })).toEqual({
      loanDefaultSensi: FIELD_ERRORS.years,
    });
  });

  it('property and currency stresses must be filled', async () => {
    expect(
      await errorsOf(groupResolver(scrPropertyParametersSchema), { propertyStress: NaN }),
    ).toEqual({ propertyStress: FIELD_ERRORS.required });
    const currency = { ...DEFAULTS.currency, currencyStress: NaN };
    expect(await errorsOf(groupResolver(scrCurrencyParametersSchema), currency)).toHaveProperty(
      'currencyStress',
      FIELD_ERRORS.required,
    );
  });

  it('the reference currency cannot be an exception', async () => {
    const currency = { ...DEFAULTS.currency, exceptionStressByCurrencies: { EUR: 0.1 } };
    expect(await errorsOf(groupResolver(scrCurrencyParametersSchema), currency)).toEqual({
      exceptionStressByCurrencies: 'La devise de référence ne peut pas être une exception.',
    });
  });

  it('the whole is valid only when the four groups are', () => {
    expect(scrParameterValidity(DEFAULTS).all).toBe(true);
    const rate = { ...DEFAULTS.interestRate, yieldCurveID: '' };
    expect(scrParameterValidity({ ...DEFAULTS, interestRate: rate })).toMatchObject({
      equity: true,
      interestRate: false,
      all: false,
    });
  });
});

describe('server lists', () => {
  it('read bare codes or objects with a code and a name', () => {
    expect(
      choiceListSchema.parse([
        'EUR_RFR_NO_VA',
        { code: 'MATURITY', name: 'Duration à maturité' },
        { id: 7, label: 'Sept' },
        { name: 'sans code' },
      ]),
    ).toEqual([
      { code: 'EUR_RFR_NO_VA', name: 'EUR_RFR_NO_VA' },
      { code: 'MATURITY', name: 'Duration à maturité' },
      { code: '7', name: 'Sept' },
    ]);
  });
});
