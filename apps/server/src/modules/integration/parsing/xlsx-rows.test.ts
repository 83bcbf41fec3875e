import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOpenInThisProcess, rowsOf, useScratchFolder } from './table-test-files';
import { readTable, readWorkbookSheet } from './tabular-reader';

const scratch = useScratchFolder();

// exceljs buffers sheets in temporary files (os.tmpdir(), read at each call): keep them
// in the scratch folder, to check they are deleted and to leave nothing behind.
let previousTmpdir: string | undefined;
beforeAll(async () => {
  previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = scratch.path('exceljs-tmp');
  await mkdir(process.env.TMPDIR);
});
afterAll(() => {
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
});

async function writeWorkbook(name: string, build: (workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  const path = scratch.path(name);
  await workbook.xlsx.writeFile(path);
  return path;
}

describe('readTable: XLSX', () => {
  const date = new Date(Date.UTC(2024, 11, 31));

  async function inventoryWorkbook(name: string) {
    return writeWorkbook(name, (workbook) => {
      const sheet = workbook.addWorksheet('Inventaire');
      sheet.addRow([
        'codeTitre',
        'libelle',
        'quantite',
        'dateValorisation',
        'lien',
        'total',
        'actif',
        'erreur',
      ]);
      sheet.addRow([
        'FR0000120271',
        { richText: [{ text: 'Total' }, { text: 'Energies', font: { bold: true } }] },
        1234.5,
        date,
        { text: 'Fiche', hyperlink: 'https://example.org/fiche' },
        { formula: 'C2*2', result: 2469 },
        true,
        { error: '#N/A' },
      ]);
      sheet.addRow([]);
      sheet.getRow(4).values = ['US0378331005', null, 10];
      sheet.getRow(6).values = ['', '  '];
      workbook.addWorksheet('Autre').addRow(['x']);
    });
  }

  it('reads the first sheet, normalising rich text, formulas, dates and hyperlinks', async () => {
    const table = await readTable(await inventoryWorkbook('inventaire.xlsx'));
    expect(table).toMatchObject({ format: 'xlsx', sheetName: 'Inventaire' });
    expect(table.header).toEqual({
      line: 1,
      cells: [
        'codeTitre',
        'libelle',
        'quantite',
        'dateValorisation',
        'lien',
        'total',
        'actif',
        'erreur',
      ],
    });
    expect(await rowsOf(table)).toEqual([
      {
        line: 2,
        cells: ['FR0000120271', 'TotalEnergies', 1234.5, date, 'Fiche', 2469, 'true', '#N/A'],
      },
      { line: 4, cells: ['US0378331005', null, 10] },
    ]);
  });

  it('finds an XLSX by its content even when named .csv', async () => {
    const path = await inventoryWorkbook('renamed.csv');
    const table = await readTable(path);
    expect(table.format).toBe('xlsx');
    await table.close();
  });

  it('says in French that a damaged workbook cannot be read, the reader’s words in brackets', async () => {
    const path = await inventoryWorkbook('abime.xlsx');
    const bytes = await readFile(path);
    await writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const reading = readTable(path).then(rowsOf);
    await expect(reading).rejects.toThrow(/^le classeur Excel n’a pas pu être lu \(.+\)$/);
  });

  it('reads a named sheet, and says which sheets exist when it is missing', async () => {
    const path = await inventoryWorkbook('deux-feuilles.xlsx');
    const other = await readTable(path, { sheetName: ' autre ' });
    expect(other).toMatchObject({ sheetName: 'Autre', header: { line: 1, cells: ['x'] } });
    expect(await rowsOf(other)).toEqual([]);
    await expect(readTable(path, { sheetName: 'RFR_spot_no_VA' })).rejects.toThrow(
      'Feuille « RFR_spot_no_VA » absente du classeur (feuilles : Inventaire, Autre)',
    );
  });

  it('skips a hidden first sheet', async () => {
    const path = await writeWorkbook('cachee.xlsx', (workbook) => {
      workbook.addWorksheet('Paramètres', { state: 'hidden' }).addRow(['secret']);
      workbook.addWorksheet('Données').addRow(['visible']);
    });
    const table = await readTable(path);
    expect(table).toMatchObject({ sheetName: 'Données', header: { cells: ['visible'] } });
    await table.close();
  });

  it('writes no temporary file, and closes the workbook when reading stops early', async () => {
    // A sheet whose compressed bytes outlast the streams' buffers (some megabytes of
    // random numbers, which barely compress): the file is still being read after the
    // batch read with the header.
    const path = scratch.path('ferme.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path });
    const sheet = writer.addWorksheet('Cours');
    sheet.addRow(['cours']).commit();
    const randoms = () => Array.from({ length: 10 }, Math.random);
    for (let i = 1; i <= 30_000; i++) sheet.addRow(randoms()).commit();
    await writer.commit();
    const unread = await readTable(path);
    expect(isOpenInThisProcess(path)).toBe(true);
    await unread.close();
    await vi.waitFor(() => expect(isOpenInThisProcess(path)).toBe(false));
    const early = await readTable(path);
    for await (const rows of early) {
      expect(rows[0]!.line).toBe(2);
      break;
    }
    await vi.waitFor(() => expect(isOpenInThisProcess(path)).toBe(false));
    // exceljs's streaming reader buffered sheets met before the shared strings there.
    expect(await readdir(scratch.path('exceljs-tmp'))).toEqual([]);
  });

  it('reads a workbook whose workbook part comes after its sheets, shared strings before', async () => {
    // Some tools zip the parts in this order: exceljs then met a sheet before the sheets'
    // names, and failed on it (« Classeur Excel illisible »).
    const source = await readFile(await inventoryWorkbook('ordre-source.xlsx'));
    const parts = unzipSync(new Uint8Array(source));
    const first = [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
    ];
    const ordered: Record<string, Uint8Array> = {};
    for (const name of first) ordered[name] = parts[name]!;
    for (const [name, bytes] of Object.entries(parts)) {
      if (!first.includes(name) && name !== 'xl/workbook.xml') ordered[name] = bytes;
    }
    ordered['xl/workbook.xml'] = parts['xl/workbook.xml']!;
    const path = scratch.path('ordre.xlsx');
    await writeFile(path, zipSync(ordered));
    const table = await readTable(path);
    expect(table.sheetName).toBe('Inventaire');
    // The same rows, dates included, as from the workbook in its usual order.
    const expected = await rowsOf(await readTable(scratch.path('ordre-source.xlsx')));
    expect(await rowsOf(table)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('reads the same rows whatever the order of the zip’s parts', async () => {
    // exceljs's streaming pass lost parts zipped after the sheets now and then
    // (exceljs#3064): the shared strings (every text cell empty) or the workbook part.
    const source = scratch.path('ordre-reference.xlsx');
    await inventoryWorkbook('ordre-reference.xlsx');
    const parts = Object.entries(unzipSync(new Uint8Array(await readFile(source))));
    const expected = await rowsOf(await readTable(source));
    expect(expected[0]!.cells.slice(0, 2)).toEqual(['FR0000120271', 'TotalEnergies']);
    const orders = {
      reversed: [...parts].reverse(),
      'by name': [...parts].sort(([a], [b]) => a.localeCompare(b)),
      'shared strings last': [
        ...parts.filter(([name]) => name !== 'xl/sharedStrings.xml'),
        ...parts.filter(([name]) => name === 'xl/sharedStrings.xml'),
      ],
    };
    for (const [order, entries] of Object.entries(orders)) {
      const path = scratch.path(`ordre-${order}.xlsx`);
      await writeFile(path, zipSync(Object.fromEntries(entries)));
      const table = await readTable(path);
      expect(table.header.cells[0], order).toBe('codeTitre');
      expect(await rowsOf(table), order).toEqual(expected);
    }
  });

  it('finds the parts where the relationships point, absolute or relative', async () => {
    const source = await inventoryWorkbook('cibles-source.xlsx');
    const parts = unzipSync(new Uint8Array(await readFile(source)));
    const text = (name: string) => new TextDecoder().decode(parts[name]);
    // A workbook part naming its sheets by absolute paths, its shared strings elsewhere.
    const relationships = text('xl/_rels/workbook.xml.rels')
      .replaceAll('Target="worksheets/', 'Target="/xl/worksheets/')
      .replace('Target="sharedStrings.xml"', 'Target="textes/partages.xml"');
    expect(relationships).toContain('/xl/worksheets/sheet1.xml');
    expect(relationships).toContain('textes/partages.xml');
    const { 'xl/sharedStrings.xml': strings, ...others } = parts;
    const path = scratch.path('cibles.xlsx');
    await writeFile(
      path,
      zipSync({
        ...others,
        'xl/_rels/workbook.xml.rels': new TextEncoder().encode(relationships),
        'xl/textes/partages.xml': strings!,
      }),
    );
    expect(await rowsOf(await readTable(path))).toEqual(await rowsOf(await readTable(source)));
  });

  it('says in French that a zip without a workbook part is not a readable workbook', async () => {
    const parts = unzipSync(new Uint8Array(await readFile(await inventoryWorkbook('sans.xlsx'))));
    delete parts['xl/workbook.xml'];
    const path = scratch.path('sans-classeur.xlsx');
    await writeFile(path, zipSync(parts));
    await expect(readTable(path)).rejects.toThrow(
      'le classeur Excel n’a pas pu être lu (partie xl/workbook.xml absente)',
    );
    await vi.waitFor(() => expect(isOpenInThisProcess(path)).toBe(false));
  });

  it('reads workbooks written by a streaming writer (shared strings after the sheets)', async () => {
    const path = scratch.path('streamed.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path,
      useSharedStrings: true,
      useStyles: true,
    });
    const sheet = writer.addWorksheet('Titres');
    sheet.addRow(['code', 'date']).commit();
    // More rows than a batch holds (tabular-reader.ts): read across batches, in order.
    for (let i = 1; i <= 1_200; i++) sheet.addRow([`T${i}`, date]).commit();
    sheet.commit();
    writer.addWorksheet('Notes').addRow(['n']).commit();
    await writer.commit();
    const table = await readTable(path);
    const rows = await rowsOf(table);
    expect(rows).toHaveLength(1_200);
    expect(rows.map((row) => row.line)).toEqual(Array.from({ length: 1_200 }, (_, i) => i + 2));
    expect(rows[1_199]).toEqual({ line: 1_201, cells: ['T1200', date] });
  });
});

describe('readWorkbookSheet', () => {
  it('returns the rows of one sheet by position, empty rows included', async () => {
    const path = await writeWorkbook('eiopa.xlsx', (workbook) => {
      workbook.addWorksheet('Main menu').addRow(['EIOPA']);
      const curves = workbook.addWorksheet('RFR_spot_no_VA');
      curves.getRow(2).values = [null, 'Euro', 'Sweden'];
      curves.getRow(4).values = [1, 0.02353, { formula: '0.02*1', result: 0.02 }];
    });
    expect(await readWorkbookSheet(path, 'RFR_spot_no_VA')).toEqual([
      [],
      [null, 'Euro', 'Sweden'],
      [],
      [1, 0.02353, 0.02],
    ]);
    await expect(readWorkbookSheet(path, 'Absente')).rejects.toThrow(/Feuille « Absente » absente/);
    await expect(readWorkbookSheet(await scratch.file('curve.csv', 'a;b\n'), 'x')).rejects.toThrow(
      'Un classeur Excel .xlsx est attendu',
    );
  });
});
