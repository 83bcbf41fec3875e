import { describe, expect, it } from 'vitest';
import { buildQrtReport } from './report';
import type { QrtRow, QrtTable } from './report-model';
import {
  checkCicCodes,
  checkCountryCodes,
  checkCurrencyCodes,
  checkDuplicateKeys,
  checkFundLookThrough,
  checkIdentifierFormats,
  checkIsinCodes,
  checkLeiCodes,
  checkMandatoryCells,
  checkTotalAssets,
  validateQrtTables,
} from './validation';
import { BOND, BOND_ISSUER_LEI, FUND, INPUT, TOTAL_ASSETS } from './test-portfolio';

/**
 * The report of the hand-built portfolio, made clean by the one cell Prisme cannot fill
 * (the forward's use, C0110: the referential holds none, the team completes it), then one
 * crafted fault per check.
 */
const built = buildQrtReport(INPUT);
const tables = setCell(built.tables, 'S.08.01.01.01', 0, 'C0110', 'Macro hedge [MA]');
const indexOf = (code: string) => tables.findIndex((t) => t.code === code);

/** The tables with one cell of one row changed. */
function withCell(code: string, rowIndex: number, column: string, value: QrtRow[string]) {
  return setCell(tables, code, rowIndex, column, value);
}

function setCell(
  from: readonly QrtTable[],
  code: string,
  rowIndex: number,
  column: string,
  value: QrtRow[string],
) {
  return from.map((table): QrtTable =>
    table.code !== code
      ? table
      : {
          ...table,
          rows: table.rows.map((row, i) => (i === rowIndex ? { ...row, [column]: value } : row)),
        },
  );
}

describe('the hand-built portfolio passes every check', () => {
  it('has no finding but the use of its derivative, which Prisme does not hold, and the taxonomy warning of a 2024 reference date', () => {
    // 2.10.0 applies from 2027 (report.ts taxonomyFindings): a warning, not a blocking finding.
    expect(built.findings.map((f) => [f.check, f.column ?? null])).toEqual(
      expect.arrayContaining([
        ['MANDATORY_CELL', 'C0110'],
        ['TAXONOMY_VERSION', null],
      ]),
    );
    expect(built.findings).toHaveLength(2);
    expect(built.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: 'MANDATORY_CELL',
          table: 'S.08.01.01.01',
          rowIndex: 0,
          column: 'C0110',
        }),
      ]),
    );
    expect(validateQrtTables(tables, { expectedTotalAssets: TOTAL_ASSETS })).toEqual([]);
  });

  it('holds the six tables in order', () => {
    expect(tables.map((t) => t.code)).toEqual([
      'S.06.02.01.01',
      'S.06.02.01.02',
      'S.06.03.01.01',
      'S.08.01.01.01',
      'S.08.01.01.02',
      'S.09.01.01.01',
    ]);
    expect(indexOf('S.06.02.01.01')).toBe(0);
  });
});

