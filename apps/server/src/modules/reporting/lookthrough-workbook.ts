import ExcelJS from 'exceljs';
import {
  BREAKDOWN_AXES,
  HIERARCHICAL_POSITION_COLUMNS,
  LOOK_THROUGH_STATUSES,
  type BreakdownAxis,
  type LookThroughStatus,
  type LookThroughSummary,
} from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import { frenchDate, lineCells, LINE_COLUMNS } from './lookthrough-line-cells';

/** Excel's row limit is 1,048,576: beyond it the lines go on to a further sheet. */
const ROWS_PER_SHEET = 1_000_000;
const AMOUNT = '#,##0.00';
const SHARE = '0.00%';

/**
 * Writes the look-through workbook (issue 5, "Export"): a summary sheet, then the lines
 * with French headers and number formats. Streams to `path` with ExcelJS's writer, so a
 * million lines never sit in memory as cells; `pages` yields the lines in order.
 */
export async function writeLookThroughWorkbook(
  path: string,
  summary: LookThroughSummary,
  pages: AsyncIterable<LookThroughLineRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Prisme';
  writeSummarySheet(workbook, summary);

  let sheet: ExcelJS.Worksheet | undefined;
  let rowsInSheet = 0;
  let sheetNo = 0;
  for await (const page of pages) {
    for (const line of page) {
      if (!sheet || rowsInSheet === ROWS_PER_SHEET) {
        sheet?.commit();
        sheet = addLineSheet(workbook, ++sheetNo);
        rowsInSheet = 0;
      }
      sheet.addRow(lineCells(line)).commit();
      rowsInSheet++;
    }
  }
  (sheet ?? addLineSheet(workbook, 1)).commit();
  await workbook.commit();
}

function addLineSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheetNo: number) {
  const sheet = workbook.addWorksheet(sheetNo === 1 ? 'Lignes' : `Lignes (${sheetNo})`, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = LINE_COLUMNS.map((name) => {
    const { type, label } = HIERARCHICAL_POSITION_COLUMNS[name];
    const numFmt =
      name === 'Weight'
        ? SHARE
        : type === 'number'
          ? AMOUNT
          : type === 'date'
            ? 'dd/mm/yyyy'
            : undefined;
    return { header: label, key: name, width: type === 'string' ? 18 : 14, style: { numFmt } };
  });
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

function writeSummarySheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  summary: LookThroughSummary,
): void {
  const sheet = workbook.addWorksheet('Synthèse');
  sheet.columns = [{ width: 44 }, { width: 22 }, { width: 12 }, { width: 12 }];
  const title = sheet.addRow(['Transparisation du périmètre']);
  title.font = { bold: true, size: 14 };
  const info: [string, string | number][] = [
    ['Client', summary.rolename],
    ['Date de valorisation', frenchDate(summary.valuationDate)],
    ['Portefeuilles', summary.portfolios.join(', ')],
    ['Compartiments', summary.compartments.join(', ')],
    ['Niveau de transparisation', summary.lookThroughLevel],
    ['Transparisé le', new Date(summary.transparisationDate).toLocaleString('fr-FR')],
    ['Devise de référence', summary.referenceCurrency],
  ];
  for (const row of info) sheet.addRow(row);
  sheet.addRow([]);
  const figures: [string, number, string][] = [
    ['Valeur de marché totale', summary.totalMarketValuation, AMOUNT],
    ['Nombre de lignes', summary.lineCount, '#,##0'],
    ['Part transparisée', summary.lookedThroughShare, SHARE],
    ['Part en regroupements de données', summary.dataGroupingShare, SHARE],
    ['Limite des regroupements (Art. 84(3) RD)', summary.dataGroupingLimit, SHARE],
  ];
  for (const [label, value, numFmt] of figures) {
    const row = sheet.addRow([label, value]);
    row.getCell(2).numFmt = numFmt;
  }
  for (const axis of ['status', 'level', 'cic'] as BreakdownAxis[]) {
    sheet.addRow([]);
    const head = sheet.addRow([BREAKDOWN_AXES[axis], 'Valeur de marché', 'Part', 'Lignes']);
    head.font = { bold: true };
    for (const item of summary.breakdowns[axis] ?? []) {
      const label =
        axis === 'status'
          ? (LOOK_THROUGH_STATUSES[item.key as LookThroughStatus] ?? item.label)
          : item.label;
      const row = sheet.addRow([label, item.marketValue, item.share, item.lineCount]);
      row.getCell(2).numFmt = AMOUNT;
      row.getCell(3).numFmt = SHARE;
    }
  }
  sheet.commit();
}
