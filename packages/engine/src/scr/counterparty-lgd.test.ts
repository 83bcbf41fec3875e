import { ruleSetTables } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import { computeCounterpartyDefault } from './counterparty';
import { exposureLgd, riskAdjustedCollateral } from './counterparty-lgd';
import type { CollateralInput, CounterpartyExposure } from './counterparty-types';

const T = ruleSetTables('SII-2016').counterpartyDefault;

const swap = (more: Partial<CounterpartyExposure> = {}): CounterpartyExposure => ({
  line: 0,
  code: 'SWAP-1',
  kind: 'derivative',
  counterparty: 'BANK-A',
  group: null,
  cqs: 2,
  status: 'credit_institution',
  value: 1_000_000,
  riskMitigatingEffect: 200_000,
  ...more,
});
const cashCollateral = (value: number, more: Partial<CollateralInput> = {}): CollateralInput => ({
  value,
  marketRiskAdjustment: null,
  kind: 'cash',
  heldByThirdParty: false,
  eligibility: 1,
  ...more,
});

describe('LGD of a derivative (Art. 192(3), 196, 197)', () => {
  it('without collateral: 90 % × (Derivative + RM_fin)', () => {
    const o = exposureLgd(swap(), T);
    expect(o.lgd).toBeCloseTo(0.9 * 1_200_000, 6); // 1,080,000
    expect([o.rule, o.collateral, o.flags]).toEqual(['derivative', 0, []]);
  });

  it('with eligible collateral: less F′ = 90 % of the risk-adjusted collateral', () => {
    // Securities collateral 600,000 with a market-risk adjustment of 100,000 (197(1)).
    const o = exposureLgd(
      swap({
        collateral: cashCollateral(600_000, { kind: 'securities', marketRiskAdjustment: 100_000 }),
      }),
      T,
    );
    expect(o.collateral).toBe(500_000);
    expect(o.lgd).toBeCloseTo(0.9 * 1_200_000 - 0.9 * 500_000, 6); // 630,000
    // F′ = 100 % where the insolvency share ignores the collateral (197(7)).
    const full = exposureLgd(
      swap({ collateral: cashCollateral(500_000, { fullShareFactor: true }) }),
      T,
    );
    expect(full.lgd).toBeCloseTo(1_080_000 - 500_000, 6);
  });

  it('floors at zero per contract, and a negative value gives no loss', () => {
    expect(exposureLgd(swap({ collateral: cashCollateral(2_000_000) }), T).lgd).toBe(0);
    expect(exposureLgd(swap({ value: -300_000, riskMitigatingEffect: 0 }), T).lgd).toBe(0);
  });

  it('flags a missing risk-mitigating effect and takes it at 0', () => {
    const o = exposureLgd(swap({ riskMitigatingEffect: null }), T);
    expect(o.lgd).toBeCloseTo(900_000, 6);
    expect(o.flags).toEqual(['noRiskMitigatingEffect']);
  });

  it('risk-adjusts collateral by its eligibility (TPT 138) and third-party holding', () => {
    const at = (c: Partial<CollateralInput>) => riskAdjustedCollateral(cashCollateral(100, c), T);
    expect(at({})).toEqual({ value: 100, flag: null });
    // 197(2): held by a third party, third-party requirement not met: 90 %.
    expect(at({ eligibility: 2, heldByThirdParty: true })).toEqual({
      value: 90,
      flag: 'collateralThirdParty',
    });
    // (b) concerns only collateral held by a third party.
    expect(at({ eligibility: 2, heldByThirdParty: false }).value).toBe(100);
    // 197(3): counterparty requirement or Art. 214 not met: nil.
    expect(at({ eligibility: 3 })).toEqual({ value: 0, flag: 'collateralIneligible' });
    expect(at({ eligibility: 4 }).value).toBe(0);
    expect(at({ eligibility: null })).toEqual({ value: 0, flag: 'collateralNotAssessed' });
    expect(at({ kind: 'securities' })).toEqual({ value: 0, flag: 'collateralNoAdjustment' });
  });
});

describe('netting agreement (Art. 192(1) second subparagraph)', () => {
  it('takes the LGD of the combined effect of the derivatives under one agreement', () => {
    const a = swap({
      code: 'SWAP-A',
      value: 1_000_000,
      riskMitigatingEffect: 0,
      nettingAgreement: 'ISDA-1',
    });
    const b = swap({
      code: 'SWAP-B',
      value: -400_000,
      riskMitigatingEffect: 0,
      nettingAgreement: 'ISDA-1',
    });
    const netted = computeCounterpartyDefault({ exposures: [a, b] }).exposures;
    expect(netted.map((e) => e.lgdRule)).toEqual(['netted', 'netted']);
    expect(netted[0]!.lgd + netted[1]!.lgd).toBeCloseTo(0.9 * 600_000, 6);
    expect(netted[1]!.lgd).toBe(0); // shared in proportion to the positive contracts
    // Without the agreement each contract is floored on its own: 900,000 + 0.
    const apart = computeCounterpartyDefault({
      exposures: [
        { ...a, nettingAgreement: null },
        { ...b, nettingAgreement: null },
      ],
    }).exposures;
    expect(apart[0]!.lgd + apart[1]!.lgd).toBeCloseTo(900_000, 6);
    // The same agreement name with another counterparty is another netting set.
    const other = computeCounterpartyDefault({
      exposures: [a, { ...b, counterparty: 'BANK-B' }],
    }).exposures;
    expect(other[0]!.lgd + other[1]!.lgd).toBeCloseTo(900_000, 6);
  });
});

describe('guarantees and letters of credit', () => {
  it('provided (189(2)(e)): nominal − value (192(5)); called up (189(2)(d)): the value', () => {
    const provided = exposureLgd(
      swap({ kind: 'commitment_provided', value: -20_000, nominal: 500_000 }),
      T,
    );
    expect([provided.lgd, provided.rule]).toEqual([480_000, 'commitment']);
    const called = exposureLgd(swap({ kind: 'commitment_called', value: 75_000 }), T);
    expect([called.lgd, called.rule]).toEqual([75_000, 'value']);
    const missing = exposureLgd(swap({ kind: 'commitment_provided', value: 0, nominal: null }), T);
    expect([missing.lgd, missing.flags]).toEqual([0, ['noNominal']]);
  });
});
