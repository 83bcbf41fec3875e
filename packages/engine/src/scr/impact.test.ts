import { describe, expect, it } from 'vitest';
import { REGULATORY_DEFAULT_PARAMETERS, ruleSetTables, type ScrParameters } from '@prisme/domain';
import { computeMarketScr } from './compute';
import { flatCurve, inputOf, line } from './fixtures';
import { impactFigures, maturityBucketOf } from './impact';
import type { ScrInput } from './types';

/**
 * The drivers of « Impact 2027 » on a small perimeter. Until the SII-2027 tables land both
 * sets' tables are today's, so `to` is computed here with the EIOPA 2020 shocks
 * (isEIOPA2019), the same s/b form as the 2027 rule: a real difference to break down.
 */
const eiopa2019: ScrParameters = {
  ...REGULATORY_DEFAULT_PARAMETERS,
  interestRate: { ...REGULATORY_DEFAULT_PARAMETERS.interestRate, isEIOPA2019: true },
};

function perimeter(): ScrInput {
  return inputOf(
    [
      line({ cic: 'FR12', code: 'OAT7', marketValue: 1_000, modifiedDuration: 7, isGovernment: true }),
      line({ cic: 'XS21', code: 'CORP3', marketValue: 500, modifiedDuration: 3, creditQualityStep: 2 }),
      line({ cic: 'US12', code: 'UST5', currency: 'USD', marketValue: 400, modifiedDuration: 5,
        isGovernment: true, portfolioCode: 'P2' }),
      line({ cic: 'FR31', code: 'EQ', marketValue: 300, listedEeaOecd: true, equityType: 'type1' }),
      line({ cic: '', code: 'BE', marketValue: -1_200, isLiability: true, isZeroCoupon: true, maturity: 12 }),
      line({ cic: '', code: 'BE2', marketValue: -300, isLiability: true, isZeroCoupon: true, maturity: 22 }),
    ], // prettier-ignore
    { yieldCurves: { EUR: flatCurve(0.025), USD: flatCurve(0.04) } },
  );
}

function figures(topLines?: number) {
  const input = perimeter();
  const from = computeMarketScr({ ...input, tables: ruleSetTables('SII-2016') });
  const to = computeMarketScr({
    ...input,
    parameters: eiopa2019,
    tables: ruleSetTables('SII-2027'),
  });
  const impact = impactFigures(from, to, {
    lines: input.lines,
    parameters: input.parameters,
    yieldCurves: input.yieldCurves,
    tables: { from: ruleSetTables('SII-2016'), to: ruleSetTables('SII-2027') },
    labelOf: (i) => `Titre ${i}`,
    ...(topLines !== undefined && { topLines }),
  });
  return { from, to, impact };
}

const sum = (rows: { from: number; to: number; difference: number }[]) =>
  rows.reduce(
    (s, r) => ({ from: s.from + r.from, to: s.to + r.to, difference: s.difference + r.difference }),
    { from: 0, to: 0, difference: 0 },
  );

