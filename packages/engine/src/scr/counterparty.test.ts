import { ruleSetTables } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import { combineAssetsScr, computeCounterpartyDefault } from './counterparty';
import type { CounterpartyExposure } from './counterparty-types';

const T16 = ruleSetTables('SII-2016');
const T27 = ruleSetTables('SII-2027');

let next = 0;
/** A cash account at a bank (Art. 189(2)(b)): LGD = its value (192(6)). */
function cash(
  counterparty: string | null,
  value: number,
  more: Partial<CounterpartyExposure> = {},
): CounterpartyExposure {
  return {
    line: next++,
    code: `CPT-${next}`,
    kind: 'cash_at_bank',
    counterparty,
    group: null,
    cqs: null,
    status: 'credit_institution',
    value,
    ...more,
  };
}

/** The reference §5.8: three banks, cash at bank only. */
const THREE_BANKS = [
  cash('BANK-A', 1_000_000, { cqs: 2 }),
  cash('BANK-B', 500_000, { cqs: 3 }),
  cash('BANK-C', 200_000), // unrated, CRR-compliant: 0.5 % (199(7))
];

/**
 * V computed by hand from the formula of Art. 201 (reference §5.6), independently of the
 * engine's loops: one PD per name here, so the classes are the names.
 */
function varianceByHand(names: { pd: number; lgd: number }[]) {
  let inter = 0;
  let intra = 0;
  for (const j of names) {
    for (const k of names) {
      const d = 1.25 * (j.pd + k.pd) - j.pd * k.pd;
      if (d > 0) inter += ((k.pd * (1 - k.pd) * j.pd * (1 - j.pd)) / d) * j.lgd * k.lgd;
    }
    intra += ((1.5 * j.pd * (1 - j.pd)) / (2.5 - j.pd)) * j.lgd * j.lgd;
  }
  return { inter, intra, sigma: Math.sqrt(inter + intra) };
}

