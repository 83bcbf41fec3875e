import ExcelJS from 'exceljs';
import { readTable } from '../modules/integration/parsing/tabular-reader';
import { parseIsoOrFrenchDate, plainNumber } from '../modules/integration/parsing/values';

/**
 * A CSV file as Excel would save it in a workbook: numbers as numbers, dates as date
 * cells (serials with a date format), the rest as shared strings. A code with a leading
 * zero (« 01 ») stays text, as a user keeps it. Written by exceljs's streaming writer.
 */
export async function csvToWorkbook(csvPath: string, xlsxPath: string): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: xlsxPath,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = writer.addWorksheet('Feuil1');
  const table = await readTable(csvPath);
  sheet.addRow(table.header.cells).commit();
  for await (const rows of table) {
    for (const { cells } of rows) {
      const dates: number[] = [];
      const values = cells.map((cell, i) => {
        if (typeof cell !== 'string' || cell === '') return null;
        if (/^\d{4}-\d\d-\d\d$|^\d\d\/\d\d\/\d{4}$/.test(cell)) {
          const date = parseIsoOrFrenchDate(cell);
          if (date.ok && date.value) {
            dates.push(i + 1);
            return new Date(`${date.value}T00:00:00Z`);
          }
        }
        const number = /^-?0\d/.test(cell) ? undefined : plainNumber(cell);
        return number ?? cell;
      });
      const row = sheet.addRow(values);
      for (const column of dates) row.getCell(column).numFmt = 'dd/mm/yyyy';
      row.commit();
    }
  }
  sheet.commit();
  await writer.commit();
}
