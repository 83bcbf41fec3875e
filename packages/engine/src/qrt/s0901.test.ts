import { describe, expect, it } from 'vitest';
import type { QrtInventory, QrtPosition, QrtSecurity } from './inputs';
import { buildS0901, incomeFindings, incomeOfPositions } from './s0901';
import { position, security } from './test-portfolio';

/**
 * The second half of 2025, from the inventories of 30/06, 30/09 and 31/12:
 *
 * - bond B, 100,000 nominal, 3 % annual coupon paid each 15/09: clean value 98,000 →
 *   99,500 → 101,000 (a revaluation); accrued interest by ACT/365 from the last coupon:
 *   288 days on 30/06, 15 on 30/09 (the coupon of 15/09/2025 was paid), 107 on 31/12;
 * - share E, 1,000 at 50 on 30/06, 600 sold by 30/09 (400 left, at 55), 60 on 31/12;
 * - share F, 10 at 100 then 90, gone by 31/12 and valued nowhere then;
 * - share G, bought on 15/11/2025 for 10,000 (book value) in the unit-linked compartment,
 *   worth 10,500 on 31/12.
 */
const B = 'FR0013508470';
const E = 'FR0000120271';
const F = 'DE0007164600';
const G = 'US0378331005';

const securities: ReadonlyMap<string, QrtSecurity> = new Map(
  [
    security(B, { cic: 'FR21', couponRate: 3, maturityDate: '2029-09-15' }),
    security(E, { cic: 'FR31' }),
    security(F, { cic: 'DE31' }),
    security(G, { cic: 'US31' }),
  ].map((s) => [s.code, s]),
);

const accrued = (days: number) => (3_000 * days) / 365;
const bond = (clean: number, days: number): QrtPosition =>
  position(B, {
    quantity: 100_000,
    marketValueRc: clean + accrued(days),
    accruedInterestRc: accrued(days),
  });
const share = (code: string, quantity: number, price: number, extra: Partial<QrtPosition> = {}) =>
  position(code, { quantity, marketValueRc: quantity * price, ...extra });

const opening: QrtInventory = {
  date: '2025-06-30',
  positions: [bond(98_000, 288), share(E, 1_000, 50), share(F, 10, 100)],
};
const inventories: QrtInventory[] = [
  {
    date: '2025-09-30',
    positions: [bond(99_500, 15), share(E, 400, 55), share(F, 10, 90)],
  },
  {
    date: '2025-12-31',
    positions: [
      bond(101_000, 107),
      share(E, 400, 60),
      share(G, 100, 105, {
        compartmentCode: 'UC',
        unitLinked: true,
        bookValueRc: 10_000,
        acquisitionDate: '2025-11-15',
      }),
    ],
  },
];

