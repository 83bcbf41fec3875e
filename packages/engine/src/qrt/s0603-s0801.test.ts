import { describe, expect, it } from 'vitest';
import { underlyingCategoryCode } from './codes';
import { AGGREGATED_COUNTRIES, buildS0603, countryOfIssue } from './s0603';
import { buildS0801, isOverTheCounter, maximumLossOf } from './s0801';
import {
  BANK_LEI,
  FUND,
  FUND_EXPOSURES,
  position,
  POSITIONS,
  SECURITIES,
  security,
} from './test-portfolio';

describe('S.06.03 of the hand-built portfolio', () => {
  const table = buildS0603(FUND_EXPOSURES, SECURITIES, 'EUR');

  it('one row per fund × category × country × Local/Foreign, amounts summed', () => {
    expect(table.code).toBe('S.06.03.01.01');
    expect(table.columns.map((c) => c.code)).toEqual(['C0010', 'C0030', 'C0040', 'C0050', 'C0060']);
    // Sorted by key (issue 36: the database's groups come in no set order).
    expect(table.rows).toEqual([
      {
        C0010: `ISIN/${FUND}`,
        C0030: 'Cash and deposits', // XT71 (from the CIC) and XT72 (TPT 131 = 7): one row
        C0040: 'FR',
        C0050: 'Local',
        C0060: 2_000,
      },
      {
        C0010: `ISIN/${FUND}`,
        C0030: 'Corporate Bonds',
        C0040: 'FR',
        C0050: 'Local',
        C0060: 6_000,
      },
      {
        C0010: `ISIN/${FUND}`,
        C0030: 'Listed equity', // US31: listed in the US → 3L
        C0040: 'US',
        C0050: 'Foreign', // USD against EUR
        C0060: 12_000,
      },
    ]);
  });

  it('comes out in the same order whatever the order of the look-through groups', () => {
    const reversed = buildS0603([...FUND_EXPOSURES].reverse(), SECURITIES, 'EUR');
    expect(reversed.rows).toEqual(table.rows);
  });

  it('adds up to the fund’s value, 20,000', () => {
    expect(table.rows.reduce((s, r) => s + (r.C0060 as number), 0)).toBe(20_000);
  });

  it('leaves out the look-through of what is not a fund', () => {
    const notAFund = FUND_EXPOSURES.map((e) => ({ ...e, fundCode: 'FR0000120271' }));
    expect(buildS0603(notAFund, SECURITIES, 'EUR').rows).toEqual([]);
  });

  it('never leaves the country of issue empty: issuer, listing, the fund’s for cash, else AA', () => {
    const fund = security(FUND, { cic: 'FR41', country: 'LU', isFund: true });
    expect(countryOfIssue('US', 'XT72', fund)).toBe('US'); // the issuer's, when known
    expect(countryOfIssue(null, 'DEA2', fund)).toBe('DE'); // listed in Germany
    expect(countryOfIssue(null, 'XT72', fund)).toBe('LU'); // cash at the fund's depositary
    expect(countryOfIssue(null, 'XL22', fund)).toBe(AGGREGATED_COUNTRIES); // a bucket
    expect(countryOfIssue(null, null, undefined)).toBe('AA');
    const rows = buildS0603(
      [{ ...FUND_EXPOSURES[0]!, country: null, cic: 'XL31' }],
      SECURITIES,
      'EUR',
    ).rows;
    expect(rows.map((r) => r.C0040)).toEqual(['AA']);
  });

  it('TPT 131 first, else the CIC: unlisted equity, liabilities', () => {
    expect(underlyingCategoryCode(null, 'XL31')).toBe('3X');
    expect(underlyingCategoryCode(null, 'XV31')).toBe('3L');
    expect(underlyingCategoryCode('L', 'XT72')).toBe('L');
    expect(underlyingCategoryCode(null, 'ZZ99')).toBeNull();
  });
});

