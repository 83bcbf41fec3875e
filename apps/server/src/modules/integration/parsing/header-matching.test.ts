import { FILE_COLUMNS, tptField, TPT_FIELDS } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import {
  matchHeaders,
  matchTptHeaders,
  tptFieldOfHeader,
  tptMajorVersion,
} from './header-matching';

describe('matchHeaders', () => {
  const fx = FILE_COLUMNS.fx_rates;

  it('matches names and aliases ignoring case, accents, spaces, dashes and underscores', () => {
    const match = matchHeaders(['Date', 'DEVISE', 'cours pour un euro'], fx);
    expect([...match.index]).toEqual([
      ['date', 0],
      ['devise', 1],
      ['coursPourUnEuro', 2],
    ]);
    expect(match).toMatchObject({ missing: [], unknown: [], duplicates: [] });
    const aliases = matchHeaders(['unitsPerEur', 'Currency', 'date_cours'], fx);
    expect(aliases.index.get('coursPourUnEuro')).toBe(0);
    expect(aliases.index.get('devise')).toBe(1);
    expect(aliases.index.get('date')).toBe(2);
  });

  it('reports required columns missing, unknown and duplicate headers', () => {
    const match = matchHeaders(
      ['codeTitre', 'Libellé', 'isin', 'commentaire', '', 'cic'],
      FILE_COLUMNS.securities,
    );
    expect(match.index.get('codeTitre')).toBe(0);
    expect(match.index.get('libelle')).toBe(1);
    expect(match.duplicates).toEqual(['isin']);
    expect(match.unknown).toEqual(['commentaire']);
    expect(match.missing).toEqual(['devise']);
  });
});

describe('TPT headers', () => {
  const v6Header = TPT_FIELDS.filter((f) => f.since === 'V6').map((f) => f.name);
  const v7Header = TPT_FIELDS.map((f) => f.name);
  const rowWith1000 = (header: string[], value: string) => {
    const row: string[] = header.map(() => '');
    row[header.indexOf(tptField('1000'))] = value;
    return row;
  };

  it('finds a field by its exact name or by its number prefix', () => {
    expect(tptFieldOfHeader('24_Market_valuation_in_portfolio_currency_(B)')?.id).toBe('24');
    expect(tptFieldOfHeader('24 market valuation in portfolio currency B')?.id).toBe('24');
    expect(tptFieldOfHeader('24_Market_value_PTF_ccy')?.id).toBe('24');
    expect(tptFieldOfHeader('8b_Total_Number_Of_Shares')?.id).toBe('8b');
    expect(tptFieldOfHeader('105a - Spread SCR up')?.id).toBe('105a');
    expect(tptFieldOfHeader('1000')?.id).toBe('1000');
    expect(tptFieldOfHeader('66_Does_not_exist')).toBeUndefined();
    expect(tptFieldOfHeader('240_Something')).toBeUndefined();
    expect(tptFieldOfHeader('Portfolio name')).toBeUndefined();
  });

  it('reads the major version of field 1000 in its long and short forms', () => {
    expect(tptMajorVersion('V7.0 (official) dated 25 November 2024')).toBe(7);
    expect(tptMajorVersion('V6.0 (official) dated 10 January 2022')).toBe(6);
    expect(tptMajorVersion('V7.0')).toBe(7);
    expect(tptMajorVersion('v7')).toBe(7);
    expect(tptMajorVersion('7.0')).toBe(7);
    expect(tptMajorVersion(7)).toBe(7);
    expect(tptMajorVersion('V5.0 (official) dated 16 January 2020')).toBe(5);
    expect(tptMajorVersion('')).toBeUndefined();
    expect(tptMajorVersion('latest')).toBeUndefined();
  });

  it('reads a complete V6 header as V6, indexed by field id', () => {
    const match = matchTptHeaders(v6Header);
    expect(match).toMatchObject({
      version: 'V6',
      detectedVersion: 'V6',
      missing: [],
      unknown: [],
      duplicates: [],
    });
    expect(match.index.get('12')).toBe(v6Header.indexOf('12_CIC_code_of_the_instrument'));
    expect(match.index.size).toBe(v6Header.length);
    expect(match.versionNote).toBeUndefined();
  });

  it('detects V7 from fields 140-148 or from field 1000', () => {
    expect(matchTptHeaders(v7Header).detectedVersion).toBe('V7');
    const onlyOne = [...v6Header, '142_Bail-in_Rule'];
    expect(matchTptHeaders(onlyOne)).toMatchObject({ version: 'V7', detectedVersion: 'V7' });
    const declared = matchTptHeaders(
      v6Header,
      undefined,
      rowWith1000(v6Header, 'V7.0 (official) dated 25 November 2024'),
    );
    expect(declared).toMatchObject({ version: 'V7', detectedVersion: 'V7' });
    expect(matchTptHeaders(v6Header, undefined, rowWith1000(v6Header, 'V6.0')).version).toBe('V6');
  });

  it('notes a file whose field 1000 says V6 although it has V7 fields', () => {
    const match = matchTptHeaders(v7Header, undefined, rowWith1000(v7Header, 'V6'));
    expect(match.version).toBe('V7');
    expect(match.versionNote).toMatch(
      /^Le champ 1000 indique la V6, mais le fichier contient des champs de la V7/,
    );
  });

  it('lets a chosen version win, reporting V7-only columns under a V6 choice', () => {
    const match = matchTptHeaders(v7Header, 'V6');
    expect(match).toMatchObject({ version: 'V6', detectedVersion: 'V7' });
    expect(match.versionNote).toBe(
      'Version V6 choisie, mais le fichier contient des champs propres à la V7 (140, 141, 142, 143, 144, 145, 146, 147, 148) : ils sont ignorés',
    );
    expect(match.index.has('142')).toBe(false);
    expect(match.unknown).toEqual([]);
    const v7 = matchTptHeaders(
      v6Header,
      'V7',
      rowWith1000(v6Header, 'V6.0 (official) dated 10 January 2022'),
    );
    expect(v7).toMatchObject({ version: 'V7', detectedVersion: 'V6' });
    expect(v7.versionNote).toBe('Version V7 choisie, mais le champ 1000 du fichier indique la V6');
  });

  it('reads a V5 file with the V6 fields, keeping the version it declares', () => {
    const match = matchTptHeaders(v6Header, undefined, rowWith1000(v6Header, 'V5.0'));
    expect(match.version).toBe('V6');
    expect(match.declaredVersion).toBe('V5');
    expect(match.versionNote).toMatch(
      /^Le champ 1000 indique la V5 : le fichier est lu avec la liste de champs de la V6/,
    );
  });

  it('notes an unsupported version in field 1000', () => {
    const match = matchTptHeaders(v6Header, undefined, rowWith1000(v6Header, 'V8.0'));
    expect(match.version).toBe('V6');
    expect(match.declaredVersion).toBe('V8');
    expect(match.versionNote).toBe(
      'Le champ 1000 indique une version V8, non prise en charge : lu en V6',
    );
  });

  it('reports missing mandatory fields, unknown and duplicate columns', () => {
    const header = v6Header.filter((name) => !name.startsWith('12_') && !name.startsWith('33_'));
    const match = matchTptHeaders([...header, 'Commentaire gérant', '24 MV PTF ccy']);
    expect(match.missing).toEqual([tptField('12')]);
    expect(match.unknown).toEqual(['Commentaire gérant']);
    expect(match.duplicates).toEqual(['24 MV PTF ccy']);
  });
});
