import { describe, expect, it } from 'vitest';
import { underlyingCategoryCode } from './codes';
import { buildS0603 } from './s0603';
import { buildS0801 } from './s0801';
import { BANK_LEI, FUND, FUND_EXPOSURES, POSITIONS, SECURITIES } from './test-portfolio';

describe('S.06.03 of the hand-built portfolio', () => {
  const table = buildS0603(FUND_EXPOSURES, SECURITIES, 'EUR');

  it('one row per fund × category × country × Local/Foreign, amounts summed', () => {
    expect(table.code).toBe('S.06.03.01.01');
    expect(table.columns.map((c) => c.code)).toEqual(['C0010', 'C0030', 'C0040', 'C0050', 'C0060']);
    expect(table.rows).toEqual([
      {
        C0010: `ISIN/${FUND}`,
        C0030: 'Listed equity', // US31: listed in the US → 3L
        C0040: 'US',
        C0050: 'Foreign', // USD against EUR
        C0060: 12_000,
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
        C0030: 'Cash and deposits', // XT71 (from the CIC) and XT72 (TPT 131 = 7): one row
        C0040: 'FR',
        C0050: 'Local',
        C0060: 2_000,
      },
    ]);
  });

  it('adds up to the fund’s value, 20,000', () => {
    expect(table.rows.reduce((s, r) => s + (r.C0060 as number), 0)).toBe(20_000);
  });

  it('leaves out the look-through of what is not a fund', () => {
    const notAFund = FUND_EXPOSURES.map((e) => ({ ...e, fundCode: 'FR0000120271' }));
    expect(buildS0603(notAFund, SECURITIES, 'EUR').rows).toEqual([]);
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
        C0131: 1_000_000, // 1,040,000 USD / 1.04
        C0140: 'S', // a negative quantity: sold forward
        C0170: null, // OTC: a notional, not a number of contracts
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
      },
    ]);
  });
});
