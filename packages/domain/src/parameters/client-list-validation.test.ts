import { describe, expect, it } from 'vitest';
import { cicAcceptedBy, cicFilterOptions, cicSubcategoryOf } from './cic-filters';
import {
  clientListProblems,
  looksLikeIsin,
  normaliseClientListEntry,
} from './client-list-validation';

const entry = (code: string, cic = '') => ({ code, denomination: 'X', cic });

describe('CIC filters of the client-data lists', () => {
  it('a CIC is given as a subcategory or a whole code', () => {
    expect(cicSubcategoryOf('31')).toBe('31');
    expect(cicSubcategoryOf('fr31')).toBe('31');
    expect(cicSubcategoryOf('XL77')).toBeUndefined();
    expect(cicSubcategoryOf('3')).toBeUndefined();
  });

  it('each list takes its subcategories only', () => {
    expect(cicAcceptedBy('strategicParticipations', 'XL31')).toBe(true);
    expect(cicAcceptedBy('strategicParticipations', '21')).toBe(false);
    expect(cicAcceptedBy('propertyLeverages', '45')).toBe(true);
    expect(cicAcceptedBy('propertyLeverages', '31')).toBe(false);
    expect(cicFilterOptions('longTermAssets')).toContainEqual({
      code: '31',
      label: 'Actions ordinaires',
    });
  });
});

describe('Client-data list rules', () => {
  it('only codes shaped like ISINs with an ISIN prefix are checked', () => {
    expect(looksLikeIsin('FR0000120271')).toBe(true);
    expect(looksLikeIsin('XS1234567890')).toBe(true);
    expect(looksLikeIsin('ZZ0000120271')).toBe(false); // no such country: an internal code
    expect(looksLikeIsin('INTERNE-42')).toBe(false);
  });

  it('normalises pasted values', () => {
    expect(
      normaliseClientListEntry({ code: ' fr0000 120271 ', denomination: ' T ', cic: 'fr31 ' }),
    ).toEqual({ code: 'FR0000120271', denomination: 'T', cic: 'FR31' });
    // Internal codes keep their case.
    expect(normaliseClientListEntry(entry(' Interne-1 ')).code).toBe('Interne-1');
  });

  it('names the entry and the reason in French', () => {
    const problems = clientListProblems(
      'intraGroups',
      [entry('FR0000120271'), entry('FR0000120272'), entry('FR0000120271', 'ZZ')],
      'Client.DEMO1',
    );
    expect(problems.map((p) => [p.index, p.field, p.message])).toEqual([
      [
        1,
        'code',
        'Actifs intra-groupe, ligne 2 (FR0000120272) : code ISIN invalide : chiffre de contrôle attendu 1.',
      ],
      [2, 'cic', 'Actifs intra-groupe, ligne 3 (FR0000120271) : code CIC « ZZ » inconnu.'],
      [2, 'code', 'Actifs intra-groupe, ligne 3 (FR0000120271) : en double avec la ligne 1.'],
    ]);
  });

  it('"*" is a filter, not a code; the same code in two portfolios is two entries', () => {
    const lta = (code: string, portfolioCode: string, currency = '*') => ({
      code,
      denomination: 'X',
      codeCIC: '31',
      portfolioCode,
      compartmentCode: '*',
      currency,
    });
    expect(
      clientListProblems(
        'longTermAssets',
        [lta('FR0000120271', 'P1'), lta('FR0000120271', 'P2')],
        'R',
      ),
    ).toEqual([]);
    const refused = clientListProblems(
      'longTermAssets',
      [lta('*', '*'), lta('FR0000120271', '', 'EURO')],
      'R',
    );
    expect(refused.map((p) => p.field)).toEqual(['code', 'portfolioCode', 'currency']);
  });
});
