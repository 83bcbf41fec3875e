import { describe, expect, it } from 'vitest';
import { tptField } from '@prisme/domain';
import { ImportReport } from '../../import-report';
import { rowsOf, useScratchFolder } from '../../parsing/table-test-files';
import { TabularFileError } from '../../parsing/tabular-reader';
import { matchTptColumns, openTptTable } from './tpt-table';
import { tptCsv, V6_FIELDS, V7_FIELDS } from './tpt-test-files';
import { FUND_B_LINES, V6_LABEL } from './tpt-test-lines';

describe('TPT table', () => {
  const scratch = useScratchFolder();

  it('reads the first row ahead, then gives every row once, in order', async () => {
    const path = await scratch.file('b.csv', tptCsv(FUND_B_LINES));
    const peeked = await openTptTable(path);
    expect(peeked.firstRow?.[V7_FIELDS.findIndex((f) => f.id === '14')]).toBe('XS2063247915');
    const rows = await rowsOf(peeked.table);
    expect(rows.map((r) => r.line)).toEqual([2, 3]);
    expect(peeked.table.format).toBe('csv');
  });

  it('raises a read error of the first row in the loop, where it belongs', async () => {
    const path = await scratch.file('bad.csv', 'a;b\r\n"x;y\r\n');
    const peeked = await openTptTable(path);
    expect(peeked.firstRow).toBeUndefined();
    await expect(rowsOf(peeked.table)).rejects.toBeInstanceOf(TabularFileError);
  });

  it('indexes fields by name and reads field 1000 of the first row', async () => {
    const lines = FUND_B_LINES.map((line) => ({ ...line, '1000': V6_LABEL }));
    const header = V6_FIELDS.map((f) => f.name);
    const path = await scratch.file('v6.csv', tptCsv(lines, V6_FIELDS));
    const report = new ImportReport();
    const columns = matchTptColumns(header, undefined, await openTptTable(path), report);
    expect(columns).toMatchObject({ version: 'V6', missing: [], versionNotes: [] });
    expect(columns.index.get(tptField('24'))).toBe(header.indexOf(tptField('24')));
    expect(report.ok).toBe(true);

    const chosenV7 = matchTptColumns(header, 'V7', await openTptTable(path), report);
    expect(chosenV7.version).toBe('V7');
    expect(chosenV7.versionNotes).toEqual([
      'Version V7 choisie, mais le champ 1000 du fichier indique la V6',
    ]);
  });

  it('refuses a V6 choice on a header with V7-only fields, naming the first one', async () => {
    const path = await scratch.file('v7.csv', tptCsv(FUND_B_LINES));
    const report = new ImportReport();
    const header = [...V6_FIELDS.map((f) => f.name), '148 NACE 2.1'];
    matchTptColumns(header, 'V6', await openTptTable(path), report);
    expect(report.errors).toEqual([
      {
        line: 1,
        column: tptField('148'),
        message:
          'Version V6 choisie, mais le fichier contient des champs propres à la V7 (148) : choisissez la V7 ou la détection automatique.',
      },
    ]);
  });
});
