import type ExcelJS from 'exceljs';
import {
  auditClientLabel,
  auditGroupLabel,
  auditKindOf,
  auditSummary,
  AUDIT_KINDS,
  type AuditEntry,
  type AuditFilter,
} from '@prisme/domain';
import {
  addFigures,
  columnStyles,
  commitStyledRow,
  createWorkbook,
  giveWay,
  type Cell,
} from '../reporting/workbook-kit';

/** Excel keeps at most 32,767 characters in a cell: longer values are cut, and say so. */
const CELL_MAX = 32_000;
/**
 * Rows written between two turns of the event loop: half the line sheets' ROWS_PER_TURN,
 * as a journal row may carry two values of CELL_MAX characters.
 */
const ROWS_PER_TURN = 500;

const COLUMNS: { header: string; width: number; numFmt?: string }[] = [
  { header: 'Date (UTC)', width: 20, numFmt: 'dd/mm/yyyy hh:mm:ss' },
  { header: 'Client', width: 18 },
  { header: 'Nature', width: 22 },
  { header: 'Élément', width: 28 },
  { header: 'Résumé', width: 48 },
  { header: 'Auteur', width: 24 },
  { header: 'Compte', width: 24 },
  { header: 'Anciennes valeurs', width: 60 },
  { header: 'Nouvelles valeurs', width: 60 },
];

function jsonCell(value: unknown): string {
  const text = value === undefined ? '' : JSON.stringify(value);
  return text.length > CELL_MAX ? `${text.slice(0, CELL_MAX)}… (tronqué)` : text;
}

function entryCells(entry: AuditEntry): Cell[] {
  const kind = auditKindOf(entry.group);
  return [
    new Date(entry.changedAt),
    auditClientLabel(entry.roleCode),
    kind ? AUDIT_KINDS[kind].label : '',
    auditGroupLabel(entry.group),
    auditSummary(entry),
    entry.displayName,
    entry.accountId,
    jsonCell(entry.oldValues),
    jsonCell(entry.newValues),
  ];
}

/** The filter as the « Filtres » sheet reads it. */
function filterFigures(filter: AuditFilter, rows: number, truncatedAt?: number) {
  const group = filter.group;
  const groupLabel =
    group === undefined
      ? 'Toutes'
      : group in AUDIT_KINDS
        ? AUDIT_KINDS[group as keyof typeof AUDIT_KINDS].label
        : auditGroupLabel(group);
  const figures: [string, Cell][] = [
    ['Du', filter.from ?? '—'],
    ['Au', filter.to ?? '—'],
    ['Client', filter.roleCode ? auditClientLabel(filter.roleCode) : 'Tous'],
    ['Nature', groupLabel],
    ['Auteur', filter.account ?? 'Tous'],
    ['Modifications', rows],
  ];
  if (truncatedAt !== undefined)
    figures.push([
      'Attention',
      `Export limité aux ${truncatedAt.toLocaleString('fr-FR')} modifications les plus récentes : affinez les filtres.`,
    ]);
  return figures;
}

/**
 * Writes the journal's workbook to `path` with ExcelJS's streaming writer: the rows of
 * `pages` as they come (one sheet), then the filters. `limit` bounds the rows written.
 */
export async function writeAuditWorkbook(
  path: string,
  filter: AuditFilter,
  pages: AsyncIterable<AuditEntry[]>,
  limit: number,
): Promise<number> {
  const workbook = createWorkbook(path);
  const sheet: ExcelJS.Worksheet = workbook.addWorksheet('Journal', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const styles = columnStyles(COLUMNS.map((column) => column.numFmt));
  sheet.columns = COLUMNS.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width,
    style: styles[i]!,
  }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  let truncated = false;
  for await (const page of pages) {
    for (const entry of page) {
      if (written === limit) {
        truncated = true;
        break;
      }
      commitStyledRow(sheet, entryCells(entry), styles);
      if (++written % ROWS_PER_TURN === 0) await giveWay(sheet);
    }
    if (truncated) break;
  }
  sheet.commit();
  const filters = workbook.addWorksheet('Filtres');
  filters.columns = [{ width: 16 }, { width: 60 }];
  addFigures(filters, filterFigures(filter, written, truncated ? limit : undefined));
  filters.commit();
  await workbook.commit();
  return written;
}
