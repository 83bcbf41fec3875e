import type { ScrParameters } from './scr-parameters';

/**
 * Spec §9: every numeric parameter 0, every boolean false, the duration priority (and the
 * other strings) empty. These defaults are not valid (§5): the user fills them.
 */
export const SPEC_DEFAULT_PARAMETERS: ScrParameters = {
  equity: {
    longTermStress: 0,
    partStratStress: 0,
    type1Stress: 0,
    type2Stress: 0,
    financialInstitutionInOwnFundTreshold: 0,
    type1Type2Correlation: 0,
    useTransitoryStress: false,
    stressRange: 0,
  },
  interestRate: {
    yieldCurveID: '',
    nominalYieldRealYieldCorrelation: 0,
    loanDefaultSensi: 0,
    cashDefaultSensi: 0,
    minDeltaDown: 0,
    minDeltaUp: 0,
    isORSA: false,
    computeMethod: '',
    isEIOPA2019: false,
    modifiedDurationPriority: '',
  },
  property: { propertyStress: 0 },
  currency: {
    currencyStress: 0,
    referenceCurrency: { code: 'EUR', name: 'Euro' },
    exceptionStressByCurrencies: {},
  },
};

/**
 * The spec's defaults completed with the regulatory values of the standard formula
 * (shared/reference/solvency2-market-risk.md). Fractions: 0.39 = 39 %.
 *
 * Values with no regulatory source stay at the spec's default and are said so:
 * loanDefaultSensi and cashDefaultSensi (0 years: a line without duration is not rate
 * sensitive), minDeltaDown (0: Art. 167 has no minimum fall).
 */
export const REGULATORY_DEFAULT_PARAMETERS: ScrParameters = {
  equity: {
    longTermStress: 0.22, // Art. 169(1)(b), (2)(b)
    partStratStress: 0.22, // Art. 169(1)(a), (2)(a)
    type1Stress: 0.39, // Art. 169(1)(c), + symmetric adjustment
    type2Stress: 0.49, // Art. 169(2)(c), + symmetric adjustment
    financialInstitutionInOwnFundTreshold: 0.1, // Art. 68(3)
    type1Type2Correlation: 0.75, // Art. 168(4)
    useTransitoryStress: false, // Dir. Art. 308b(13): expired on 1 January 2023
    stressRange: 0.1, // Dir. Art. 106(2): SA within ±10 % (±13 % from 30/01/2027)
  },
  interestRate: {
    yieldCurveID: 'EUR_RFR_NO_VA', // EIOPA basic risk-free curve, no volatility adjustment
    nominalYieldRealYieldCorrelation: 1, // no source: the whole shock is passed on [U]
    loanDefaultSensi: 0,
    cashDefaultSensi: 0,
    minDeltaDown: 0, // Art. 167(2): no minimum
    minDeltaUp: 0.01, // Art. 166(2): at least one percentage point
    isORSA: false,
    computeMethod: 'DURATION', // reference §2.5
    isEIOPA2019: false, // the amended shocks apply from 30/01/2027
    modifiedDurationPriority: 'MATURITY',
  },
  property: { propertyStress: 0.25 }, // Art. 174
  currency: {
    currencyStress: 0.25, // Art. 188(3)-(4)
    referenceCurrency: { code: 'EUR', name: 'Euro' },
    // Implementing Regulation (EU) 2015/2017: currencies pegged to the euro.
    exceptionStressByCurrencies: {
      DKK: 0.0039,
      BGN: 0.0181,
      XOF: 0.0218,
      XAF: 0.0196,
      KMF: 0.02,
    },
  },
};
