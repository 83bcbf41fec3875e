import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  MONEY_CURRENCIES,
  currencyName,
  findCurrency,
  isIsoCurrency,
  isKnownCurrency,
  isoCurrencyFor,
} from './currencies';

const TPT_MARKET_CODES = ['CNH', 'CNT', 'GGP', 'IMP', 'JEP', 'KID', 'NIS', 'PRB', 'TVD'];

describe('currencies (data-standards §6, §2.2)', () => {
  it('lists each code once, three upper-case letters, with a French name', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.nameFr.length).toBeGreaterThan(1);
    }
    expect(CURRENCIES.filter((c) => c.kind === 'iso')).toHaveLength(178);
  });

  it('is sorted by French name', () => {
    const names = CURRENCIES.map((c) => c.nameFr);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('knows the currencies of §6 with their French names', () => {
    expect(currencyName('EUR')).toBe('Euro');
    expect(currencyName('USD')).toBe('Dollar des États-Unis');
    expect(currencyName('GBP')).toBe('Livre sterling');
    expect(currencyName('CHF')).toBe('Franc suisse');
    for (const code of ['JPY', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'ISK'])
      expect(isIsoCurrency(code)).toBe(true);
    for (const code of ['XAU', 'XDR', 'KWD', 'CLP', 'XCG', 'ZWG', 'VED'])
      expect(isIsoCurrency(code)).toBe(true);
  });

  it('flags the TPT market codes, known but not ISO, with their ISO counterpart', () => {
    for (const code of TPT_MARKET_CODES) {
      expect(isKnownCurrency(code)).toBe(true);
      expect(isIsoCurrency(code)).toBe(false);
      expect(findCurrency(code)?.kind).toBe('tpt-market');
    }
    expect(isoCurrencyFor('CNH')).toBe('CNY');
    expect(isoCurrencyFor('NIS')).toBe('ILS');
    expect(isoCurrencyFor('JEP')).toBe('GBP');
    expect(isoCurrencyFor('PRB')).toBeUndefined();
    expect(isoCurrencyFor('EUR')).toBe('EUR');
  });

  it('keeps withdrawn codes for history but not as ISO', () => {
    expect(isKnownCurrency('HRK')).toBe(true);
    expect(isIsoCurrency('HRK')).toBe(false);
    expect(findCurrency('HRK')?.kind).toBe('withdrawn');
    expect(isoCurrencyFor('HRK')).toBe('HRK');
  });

  it('refuses unknown and badly written codes', () => {
    for (const code of ['EURO', 'eur', 'XXY', '', 'FRF']) expect(isKnownCurrency(code)).toBe(false);
    expect(currencyName('ABC')).toBeUndefined();
  });
});

describe('the currencies a user may choose', () => {
  it('are money: no metal, unit of account, test or « no currency » code', () => {
    const codes = MONEY_CURRENCIES.map((c) => c.code);
    for (const code of ['XAG', 'XAU', 'XTS', 'XXX', 'XDR', 'XBA', 'XPT']) {
      expect(codes, code).not.toContain(code);
      // Still valid in a file: a holding of gold is quoted in XAU.
      expect(isIsoCurrency(code), code).toBe(true);
    }
    for (const code of ['EUR', 'USD', 'XOF', 'XAF', 'XPF', 'CHF'])
      expect(codes, code).toContain(code);
  });
});
