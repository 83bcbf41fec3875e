import { describe, expect, it } from 'vitest';
import { qrtTaxonomy } from './metadata';
import { buildQrtReport } from './report';
import type { QrtReport } from './report-model';
import { INPUT, SECURITIES, BOND } from './test-portfolio';
import { checkPackageDraft, type PackageDraft } from './validation-package';
import { draftPackage } from './xbrl-csv';

const LEI = '969500UP76J52A9OXU27';
const annual = buildQrtReport({ ...INPUT, entityId: LEI, referenceDate: '2027-03-31' });
const quarterly = buildQrtReport({
  ...INPUT,
  entityId: LEI,
  referenceDate: '2027-03-31',
  frequency: 'quarterly',
});
const taxonomy = qrtTaxonomy();
const check = (draft: PackageDraft, report: QrtReport = annual) =>
  checkPackageDraft(draft, taxonomy, report);
const checks = (draft: PackageDraft) => check(draft).map((f) => f.check);

/** The draft with one table's cells changed by `edit`. */
function editCells(
  draft: PackageDraft,
  table: string,
  edit: (header: readonly string[], cells: string[][]) => void,
): PackageDraft {
  return {
    ...draft,
    tables: draft.tables.map((t) => {
      if (t.code !== table) return t;
      const cells = t.cells.map((row) => [...row]);
      edit(t.header, cells);
      return { ...t, cells };
    }),
  };
}

describe('the package’s structure checked against the module JSON', () => {
  it('passes on a clean annual and quarterly package', () => {
    expect(check(draftPackage(annual))).toEqual([]);
    expect(check(draftPackage(quarterly), quarterly)).toEqual([]);
  });

  it('PACKAGE_FILES: the parameters file the module names, tables of the module only', () => {
    const draft = draftPackage(annual);
    expect(checks({ ...draft, parameterFile: 'parameters.csv' })).toEqual(['PACKAGE_FILES']);
    // An annual report (with S.09.01) forced into the quarterly module qrs.
    const forced = draftPackage({ ...annual, module: 'qrs' });
    const findings = check(forced).filter((f) => f.check === 'PACKAGE_FILES');
    expect(findings).toEqual([expect.objectContaining({ table: 'S.09.01.01.01' })]);
  });

  it('PACKAGE_PARAMETERS: every referenced parameter defined', () => {
    const draft = draftPackage(annual);
    const parameters = new Map(draft.parameters);
    parameters.delete('decimalsMonetaryOpenTable');
    expect(check({ ...draft, parameters })).toEqual([
      expect.objectContaining({ check: 'PACKAGE_PARAMETERS', value: 'decimalsMonetaryOpenTable' }),
    ]);
  });

  it('PACKAGE_ENTITY: a declared prefix and a valid LEI', () => {
    const draft = draftPackage(annual);
    const withEntity = (entity: string) => ({
      ...draft,
      parameters: new Map([...draft.parameters, ['entityID', entity]]),
    });
    expect(checks(withEntity('sc:CLIENT_A'))).toEqual(['PACKAGE_ENTITY']);
    // 969500UP76J52A9OXU27 is valid (data-standards §4.2); …28 fails mod 97.
    expect(checks(withEntity('lei:969500UP76J52A9OXU28'))).toEqual(['PACKAGE_ENTITY']);
  });

  it('PACKAGE_FILING_INDICATORS: one per template of the module, true exactly for those shipped', () => {
    const draft = draftPackage(quarterly);
    const indicators = new Map(draft.filingIndicators);
    indicators.set('S.09.01', true); // not a qrs template
    indicators.delete('S.01.01'); // a qrs template left out
    indicators.set('S.12.01', true); // not shipped
    const found = check({ ...draft, filingIndicators: indicators }, quarterly);
    expect(found.map((f) => [f.check, f.table])).toEqual([
      ['PACKAGE_FILING_INDICATORS', 'S.01.01'],
      ['PACKAGE_FILING_INDICATORS', 'S.12.01'],
      ['PACKAGE_FILING_INDICATORS', 'S.09.01'],
    ]);
  });

  it('PACKAGE_COLUMNS: a column the table does not define (the 2.4.0 notional C0130)', () => {
    const draft = draftPackage(annual);
    const tables = draft.tables.map((t) =>
      t.code === 'S.08.01.01.01'
        ? {
            ...t,
            source: {
              ...t.source,
              columns: [
                ...t.source.columns,
                { code: 'C0130', label: 'Notional amount', kind: 'monetary' as const },
              ],
            },
          }
        : t,
    );
    expect(check({ ...draft, tables })).toEqual([
      expect.objectContaining({
        check: 'PACKAGE_COLUMNS',
        table: 'S.08.01.01.01',
        column: 'C0130',
      }),
    ]);
  });

  it('PACKAGE_DATATYPE: amounts are numbers, dates real ISO dates', () => {
    const draft = editCells(draftPackage(annual), 'S.06.02.01.02', (header, cells) => {
      cells[0]![header.indexOf('C0370')] = '12,5';
      cells[0]![header.indexOf('C0390')] = '2029-02-30';
    });
    expect(check(draft).map((f) => [f.check, f.column, f.value])).toEqual([
      ['PACKAGE_DATATYPE', 'C0370', '12,5'],
      ['PACKAGE_DATATYPE', 'C0390', '2029-02-30'],
    ]);
  });

  it('PACKAGE_MEMBER: an enumerated value that is no member (a VED bond, a label left as is)', () => {
    const ved = buildQrtReport({
      ...INPUT,
      entityId: LEI,
      securities: new Map([...SECURITIES, [BOND, { ...SECURITIES.get(BOND)!, currency: 'VED' }]]),
    });
    expect(check(draftPackage(ved), ved)).toEqual([
      expect.objectContaining({
        check: 'PACKAGE_MEMBER',
        table: 'S.06.02.01.02',
        column: 'C0280',
        value: 'VED',
      }),
    ]);
  });

  it('PACKAGE_KEYS: every line its identification, no key twice', () => {
    const draft = editCells(draftPackage(annual), 'S.06.02.01.01', (header, cells) => {
      const id = header.indexOf('C0001');
      cells[1]![id] = '';
      cells[2]![id] = cells[0]![id]!;
      cells[2]![header.indexOf('C0040')] = cells[0]![header.indexOf('C0040')]!;
    });
    expect(check(draft).map((f) => [f.check, f.rowIndex])).toEqual([
      ['PACKAGE_KEYS', 1],
      ['PACKAGE_KEYS', 2],
    ]);
  });
});