describe('S.08.01 of the hand-built portfolio', () => {
  const [positions, instruments] = buildS0801(POSITIONS, SECURITIES, 'EUR', { USD: 1.04 });

  it('the forward only, its notional in euros and its side', () => {
    expect(positions.code).toBe('S.08.01.01.01');
    expect(positions.rows).toEqual([
      {
        C0040: 'CAU/FWD-USD-01',
        C0060: 'General',
        C0080: 'Neither unit-linked nor index-linked',
        C0090: null, // no underlying in the referential
        C0110: null, // no use of derivative in the referential (a finding says so)
        C0131: 1_000_000, // 1,040,000 USD / 1.04
        C0140: 'S', // a negative quantity: sold forward
        C0170: null, // OTC: a notional, not a number of contracts
        C0190: null, // not a credit derivative
        C0240: -2_000,
        C0250: 'Alternative valuation methods',
      },
    ]);
  });

  it('the instrument: counterparty and its LEI, no group, currency, CIC, maturity', () => {
    expect(instruments.code).toBe('S.08.01.01.02');
    expect(instruments.rows).toEqual([
      {
        C0040: 'CAU/FWD-USD-01',
        C0260: 'Banque Contrepartie',
        C0270: `LEI/${BANK_LEI}`,
        C0290: null,
        C0310: null,
        C0330: null,
        C0340: 'None',
        C0360: 'Vente à terme USD mars 2025',
        C0370: 'USD',
        C0380: 'XTE2',
        C0430: '2025-03-31',
        C0450: null, // not a swap
        C0460: null,
      },
    ]);
  });
});

describe('S.08.01: exchange-traded or OTC, swaps, credit derivatives (issue 36)', () => {
  const bank = { issuerCode: BANK_LEI, issuerName: 'Banque Contrepartie', issuerLei: BANK_LEI };
  const derivatives = new Map(
    [
      security('DE000C1NKX00', { cic: 'DEB1', name: 'Call indice', country: 'DE' }),
      security('SWAPTION', { codeType: '99', cic: 'XTB6', ...bank }),
      security('IRS', { codeType: '99', cic: 'XTD1', ...bank }),
      security('CCS', { codeType: '99', cic: 'XTD2', ...bank }),
      security('CDS-ACHAT', { codeType: '99', cic: 'XTF1', ...bank }),
      security('CDS-VENTE', { codeType: '99', cic: 'XTF1', ...bank }),
    ].map((s) => [s.code, s]),
  );
  const [rows, instruments] = buildS0801(
    [
      position('DE000C1NKX00', { quantity: 40, marketValueRc: 8_000 }),
      position('SWAPTION', { quantity: 12_000_000, marketValueRc: 150_000 }),
      position('IRS', { quantity: 10_000_000, marketValueRc: -35_000 }),
      position('CCS', { quantity: 5_000_000, marketValueRc: 12_000 }),
      position('CDS-ACHAT', { quantity: 2_000_000, marketValueRc: 15_000 }),
      position('CDS-VENTE', { quantity: -3_000_000, marketValueRc: 9_000 }),
    ],
    derivatives,
    'EUR',
    {},
  );
  const row = (code: string) => rows.rows.find((r) => String(r.C0040).endsWith(code))!;
  const instrument = (code: string) =>
    instruments.rows.find((r) => String(r.C0040).endsWith(code))!;

  it('a listed call (DE prefix) counts contracts; an OTC swaption (XT) reports its notional', () => {
    expect(row('DE000C1NKX00')).toMatchObject({ C0131: null, C0170: 40, C0140: 'L' });
    // Category B alike, but not listed: 12,000,000 of notional, not 12,000,000 contracts.
    expect(row('SWAPTION')).toMatchObject({ C0131: 12_000_000, C0170: null });
    expect(isOverTheCounter('XTB6')).toBe(true);
    expect(isOverTheCounter('DEB1')).toBe(false);
    expect(isOverTheCounter('FRA1')).toBe(false); // futures: exchange-traded by nature
    expect(isOverTheCounter('DED1')).toBe(true); // swaps: OTC by nature
  });

  it('an interest rate swap delivers and receives its own currency; a currency swap’s legs are unknown', () => {
    expect(instrument('IRS')).toMatchObject({ C0450: 'EUR', C0460: 'EUR' });
    expect(instrument('CCS')).toMatchObject({ C0450: null, C0460: null });
    expect(row('IRS').C0140).toBeNull(); // FX-FL or FL-FX: not in the referential
  });

  it('credit derivatives: protection bought loses its value, protection sold its notional', () => {
    expect(row('CDS-ACHAT').C0190).toBe(15_000); // max(0, 15,000)
    expect(row('CDS-VENTE').C0190).toBe(3_000_000); // |−3,000,000| at stake
    expect(row('SWAPTION').C0190).toBeNull();
    expect(maximumLossOf('F', 'XTF1', 1, -4_000, 1_000_000)).toBe(0); // a negative value: no loss
    expect(maximumLossOf('F', 'XTF4', 1, 4_000, 1_000_000)).toBe(1_000_000); // a TRS: the notional
  });
});

