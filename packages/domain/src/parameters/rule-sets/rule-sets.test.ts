import { describe, expect, it } from 'vitest';
import { ruleSetForDate } from '../../solvency/rule-set';
import { SCR_REGULATORY_TABLES } from '../regulatory-tables';
import { RULE_SETS, ruleSetTables } from './index';

const t27 = ruleSetTables('SII-2027');
const ir = t27.interestRate2027!;
const at = (p: { x: readonly number[]; y: readonly number[] }, m: number) => p.y[p.x.indexOf(m)];

describe('rule sets as data (issue 37 §1)', () => {
  it('SII-2016 is today’s tables under their old name; both sets are dated and versioned', () => {
    expect(ruleSetTables('SII-2016')).toBe(SCR_REGULATORY_TABLES);
    expect(RULE_SETS.map((r) => [r.id, r.tables.appliesFrom])).toEqual([
      ['SII-2016', '2016-01-01'],
      ['SII-2027', '2027-01-30'],
    ]);
    for (const { tables } of RULE_SETS) expect(tables.version).toMatch(/^\d{4}\.\d+$/);
    // The set a date picks covers that date.
    for (const day of ['2026-12-31', '2027-01-29', '2027-01-30', '2027-03-31']) {
      const t = ruleSetTables(ruleSetForDate(day));
      expect(t.appliesFrom <= day && (t.appliesUntil === null || day <= t.appliesUntil), day).toBe(
        true,
      );
    }
    expect(ruleSetForDate('2026-12-31')).toBe('SII-2016');
    expect(ruleSetForDate('2027-03-31')).toBe('SII-2027');
  });

  it('SII-2027 Art. 166/167 tables at every maturity 1–50 as the note §2.3 gives them', () => {
    for (const p of [ir.sUp, ir.bUp, ir.sDown, ir.bDown]) {
      expect(p.x.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(p.y).toHaveLength(51);
    }
    // Note §2.3 rows 1, 20, 30 and 50.
    expect([1, 20, 30, 50].map((m) => at(ir.sUp, m))).toEqual([0.61, 0.25, 0.2, 0.21]);
    expect([1, 20, 30, 50].map((m) => at(ir.bUp, m))).toEqual([0.0214, 0.0088, 0.0069, 0.0073]);
    expect([1, 20, 30, 50].map((m) => at(ir.sDown, m))).toEqual([0.58, 0.5, 0.53, 0.65]);
    expect([1, 20, 30, 50].map((m) => at(ir.bDown, m))).toEqual([0.0116, 0.005, 0.0041, 0.0018]);
    // Beyond 50: s to 20 % at 90, b to 0 at 60.
    expect([at(ir.sUp, 90), at(ir.sDown, 90), at(ir.bUp, 60), at(ir.bDown, 60)]).toEqual([
      0.2, 0.2, 0, 0,
    ]);
    // 1–20 are the EIOPA 2020 opinion's figures (the product reference §2.3).
    const t19 = SCR_REGULATORY_TABLES.interestRate2019;
    expect(ir.sUp.y.slice(0, 20)).toEqual(t19.sUp.y.slice(0, 20));
    expect(ir.bDown.y.slice(0, 20)).toEqual(t19.bDown.y.slice(0, 20));
    expect(ir.downFloor).toEqual({ x: [7, 20], y: [-0.0125, -0.00893] });
  });

  it('SII-2027 parameters: B, corridor, defaulted loans, extrapolation', () => {
    expect([t27.aUp, t27.aDown, t27.bUp, t27.bDown]).toEqual([0, 0.5, 0, 0.25]);
    expect(t27.symmetricAdjustmentCorridor).toBe(0.13);
    expect(SCR_REGULATORY_TABLES.symmetricAdjustmentCorridor).toBe(0.1);
    expect([
      t27.spreadExcludesDefaultedLoans,
      SCR_REGULATORY_TABLES.spreadExcludesDefaultedLoans,
    ]).toEqual([true, false]);
    const x = t27.extrapolation!;
    expect([x.alpha, x.alphaByCurrency.SEK, x.ufrStress]).toEqual([0.11, 0.4, 0.0015]);
    expect(x.firstSmoothingPoint).toEqual({ EUR: 20, GBP: 50 });
    const eur = x.llfrWeights.EUR!;
    expect(eur.weights.reduce((a, w) => a + w, 0)).toBeCloseTo(1, 12);
    expect(x.alphaPhaseIn.alpha).toEqual([0.2, 0.182, 0.164, 0.146, 0.128, 0.11]);
  });

  it('every key figure has its article and mark; the 2027 [U] points are listed', () => {
    for (const key of [
      'interestRate2027.sUp',
      'interestRate2027.downFloor',
      'extrapolation.llfrWeights.EUR',
      'bDown',
      'symmetricAdjustmentCorridor',
      'spread.bonds',
    ])
      expect(t27.sources[key]?.article).toBeTruthy();
    expect(t27.sources['extrapolation.llfrWeights.EUR']!.mark).toBe('U');
    expect(SCR_REGULATORY_TABLES.unverified).toEqual([]);
    const keys = t27.unverified.map((p) => p.key);
    for (const k of [
      'securitisation',
      'longTermEquity',
      'legislativeProgrammes',
      'concentration',
      'counterpartyDefault',
      'correctingAct',
      'participations',
      'llfrCombination',
      'downFloorReading',
      'extrapolationFigures',
    ])
      expect(keys).toContain(k);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('every figure of each rule set has a source', () => {
  const NOT_FIGURES = new Set([
    'id',
    'ruleSet',
    'version',
    'appliesFrom',
    'appliesUntil',
    'legalBasis',
    'interestRateMethod',
    'sources',
    'unverified',
  ]);
  for (const { id, tables } of RULE_SETS)
    it(`${id}: each table key has an article and a mark`, () => {
      const keys = Object.entries(tables)
        .filter(([k, v]) => !NOT_FIGURES.has(k) && v !== null)
        .map(([k]) => k);
      const sourced = Object.keys(tables.sources);
      for (const k of keys)
        expect(
          sourced.some((s) => s === k || s.startsWith(`${k}.`)),
          k,
        ).toBe(true);
      for (const s of Object.values(tables.sources)) {
        expect(s.article).not.toBe('');
        expect(['L', 'Lq', 'S', 'R', 'U']).toContain(s.mark);
      }
    });

  it('counterparty default (Art. 189-202) as data in both sets; SII-2027 flags it unverified', () => {
    const c16 = SCR_REGULATORY_TABLES.counterpartyDefault;
    const c27 = t27.counterpartyDefault;
    // Note §5.5: Art. 199(2), (7), (9); §5.4: 192(3), 197(7); §5.7: Art. 200; Annex IV.
    expect(c16.pdByCqs).toEqual([0.00002, 0.0001, 0.0005, 0.0024, 0.012, 0.042, 0.042]);
    expect([c16.pdCreditInstitution, c16.pdOther, c16.pdExempt]).toEqual([0.005, 0.042, 0]);
    expect([c16.derivativeLgdFactor, c16.collateralFactor, c16.thirdPartyFailedFactor]).toEqual([
      0.9, 0.9, 0.9,
    ]);
    expect([c16.lowShare, c16.lowMultiple, c16.highShare, c16.highMultiple]).toEqual([
      0.07, 3, 0.2, 5,
    ]);
    expect(c16.marketCorrelation).toBe(0.25);
    // The module's CICs are the ones spread and concentration leave out (Art. 189(2)).
    expect([...c16.cashAtBankCic, ...c16.cedantDepositCic]).toEqual(
      SCR_REGULATORY_TABLES.counterpartyDefaultCic,
    );
    const { unverified, ...figures27 } = c27;
    const { unverified: none, ...figures16 } = c16;
    expect(figures27).toEqual(figures16);
    expect(none).toEqual([]);
    expect(unverified.length).toBeGreaterThan(0);
    for (const p of unverified) expect(p.reading).toMatch(/^Non vérifié pour 2027/);
    expect(t27.sources['counterpartyDefault.pdByCqs']!.mark).toBe('U');
    expect(SCR_REGULATORY_TABLES.sources['counterpartyDefault.pdByCqs']!.mark).toBe('L');
  });
});
