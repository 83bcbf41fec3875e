import { describe, expect, it } from 'vitest';
import { parseFrenchNumber as parseNumber } from '../../../lib/french-number';
import { parseClipboardRows, parseFlag } from './clipboard';
import { filterValues, listColumns } from './columns';
import {
  IN_PERIMETER_LABELS,
  codesToCheck,
  inPerimeterLabel,
  inPerimeterQueries,
} from './in-perimeter';
import { LIST_SPECS } from './list-specs';
import { rowProblems } from './problems';
import { emptyRow, fromView, setNumberCell, toEntry, toNoteException } from './rows';

const strategic = LIST_SPECS.strategicParticipations.fields;

describe('clipboard parsing', () => {
  it('reads tab-separated lines in the list column order, skipping headers and blanks', () => {
    const text =
      'Code ISIN\tDénomination\tCIC\tPortefeuille\tCompartiment\tValeur\r\n' +
      'FR0000120271\tTotalEnergies\t31\tP-VIE\t\t1 234,5\r\n' +
      '\r\n' +
      'US0378331005\t"Apple, Inc."\tXL31\t*\tGEN\t\n';
    const rows = parseClipboardRows(text, strategic);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      code: 'FR0000120271',
      denomination: 'TotalEnergies',
      cic: '31',
      portfolio: 'P-VIE',
      compartment: '*',
      qrtAdjEqMethVal: 1234.5,
    });
    expect(rows[1]).toMatchObject({ denomination: 'Apple, Inc.', compartment: 'GEN' });
    expect(rows[1]!.qrtAdjEqMethVal).toBeNull();
    expect(rows[0]!.id).not.toBe(rows[1]!.id);
  });

  it('reads short lines with the missing cells empty, and the leverage fields', () => {
    const rows = parseClipboardRows(
      'FR0000120271\tSCI\t45\t50 %\toui',
      LIST_SPECS.propertyLeverages.fields,
    );
    expect(rows[0]).toMatchObject({ cic: '45', leverageRate: 0.5, ownUse: true });
    expect(parseClipboardRows('FR0000120271', strategic)[0]).toMatchObject({
      denomination: '',
      portfolio: '*',
    });
  });

  it('numbers and flags in French', () => {
    expect(parseNumber('0,25')).toBe(0.25);
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseFlag('Vrai')).toBe(true);
    expect(parseFlag('non')).toBe(false);
  });
});

describe('inPerimeter (spec §3, §7)', () => {
  it('asks for the distinct codes, "*" and blanks left out, IsinCode only', () => {
    expect(codesToCheck(['B', 'A', 'B', '*', ' '])).toEqual(['A', 'B']);
    expect(inPerimeterQueries(['FR0000120271', "O'X", 'FR0000120271'])).toEqual([
      { $filter: "IsinCode in ('FR0000120271','O''X')", $select: 'IsinCode', $top: 100_000 },
    ]);
    expect(inPerimeterQueries([])).toEqual([]);
  });

  it('splits long lists into several requests', () => {
    const codes = Array.from({ length: 5 }, (_, i) => `C${i}`);
    const queries = inPerimeterQueries(codes, 2);
    expect(queries.map((q) => q.$filter)).toEqual([
      "IsinCode in ('C0','C1')",
      "IsinCode in ('C2','C3')",
      "IsinCode in ('C4')",
    ]);
  });

  it('labels each entry once the look-through answered', () => {
    const found = new Set(['FR0000120271']);
    expect(inPerimeterLabel('FR0000120271', found)).toBe(IN_PERIMETER_LABELS.in);
    expect(inPerimeterLabel('US0378331005', found)).toBe(IN_PERIMETER_LABELS.out);
    expect(inPerimeterLabel('FR0000120271', undefined)).toBe(IN_PERIMETER_LABELS.unknown);
  });
});

