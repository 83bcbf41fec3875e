import { lookThroughLevelName } from '@prisme/domain';
import type ExcelJS from 'exceljs';
import type { LookThroughLineRow } from '../../lookthrough/perimeter-repository';
import {
  AMOUNT,
  COUNT,
  addFigures,
  addLineSheets,
  createWorkbook,
  type SheetColumn,
} from '../workbook-kit';
import { assetRecord, rootKey, type AssetRecord, type RootHolding } from './asset-record';
import type { AssetFileLayout } from './layouts';

/** What the « Lisez-moi » sheet says of the perimeter the file comes from. */
export interface AssetFileContext {
  roleCode: string;
  valuationDate: string;
  portfolios: readonly string[];
  compartments: readonly string[];
  lookThroughLevel: string;
  referenceCurrency: string;
  perimeterId: string;
  lineCount: number;
  totalMarketValue: number;
  /** A simulation's perimeter rather than the client's own positions. */
  simulation: boolean;
  generatedAt: Date;
}

/**
 * Writes an asset file: the data sheet first (one row per look-through line, streamed page
 * by page, further sheets past Excel's row limit), then « Lisez-moi »: the perimeter, the
 * conventions and each column's meaning.
 */
export async function writeAssetFile(
  path: string,
  layout: AssetFileLayout,
  context: AssetFileContext,
  roots: ReadonlyMap<string, RootHolding>,
  pages: AsyncIterable<LookThroughLineRow[]>,
): Promise<void> {
  const workbook = createWorkbook(path);
  // The line sheet asks each column for its cell: the line's record is built once, for
  // its first column, and kept until the next line.
  let lastLine: LookThroughLineRow | undefined;
  let lastRecord: AssetRecord | undefined;
  const recordOf = (line: LookThroughLineRow): AssetRecord => {
    if (line !== lastLine) {
      lastLine = line;
      lastRecord = assetRecord(
        line,
        roots.get(rootKey(line.PortfolioCode, line.CompartmentCode, line.RootCode)),
        context.valuationDate,
      );
    }
    return lastRecord!;
  };
  const columns = layout.columns.map((column): SheetColumn => ({
    header: column.header,
    width: column.width,
    cell: (line) => column.value(recordOf(line)),
    ...(column.numFmt && { numFmt: column.numFmt }),
  }));
  await addLineSheets(workbook, layout.sheetName, columns, pages);

  const readme = workbook.addWorksheet('Lisez-moi');
  readme.columns = [{ width: 34 }, { width: 100 }, { width: 28 }];
  readme.addRow([`Fichier ${layout.tool} — actifs du périmètre transparisé (Prisme)`]).font = {
    bold: true,
    size: 14,
  };
  readme.addRow([]);
  addFigures(readme, [
    ['Client', context.roleCode],
    ['Date de valorisation', new Date(`${context.valuationDate}T00:00:00Z`), 'dd/mm/yyyy'],
    ['Portefeuilles', context.portfolios.join(', ')],
    ['Compartiments', context.compartments.join(', ')],
    ['Niveau de transparisation', lookThroughLevelName(context.lookThroughLevel)],
    ['Positions', context.simulation ? 'Simulation' : 'Inventaire du client'],
    ['Devise de référence', context.referenceCurrency],
    ['Nombre de lignes', context.lineCount, COUNT],
    ['Valeur de marché totale', context.totalMarketValue, AMOUNT],
    ['Identifiant du calcul', context.perimeterId],
    ['Produit le (UTC)', context.generatedAt, 'dd/mm/yyyy hh:mm'],
  ]);
  readme.addRow([]);
  readme.addRow(['Conventions']).font = { bold: true };
  const wrapped: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: 'top' };
  for (const note of layout.notes) readme.addRow(['', note]).alignment = wrapped;
  readme.addRow([]);
  readme.addRow([
    `Colonnes de la feuille « ${layout.sheetName} »`,
    'Signification',
    'Unité / format',
  ]).font = { bold: true };
  for (const column of layout.columns)
    readme.addRow([column.header, column.meaning, column.unit]).alignment = wrapped;
  readme.commit();
  await workbook.commit();
}