describe('S.08.01 from the referential’s derivative terms (C0090, C0110, C0140, C0450/C0460)', () => {
  const bank = { issuerCode: 'BANQUE', issuerName: 'Banque', issuerLei: BANK_LEI };
  const terms = new Map(
    [
      security('IRS', {
        codeType: '99', cic: 'XTD1', ...bank, underlyingCode: 'INDEX/EURIBOR6M',
        underlyingCodeType: '99', derivativeUse: 'MA', swapLegs: 'FL-FX',
      }),
      security('CCS', {
        codeType: '99', cic: 'XTD2', ...bank, derivativeUse: 'MI', swapLegs: 'FX-FX',
        swapDeliveredCurrency: 'USD', swapReceivedCurrency: 'EUR', underlyingCode: 'MAL',
      }),
      security('DE000C1NKX00', {
        cic: 'DEA2', underlyingCode: 'DE0001102580', underlyingCodeType: '1',
        derivativeUse: 'EPM', swapLegs: 'FX-FL',
      }),
    ].map((s) => [s.code, s]),
  ); // prettier-ignore
  const [rows, instruments] = buildS0801(
    [
      position('IRS', { quantity: 10_000_000, marketValueRc: -35_000 }),
      position('CCS', { quantity: 5_000_000, marketValueRc: 12_000 }),
      position('DE000C1NKX00', { quantity: -3, marketValueRc: 500 }),
    ],
    terms,
    'EUR',
    {},
  );
  const row = (code: string) => rows.rows.find((r) => String(r.C0040).endsWith(code))!;
  const instrument = (code: string) =>
    instruments.rows.find((r) => String(r.C0040).endsWith(code))!;

  it('writes the underlying as C0040 is written: type prefix, then the code', () => {
    expect(row('IRS').C0090).toBe('CAU/INDEX/EURIBOR6M');
    expect(row('CCS').C0090).toBe('CAU/MAL'); // several underlyings, no type: the undertaking's code
    expect(row('DE000C1NKX00').C0090).toBe('ISIN/DE0001102580');
  });

  it('writes the use as the label of its 2.10.0 member', () => {
    expect(row('IRS').C0110).toBe('Macro hedge');
    expect(row('CCS').C0110).toBe('Micro hedge');
    expect(row('DE000C1NKX00').C0110).toMatch(/^Efficient portfolio management/);
  });

  it('a swap states its legs, any other derivative its side', () => {
    expect(row('IRS').C0140).toBe('FL-FX');
    expect(row('CCS').C0140).toBe('FX-FX');
    expect(row('DE000C1NKX00').C0140).toBe('S'); // legs held by error on a future are not used
  });

  it('a currency swap delivers and receives the referential’s currencies; an IRS its own', () => {
    expect(instrument('CCS')).toMatchObject({ C0450: 'USD', C0460: 'EUR' });
    expect(instrument('IRS')).toMatchObject({ C0450: 'EUR', C0460: 'EUR' });
    expect(instrument('DE000C1NKX00')).toMatchObject({ C0450: null, C0460: null });
  });
});