describe('rows and payloads (spec §3)', () => {
  it('a strategic GET entry becomes a row and its save payload uses codeCIC, portfolioCode…', () => {
    const row = fromView({
      roleName: 'Client.DEMO1',
      code: 'fr0000120271',
      denomination: ' Filiale ',
      cic: { code: '31' },
      qrtAdjEqMethVal: 12.5,
      portfolio: { code: '*' },
      compartment: { code: 'GEN' },
    });
    expect(toEntry('strategicParticipations', row, 'Client.DEMO1')).toEqual({
      roleName: 'Client.DEMO1',
      code: 'FR0000120271',
      denomination: 'Filiale',
      codeCIC: '31',
      qrtAdjEqMethVal: 12.5,
      portfolioCode: '*',
      compartmentCode: 'GEN',
    });
  });

  it('LTEI carries the currency; property leverage a float rate; the others a flat cic', () => {
    const row = { ...emptyRow(), code: 'X1', cic: '41', currency: 'usd' };
    expect(toEntry('longTermAssets', row, 'R')).toMatchObject({ codeCIC: '41', currency: 'USD' });
    expect(toEntry('propertyLeverages', { ...row, leverageRate: null }, 'R')).toMatchObject({
      leverageRate: 0,
      ownUse: false,
      cic: '41',
    });
    expect(toEntry('intraGroups', row, 'R')).toEqual({
      roleName: 'R',
      code: 'X1',
      denomination: '',
      cic: '41',
    });
  });
});

describe('row checks (ISIN, CIC, duplicates)', () => {
  it('flags a wrong ISIN check digit, an unknown CIC and a duplicate, in French', () => {
    const good = { ...emptyRow(), code: 'FR0000120271', cic: '31' };
    const badIsin = { ...emptyRow(), code: 'FR0000120272', cic: '31' };
    const badCic = { ...emptyRow(), code: 'US0378331005', cic: '21' };
    const twice = { ...good, id: 'again' };
    const problems = rowProblems('strategicParticipations', [good, badIsin, badCic, twice], 'R');
    expect(problems.has(good.id)).toBe(false);
    expect(problems.get(badIsin.id)?.join(' ')).toMatch(/contrôle/i);
    expect(problems.get(badCic.id)?.join(' ')).toMatch(/n’est pas admis/);
    expect(problems.get('again')?.join(' ')).toMatch(/en double avec la ligne 1/);
  });

  it('flags a pasted or typed text that is no number, and forgets it once corrected (issue 40)', () => {
    const [pasted] = parseClipboardRows('US0378331005\tApple\t31\t\t\tabc', [
      'code',
      'denomination',
      'cic',
      'portfolio',
      'compartment',
      'qrtAdjEqMethVal',
    ]);
    expect(pasted!.qrtAdjEqMethVal).toBeNull();
    const flagged = rowProblems('strategicParticipations', [pasted!], 'R');
    expect(flagged.get(pasted!.id)).toEqual([
      "« abc » n'est pas un nombre (Valeur mise en équivalence (S.06.02)).",
    ]);
    setNumberCell(pasted!, 'qrtAdjEqMethVal', '12,5');
    expect(pasted!.qrtAdjEqMethVal).toBe(12.5);
    expect(rowProblems('strategicParticipations', [pasted!], 'R').has(pasted!.id)).toBe(false);
  });
});

describe('columns', () => {
  it('filters offer « * » first, then the perimeter codes and the codes in use', () => {
    expect(filterValues(['P2', 'P1'], ['*', 'P9', 'P1'])).toEqual(['*', 'P1', 'P2', 'P9']);
  });

  it('end with the perimeter and check columns', () => {
    const columns = listColumns(
      LIST_SPECS.intraGroups.fields,
      [],
      { portfolios: [], compartments: [], currencies: [], cics: undefined },
      undefined,
      new Map(),
    );
    expect(columns.map((c) => c.headerName)).toEqual([
      'Code ISIN',
      'Dénomination',
      'CIC',
      'Périmètre',
      'Contrôle',
    ]);
  });
});

