import { describe, expect, it } from 'vitest';
import {
  CodeFactory,
  isinCheckDigit,
  isValidIsin,
  isValidLei,
  leiCheckDigits,
} from './identifiers';
import { Random } from './random';

describe('identifiers (data-standards §4.5)', () => {
  it('computes the ISIN check digits of the reference examples', () => {
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('IE00B4L5Y98')).toBe(3);
    for (const isin of ['DE0007164600', 'FR0000120271', 'XS2063247915']) {
      expect(isValidIsin(isin)).toBe(true);
    }
    expect(isValidIsin('US0378331006')).toBe(false);
  });

  it('computes the LEI check digits of the reference examples', () => {
    expect(leiCheckDigits('969500UP76J52A9OXU')).toBe('27');
    for (const lei of ['5493001KJTIIGC8Y1R12', '529900T8BM49AURSDO55', '7LTWFZYICNSX8D621K86']) {
      expect(isValidLei(lei)).toBe(true);
    }
    expect(isValidLei('969500UP76J52A9OXU28')).toBe(false);
  });

  it('hands out unique, valid codes', () => {
    const codes = new CodeFactory(new Random(1));
    const isins = Array.from({ length: 2000 }, (_, i) =>
      codes.isin(['FR', 'DE', 'XS', 'US'][i % 4]!),
    );
    const leis = Array.from({ length: 2000 }, () => codes.lei());
    expect(new Set(isins).size).toBe(2000);
    expect(new Set(leis).size).toBe(2000);
    expect(isins.every(isValidIsin)).toBe(true);
    expect(leis.every(isValidLei)).toBe(true);
    expect(codes.internal('PRET')).toBe('CAU/PRET/000001');
  });
});