describe('counterparty default type 1 (Art. 189-202)', () => {
  it('reproduces the reference worked example (§5.8) to the cent', () => {
    const r = computeCounterpartyDefault({ exposures: THREE_BANKS }, T16);
    expect(r.varianceInter.toFixed(2)).toBe('1251048466.21');
    expect(r.varianceIntra.toFixed(2)).toBe('779030362.41');
    expect(r.variance.toFixed(2)).toBe('2030078828.62');
    expect(r.sigma.toFixed(2)).toBe('45056.40');
    expect(r.sigmaShare).toBeCloseTo(0.0265, 4);
    expect(r.band).toBe('three_sigma');
    expect(r.scr.toFixed(2)).toBe('135169.19');
    expect(r.totalLgd).toBe(1_700_000);
    expect(r.names.map((n) => [n.key, n.pd]).sort()).toEqual([
      ['BANK-A', 0.0005],
      ['BANK-B', 0.0024],
      ['BANK-C', 0.005],
    ]);
    expect(r.exposures.map((e) => e.pdRule)).toEqual(['cqs', 'cqs', 'creditInstitution']);
  });

  it('Euler contributions of names and exposures sum to SCR_def,1', () => {
    const r = computeCounterpartyDefault({ exposures: THREE_BANKS }, T16);
    const names = r.names.reduce((s, n) => s + n.contribution, 0);
    const lines = r.exposures.reduce((s, e) => s + e.contribution, 0);
    expect(names).toBeCloseTo(r.scr, 6);
    expect(lines).toBeCloseTo(r.scr, 6);
    // Each contribution is LGD_i·∂SCR/∂LGD_i: a finite difference on bank B agrees.
    const h = 1;
    const bumped = computeCounterpartyDefault(
      { exposures: [THREE_BANKS[0]!, { ...THREE_BANKS[1]!, value: 500_000 + h }, THREE_BANKS[2]!] },
      T16,
    );
    const b = r.names.find((n) => n.key === 'BANK-B')!;
    expect(b.contribution).toBeCloseTo(((bumped.scr - r.scr) / h) * 500_000, 0);
  });

  it('groups the banks of one corporate group into one single name (Art. 190(1))', () => {
    // Two banks of group G, CQS 2 and 3: one name of LGD 1.5 M and PD the LGD-weighted mean.
    const grouped = computeCounterpartyDefault(
      {
        exposures: [
          cash('BANK-A', 1_000_000, { cqs: 2, group: 'G', groupName: 'Groupe G' }),
          cash('BANK-B', 500_000, { cqs: 3, group: 'G', groupName: 'Groupe G' }),
          cash('BANK-C', 200_000),
        ],
      },
      T16,
    );
    expect(grouped.names).toHaveLength(2);
    const g = grouped.names.find((n) => n.key === 'G')!;
    expect(g.label).toBe('Groupe G');
    expect(g.counterparties).toEqual(['BANK-A', 'BANK-B']);
    expect(g.lgd).toBe(1_500_000);
    const pdG = (0.0005 * 1_000_000 + 0.0024 * 500_000) / 1_500_000; // Art. 199(1)
    expect(g.pd).toBeCloseTo(pdG, 15);
    const hand = varianceByHand([
      { pd: pdG, lgd: 1_500_000 },
      { pd: 0.005, lgd: 200_000 },
    ]);
    expect(grouped.varianceInter).toBeCloseTo(hand.inter, 4);
    expect(grouped.varianceIntra).toBeCloseTo(hand.intra, 4);
    expect(grouped.scr).toBeCloseTo(3 * hand.sigma, 6);
    // Concentrating two names into one raises the charge.
    expect(grouped.scr).toBeGreaterThan(
      computeCounterpartyDefault({ exposures: THREE_BANKS }, T16).scr,
    );
  });

  it('applies each band of Art. 200: 3σ up to 7 %, 5σ up to 20 %, ΣLGD beyond', () => {
    // One name: σ/LGD = √(u + w) with u = PD²(1−PD)²/(2.5·PD − PD²), w = 1.5·PD(1−PD)/(2.5−PD).
    const share = (pd: number) =>
      Math.sqrt(
        (pd * pd * (1 - pd) * (1 - pd)) / (2.5 * pd - pd * pd) + (1.5 * pd * (1 - pd)) / (2.5 - pd),
      );
    const one = (cqs: number | null, status: CounterpartyExposure['status'] = 'other') =>
      computeCounterpartyDefault({ exposures: [cash('X', 1_000_000, { cqs, status })] }, T16);

    // For one name σ/LGD is about √PD.
    const cqs1 = one(1); // PD 0.01 %: σ/LGD ≈ 1 %
    expect(cqs1.sigmaShare).toBeCloseTo(share(0.0001), 12);
    expect(cqs1.sigmaShare).toBeLessThanOrEqual(0.07);
    expect(cqs1.band).toBe('three_sigma');
    expect(cqs1.scr).toBeCloseTo(3 * share(0.0001) * 1_000_000, 6);

    const cqs3 = one(3); // PD 0.24 %: σ/LGD ≈ 4.9 %, still 3σ
    expect(cqs3.band).toBe('three_sigma');
    const cqs4 = one(4); // PD 1.2 %: σ/LGD ≈ 11 %
    expect(cqs4.sigmaShare).toBeGreaterThan(0.07);
    expect(cqs4.sigmaShare).toBeLessThanOrEqual(0.2);
    expect(cqs4.band).toBe('five_sigma');
    expect(cqs4.scr).toBeCloseTo(5 * share(0.012) * 1_000_000, 6);

    const unrated = one(null); // PD 4.2 % (199(9)): σ/LGD ≈ 36 %
    expect(unrated.sigmaShare).toBeGreaterThan(0.2);
    expect(unrated.band).toBe('total_lgd');
    expect(unrated.scr).toBe(1_000_000);
    expect(unrated.exposures[0]!.contribution).toBe(1_000_000);
  });

  it('reads the PD of an unrated bank as Art. 199(7) and of an unknown counterparty as 199(9)', () => {
    const r = computeCounterpartyDefault(
      {
        exposures: [
          cash('BANK-U', 100_000), // CRR credit institution, unrated
          cash('BANK-Z', 100_000, { status: 'other' }), // third-country bank, unrated
          cash(null, 50_000, { status: null }), // no counterparty given
          cash('BCE', 80_000, { status: 'exempt', cqs: 0 }),
        ],
      },
      T16,
    );
    expect(r.exposures.map((e) => [e.pd, e.pdRule])).toEqual([
      [0.005, 'creditInstitution'],
      [0.042, 'other'],
      [0.042, 'noCounterparty'],
      [0, 'exempt'],
    ]);
    expect(r.withoutCounterparty).toBe(1);
    expect(r.exposures[2]!.flags).toContain('noCounterparty');
    expect(r.names.find((n) => n.withoutCounterparty)!.exposureCount).toBe(1);
    // A PD of 0 adds nothing to V (the 0/0 term is 0): the exempt name contributes 0.
    expect(r.names.find((n) => n.key === 'BCE')!.contribution).toBe(0);
    const none = computeCounterpartyDefault({ exposures: [] }, T16);
    expect([none.scr, none.band]).toEqual([0, 'none']);
  });

  it('interpolates an unrated insurer’s PD on its solvency ratio (Art. 199(3))', () => {
    const deposit = (sr: number | null) =>
      computeCounterpartyDefault(
        {
          exposures: [
            cash('CEDANTE', 1_000, {
              kind: 'cedant_deposit',
              status: 'insurer',
              solvencyRatio: sr,
            }),
          ],
        },
        T16,
      ).exposures[0]!;
    expect(deposit(1.96).pd).toBeCloseTo(0.0001, 12);
    expect(deposit(2.5).pd).toBeCloseTo(0.0001, 12);
    expect(deposit(1.1).pd).toBeCloseTo(0.005 + ((0.0024 - 0.005) * 0.1) / 0.22, 12);
    expect(deposit(0.7).pd).toBeCloseTo(0.042, 12);
    expect([deposit(null).pd, deposit(null).pdRule]).toEqual([0.042, 'insurerNoRatio']);
  });

  it('treats deposits with cedants as type 2 beyond 15 single names (Art. 189(2)(c))', () => {
    const deposits = (n: number) =>
      Array.from({ length: n }, (_, k) =>
        cash(`CED-${k}`, 1_000, { kind: 'cedant_deposit', cqs: 2 }),
      );
    const fifteen = computeCounterpartyDefault({ exposures: deposits(15) }, T16);
    expect([fifteen.exposures.length, fifteen.excluded.length]).toEqual([15, 0]);
    const sixteen = computeCounterpartyDefault(
      { exposures: [...deposits(16), cash('BANK-A', 1_000, { cqs: 2 })] },
      T16,
    );
    expect(sixteen.exposures.map((e) => e.kind)).toEqual(['cash_at_bank']);
    expect(sixteen.excluded).toHaveLength(16);
    expect(sixteen.excluded[0]!.reason).toBe('overFifteenNames');
  });

  it('SII-2027 reuses today’s figures, flagged « non vérifié pour 2027 »', () => {
    const r16 = computeCounterpartyDefault({ exposures: THREE_BANKS }, T16);
    const r27 = computeCounterpartyDefault({ exposures: THREE_BANKS }, T27);
    expect(r27.scr).toBe(r16.scr);
    expect(r16.unverified).toEqual([]);
    expect(r27.unverified.map((p) => p.key)).toEqual([
      'cpLgd',
      'cpCollateral',
      'cpType1Scope',
      'cpPd',
      'cpFormula',
      'cpGuarantees',
    ]);
    const affects = Object.fromEntries(r27.unverified.map((p) => [p.key, p.affectsResult]));
    expect(affects).toMatchObject({ cpLgd: true, cpCollateral: false, cpGuarantees: false });
    expect(r27.unverified.every((p) => p.reading.startsWith('Non vérifié pour 2027'))).toBe(true);
  });
});

describe('« SCR des actifs (marché + contrepartie type 1) » (Directive Annex IV)', () => {
  it('combines with the 0.25 correlation and splits the total by Euler', () => {
    const a = combineAssetsScr(1_000_000, 135_169.19, T16);
    const hand = Math.sqrt(1_000_000 ** 2 + 2 * 0.25 * 1_000_000 * 135_169.19 + 135_169.19 ** 2);
    expect(a.correlation).toBe(0.25);
    expect(a.combined).toBeCloseTo(hand, 6);
    expect(a.diversification).toBeCloseTo(1_135_169.19 - hand, 6);
    expect(a.marketContribution + a.counterpartyContribution).toBeCloseTo(a.combined, 6);
    expect(combineAssetsScr(0, 0, T16).combined).toBe(0);
    expect(combineAssetsScr(500, 0, T16).combined).toBe(500);
  });
});