describe('forced ESG ratings (« Notations Forcées »)', () => {
  const fields = LIST_SPECS.noteExceptions.fields;

  it('reads a pasted note in French and sends « * » for a CIC not given', () => {
    const [row] = parseClipboardRows('fr0000120271\tTotalEnergies\t\t7,5\n', fields);
    expect(row!.note).toBe(7.5);
    expect(toNoteException(row!, 'Client.DEMO1')).toEqual({
      rolename: 'Client.DEMO1',
      code: 'FR0000120271',
      denomination: 'TotalEnergies',
      codeCIC: '*',
      note: 7.5,
      letter: null,
      noteE: null,
      noteS: null,
      noteG: null,
      validFrom: null,
      validTo: null,
    });
  });

  // Issue 38 (esg-and-liquidity §1.4.1): a letter alone, pillar notes, validity dates.
  it('reads a pasted letter, pillar notes and validity dates typed dd/mm/yyyy', () => {
    const [row] = parseClipboardRows(
      'FR0000120271\tTotalEnergies\t*\t\tbb\t3,5\t\t6\t01/01/2024\t31/12/2024\n',
      fields,
    );
    expect(toNoteException(row!, 'Client.DEMO1')).toMatchObject({
      note: null,
      letter: 'BB',
      noteE: 3.5,
      noteS: null,
      noteG: 6,
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
    });
    expect(rowProblems('noteExceptions', [row!], 'Client.DEMO1').size).toBe(0);
  });

  it('flags an unknown letter, an unreadable day and overlapping ratings of one ISIN', () => {
    const rows = [
      { ...emptyRow(), code: 'FR0000120271', cic: '*', letter: 'ZZ', note: 5 },
      { ...emptyRow(), code: 'US0378331005', cic: '*', note: 5, validFrom: '32/01/2024' },
      { ...emptyRow(), code: 'FR0000120271', cic: '*', note: 3, validFrom: '2024-01-01' },
    ];
    const problems = rowProblems('noteExceptions', rows, 'Client.DEMO1');
    expect(problems.get(rows[0]!.id)!.join(' ')).toContain('lettre « ZZ » inconnue');
    expect(problems.get(rows[1]!.id)!.join(' ')).toContain('jj/mm/aaaa');
    expect(problems.get(rows[2]!.id)!.join(' ')).toContain('active en même temps que la ligne 1');
  });

  it('flags a bad ISIN, an unknown CIC, a note off the scale or missing, a duplicate', () => {
    const row = (code: string, cic: string, note: number | null) => ({
      ...emptyRow(),
      code,
      cic,
      note,
    });
    const rows = [
      row('FR0000120271', '*', 7),
      row('FR0000120272', 'XL31', 5), // check digit wrong
      row('US0378331005', 'ZZZZ', 5),
      row('DE0007164600', 'DE31', 101),
      row('GB0002634946', 'GB31', null),
      row('FR0000120271', '*', 3),
    ];
    const problems = rowProblems('noteExceptions', rows, 'Client.DEMO1');
    expect(problems.has(rows[0]!.id)).toBe(false);
    expect(problems.get(rows[1]!.id)!.join(' ')).toMatch(/ISIN|contrôle/i);
    expect(problems.get(rows[2]!.id)!.join(' ')).toContain('CIC « ZZZZ » inconnu');
    // The page bounds by the highest scale (100); the server by the deployment's.
    expect(problems.get(rows[3]!.id)).toEqual(['la note doit être comprise entre 0 et 100.']);
    expect(problems.get(rows[4]!.id)).toEqual([
      'donnez une note, une lettre ou des notes de piliers.',
    ]);
    expect(problems.get(rows[5]!.id)!.join(' ')).toContain('active en même temps que la ligne 1');
  });

  it('shows the CIC’s categories, « Non défini » for « * »', () => {
    const columns = listColumns(
      fields,
      [],
      { portfolios: [], compartments: [], currencies: [], cics: undefined },
      undefined,
      new Map(),
    );
    const main = columns.find((c) => c.colId === 'cicMainCategory')!;
    const get = (cic: string) =>
      (main.valueGetter as (p: { data: unknown }) => string)({ data: { ...emptyRow(), cic } });
    expect(get('*')).toBe('Non défini');
    expect(get('XL31')).toMatch(/Actions/);
  });
});
