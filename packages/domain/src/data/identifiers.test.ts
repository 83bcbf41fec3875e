import { describe, expect, it } from 'vitest';
import {
  identifierProblem,
  isinCheckDigit,
  isValidIsin,
  isValidLei,
  leiCheckDigits,
  normaliseIdentifier,
} from './identifiers';

// Every worked example of data-standards §4.1 and §4.2.
const VALID_ISINS = [
  'US0378331005',
  'IE00B4L5Y983',
  'DE0007164600',
  'FR0000120271',
  'XS2063247915',
];
const VALID_LEIS = [
  '969500UP76J52A9OXU27',
  '5493001KJTIIGC8Y1R12',
  '529900T8BM49AURSDO55',
  'R0MUWSFPU8MPRO8K5P83',
  '7LTWFZYICNSX8D621K86',
];

/** The same code with its last character changed: the check must then fail. */
const withLastDigit = (code: string, digit: number) => code.slice(0, -1) + String(digit);

describe('ISIN (data-standards §4.1)', () => {
  it('computes the check digits of the worked examples', () => {
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('IE00B4L5Y98')).toBe(3);
    expect(isinCheckDigit('DE000716460')).toBe(0);
    expect(isinCheckDigit('FR000012027')).toBe(1);
    expect(isinCheckDigit('XS206324791')).toBe(5);
  });

  it.each(VALID_ISINS)('accepts %s and refuses it with any other check digit', (isin) => {
    expect(isValidIsin(isin)).toBe(true);
    expect(identifierProblem(isin, 'ISIN')).toBeUndefined();
    const right = Number(isin.slice(-1));
    for (let d = 0; d <= 9; d++)
      if (d !== right) expect(isValidIsin(withLastDigit(isin, d))).toBe(false);
  });

  it('refuses altered bodies, swapped characters and bad shapes', () => {
    expect(isValidIsin('US0378331015')).toBe(false);
    expect(isValidIsin('US0387331005')).toBe(false);
    expect(isValidIsin('us0378331005')).toBe(false);
    expect(isValidIsin('US037833100')).toBe(false);
    expect(isValidIsin('US03783310055')).toBe(false);
    expect(isValidIsin('1S0378331005')).toBe(false);
    expect(isValidIsin('US037833100X')).toBe(false);
    expect(isValidIsin('')).toBe(false);
  });

  it('says why in French', () => {
    expect(identifierProblem('US0378331004', 'ISIN')).toBe(
      'Code ISIN invalide : chiffre de contrôle attendu 5',
    );
    expect(identifierProblem('IE00B4L5Y980', 'ISIN')).toBe(
      'Code ISIN invalide : chiffre de contrôle attendu 3',
    );
    expect(identifierProblem('', 'ISIN')).toBe('Code ISIN vide');
    expect(identifierProblem('US03783310', 'ISIN')).toBe(
      'Code ISIN invalide : 12 caractères attendus, 10 reçus',
    );
    expect(identifierProblem('US03783310-5', 'ISIN')).toMatch(/^Code ISIN invalide : 2 lettres/);
  });

  it('throws on a malformed base rather than computing nonsense', () => {
    expect(() => isinCheckDigit('US03783310')).toThrow(RangeError);
    expect(() => isinCheckDigit('US03783310-')).toThrow(RangeError);
  });
});

describe('LEI (data-standards §4.2)', () => {
  it('computes the check digits of the worked example', () => {
    expect(leiCheckDigits('969500UP76J52A9OXU')).toBe('27');
  });

  it.each(VALID_LEIS)('accepts %s, and recomputes its check digits', (lei) => {
    expect(isValidLei(lei)).toBe(true);
    expect(identifierProblem(lei, 'LEI')).toBeUndefined();
    expect(leiCheckDigits(lei.slice(0, 18))).toBe(lei.slice(18));
  });

  it('refuses altered codes', () => {
    expect(isValidLei('969500UP76J52A9OXU28')).toBe(false);
    expect(isValidLei('969500UP76J52A9OXV27')).toBe(false);
    expect(isValidLei('969500PU76J52A9OXU27')).toBe(false);
    expect(isValidLei('969500up76j52a9oxu27')).toBe(false);
    expect(isValidLei('969500UP76J52A9OXU2')).toBe(false);
    expect(isValidLei('969500UP76J52A9OXUA7')).toBe(false);
  });

  it('refuses the check digits 00, 01 and 99 even when mod 97 gives 1', () => {
    // Find bases whose canonical check digits are 02, 97 and 98: adding or removing 97
    // keeps the remainder at 1 but gives 99, 00 and 01.
    const base = (cd: string) => {
      for (let i = 0; i < 100_000; i++) {
        const candidate = `5493${String(i).padStart(14, '0')}`;
        if (leiCheckDigits(candidate) === cd) return candidate;
      }
      throw new Error(`no base with check digits ${cd}`);
    };
    const cases: [string, string][] = [
      ['02', '99'],
      ['97', '00'],
      ['98', '01'],
    ];
    for (const [canonical, impossible] of cases) {
      const b = base(canonical);
      expect(isValidLei(b + canonical)).toBe(true);
      expect(isValidLei(b + impossible)).toBe(false);
      expect(identifierProblem(b + impossible, 'LEI')).toBe(
        `Code LEI invalide : chiffres de contrôle attendus ${canonical}`,
      );
    }
  });

  it('says why in French', () => {
    expect(identifierProblem('969500UP76J52A9OXU28', 'LEI')).toBe(
      'Code LEI invalide : chiffres de contrôle attendus 27',
    );
    expect(identifierProblem('', 'LEI')).toBe('Code LEI vide');
    expect(identifierProblem('969500UP76', 'LEI')).toBe(
      'Code LEI invalide : 20 caractères attendus, 10 reçus',
    );
    expect(identifierProblem('969500UP76J52A9OXUAB', 'LEI')).toMatch(/^Code LEI invalide : 18/);
  });
});

describe('normaliseIdentifier', () => {
  it('removes spaces and upper-cases', () => {
    expect(normaliseIdentifier(' us 0378331005 ')).toBe('US0378331005');
    expect(isValidIsin(normaliseIdentifier('fr0000120271'))).toBe(true);
  });
});
