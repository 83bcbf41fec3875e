import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS, ruleSetTables } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import { lookThrough } from '../lookthrough/lookthrough';
import { Book, isin } from '../lookthrough/test-fixtures';
import type { CounterpartyTerms } from '../lookthrough/types';
import { computeMarketScr } from './compute';
import { computeCounterpartyDefault } from './counterparty';
import { counterpartyInputOfLookThrough } from './counterparty-lines';
import { scrColumnsOfLookThrough } from './from-look-through';
import { SPREAD_CLASS } from './reasons';

const T = ruleSetTables('SII-2016');
const FUND = isin('LU000000001');
const bank = (code: string, more: object = {}) => ({
  issuerCode: code,
  issuerName: `Banque ${code}`,
  naceCode: 'K6419',
  country: 'FR',
  ...more,
});
const terms = (more: Partial<CounterpartyTerms>): CounterpartyTerms => ({
  nettingAgreement: null,
  riskMitigatingEffect: null,
  collateralValue: null,
  collateralType: null,
  collateralHeldByThirdParty: false,
  collateralEligibility: null,
  collateralMarketAdjustment: null,
  commitment: null,
  commitmentNominal: null,
  beneficiary: null,
  ...more,
});

/** A client with two bank accounts, a till, a term deposit, two OTC swaps, a future and a fund. */
function book() {
  return new Book()
    .add('CPT-A', 'XT72', bank('BANK-A', { creditQualityStep: 2 }))
    .add('CPT-U', 'XT72', bank('BANK-U', { creditQualityStep: null, rating: null }))
    .add('CAISSE', 'XT71', { issuerCode: null, issuerName: null })
    .add('DAT', 'XT73', bank('BANK-A', { creditQualityStep: 2, modifiedDuration: 0.8 }))
    .add('SWAP', 'XTD1', {
      ...bank('BANK-A', {
        creditQualityStep: 2,
        issuerGroupCode: 'GRP',
        issuerGroupName: 'Groupe',
      }),
      counterpartyTerms: terms({
        riskMitigatingEffect: 10_000,
        collateralValue: 40_000,
        collateralType: 'cash',
        collateralEligibility: 1,
      }),
    })
    .add('FUT', 'DEA2', { issuerCode: null })
    .add('GAR', 'XT09', {
      ...bank('BANK-B', { creditQualityStep: 3 }),
      counterpartyTerms: terms({ commitment: 'provided', commitmentNominal: 300_000 }),
    })
    .add(FUND, 'LU42', { isFund: true })
    .add('FCASH', 'XT72', { issuerCode: null, issuerName: null })
    .add('FCASH-N', 'XT72', {
      issuerCode: null,
      issuerName: 'Banque du fonds',
      creditQualityStep: 1,
    })
    .hold('CPT-A', 600_000)
    .hold('CPT-A', 400_000, { portfolioCode: 'PTF2' })
    .hold('CPT-U', 200_000)
    .hold('CAISSE', 5_000)
    .hold('DAT', 300_000)
    .hold('SWAP', 100_000)
    .hold('FUT', 2_000)
    .hold('GAR', 0)
    .hold(FUND, 100_000)
    .compose(FUND, '2024-12-31', [
      ['FCASH', 0.5],
      ['FCASH-N', 0.5],
    ])
    .input();
}