describe('impactFigures', () => {
  it('compares the market SCR and breaks its difference down by currency, duration and portfolio', () => {
    const { from, to, impact } = figures();
    expect(impact.market.from).toBe(from.globalSCRMarketResult);
    expect(impact.market.to).toBe(to.globalSCRMarketResult);
    expect(Math.abs(impact.market.difference)).toBeGreaterThan(1);
    for (const rows of [
      impact.drivers.byCurrency,
      impact.drivers.byMaturity,
      impact.drivers.byPortfolio,
    ]) {
      const total = sum(rows);
      expect(total.from).toBeCloseTo(impact.market.from, 9);
      expect(total.to).toBeCloseTo(impact.market.to, 9);
      expect(total.difference).toBeCloseTo(impact.market.difference, 9);
    }
    // The submodules before diversification, less the diversification, are the market SCR.
    const submodules = sum(impact.submodules);
    expect(submodules.difference - impact.diversification.difference).toBeCloseTo(
      impact.market.difference,
      9,
    );
    expect(impact.drivers.byCurrency.map((r) => r.key).sort()).toEqual(['EUR', 'USD']);
    expect(impact.drivers.byPortfolio.map((r) => r.key).sort()).toEqual(['P1', 'P2']);
  });

  it('puts each line in the bucket of the duration the interest-rate submodule used', () => {
    const { impact } = figures();
    // OAT 7 → 5-10; CORP 3 and UST 5 → 1-5 (5 is the bucket's upper edge); the liabilities
    // discounted at 12 and 22 years → 10-20 and 20-30; the equity has none.
    expect(impact.drivers.byMaturity.map((r) => r.key)).toEqual([
      '1-5',
      '5-10',
      '10-20',
      '20-30',
      'none',
    ]);
    expect(maturityBucketOf(1)).toBe(0);
    expect(maturityBucketOf(1.0001)).toBe(1);
    expect(maturityBucketOf(45)).toBe(5);
    expect(maturityBucketOf(NaN)).toBe(6);
  });

  it('lists the lines whose contribution moves most, with their binding interest-rate loss', () => {
    const { from, to, impact } = figures(3);
    const lines = impact.drivers.topLines;
    expect(lines).toHaveLength(3);
    const moves = lines.map((l) => Math.abs(l.difference));
    expect([...moves].sort((a, b) => b - a)).toEqual(moves);
    const all = Array.from(from.lines.contribution, (c, i) =>
      Math.abs(to.lines.contribution[i]! - c),
    ).sort((a, b) => b - a);
    expect(moves[0]).toBe(all[0]);
    const oat = figures().impact.drivers.topLines.find((l) => l.code === 'OAT7')!;
    expect(oat).toMatchObject({ portfolioCode: 'P1', currency: 'EUR', cic: 'FR12', duration: 7 });
    expect(oat.marketValue).toBe(1_000);
    expect(oat.label).toBe('Titre 0');
    const i = 0; // the first line
    const bound = (r: typeof from) =>
      r.scenarios.interestRate.binding === 'up'
        ? r.lines.interestRateLossUp[i]
        : r.lines.interestRateLossDown[i];
    expect(oat.interestRateLossFrom).toBe(bound(from));
    expect(oat.interestRateLossTo).toBe(bound(to));
  });

  it('gives the liabilities their value and value-weighted duration', () => {
    // 1,200 at 12 years and 300 at 22: (1,200 × 12 + 300 × 22) / 1,500 = 21,000 / 1,500 = 14.
    expect(figures().impact.liabilities).toEqual({ value: 1_500, duration: 14, lineCount: 2 });
  });

  it('draws the curves of each currency under both sets', () => {
    const eur = figures().impact.curves.find((c) => c.currency === 'EUR')!;
    const at = (t: number) => eur.maturities.indexOf(t);
    expect(eur.base[at(10)]).toBe(0.025);
    // SII-2016 (Art. 166(2), 167(2)): r·s_up(10) = 2.5 % × 42 % = 1.05 % ≥ 1 pp → 3.55 %;
    // r·s_down(10) = 2.5 % × 31 % = 0.775 % → 1.725 %.
    expect(eur.upFrom[at(10)]).toBeCloseTo(0.0355, 12);
    expect(eur.downFrom[at(10)]).toBeCloseTo(0.01725, 12);
    // s/b form (§2.3, m = 10: s_up 30 %, b_up 1.05 %, s_down 40 %, b_down 0.61 %):
    // 2.5 % × 1.30 + 1.05 % = 4.30 %; 2.5 % × 0.60 − 0.61 % = 0.89 %.
    expect(eur.upTo[at(10)]).toBeCloseTo(0.043, 12);
    expect(eur.downTo[at(10)]).toBeCloseTo(0.0089, 12);
    expect(figures().impact.curves.map((c) => c.currency)).toEqual(['EUR', 'USD']);
  });
});
