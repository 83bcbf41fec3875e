import { describe, expect, it } from 'vitest';
import { REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import type { ScrParameters } from '@prisme/domain';
import { SCR_REGULATORY_TABLES } from '@prisme/domain';
import { computeMarketScr } from './compute';
import { currencyLossUpAgainst } from './currency';
import { inputOf, line } from './fixtures';
import type { ScrLine } from './types';

const withCurrency = (c: Partial<ScrParameters['currency']>): ScrParameters => ({
  ...REGULATORY_DEFAULT_PARAMETERS,
  currency: { ...REGULATORY_DEFAULT_PARAMETERS.currency, ...c },
});
const ref = (code: string) =>
  withCurrency({ referenceCurrency: { code, name: code }, exceptionStressByCurrencies: {} });
const cash = (currency: string, marketValue = 1_000_000): ScrLine =>
  line({ cic: 'XT71', marketValue, currency });
const fx = (lines: ScrLine[], parameters?: ScrParameters) =>
  computeMarketScr(inputOf(lines, parameters ? { parameters } : {}));

describe('Art. 188: each foreign currency up and down by 25 %', () => {
  it('a net asset loses when its currency falls; a net liability when it rises', () => {
    const asset = fx([cash('USD')]);
    expect(asset.submodules.currency).toBe(250_000);
    expect(asset.scenarios.currency[0]).toMatchObject({ binding: 'down', up: 0, down: 250_000 });
    const liability = fx([
      line({ cic: '', marketValue: -400_000, currency: 'GBP', isLiability: true }),
    ]);
    expect(liability.scenarios.currency[0]).toMatchObject({ binding: 'up', up: 100_000, down: 0 });
  });

  it('assets and liabilities net within a currency; currencies add up', () => {
    const r = fx([
      cash('USD'),
      line({ cic: '', marketValue: -600_000, currency: 'USD', isLiability: true }),
      cash('JPY', 200_000),
    ]);
    expect(r.submodules.currency).toBeCloseTo(0.25 * 400_000 + 0.25 * 200_000, 6);
  });

  it('gives each line its loss if its currency rises, whichever scenario binds', () => {
    // USD net asset 1,000,000 − 600,000: down binds. A rise of 25 % gains 250,000 on the
    // cash and loses 150,000 on the liability; the reference currency never moves.
    const r = fx([
      cash('USD'),
      line({ cic: '', marketValue: -600_000, currency: 'USD', isLiability: true }),
      cash('EUR'),
    ]);
    expect(r.scenarios.currency[0]!.binding).toBe('down');
    expect([...r.lines.currencyLossUp]).toEqual([-250_000, 150_000, 0]);
    expect([...r.lines.currencyLoss]).toEqual([250_000, -150_000, 0]);
  });

  it('the reference currency is not a foreign currency', () => {
    expect(fx([cash('EUR')]).submodules.currency).toBe(0);
    expect(fx([cash('USD')], ref('USD')).submodules.currency).toBe(0);
  });

  it('exceptionStressByCurrencies replaces the 25 %', () => {
    const r = fx([cash('USD')], withCurrency({ exceptionStressByCurrencies: { USD: 0.1 } }));
    expect(r.submodules.currency).toBeCloseTo(100_000, 6);
    expect(r.scenarios.currency[0]!.source).toBe('exception');
  });
});

describe('Implementing Regulation (EU) 2015/2017: currencies pegged to the euro', () => {
  const euroPegs: [string, number][] = [
    ['DKK', 0.0039],
    ['BGN', 0.0181],
    ['XOF', 0.0218],
    ['XAF', 0.0196],
    ['KMF', 0.02],
  ];
  for (const [currency, stress] of euroPegs) {
    it(`EUR/${currency}: ${(stress * 100).toFixed(2)} % (regulatory default exception)`, () => {
      expect(fx([cash(currency)]).submodules.currency).toBeCloseTo(1e6 * stress, 6);
    });
    it(`EUR/${currency}: ${(stress * 100).toFixed(2)} % from the peg table without any exception`, () => {
      const r = fx([cash(currency)], ref('EUR'));
      expect(r.submodules.currency).toBeCloseTo(1e6 * stress, 6);
      expect(r.scenarios.currency[0]!.source).toBe('peg');
    });
  }

  const crossPairs: [string, string, number][] = [
    ['DKK', 'BGN', 0.0224],
    ['DKK', 'XOF', 0.0262],
    ['DKK', 'XAF', 0.024],
    ['DKK', 'KMF', 0.0244],
    ['BGN', 'XOF', 0.0406],
    ['BGN', 'XAF', 0.0385],
    ['BGN', 'KMF', 0.0389],
    ['XOF', 'XAF', 0.0423],
    ['XOF', 'KMF', 0.0427],
    ['XAF', 'KMF', 0.0404],
  ];
  for (const [local, foreign, stress] of crossPairs)
    it(`${local}–${foreign}: ${(stress * 100).toFixed(2)} % in both directions`, () => {
      expect(fx([cash(foreign)], ref(local)).submodules.currency).toBeCloseTo(1e6 * stress, 6);
      expect(fx([cash(local)], ref(foreign)).submodules.currency).toBeCloseTo(1e6 * stress, 6);
    });

  it('EUR held by a DKK undertaking: 0.39 %; USD held by it: 25 %', () => {
    expect(fx([cash('EUR')], ref('DKK')).submodules.currency).toBeCloseTo(3_900, 6);
    expect(fx([cash('USD')], ref('DKK')).submodules.currency).toBeCloseTo(250_000, 6);
  });
});

describe('Art. 188 against a share-class currency (TPT 105a-105b, issue 35 §B.10)', () => {
  it('shocks every currency but the local one, 25 % or its peg', () => {
    // A USD class holding 800 in EUR, 200 in USD and 100 in DKK: EUR and DKK are foreign
    // to USD, 25 % each (no peg with the dollar): a rise gains (800 + 100) × 25 % = 225.
    const exposures = new Map([
      ['EUR', 800],
      ['USD', 200],
      ['DKK', 100],
    ]);
    expect(currencyLossUpAgainst('USD', exposures, SCR_REGULATORY_TABLES, 0.25)).toBeCloseTo(
      -225,
      9,
    );
    // Against EUR: USD 25 %, DKK pegged at 0.39 % (IR 2015/2017): −(50 + 0.39).
    expect(currencyLossUpAgainst('EUR', exposures, SCR_REGULATORY_TABLES, 0.25)).toBeCloseTo(
      -(200 * 0.25 + 100 * 0.0039),
      9,
    );
  });
});
