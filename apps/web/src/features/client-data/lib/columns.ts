import { ALL_CODES, ESG_LETTER_CODES, noteExceptionCic } from '@prisme/domain';
import type {
  ColDef,
  ValueFormatterParams,
  ValueParserParams,
  ValueSetterParams,
} from 'ag-grid-community';
import { formatFrenchNumber } from '../../../lib/french-number';
import { formatDay, parseFrenchDay } from '../../../lib/iso-date';
import { FIELD_LABELS, type ListField } from './list-specs';
import { inPerimeterLabel } from './in-perimeter';
import { setNumberCell, type ListRow } from './rows';

export interface ColumnChoices {
  portfolios: readonly string[];
  compartments: readonly string[];
  currencies: readonly string[];
  /** The list's CIC subcategories, or undefined for free text. */
  cics: readonly string[] | undefined;
}

export const ALL_LABELS = { masculine: '* — Tous', feminine: '* — Toutes' } as const;

const formatNumber = ({ value }: ValueFormatterParams<ListRow>) =>
  formatFrenchNumber(typeof value === 'number' ? value : null);

/** "*" plus the perimeter's codes, and the current values the list already uses. */
export function filterValues(codes: readonly string[], used: readonly string[]): string[] {
  const rest = [...new Set([...codes, ...used])].filter((code) => code && code !== ALL_CODES);
  return [ALL_CODES, ...rest.sort()];
}

function filterColumn(
  field: 'portfolio' | 'compartment' | 'currency',
  values: string[],
): ColDef<ListRow> {
  const all = field === 'currency' ? ALL_LABELS.feminine : ALL_LABELS.masculine;
  return {
    field,
    headerName: FIELD_LABELS[field],
    editable: true,
    cellEditor: 'agSelectCellEditor',
    cellEditorParams: { values },
    valueFormatter: ({ value }) => (value === ALL_CODES ? all : String(value ?? '')),
  };
}

/** The editable columns of a list, then « Périmètre » and « Contrôle ». */
export function listColumns(
  fields: readonly ListField[],
  rows: readonly ListRow[],
  choices: ColumnChoices,
  found: ReadonlySet<string> | undefined,
  problems: ReadonlyMap<string, string[]>,
): ColDef<ListRow>[] {
  const used = (field: 'portfolio' | 'compartment' | 'currency') => rows.map((row) => row[field]);
  const columns = fields.map((field): ColDef<ListRow> => {
    switch (field) {
      case 'portfolio':
      case 'compartment':
        return filterColumn(field, filterValues(choices[`${field}s`], used(field)));
      case 'currency':
        return filterColumn(field, filterValues(choices.currencies, used(field)));
      case 'cic':
        return choices.cics
          ? {
              field,
              headerName: FIELD_LABELS.cic,
              editable: true,
              cellEditor: 'agSelectCellEditor',
              cellEditorParams: { values: ['', ...choices.cics] },
            }
          : {
              field,
              headerName: FIELD_LABELS.cic,
              editable: true,
              // A forced rating's CIC « * » is « Non défini » (spec §3).
              valueFormatter: ({ value }) =>
                value === ALL_CODES ? '* — Non défini' : String(value ?? ''),
            };
      case 'letter':
        return {
          field,
          headerName: FIELD_LABELS.letter,
          editable: true,
          cellEditor: 'agSelectCellEditor',
          cellEditorParams: { values: ['', ...ESG_LETTER_CODES] },
        };
      case 'validFrom':
      case 'validTo':
        return {
          field,
          headerName: FIELD_LABELS[field],
          editable: true,
          cellDataType: 'text',
          // Shown and typed dd/mm/yyyy (spec §5), kept as an ISO day.
          valueFormatter: ({ value }: ValueFormatterParams<ListRow>) =>
            value ? formatDay(String(value)) : '',
          cellEditorParams: { useFormatter: true },
          valueParser: ({ newValue }: ValueParserParams<ListRow>) => {
            const text = String(newValue ?? '').trim();
            return text === '' ? '' : (parseFrenchDay(text) ?? text);
          },
        };
      case 'qrtAdjEqMethVal':
      case 'leverageRate':
      case 'note':
      case 'noteE':
      case 'noteS':
      case 'noteG':
        return {
          field,
          headerName: FIELD_LABELS[field],
          editable: true,
          cellDataType: 'number',
          // Typed and edited in French (« 0,39 »): the number editor follows the browser's
          // language, the text editor shows the French value and the parser reads it.
          cellEditor: 'agTextCellEditor',
          cellEditorParams: { useFormatter: true },
          // The text as typed, so that « abc » is flagged, not blanked (setNumberCell).
          valueParser: ({ newValue }: ValueParserParams<ListRow>) => String(newValue ?? ''),
          valueSetter: ({ data, newValue }: ValueSetterParams<ListRow>) => {
            setNumberCell(data, field, String(newValue ?? ''));
            return true;
          },
          valueFormatter: formatNumber,
        };
      case 'ownUse':
        return { field, headerName: FIELD_LABELS.ownUse, editable: true, cellDataType: 'boolean' };
      default:
        return { field, headerName: FIELD_LABELS[field], editable: true, cellDataType: 'text' };
    }
  });
  // A forced rating shows its CIC's main and sub category (spec §3 "ESG entities").
  const categories: ColDef<ListRow>[] = fields.includes('note')
    ? [
        {
          colId: 'cicMainCategory',
          headerName: 'Catégorie CIC',
          valueGetter: ({ data }) => (data ? noteExceptionCic(data.cic).mainCategory : ''),
        },
        {
          colId: 'cicSubCategory',
          headerName: 'Sous-catégorie CIC',
          valueGetter: ({ data }) => (data ? noteExceptionCic(data.cic).subCategory : ''),
        },
      ]
    : [];
  return [
    ...columns,
    ...categories,
    {
      colId: 'inPerimeter',
      headerName: 'Périmètre',
      valueGetter: ({ data }) => (data ? inPerimeterLabel(data.code, found) : ''),
    },
    {
      colId: 'problems',
      headerName: 'Contrôle',
      minWidth: 320,
      valueGetter: ({ data }) => (data ? (problems.get(data.id) ?? []).join(' ') : ''),
      cellStyle: { color: '#b00020' },
    },
  ];
}
