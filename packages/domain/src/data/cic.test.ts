import { describe, expect, it } from 'vitest';
import {
  cicCategory,
  cicCategoryInfo,
  cicSubcategory,
  economicZoneFromCic,
  isDerivativeCic,
  isFundCic,
  parseCic,
} from './cic';
import { CIC_CATEGORIES, CIC_CATEGORY_CODES, CIC_SUBCATEGORIES } from './cic-table';

const message = (code: string) => {
  const result = parseCic(code);
  return result.ok ? undefined : result.message;
};

describe('CIC tables (data-standards §1.2, §1.3)', () => {
  it('has the 16 categories, each with French and English labels', () => {
    expect(CIC_CATEGORIES.map((c) => c.code)).toEqual([...CIC_CATEGORY_CODES]);
    expect(cicCategoryInfo('4')).toMatchObject({ labelEn: 'Collective Investment Undertakings' });
    expect(
      CIC_CATEGORIES.filter((c) => c.derivative)
        .map((c) => c.code)
        .join(''),
    ).toBe('ABCDEF');
    for (const c of CIC_CATEGORIES) expect(c.labelFr && c.labelEn).toBeTruthy();
  });

  it('has every subcategory of §1.3 once, and only those', () => {
    const codes = CIC_SUBCATEGORIES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(9 + 9 + 5 + 9 + 9 + 9 + 6 + 6 + 6 + 1 + 7 + 9 + 9 + 9 + 5 + 5);
    for (const present of ['18', '29', '09', '84', '95', 'A5', 'B6', 'C4', 'D4', 'E2', 'F4'])
      expect(codes).toContain(present);
    for (const absent of ['10', '35', '83', '76', '96', '01', 'A4', 'A6', 'E3', 'E6', 'F5', 'F8'])
      expect(codes).not.toContain(absent);
    for (const s of CIC_SUBCATEGORIES) expect(s.labelFr && s.labelEn).toBeTruthy();
  });

  it('finds a subcategory by positions 3-4', () => {
    expect(cicSubcategory('f4')).toMatchObject({ category: 'F', labelEn: 'Total return swap' });
    expect(cicSubcategory('B4')?.labelEn).toBe('Warrants');
    expect(cicSubcategory('83')).toBeUndefined();
  });
});

describe('parseCic (data-standards §1.1)', () => {
  it.each([
    ['FR11', 'FR', '1', '11'],
    ['XV11', 'XV', '1', '11'],
    ['DE31', 'DE', '3', '31'],
    ['XL43', 'XL', '4', '43'],
    ['XT71', 'XT', '7', '71'],
    ['XLD1', 'XL', 'D', 'D1'],
    ['FRA1', 'FR', 'A', 'A1'],
    ['GB18', 'GB', '1', '18'],
  ])('reads %s', (code, prefix, category, subcategory) => {
    expect(parseCic(code)).toEqual({ ok: true, value: { code, prefix, category, subcategory } });
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(parseCic(' xld1 ')).toEqual({
      ok: true,
      value: { code: 'XLD1', prefix: 'XL', category: 'D', subcategory: 'D1' },
    });
  });

  it('refuses XN, which no source defines', () => {
    expect(message('XN11')).toMatch(/le préfixe XN n’existe pas/);
  });

  it('refuses issuer-only and aggregated country codes as a listing prefix', () => {
    expect(message('XA12')).toMatch(/XA est un code de pays d’émetteur/);
    expect(message('EU12')).toMatch(/EU est un code de pays d’émetteur/);
    expect(message('AA31')).toMatch(/AA est un code de pays d’émetteur/);
    expect(message('EL11')).toMatch(/« EL » n’est ni un pays ISO 3166-1/);
    expect(message('QQ31')).toMatch(/« QQ » n’est ni un pays ISO 3166-1/);
  });

  it('refuses pairs absent from the table', () => {
    expect(message('FR83')).toBe(
      'Code CIC « FR83 » invalide : la sous-catégorie 83 n’existe pas dans la catégorie 8',
    );
    expect(message('FRA4')).toMatch(/sous-catégorie A4 n’existe pas/);
    expect(message('XT01')).toMatch(/sous-catégorie 01 n’existe pas/);
    expect(message('XTE5')).toMatch(/sous-catégorie E5 n’existe pas/);
  });

  it('explains syntax errors', () => {
    expect(message('')).toBe('Code CIC vide');
    expect(message('FR1')).toBe('Code CIC « FR1 » invalide : 4 caractères attendus, 3 reçus');
    expect(message('FR111')).toMatch(/4 caractères attendus, 5 reçus/);
    expect(message('F111')).toMatch(/les 2 premiers caractères doivent être des lettres/);
    expect(message('FRG1')).toMatch(/catégorie « G » inconnue/);
    expect(message('FR10')).toMatch(/sous-catégorie « 0 » invalide/);
  });
});

describe('Edge-case rulings (data-standards §1.4)', () => {
  it('accepts both D4 and F4 for a total return swap (Q&A 420)', () => {
    expect(parseCic('XTD4').ok).toBe(true);
    expect(parseCic('XTF4').ok).toBe(true);
    expect(isDerivativeCic('XTF4')).toBe(true);
  });

  it('accepts 18 (Q&A 2920), 29 (Q&A 3499) and xx09 for crypto-assets', () => {
    expect(cicCategory('XL18')).toBe('1');
    expect(cicCategory('FR29')).toBe('2');
    expect(cicCategory('XT09')).toBe('0');
    expect(isDerivativeCic('XT09')).toBe(false);
  });
});

describe('CIC helpers', () => {
  it('tells derivatives and funds apart', () => {
    for (const code of ['FRA1', 'XLB1', 'XLC6', 'XTD1', 'XTE2', 'XTF1'])
      expect(isDerivativeCic(code)).toBe(true);
    for (const code of ['FR11', 'XL43', 'XT71', 'XL09']) expect(isDerivativeCic(code)).toBe(false);
    expect(isFundCic('XL43')).toBe(true);
    expect(isFundCic('LU41')).toBe(true);
    expect(isFundCic('FR31')).toBe(false);
    expect(isFundCic('XN43')).toBe(false);
    expect(cicCategory('not a cic')).toBeUndefined();
  });

  it('maps the prefix to the TPT economic zone (field 13)', () => {
    expect(economicZoneFromCic('XL43')).toBe(0);
    expect(economicZoneFromCic('XT71')).toBe(0);
    expect(economicZoneFromCic('FR11')).toBe(1);
    expect(economicZoneFromCic('NO31')).toBe(1);
    expect(economicZoneFromCic('GB31')).toBe(2);
    expect(economicZoneFromCic('US31')).toBe(2);
    expect(economicZoneFromCic('CN31')).toBe(3);
    expect(economicZoneFromCic('XV11')).toBeUndefined();
    expect(economicZoneFromCic('XN11')).toBeUndefined();
  });
});