describe('S.09.01 over a period with a sale, a coupon and a revaluation', () => {
  const incomes = incomeOfPositions(opening, inventories, securities, '2025-06-30');
  const byCode = new Map(incomes.map((i) => [i.securityCode, i]));

  it('interest = coupon received − accrued at start + accrued at end', () => {
    // 3,000 − 3,000 × 288/365 + 3,000 × 107/365 = 3,000 × 184/365 (the days of the period)
    const expected = 3_000 - accrued(288) + accrued(107);
    expect(byCode.get(B)!.interest).toBeCloseTo(expected, 6);
    expect(expected).toBeCloseTo(1_512.33, 2);
  });

  it('the bond still held: unrealised gain on the clean value, 101,000 − 98,000', () => {
    expect(byCode.get(B)!.unrealised).toBeCloseTo(3_000, 6);
    expect(byCode.get(B)!.realised).toBe(0);
  });

  it('a partial sale: 600 × (55 − 50) realised, the 400 kept: 400 × (60 − 50) unrealised', () => {
    expect(byCode.get(E)!.realised).toBeCloseTo(3_000, 6);
    expect(byCode.get(E)!.unrealised).toBeCloseTo(4_000, 6);
    expect(byCode.get(E)!.interest).toBe(0);
  });

  it('a sale no later inventory values: at the last value known, 10 × (90 − 100)', () => {
    expect(byCode.get(F)!.realised).toBeCloseTo(-100, 6);
    expect(byCode.get(F)!.unrealised).toBe(0);
  });

  it('a purchase in the period: measured from its acquisition value, 10,500 − 10,000', () => {
    expect(byCode.get(G)!.unrealised).toBeCloseTo(500, 6);
  });

  it('the rows: by category, portfolio and unit-linked flag; no dividend nor rent data', () => {
    const table = buildS0901(incomes);
    expect(table.code).toBe('S.09.01.01.01');
    expect(table.columns.map((c) => c.code)).toEqual([
      'C0040', 'C0050', 'C0060', 'C0070', 'C0080', 'C0090', 'C0100', 'C0110',
    ]); // prettier-ignore
    const rows = table.rows.map((r) => ({
      ...r,
      C0080: Math.round((r.C0080 as number) * 100) / 100,
      C0100: Math.round((r.C0100 as number) * 100) / 100,
      C0110: Math.round((r.C0110 as number) * 100) / 100,
    }));
    expect(rows).toEqual([
      {
        C0040: 'Corporate Bonds',
        C0050: 'General',
        C0060: 'Neither unit-linked nor index-linked',
        C0070: null,
        C0080: 1_512.33,
        C0090: null,
        C0100: 0,
        C0110: 3_000,
      },
      {
        C0040: 'Equity instruments', // E and F: listed equity not split from unlisted (§3.5)
        C0050: 'General',
        C0060: 'Neither unit-linked nor index-linked',
        C0070: null,
        C0080: 0,
        C0090: null,
        C0100: 2_900, // 3,000 − 100
        C0110: 4_000,
      },
      {
        C0040: 'Equity instruments',
        C0050: 'General',
        C0060: 'Unit-linked or index-linked',
        C0070: null,
        C0080: 0,
        C0090: null,
        C0100: 0,
        C0110: 500,
      },
    ]);
  });

  it('a bond redeemed in the period: at par, interest to its maturity', () => {
    const maturing = new Map([
      [B, security(B, { cic: 'FR21', couponRate: 3, maturityDate: '2025-09-15' })],
    ]);
    const [income] = incomeOfPositions(
      { date: '2025-06-30', positions: [bond(99_900, 288)] },
      [{ date: '2025-09-30', positions: [] }],
      maturing,
      '2025-06-30',
    );
    expect(income!.realised).toBeCloseTo(100_000 - 99_900, 6);
    expect(income!.interest).toBeCloseTo((3_000 * 77) / 365, 6); // 30/06 → 15/09
  });

  it('a short forward partly bought back: its loss split between realised and unrealised', () => {
    // Sold forward on 1,000,000 USD, worth −2,000 at the start (−0.002 a unit); on 31/12,
    // 600,000 bought back and 400,000 left worth −1,200 (−0.003 a unit): −0.001 a unit.
    const forwards = new Map([['FWD', security('FWD', { codeType: '99', cic: 'XTE2' })]]);
    const forward = (quantity: number, value: number) =>
      position('FWD', { quantity, marketValueRc: value, quotationCurrency: 'USD' });
    const [income] = incomeOfPositions(
      { date: '2025-06-30', positions: [forward(-1_000_000, -2_000)] },
      [{ date: '2025-12-31', positions: [forward(-400_000, -1_200)] }],
      forwards,
      '2025-06-30',
    );
    expect(income!.realised).toBeCloseTo(-600, 6); // 600,000 × −0.001
    expect(income!.unrealised).toBeCloseTo(-400, 6); // 400,000 × −0.001
  });

  it('a portfolio absent from an inventory keeps its positions: no sale, no purchase', () => {
    // P2 has no inventory on 30/09: its 10 shares F, 100 at the start, are 120 on 31/12.
    const [income] = incomeOfPositions(
      { date: '2025-06-30', positions: [share(F, 10, 100, { portfolioCode: 'P2' })] },
      [
        { date: '2025-09-30', portfolios: ['P1'], positions: [] },
        { date: '2025-12-31', positions: [share(F, 10, 120, { portfolioCode: 'P2' })] },
      ],
      securities,
      '2025-06-30',
    );
    expect(income!.realised).toBe(0);
    expect(income!.unrealised).toBeCloseTo(200, 6); // 10 × (120 − 100)
  });

  it('names the portfolios no inventory opens', () => {
    const partial: QrtInventory = { ...opening, portfolioDates: { P1: '2025-06-30' } };
    expect(incomeFindings(partial, '2025-06-30', ['P1'])).toEqual([]);
    const [finding] = incomeFindings(partial, '2025-06-30', ['P1', 'P2', 'P2']);
    expect(finding).toMatchObject({ check: 'S0901_OPENING_INVENTORY', value: 'P2' });
    expect(finding!.message).toContain('portefeuilles P2');
  });

  it('says so when no inventory opens the period', () => {
    expect(incomeFindings(opening, '2025-06-30')).toEqual([]);
    const [finding] = incomeFindings(null, '2025-06-30');
    expect(finding).toMatchObject({ check: 'S0901_OPENING_INVENTORY', table: 'S.09.01.01.01' });
    expect(finding!.message).toContain('30/06/2025');
  });

  it('says when the opening inventory precedes the eve of the period (issue 36: « du 30/12 » over a month)', () => {
    // The period runs from 01/07/2025: an opening of 30/06/2025 is its eve, no finding.
    expect(incomeFindings(opening, '2025-07-01')).toEqual([]);
    // From 01/08/2025 the same opening measures a month more than the period states.
    const [finding] = incomeFindings(opening, '2025-08-01');
    expect(finding).toMatchObject({
      check: 'S0901_OPENING_INVENTORY',
      severity: 'warning',
      value: '2025-06-30',
    });
    expect(finding!.message).toContain('mesurés depuis le 30/06/2025 et non depuis le 01/08/2025');
  });
});
