import { describe, expect, it } from 'vitest';
import { REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import type { LookThroughStatus, ScrParameters } from '@prisme/domain';
import { computeMarketScr } from './compute';
import { symmetricAdjustment } from './equity';
import { inputOf, line } from './fixtures';
import type { InputOptions } from './fixtures';
import { EQUITY_CLASS, PROPERTY_CLASS } from './reasons';
import type { ScrLine } from './types';

const withEquity = (eq: Partial<ScrParameters['equity']>): ScrParameters => ({
  ...REGULATORY_DEFAULT_PARAMETERS,
  equity: { ...REGULATORY_DEFAULT_PARAMETERS.equity, ...eq },
});
const listed = (fields: Partial<ScrLine> = {}) =>
  line({ cic: 'DE31', marketValue: 1_000_000, code: 'EQ1', listedEeaOecd: true, ...fields });
const run = (lines: ScrLine[], o?: InputOptions) => computeMarketScr(inputOf(lines, o));
const shockOf = (l: ScrLine, o?: InputOptions) => {
  const r = run([l], o);
  return { cls: r.lines.equityClass[0], shock: r.lines.equityLoss[0]! / l.marketValue, r };
};

describe('Art. 172 symmetric adjustment and its ±10 % corridor', () => {
  it('unit vectors: CI/AI = 1.40 → +10 %, CI/AI = 0.80 → −10 %, 1.10 → +1 %', () => {
    expect(symmetricAdjustment(140, 100, 0.1)).toBeCloseTo(0.1, 12);
    expect(symmetricAdjustment(80, 100, 0.1)).toBeCloseTo(-0.1, 12);
    expect(symmetricAdjustment(110, 100, 0.1)).toBeCloseTo(0.01, 12);
    expect(symmetricAdjustment(140, 100, 0.13)).toBeCloseTo(0.13, 12);
  });

  it('the engine bounds the SA it is given by stressRange', () => {
    expect(shockOf(listed(), { symmetricAdjustment: 0.2 }).shock).toBeCloseTo(0.49, 12);
    expect(shockOf(listed(), { symmetricAdjustment: -0.2 }).shock).toBeCloseTo(0.29, 12);
  });
});

describe('Art. 168-169 classes and shocks (SA = +1.5 %)', () => {
  it('type 1: 39 % + SA; type 2 (unlisted): 49 % + SA', () => {
    expect(shockOf(listed())).toMatchObject({ cls: EQUITY_CLASS.type1 });
    expect(shockOf(listed()).shock).toBeCloseTo(0.405, 12);
    const unlisted = shockOf(line({ cic: 'XL31', marketValue: 1e6 }));
    expect(unlisted.cls).toBe(EQUITY_CLASS.type2);
    expect(unlisted.shock).toBeCloseTo(0.505, 12);
  });

  it('168(6): an equityType of type 1 given by the data wins (e.g. EuVECA, closed-ended AIF)', () => {
    expect(shockOf(line({ cic: 'XL31', marketValue: 1e6, equityType: 'type1' })).cls).toBe(
      EQUITY_CLASS.type1,
    );
  });

  const statuses: LookThroughStatus[] = ['not_looked_through', 'level_cap', 'cycle'];
  for (const status of statuses)
    it(`Art. 84, 168(3): a fund kept whole (${status}) is type 2 equity, even a bond fund`, () => {
      const s = shockOf(
        line({ cic: 'FR42', marketValue: 1e6, lookThroughStatus: status, modifiedDuration: 5 }),
      );
      expect(s.cls).toBe(EQUITY_CLASS.fundType2);
      expect(s.shock).toBeCloseTo(0.505, 12);
      expect(s.r.submodules.spread).toBe(0);
      expect(s.r.submodules.interestRate).toBe(0);
    });

  it('Art. 84(3) data groupings by fund type: equity → type 2, debt → rates and spread, property → 25 %', () => {
    const grouping = (cic: string) =>
      run([
        line({
          cic,
          marketValue: 1e6,
          lookThroughStatus: 'data_grouping',
          modifiedDuration: 5,
          creditQualityStep: 3,
        }),
      ]);
    expect(grouping('FR41').lines.equityClass[0]).toBe(EQUITY_CLASS.type2);
    const debt = grouping('FR42');
    expect(debt.lines.equityClass[0]).toBe(EQUITY_CLASS.none);
    expect(debt.submodules.spread).toBeCloseTo(125_000, 6);
    expect(debt.submodules.interestRate).toBeCloseTo(58_905, 6);
    expect(grouping('FR45').lines.propertyClass[0]).toBe(PROPERTY_CLASS.fundGrouping);
    expect(grouping('FR46').lines.equityClass[0]).toBe(EQUITY_CLASS.otherType2);
  });

  it('168(3): other investments (CIC 0), unexplained residuals and lines without CIC are type 2', () => {
    expect(shockOf(line({ cic: 'XT09', marketValue: 1e6 })).cls).toBe(EQUITY_CLASS.otherType2);
    expect(
      shockOf(line({ cic: 'FR21', marketValue: 1e6, lookThroughStatus: 'residual' })).cls,
    ).toBe(EQUITY_CLASS.otherType2);
    const none = shockOf(line({ cic: '', marketValue: 1e6 }));
    expect(none.cls).toBe(EQUITY_CLASS.otherType2);
    expect(none.r.warnings.join()).toContain('CIC');
  });

  it('169(1)(a), 171: strategic participations of the client list at 22 %, "*" for all', () => {
    const entry = { code: 'EQ1', denomination: '', codeCIC: 'DE31', qrtAdjEqMethVal: null };
    const all = {
      strategicParticipations: [{ ...entry, portfolioCode: '*', compartmentCode: '*' }],
    };
    expect(shockOf(listed(), { clientLists: all })).toMatchObject({
      cls: EQUITY_CLASS.strategic1,
      shock: 0.22,
    });
    const other = {
      strategicParticipations: [{ ...entry, portfolioCode: 'P2', compartmentCode: '*' }],
    };
    expect(shockOf(listed(), { clientLists: other }).cls).toBe(EQUITY_CLASS.type1);
    const unlisted = shockOf(line({ cic: 'XL31', marketValue: 1e6, code: 'EQ1' }), {
      clientLists: all,
    });
    expect(unlisted.cls).toBe(EQUITY_CLASS.strategic2);
  });

  it('169(1)(b), 171a: long-term equity of the LTEI list at 22 %, filtered by currency', () => {
    const entry = {
      code: 'EQ1',
      denomination: '',
      codeCIC: 'DE31',
      portfolioCode: 'P1',
      compartmentCode: 'C1',
    };
    const usd = { longTermAssets: [{ ...entry, currency: 'USD' }] };
    expect(shockOf(listed(), { clientLists: usd }).cls).toBe(EQUITY_CLASS.type1);
    const any = { longTermAssets: [{ ...entry, currency: '*' }] };
    expect(shockOf(listed(), { clientLists: any })).toMatchObject({
      cls: EQUITY_CLASS.longTerm1,
      shock: 0.22,
    });
  });

  it('169(3)-(4): qualifying infrastructure 30 % + 77 % SA, corporate 36 % + 92 % SA, in type 2', () => {
    const infra = shockOf(line({ cic: 'XL31', marketValue: 1e6, infrastructure: 'qualifying' }));
    expect(infra.shock).toBeCloseTo(0.3 + 0.77 * 0.015, 12);
    expect(infra.r.scenarios.equity.type2).toBeCloseTo(311_550, 6);
    const corporate = shockOf(
      line({ cic: 'XL31', marketValue: 1e6, infrastructure: 'qualifying_corporate' }),
    );
    expect(corporate.shock).toBeCloseTo(0.36 + 0.92 * 0.015, 12);
  });

  it('Art. 173: transitional 22 % → standard over 7 years (2017: 24.43 % with SA = 0)', () => {
    const p = { parameters: withEquity({ useTransitoryStress: true }), symmetricAdjustment: 0 };
    const eligible = listed({ transitionalEligible: true });
    const y2017 = shockOf(eligible, { ...p, valuationDate: '2017-12-31' });
    expect(y2017.cls).toBe(EQUITY_CLASS.transitional);
    expect(y2017.shock).toBeCloseTo(0.2443, 4);
    expect(shockOf(eligible, { ...p, valuationDate: '2016-06-30' }).shock).toBeCloseTo(0.22, 12);
    expect(shockOf(eligible, { ...p, valuationDate: '2024-12-31' }).shock).toBeCloseTo(0.39, 12);
    expect(shockOf(listed(), { ...p, valuationDate: '2017-12-31' }).shock).toBeCloseTo(0.39, 12);
    expect(shockOf(eligible, p).r.warnings.join()).toContain('transitoire');
  });

  it('168(4): type 1 and type 2 aggregate with type1Type2Correlation', () => {
    const lines = [listed(), line({ cic: 'XL31', marketValue: 500_000 })];
    const zero = run(lines, { parameters: withEquity({ type1Type2Correlation: 0 }) });
    expect(zero.submodules.equity).toBeCloseTo(Math.hypot(405_000, 252_500), 6);
    expect(run(lines).submodules.equity).toBeCloseTo(617_393.72, 2);
  });

  it('Art. 68(3), 168(5): participations in financial institutions beyond 10 % of own funds are deducted', () => {
    const part = listed({ isFinancialParticipation: true, marketValue: 300_000 });
    const r = run([part], { ownFunds: 1_000_000 });
    expect(r.submodules.equity).toBeCloseTo(100_000 * 0.405, 6);
    expect(r.scenarios.concentration.assets).toBeCloseTo(100_000, 6);
    expect(run([part]).submodules.equity).toBeCloseTo(300_000 * 0.405, 6);
  });
});

describe('Art. 174 property', () => {
  const prop = (fields: Partial<ScrLine>) =>
    run([line({ cic: 'FR91', marketValue: 1e6, code: 'B1', ...fields })]);

  it('25 % of property value; own-use property (CIC 93) is property too', () => {
    expect(prop({}).submodules.property).toBe(250_000);
    const own = prop({ cic: 'FR93' });
    expect(own.lines.propertyClass[0]).toBe(PROPERTY_CLASS.ownUse);
    expect(own.scenarios.property.ownUse).toBe(250_000);
  });

  it('a leveraged vehicle of the client list is shocked on its gross value, capped at its NAV', () => {
    const entry = (leverageRate: number) => ({
      clientLists: {
        propertyLeverages: [
          { code: 'VEH', denomination: '', leverageRate, ownUse: false, cic: 'FR45' },
        ],
      },
    });
    const vehicle = line({
      cic: 'FR45',
      marketValue: 1e6,
      code: 'VEH',
      lookThroughStatus: 'not_looked_through',
    });
    const half = run([vehicle], entry(0.5));
    expect(half.lines.propertyClass[0]).toBe(PROPERTY_CLASS.leveraged);
    expect(half.submodules.property).toBeCloseTo(375_000, 6);
    expect(half.submodules.equity).toBe(0);
    expect(run([vehicle], entry(4)).submodules.property).toBe(1e6);
  });
});
