import { describe, expect, it } from 'vitest';
import {
  longTermAssetEntrySchema,
  propertyLeverageEntrySchema,
  strategicParticipationSchema,
  toStrategicParticipationEntry,
} from './client-lists';
import { REGULATORY_DEFAULT_PARAMETERS, SPEC_DEFAULT_PARAMETERS } from './defaults';
import { SCR_REGULATORY_TABLES, SPREAD_BONDS_2015 } from './regulatory-tables';
import {
  durationSourceOrder,
  scrCurrencyParametersSchema,
  scrParametersSchema,
  scrReferenceSchema,
} from './scr-parameters';
import { MARKET_SUBMODULES } from './table-types';
import { scrParameterValidity } from './validation';

describe('SCR parameter schemas (spec §3)', () => {
  it('accept the spec defaults and the regulatory defaults', () => {
    expect(scrParametersSchema.safeParse(SPEC_DEFAULT_PARAMETERS).success).toBe(true);
    expect(scrParametersSchema.safeParse(REGULATORY_DEFAULT_PARAMETERS).success).toBe(true);
  });

  it('take fractions: a stress of 39 (per cent written as a number) is refused', () => {
    const equity = { ...REGULATORY_DEFAULT_PARAMETERS.equity, type1Stress: 39 };
    expect(
      scrParametersSchema.safeParse({ ...REGULATORY_DEFAULT_PARAMETERS, equity }).success,
    ).toBe(false);
  });

  it('hidden equity fields may be absent', () => {
    const {
      financialInstitutionInOwnFundTreshold: _t,
      stressRange: _s,
      ...visible
    } = REGULATORY_DEFAULT_PARAMETERS.equity;
    expect(
      scrParametersSchema.safeParse({ ...REGULATORY_DEFAULT_PARAMETERS, equity: visible }).success,
    ).toBe(true);
  });

  it('refuse the reference currency as an exception (spec §5)', () => {
    const c = REGULATORY_DEFAULT_PARAMETERS.currency;
    expect(
      scrCurrencyParametersSchema.safeParse({ ...c, exceptionStressByCurrencies: { EUR: 0.1 } })
        .success,
    ).toBe(false);
    expect(
      scrCurrencyParametersSchema.safeParse({ ...c, exceptionStressByCurrencies: { usd: 0.1 } })
        .success,
    ).toBe(false);
  });

  it('SCR reference: stresses including the symmetric adjustment and the curve id', () => {
    const ref = {
      type1Stress: 0.405,
      type2Stress: 0.505,
      yieldCurve: 'EUR_RFR_NO_VA',
      symmetricAdjustment: 0.015,
    };
    expect(scrReferenceSchema.parse(ref)).toEqual(ref);
  });

  it('modifiedDurationPriority: the empty string means maturity first', () => {
    expect(durationSourceOrder('')).toEqual(['maturity', 'expected', 'call']);
    expect(durationSourceOrder('CALL')[0]).toBe('call');
  });
});

describe('Validity of the four groups (spec §5)', () => {
  it('the spec defaults are not valid until the strings are filled; the regulatory ones are', () => {
    expect(scrParameterValidity(SPEC_DEFAULT_PARAMETERS)).toMatchObject({
      equity: true,
      interestRate: false,
      property: true,
      currency: true,
      all: false,
    });
    expect(scrParameterValidity(REGULATORY_DEFAULT_PARAMETERS).all).toBe(true);
  });

  it('an emptied visible field invalidates its group only; hidden fields are not required', () => {
    const draft = {
      ...REGULATORY_DEFAULT_PARAMETERS,
      equity: {
        ...REGULATORY_DEFAULT_PARAMETERS.equity,
        type2Stress: null,
        stressRange: undefined,
      },
      property: { propertyStress: Number.NaN },
    };
    expect(scrParameterValidity(draft)).toMatchObject({
      equity: false,
      interestRate: true,
      property: false,
      all: false,
    });
    const hidden = {
      ...REGULATORY_DEFAULT_PARAMETERS,
      equity: { ...REGULATORY_DEFAULT_PARAMETERS.equity, stressRange: undefined },
    };
    expect(scrParameterValidity(hidden).equity).toBe(true);
  });

  it('computeMethod must be a known method', () => {
    const ir = { ...REGULATORY_DEFAULT_PARAMETERS.interestRate, computeMethod: 'MONTE_CARLO' };
    expect(
      scrParameterValidity({ ...REGULATORY_DEFAULT_PARAMETERS, interestRate: ir }).interestRate,
    ).toBe(false);
  });
});

