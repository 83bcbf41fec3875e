import { ALL_CODES } from '@prisme/domain';
import { parseFrenchDay } from '../../../lib/iso-date';
import { FIELD_LABELS, type ListField } from './list-specs';
import { emptyRow, setNumberCell, type ListRow } from './rows';

const TRUE_WORDS = new Set(['oui', 'o', 'vrai', 'true', 'x', '1', 'yes']);
export const parseFlag = (text: string): boolean => TRUE_WORDS.has(text.trim().toLowerCase());

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const HEADER_WORDS = new Set(['code', 'isin', 'code isin', fold(FIELD_LABELS.code)]);

/** A spreadsheet's cell → the row field, in the list's column order. */
function setField(row: ListRow, field: ListField, cell: string): void {
  const text = cell.trim();
  switch (field) {
    case 'qrtAdjEqMethVal':
    case 'leverageRate':
    case 'note':
    case 'noteE':
    case 'noteS':
    case 'noteG':
      setNumberCell(row, field, text);
      return;
    case 'letter':
      row.letter = text.toUpperCase();
      return;
    case 'validFrom':
    case 'validTo':
      // Typed dd/mm/yyyy (spec §5); an unreadable day is kept as typed and refused.
      row[field] = text === '' ? '' : (parseFrenchDay(text) ?? text);
      return;
    case 'ownUse':
      row.ownUse = parseFlag(text);
      return;
    case 'portfolio':
    case 'compartment':
    case 'currency':
      // An empty filter cell means all, as "*" does.
      row[field] = text === '' ? ALL_CODES : text;
      return;
    default:
      row[field] = text;
  }
}

/**
 * Text copied from a spreadsheet (tab-separated cells, one line per row) → rows, its
 * columns taken in the list's order. Blank lines are skipped, and so is a first line of
 * headers (its first cell reads "Code" or "ISIN"). Quoted cells lose their quotes.
 */
export function parseClipboardRows(text: string, fields: readonly ListField[]): ListRow[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const rows: ListRow[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const cells = line.split('\t').map((cell) => cell.replace(/^"(.*)"$/s, '$1'));
    if (index === 0 && HEADER_WORDS.has(fold(cells[0] ?? ''))) return;
    const row = emptyRow();
    fields.forEach((field, column) => setField(row, field, cells[column] ?? ''));
    rows.push(row);
  });
  return rows;
}
