import { describe, expect, it } from 'vitest';
import { Book, readLines, round } from './test-fixtures';
import { LINE_FLAGS } from './types';

// Amounts: currencies, derivatives, short positions. Rates are units per EUR:
// USD 1.25, GBP 0.8 (so 1,000 EUR = 1,250 USD = 800 GBP); JPY has no rate.

const amounts = (book: Book, extra = {}) =>
  readLines(book.run(extra), book.input(extra)).map((l) => ({
    code: l.code,
    rc: round(l.rc),
    qc: round(l.qc),
    notional: round(l.notional),
    quantity: round(l.quantity),
    flags: l.flags,
  }));

describe('currency conversion', () => {
  it('keeps a direct position’s own amounts in both currencies', () => {
    const book = new Book()
      .add('B1', 'US21', { currency: 'USD' })
      .hold('B1', 1000, { marketValueQc: 1250, quotationCurrency: 'USD', quantity: 5 });
    expect(amounts(book)).toEqual([
      { code: 'B1', rc: 1000, qc: 1250, notional: 0, quantity: 5, flags: 0 },
    ]);
  });

  it('converts the quotation currency value when the reference one is missing', () => {
    const book = new Book()
      .add('B1', 'US21', { currency: 'USD' })
      .hold('B1', null, { marketValueQc: 1250, quotationCurrency: 'USD' });
    expect(amounts(book)[0]).toMatchObject({ rc: 1000, qc: 1250 });
  });

  it('gives looked-through lines their instrument currency amount', () => {
    const book = new Book()
      .add('F', 'XL44')
      .add('U', 'US21', { currency: 'USD' })
      .add('G', 'GB21', { currency: 'GBP' })
      .hold('F', 1000)
      .compose('F', '2024-12-31', [
        ['U', 0.5],
        ['G', 0.5],
      ]);
    // 500 EUR = 625 USD; 500 EUR = 400 GBP.
    expect(amounts(book).map((l) => [l.code, l.rc, l.qc])).toEqual([
      ['U', 500, 625],
      ['G', 500, 400],
    ]);
  });

  it('works in another reference currency', () => {
    const book = new Book()
      .add('F', 'XL44')
      .add('E', 'FR31', { currency: 'EUR' })
      .hold('F', 1000, { quotationCurrency: 'USD' })
      .compose('F', '2024-12-31', [['E', 1]]);
    // 1,000 USD = 1,000 / 1.25 = 800 EUR.
    expect(amounts(book, { referenceCurrency: 'USD' })[0]).toMatchObject({ rc: 1000, qc: 800 });
  });

  it('flags a missing rate instead of producing NaN, and warns once per currency', () => {
    const book = new Book()
      .add('F', 'XL44')
      .add('J1', 'JP31', { currency: 'JPY' })
      .add('J2', 'JP31', { currency: 'JPY' })
      .hold('F', 1000)
      .compose('F', '2024-12-31', [
        ['J1', 0.5],
        ['J2', 0.5],
      ]);
    const result = book.run();
    expect(amounts(book)).toEqual([
      { code: 'J1', rc: 500, qc: 0, notional: 0, quantity: 0, flags: 5 },
      { code: 'J2', rc: 500, qc: 0, notional: 0, quantity: 0, flags: 5 },
    ]);
    expect(LINE_FLAGS.fxMissing | LINE_FLAGS.quantityUnknown).toBe(5);
    expect(result.statistics.fxMissingLineCount).toBe(2);
    expect(result.statistics.warnings).toEqual([
      expect.objectContaining({ kind: 'fx_missing', currency: 'JPY' }),
    ]);
  });
});

describe('derivatives', () => {
  it('keeps a direct derivative’s notional, converted, next to its market value', () => {
    // An interest-rate future: margined, so worth 0; notional 100,000 USD = 80,000 EUR.
    const book = new Book().add('FUT', 'DEA2', { currency: 'USD' }).hold('FUT', 0, {
      marketValueQc: 0,
      quotationCurrency: 'USD',
      quantity: 1,
      notional: 100_000,
    });
    expect(amounts(book)).toEqual([
      { code: 'FUT', rc: 0, qc: 0, notional: 80_000, quantity: 1, flags: LINE_FLAGS.hasNotional },
    ]);
  });

  it('scales a fund’s derivative nominal and quantity by the share held', () => {
    // Held 1,000,000 of a 10,000,000 NAV fund: share 10 %. The swap weighs 1 %, its
    // nominal 5,000,000 USD: 10,000 EUR of value, 500,000 USD = 400,000 EUR of notional.
    const book = new Book()
      .add('F', 'XL44')
      .add('SW', 'XTD1', { currency: 'USD' })
      .add('B1', 'FR21')
      .hold('F', 1_000_000)
      .compose(
        'F',
        '2024-12-31',
        [
          ['SW', 0.01, { nominal: 5_000_000, quantity: 50 }],
          ['B1', 0.99, { quantity: 9_900 }],
        ],
        { netAssetValue: 10_000_000 },
      );
    expect(amounts(book)).toEqual([
      { code: 'SW', rc: 10_000, qc: 12_500, notional: 400_000, quantity: 5, flags: 2 },
      { code: 'B1', rc: 990_000, qc: 990_000, notional: 0, quantity: 990, flags: 0 },
    ]);
  });

  it('scales by a NAV in another currency than the reference', () => {
    // 1,000 EUR held = 1,250 USD of a 12,500 USD fund: share 10 %.
    const book = new Book()
      .add('F', 'XL44')
      .add('B1', 'FR21')
      .hold('F', 1000)
      .compose('F', '2024-12-31', [['B1', 1, { quantity: 70 }]], {
        netAssetValue: 12_500,
        currency: 'USD',
      });
    expect(amounts(book)[0]!.quantity).toBe(7);
  });
});

describe('short positions', () => {
  it('keeps the sign of a short direct position', () => {
    const book = new Book().add('E1', 'FR31').hold('E1', -5000, { quantity: -100 });
    expect(amounts(book)).toEqual([
      { code: 'E1', rc: -5000, qc: -5000, notional: 0, quantity: -100, flags: 0 },
    ]);
  });

  it('carries a short fund position and a fund’s own short line through', () => {
    // Short 1,000 of F; F is 125 % long E1 and 25 % short E2.
    const book = new Book()
      .add('F', 'XL44')
      .add('E1', 'FR31')
      .add('E2', 'FR31')
      .hold('F', -1000)
      .compose('F', '2024-12-31', [
        ['E1', 1.25],
        ['E2', -0.25],
      ]);
    expect(amounts(book).map((l) => [l.code, l.rc])).toEqual([
      ['E1', -1250],
      ['E2', 250],
    ]);
  });
});