describe('type 1 exposures of a look-through (Art. 189(2))', () => {
  const input = book();
  const result = lookThrough(input);
  const cp = counterpartyInputOfLookThrough(result, input, T);
  const byCode = (code: string) => cp.exposures.filter((x) => x.code === code);

  it('takes bank accounts, OTC derivatives, commitments and the funds’ cash; not term deposits', () => {
    expect(cp.exposures.map((x) => [x.code, x.kind]).sort()).toEqual([
      ['CPT-A', 'cash_at_bank'],
      ['CPT-A', 'cash_at_bank'],
      ['CPT-U', 'cash_at_bank'],
      ['FCASH', 'cash_at_bank'],
      ['FCASH-N', 'cash_at_bank'],
      ['GAR', 'commitment_provided'],
      ['SWAP', 'derivative'],
    ]);
    // Deposits other than cash at bank stay in spread risk (Art. 176), not here.
    expect(byCode('DAT')).toEqual([]);
    expect(cp.excluded.map((x) => [x.code, x.reason]).sort()).toEqual([
      ['CAISSE', 'cashInHand'],
      ['FUT', 'exchangeTraded'],
    ]);
  });

  it('reads the counterparty, group, rating and status; the unrated EEA bank is CRR (199(7))', () => {
    const [swap] = byCode('SWAP');
    expect(swap).toMatchObject({
      counterparty: 'BANK-A',
      group: 'GRP',
      cqs: 2,
      status: 'credit_institution',
    });
    expect(byCode('CPT-U')[0]).toMatchObject({ cqs: null, status: 'credit_institution' });
    // The fund's bank account without a bank named: flagged, at the Art. 199(9) PD.
    expect(byCode('FCASH')[0]!.counterparty).toBeNull();
    const r = computeCounterpartyDefault(cp, T);
    const fcash = r.exposures.find((e) => e.code === 'FCASH')!;
    expect([fcash.pd, fcash.flags]).toEqual([0.042, ['noCounterparty']]);
    expect(r.withoutCounterparty).toBe(1);
    // Named without an LEI (TPT 46 only): identified by its name, rated by its CQS.
    const named = r.exposures.find((e) => e.code === 'FCASH-N')!;
    expect([named.counterparty, named.pd, named.flags]).toEqual(['Banque du fonds', 0.0001, []]);
  });

  it('computes the derivative’s LGD from its terms and the guarantee’s from its nominal', () => {
    const r = computeCounterpartyDefault(cp, T);
    const swap = r.exposures.find((e) => e.code === 'SWAP')!;
    expect(swap.lgd).toBeCloseTo(0.9 * 110_000 - 0.9 * 40_000, 6);
    expect(r.exposures.find((e) => e.code === 'GAR')!.lgd).toBe(300_000);
    // One name per group: the swap's group GRP apart from BANK-A's accounts (no group there).
    expect(r.names.map((n) => n.key).sort()).toContain('GRP');
  });

  it('shares a holding’s terms among its positions by value', () => {
    const two = new Book()
      .add('SWAP', 'XTD1', {
        ...bank('BANK-A'),
        counterpartyTerms: terms({
          riskMitigatingEffect: 0,
          collateralValue: 50_000,
          collateralType: 'cash',
          collateralEligibility: 1,
        }),
      })
      .hold('SWAP', 75_000)
      .hold('SWAP', 25_000, { portfolioCode: 'PTF2' })
      .input();
    const x = counterpartyInputOfLookThrough(lookThrough(two), two, T).exposures;
    expect(x.map((e) => e.collateral!.value)).toEqual([37_500, 12_500]);
  });

  it('leaves spread and concentration as they are: cash at bank out, term deposit in', () => {
    const cols = scrColumnsOfLookThrough(result, input);
    const scr = computeMarketScr({
      lines: cols,
      parameters: REGULATORY_DEFAULT_PARAMETERS,
      clientLists: EMPTY_CLIENT_LISTS,
      yieldCurves: { EUR: { maturities: [1, 10], rates: [0.02, 0.025] } },
      eiopa: { symmetricAdjustment: 0 },
      tables: T,
    });
    for (const x of cp.exposures.filter((e) => e.kind === 'cash_at_bank'))
      expect(scr.lines.spreadClass[x.line]).toBe(SPREAD_CLASS.defaultModule);
    const dat = cols.dict.codes.indexOf('DAT');
    const datLine = Array.from(cols.code).indexOf(dat);
    expect(scr.lines.spreadClass[datLine]).not.toBe(SPREAD_CLASS.defaultModule);
    expect(scr.lines.spreadLoss[datLine]).toBeGreaterThan(0);
  });
});
