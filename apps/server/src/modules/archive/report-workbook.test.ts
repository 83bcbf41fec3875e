import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportWorkbookSchema, type ReportWorkbook } from '@prisme/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sheetNames, writeReportWorkbook } from './report-workbook';

const ROLE = 'Client.DEMO1';

const REPORT: ReportWorkbook = {
  rolename: ROLE,
  title: 'Etude Comparative — SOLVABILITE II',
  description: ['A : Clôture T4 (Officiel)', 'B : Choc actions (Test)'],
  fileName: 'comparaison-solvabilite',
  sheets: [
    {
      name: 'SCR marché et sous-modules',
      title: 'SCR marché et sous-modules',
      columns: [
        { header: 'Indicateur', kind: 'text' },
        { header: 'A · Clôture T4', kind: 'amount' },
        { header: 'Écart relatif', kind: 'share' },
        { header: 'Date de valorisation', kind: 'date' },
        { header: 'Température', kind: 'temperature' },
      ],
      rows: [
        ['SCR marché', 1234567.891, 0.125, '2024-12-31', 2.68],
        ['Actions', null, null, null, null],
      ],
    },
    {
      name: 'Titres: qui changent / A?B',
      columns: [{ header: 'Titre', kind: 'text' }],
      rows: [],
    },
  ],
};

async function load(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('sheetNames', () => {
  it('keeps Excel’s rules: 31 characters, no []:*?/\\, unique, never « Rapport »', () => {
    expect(
      sheetNames([
        'Contribution au SCR marché par catégorie CIC',
        'Contribution au SCR marché par catégorie CIC (valeur)',
        'a/b:c',
        'Rapport',
        '',
      ]),
    ).toEqual([
      'Contribution au SCR marché par',
      'Contribution au SCR marché (2)',
      'a b c',
      'Rapport (2)',
      'Feuille',
    ]);
  });
});

describe('writeReportWorkbook', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the event loop a turn every thousand rows of a large report', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'prisme-report-'));
    const rows = 5_500;
    const report = reportWorkbookSchema.parse({
      ...REPORT,
      sheets: [
        {
          name: 'Lignes',
          columns: [
            { header: 'Titre', kind: 'text' },
            { header: 'Montant', kind: 'amount' },
          ],
          rows: Array.from({ length: rows }, (_, r) => [`FR${r}`, r * 1.5]),
        },
      ],
    });
    // The turns of the event loop, counted; the turn in which each row of « Lignes » is made.
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const rowTurns = new Set<number>();
    const writer = ExcelJS.stream.xlsx.WorkbookWriter.prototype;
    const addWorksheet = writer.addWorksheet;
    vi.spyOn(writer, 'addWorksheet').mockImplementation(function (
      this: ExcelJS.stream.xlsx.WorkbookWriter,
      ...args: Parameters<typeof addWorksheet>
    ) {
      const sheet = addWorksheet.apply(this, args);
      if (sheet.name === 'Lignes') {
        const addRow = sheet.addRow.bind(sheet);
        sheet.addRow = (...row: Parameters<typeof addRow>) => {
          rowTurns.add(turn);
          return addRow(...row);
        };
      }
      return sheet;
    });
    try {
      const path = join(folder, 'rapport.xlsx');
      await writeReportWorkbook(path, report, { clientLabel: ROLE, exportedAt: new Date() });
      expect(rowTurns.size).toBeGreaterThanOrEqual(Math.floor(rows / 1_000));
      const sheet = (await load(await readFile(path))).getWorksheet('Lignes')!;
      expect(sheet.rowCount).toBe(rows + 1);
      expect(sheet.getCell(`B${rows + 1}`).value).toBe((rows - 1) * 1.5);
    } finally {
      counting = false;
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('POST /api/archive/workbook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('writes a cover sheet, then a sheet a table with French headers and Excel formats', async () => {
    const response = await t.call('analyste', 'POST', '/api/archive/workbook', REPORT);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('comparaison-solvabilite.xlsx');
    const workbook = await load(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Rapport',
      'SCR marché et sous-modules',
      'Titres  qui changent   A B',
    ]);
    const cover = workbook.getWorksheet('Rapport')!;
    expect(cover.getCell('A1').value).toBe('Etude Comparative — SOLVABILITE II');
    expect(cover.getCell('B3').value).toContain(ROLE);
    expect(cover.getCell('B4').value).toBe('A : Clôture T4 (Officiel)');

    const sheet = workbook.getWorksheet('SCR marché et sous-modules')!;
    expect(sheet.getCell('A1').value).toBe('SCR marché et sous-modules');
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'Indicateur',
      'A · Clôture T4',
      'Écart relatif',
      'Date de valorisation',
      'Température',
    ]);
    expect(sheet.getCell('B4').value).toBe(1234567.891);
    expect(sheet.getCell('B4').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C4').numFmt).toBe('0.00%');
    expect(sheet.getCell('D4').value).toEqual(new Date('2024-12-31T00:00:00Z'));
    expect(sheet.getCell('D4').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('E4').numFmt).toBe('0.00" °C"');
    expect(sheet.getCell('B5').value).toBeNull();
    // The header stays in view and filters the table.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3, xSplit: 1 });
    expect(sheet.autoFilter).toEqual('A3:E3');
    expect(sheet.getCell('A3').font).toMatchObject({ bold: true });
    expect(cover.getCell('A3').font).toMatchObject({ bold: true });
  });

  it('refuses a role out of reach (403) and a malformed report in French (400)', async () => {
    // « lecteur » reaches Client.DEMO2 only.
    const foreign = await t.call('lecteur', 'POST', '/api/archive/workbook', REPORT);
    expect(foreign.statusCode).toBe(403);

    const bad = await t.call('analyste', 'POST', '/api/archive/workbook', {
      ...REPORT,
      sheets: [{ name: 'X', columns: [{ header: 'A', kind: 'formule' }], rows: [] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Type de colonne inconnu.');
    const noSheet = await t.call('analyste', 'POST', '/api/archive/workbook', {
      ...REPORT,
      sheets: [],
    });
    expect(noSheet.statusCode).toBe(400);
    const badName = await t.call('analyste', 'POST', '/api/archive/workbook', {
      ...REPORT,
      fileName: '../etc/passwd',
    });
    expect(badName.statusCode).toBe(400);
  });
});
