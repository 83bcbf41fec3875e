import { describe, expect, it } from 'vitest';
import { isValidIsin, isValidLei } from '@prisme/domain';
import { CodeFactory, isinOf, leiOf } from './identifiers';
import { Random } from './random';

describe('demo identifiers', () => {
  it('completes an ISIN or an LEI with its check digits', () => {
    expect(isinOf('US', '037833100')).toBe('US0378331005');
    expect(isinOf('FR', '000012027')).toBe('FR0000120271');
    expect(leiOf('969500UP76J52A9OXU')).toBe('969500UP76J52A9OXU27');
  });

  it('hands out unique, valid codes', () => {
    const codes = new CodeFactory(new Random(1));
    const isins = Array.from({ length: 2000 }, (_, i) =>
      codes.isin(['FR', 'DE', 'XS', 'US', 'IE', 'LU', 'JP'][i % 7]!),
    );
    const leis = Array.from({ length: 2000 }, () => codes.lei());
    expect(new Set(isins).size).toBe(2000);
    expect(new Set(leis).size).toBe(2000);
    expect(isins.every(isValidIsin)).toBe(true);
    expect(leis.every(isValidLei)).toBe(true);
    expect(codes.internal('PRET')).toBe('CAU/PRET/000001');
  });
});