describe('each check catches its crafted fault', () => {
  it('MANDATORY_CELL: a bond without its par amount, pointed at its cell', () => {
    const findings = checkMandatoryCells(withCell('S.06.02.01.01', 0, 'C0140', null));
    expect(findings).toEqual([
      {
        check: 'MANDATORY_CELL',
        table: 'S.06.02.01.01',
        rowIndex: 0,
        column: 'C0140',
        value: null,
        message:
          'S.06.02.01.01, ligne 1 : la cellule C0140 (Par amount) est obligatoire pour un actif de CIC FR21 et n’est pas renseignée.',
      },
    ]);
  });

  it('MANDATORY_CELL: the par amount of cash (71) is not required, a missing sector of equity is', () => {
    const cash = withCell('S.06.02.01.02', 3, 'C0290', 'XT71');
    const noPar = cash.map((t) =>
      t.code === 'S.06.02.01.01'
        ? { ...t, rows: t.rows.map((r, i) => (i === 3 ? { ...r, C0140: null } : r)) }
        : t,
    );
    expect(checkMandatoryCells(noPar)).toEqual([]);
    const [finding] = checkMandatoryCells(withCell('S.06.02.01.02', 1, 'C0230', null));
    expect(finding).toMatchObject({ table: 'S.06.02.01.02', rowIndex: 1, column: 'C0230' });
  });

  it('CODE_FORMAT: an identifier without its type prefix', () => {
    const [finding] = checkIdentifierFormats(withCell('S.06.02.01.02', 0, 'C0040', BOND));
    expect(finding).toMatchObject({
      check: 'CODE_FORMAT',
      table: 'S.06.02.01.02',
      rowIndex: 0,
      column: 'C0040',
      value: BOND,
    });
    expect(finding!.message).toContain('n’est pas un code typé valide');
    expect(checkIdentifierFormats(withCell('S.06.02.01.02', 0, 'C0250', 'GROUPE'))).toHaveLength(1);
  });

  it('ISIN_CHECK_DIGIT: an ISIN whose last digit is wrong', () => {
    const [finding] = checkIsinCodes(withCell('S.06.02.01.01', 1, 'C0040', 'ISIN/FR0000120272'));
    expect(finding).toMatchObject({
      check: 'ISIN_CHECK_DIGIT',
      table: 'S.06.02.01.01',
      rowIndex: 1,
      column: 'C0040',
      value: 'ISIN/FR0000120272',
    });
    expect(finding!.message).toContain('chiffre de contrôle attendu 1');
  });

  it('LEI_CHECK_DIGIT: an issuer LEI whose check digits are wrong', () => {
    const wrong = `LEI/${BOND_ISSUER_LEI.slice(0, 18)}28`;
    const [finding] = checkLeiCodes(withCell('S.06.02.01.02', 0, 'C0210', wrong));
    expect(finding).toMatchObject({
      check: 'LEI_CHECK_DIGIT',
      rowIndex: 0,
      column: 'C0210',
      value: wrong,
    });
    expect(finding!.message).toContain('chiffres de contrôle attendus 27');
  });

  it('CIC_CODE: an unknown subcategory, a derivative in S.06.02, an own code listed on a venue', () => {
    const [unknown] = checkCicCodes(withCell('S.06.02.01.02', 0, 'C0290', 'FR20'));
    expect(unknown).toMatchObject({ check: 'CIC_CODE', rowIndex: 0, column: 'C0290' });
    const [misplaced] = checkCicCodes(withCell('S.06.02.01.02', 1, 'C0290', 'FRA1'));
    expect(misplaced!.message).toContain('S.08.01');
    // CASH is CAU/CASH-EUR: an own code needs XL or XT (BV780).
    const [own] = checkCicCodes(withCell('S.06.02.01.02', 3, 'C0290', 'FR71'));
    expect(own!.message).toContain('XL ou XT');
  });

  it('CURRENCY_CODE: a TPT market code that is not ISO 4217', () => {
    const [finding] = checkCurrencyCodes(withCell('S.08.01.01.02', 0, 'C0370', 'CNH'));
    expect(finding).toMatchObject({
      check: 'CURRENCY_CODE',
      table: 'S.08.01.01.02',
      rowIndex: 0,
      column: 'C0370',
      value: 'CNH',
    });
  });

  it('COUNTRY_CODE: EL is not Greece in a QRT; AA only in S.06.03', () => {
    const [finding] = checkCountryCodes(withCell('S.06.02.01.02', 0, 'C0270', 'EL'));
    expect(finding).toMatchObject({ check: 'COUNTRY_CODE', column: 'C0270', value: 'EL' });
    expect(checkCountryCodes(withCell('S.06.03.01.01', 0, 'C0040', 'AA'))).toEqual([]);
    expect(checkCountryCodes(withCell('S.06.02.01.02', 0, 'C0270', 'AA'))).toHaveLength(1);
  });

  it('DUPLICATE_KEY: two rows of the same asset and portfolio', () => {
    const positions = tables[0]!;
    const duplicated = [{ ...positions, rows: [...positions.rows, positions.rows[0]!] }];
    expect(checkDuplicateKeys(duplicated)).toEqual([
      expect.objectContaining({
        check: 'DUPLICATE_KEY',
        table: 'S.06.02.01.01',
        rowIndex: 4,
        // 2.10.0 keys the positions by their line identification C0001 (the copy repeats it).
        column: 'C0001',
        value: '1',
      }),
    ]);
    expect(checkDuplicateKeys(duplicated)[0]!.message).toContain('que la ligne 1');
  });

  it('TOTAL_ASSETS: a total off by two cents', () => {
    expect(checkTotalAssets(tables, TOTAL_ASSETS + 0.01)).toEqual([]);
    const [finding] = checkTotalAssets(tables, TOTAL_ASSETS + 0.02);
    expect(finding).toMatchObject({
      check: 'TOTAL_ASSETS',
      table: 'S.06.02.01.01',
      rowIndex: null,
      column: 'C0170',
      value: TOTAL_ASSETS,
    });
    expect(finding!.message).toContain('diffère du total des actifs du périmètre');
  });

  it('FUND_LOOK_THROUGH: a look-through that does not add up to the fund, a fund missing', () => {
    const [off] = checkFundLookThrough(withCell('S.06.03.01.01', 0, 'C0060', 11_000));
    expect(off).toMatchObject({
      check: 'FUND_LOOK_THROUGH',
      table: 'S.06.03.01.01',
      rowIndex: 0,
      column: 'C0060',
      value: 29_000, // row 1 is the cash (2,000) now 11,000: 20,000 − 2,000 + 11,000
    });
    expect(off!.message).toContain(`ISIN/${FUND}`);
    const withoutLookThrough = tables.map((t) =>
      t.code === 'S.06.03.01.01' ? { ...t, rows: [] } : t,
    );
    const [missing] = checkFundLookThrough(withoutLookThrough);
    expect(missing!.message).toContain('n’a aucune ligne de transparisation');
  });
});