describe('Regulatory defaults and tables (reference document)', () => {
  it('equity 39 % / 49 % + SA, 22 % strategic and LTEI, ρ 0.75, SA within ±10 %', () => {
    expect(REGULATORY_DEFAULT_PARAMETERS.equity).toMatchObject({
      type1Stress: 0.39,
      type2Stress: 0.49,
      partStratStress: 0.22,
      longTermStress: 0.22,
      type1Type2Correlation: 0.75,
      stressRange: 0.1,
    });
  });

  it('property 25 %, currency 25 % with the euro pegs, a 1-point minimum rise', () => {
    expect(REGULATORY_DEFAULT_PARAMETERS.property.propertyStress).toBe(0.25);
    expect(REGULATORY_DEFAULT_PARAMETERS.currency.currencyStress).toBe(0.25);
    expect(REGULATORY_DEFAULT_PARAMETERS.currency.exceptionStressByCurrencies).toEqual({
      DKK: 0.0039,
      BGN: 0.0181,
      XOF: 0.0218,
      XAF: 0.0196,
      KMF: 0.02,
    });
    expect(REGULATORY_DEFAULT_PARAMETERS.interestRate.minDeltaUp).toBe(0.01);
  });

  it('the market correlation matrix of Art. 164 is symmetric, A and B on the interest row', () => {
    const m = SCR_REGULATORY_TABLES.marketCorrelation;
    expect(m).toHaveLength(MARKET_SUBMODULES.length);
    m.forEach((row, i) => row.forEach((v, j) => expect(v).toEqual(m[j]![i])));
    expect(m[0]).toEqual([1, 'A', 'A', 'B', 0, 0.25]);
    // Before 2027 the interest/spread cell is the same A (Art. 164(3)): B = A.
    const t = SCR_REGULATORY_TABLES;
    expect([t.aUp, t.aDown, t.bUp, t.bDown]).toEqual([0, 0.5, 0, 0.5]);
  });

  it('spread tables: 7 CQS × 5 buckets; the 2015 and 2016/467 readings differ for CQS 1 and 4', () => {
    const { bonds } = SCR_REGULATORY_TABLES.spread;
    expect(bonds).toHaveLength(7);
    for (const row of bonds) expect(row).toHaveLength(5);
    bonds.forEach((row, q) => q !== 1 && q !== 4 && expect(row).toEqual(SPREAD_BONDS_2015[q]));
    expect(bonds[1]!.slice(2).map((b) => b.a)).toEqual([0.085, 0.11, 0.135]);
    expect(SPREAD_BONDS_2015[1]!.slice(2).map((b) => b.a)).toEqual([0.084, 0.109, 0.134]);
    // CQS 4 beyond 20 years: 46.6 % (2016/467, note 2027 §2.6) against 46.5 % in 2015.
    expect(bonds[4]!.map((b) => b.a)).toEqual([0, 0.225, 0.35, 0.44, 0.466]);
    expect(SPREAD_BONDS_2015[4]![4]!.a).toBe(0.465);
  });

  it('concentration thresholds and factors by CQS (Art. 185-186)', () => {
    const c = SCR_REGULATORY_TABLES.concentration;
    expect(c.threshold).toEqual([0.03, 0.03, 0.03, 0.015, 0.015, 0.015, 0.015]);
    expect(c.factor).toEqual([0.12, 0.12, 0.21, 0.27, 0.73, 0.73, 0.73]);
  });
});

describe('Client-data lists (spec §3)', () => {
  it('a strategic participation maps to its save payload', () => {
    const p = strategicParticipationSchema.parse({
      roleName: 'Client.A',
      code: 'FR0000120271',
      denomination: 'Filiale',
      cic: { code: 'FR31' },
      qrtAdjEqMethVal: null,
      portfolio: { code: '*' },
      compartment: { code: 'C1' },
    });
    expect(toStrategicParticipationEntry(p)).toMatchObject({
      codeCIC: 'FR31',
      portfolioCode: '*',
      compartmentCode: 'C1',
    });
  });

  it('LTEI carries a currency filter; property leverage a non-negative rate', () => {
    const lte = {
      code: 'X',
      denomination: '',
      codeCIC: 'FR31',
      portfolioCode: '*',
      compartmentCode: '*',
      currency: '*',
    };
    expect(longTermAssetEntrySchema.safeParse(lte).success).toBe(true);
    const lev = { code: 'X', denomination: '', leverageRate: -0.1, ownUse: false, cic: 'FR45' };
    expect(propertyLeverageEntrySchema.safeParse(lev).success).toBe(false);
  });
});
