import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT, createWorkbook, type Cell } from '../workbook-kit';
import { writeSheetRows } from './sheet-rows';

/** Rows of every kind a QRT cell holds, in columns text, code, amount, date, percentage. */
const ROWS: Cell[][] = [
  [42, 'ISIN/FR0000120271', 1234.5, new Date('2024-12-31T00:00:00Z'), 0.985],
  [null, null, null, null, null], // no value: not written, its number skipped
  ['Fonds « A&B » <C> "d" \'e\'', 'CAU/X\u0001Y\tZ\r\n', -0, null, 1e-7],
  [null, 'None', null, new Date('2099-01-01T00:00:00Z'), null],
  ['Émetteur 😀', '', 98765432109.125, null, -0.5],
];

/** Each column's style, as the QRT workbook shares them; the first text column's has none. */
const styleSets = (): Partial<ExcelJS.Style>[] => [
  {},
  { numFmt: '@' },
  { numFmt: AMOUNT },
  { numFmt: 'yyyy-mm-dd' },
  { numFmt: '0.00%' },
];

/** The workbook's parts but its creation dates, as text. */
async function partsOf(write: (sheet: ExcelJS.Worksheet) => Promise<void>, path: string) {
  const workbook = createWorkbook(path);
  const sheet = workbook.addWorksheet('T', { views: [{ state: 'frozen', ySplit: 2 }] });
  const codes = sheet.addRow(['C0010', 'C0020', 'C0030', 'C0040', 'C0050']);
  codes.font = { bold: true };
  codes.commit();
  const labels = sheet.addRow(['Un', 'Deux', 'Trois', 'Quatre', 'Cinq']);
  labels.font = { italic: true };
  labels.commit();
  await write(sheet);
  sheet.commit();
  await workbook.commit();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  delete files['docProps/core.xml'];
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('QRT sheet rows written as text', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prisme-sheet-rows-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the very bytes ExcelJS writes for the same rows and styles', async () => {
    const byExcelJs = await partsOf(
      async (sheet) => {
        const styles = styleSets();
        const rowStyle = {};
        for (const values of ROWS) {
          const row = sheet.addRow(values);
          (row as unknown as { style: object }).style = rowStyle;
          for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i]!;
          row.commit();
        }
      },
      join(dir, 'exceljs.xlsx'),
    );
    const byText = await partsOf(
      (sheet) => writeSheetRows(sheet, ROWS, styleSets(), {}),
      join(dir, 'text.xlsx'),
    );
    expect(byText['xl/worksheets/sheet1.xml']).toContain('<row r="7"');
    expect(byText['xl/worksheets/sheet1.xml']).not.toContain('<row r="4"');
    expect(byText).toEqual(byExcelJs);
  });

  it('refuses a sheet with rows not yet committed', async () => {
    const workbook = createWorkbook(join(dir, 'open.xlsx'));
    const sheet = workbook.addWorksheet('T');
    sheet.addRow(['pas validée']);
    await expect(writeSheetRows(sheet, ROWS, styleSets(), {})).rejects.toThrow(/non validées/);
    sheet.commit();
    await workbook.commit();
  });
});
