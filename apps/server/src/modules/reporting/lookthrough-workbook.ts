import {
  BREAKDOWN_AXES,
  frenchDate,
  HIERARCHICAL_POSITION_COLUMN_NAMES,
  LOOK_THROUGH_STATUSES,
  lookThroughLevelName,
  MISSING_DATA_ITEMS,
  type BreakdownAxis,
  type HierarchicalPositionColumn,
  type LookThroughStatus,
  type LookThroughSummary,
  type MissingDataItem,
} from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import {
  addFigures,
  addLineSheets,
  addTable,
  AMOUNT,
  COUNT,
  createWorkbook,
  odataColumn,
  plainCell,
  SHARE,
  type Cell,
} from './workbook-kit';

/** The look-through lines' columns: every OData column but the line number and the SCR's. */
export const LINE_COLUMNS: readonly HierarchicalPositionColumn[] =
  HIERARCHICAL_POSITION_COLUMN_NAMES.filter((name) => name !== 'LineNo' && !name.startsWith('Scr'));

/** A line's cell, readable in French (statuses, missing data, yes/no). */
export function lookThroughCell(
  line: LookThroughLineRow,
  column: HierarchicalPositionColumn,
): Cell {
  if (column === 'LookThroughStatus')
    return LOOK_THROUGH_STATUSES[line.LookThroughStatus as LookThroughStatus];
  if (column === 'MissingData') {
    return line.MissingData.split(',')
      .filter(Boolean)
      .map((item) => MISSING_DATA_ITEMS[item as MissingDataItem] ?? item)
      .join(', ');
  }
  return plainCell(line, column);
}

/** The perimeter's identity, as both workbooks open their summary sheet. */
export function perimeterFigures(summary: LookThroughSummary): [string, Cell][] {
  return [
    ['Client', summary.rolename],
    ['Date de valorisation', frenchDate(summary.valuationDate)],
    ['Portefeuilles', summary.portfolios.join(', ')],
    ['Compartiments', summary.compartments.join(', ')],
    ['Niveau de transparisation', lookThroughLevelName(summary.lookThroughLevel)],
    ['Transparisé le', new Date(summary.transparisationDate).toLocaleString('fr-FR')],
    ['Devise de référence', summary.referenceCurrency],
  ];
}

/**
 * Writes the look-through workbook (issue 5, "Export"): a summary sheet, then the lines
 * with French headers and number formats, streamed to `path`.
 */
export async function writeLookThroughWorkbook(
  path: string,
  summary: LookThroughSummary,
  pages: AsyncIterable<LookThroughLineRow[]>,
): Promise<void> {
  const workbook = createWorkbook(path);
  const sheet = workbook.addWorksheet('Synthèse');
  sheet.columns = [{ width: 44 }, { width: 22 }, { width: 12 }, { width: 12 }];
  sheet.addRow(['Transparisation du périmètre']).font = { bold: true, size: 14 };
  addFigures(sheet, perimeterFigures(summary));
  sheet.addRow([]);
  addFigures(sheet, [
    ['Valeur de marché totale', summary.totalMarketValuation, AMOUNT],
    ['Nombre de lignes', summary.lineCount, COUNT],
    ['Part transparisée', summary.lookedThroughShare, SHARE],
    ['Part en regroupements de données', summary.dataGroupingShare, SHARE],
    [
      'dont comptée dans la limite, hors unités de compte (Art. 84(3a) RD)',
      summary.dataGroupingCountedShare ?? summary.dataGroupingShare,
      SHARE,
    ],
    ['Limite des regroupements (Art. 84(3) RD)', summary.dataGroupingLimit, SHARE],
    [
      'Part au-delà de la limite, en actions de type 2 (Art. 84(3), 168(3) RD)',
      summary.groupingLimitShare ?? 0,
      SHARE,
    ],
  ]);
  for (const axis of ['status', 'level', 'cic'] as BreakdownAxis[]) {
    sheet.addRow([]);
    addTable(
      sheet,
      [BREAKDOWN_AXES[axis], 'Valeur de marché', 'Part', 'Lignes'],
      (summary.breakdowns[axis] ?? []).map((item) => [
        axis === 'status'
          ? (LOOK_THROUGH_STATUSES[item.key as LookThroughStatus] ?? item.label)
          : item.label,
        item.marketValue,
        item.share,
        item.lineCount,
      ]),
      [undefined, AMOUNT, SHARE, COUNT],
    );
  }
  sheet.commit();
  await addLineSheets(
    workbook,
    'Lignes',
    LINE_COLUMNS.map((column) => odataColumn(column, lookThroughCell)),
    pages,
  );
  await workbook.commit();
}
