import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { DirectPosition } from '@prisme/domain';
import { formatDay } from '../../../../lib/iso-date';
import { formatAmount, formatQuantity } from '../../../../lib/format';
import { foldGridText } from '../../../../components/data-grid/grid-theme';

type Column = ColDef<DirectPosition>;

const text = (field: keyof DirectPosition, headerName: string, over: Column = {}): Column => ({
  field,
  headerName,
  filter: 'agTextColumnFilter',
  filterParams: { textFormatter: foldGridText },
  ...over,
});

/** Summed on the total row; the others are blank there (values in mixed currencies). */
const SUMMED = new Set<keyof DirectPosition>(['marketValueRc', 'accruedInterestRc', 'bookValueRc']);

const numeric = (
  field: keyof DirectPosition,
  headerName: string,
  format: (value: number | null) => string,
): Column => ({
  field,
  headerName,
  filter: 'agNumberColumnFilter',
  type: 'rightAligned',
  valueFormatter: (params: ValueFormatterParams<DirectPosition>) =>
    params.node?.rowPinned && !SUMMED.has(field) ? '' : format(params.value as number | null),
  minWidth: 130,
});

/**
 * The direct positions of the perimeter. The portfolio and compartment come first: with
 * the grid's sorting and filtering they stand in for the grouping rows (Enterprise).
 */
export const POSITION_COLUMNS: Column[] = [
  text('portfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 130 }),
  text('compartmentCode', 'Compartiment', { minWidth: 120 }),
  text('securityCode', 'Code titre', { minWidth: 140 }),
  text('securityName', 'Libellé', { flex: 2, minWidth: 200 }),
  text('cic', 'CIC', { minWidth: 80, maxWidth: 110 }),
  text('quotationCurrency', 'Devise', { minWidth: 80, maxWidth: 110 }),
  // The reference-currency value first: it is the one totalled, and fits the window.
  {
    ...numeric('marketValueRc', 'Valeur de marché (réf.)', formatAmount),
    sort: 'desc',
    minWidth: 150,
  },
  numeric('accruedInterestRc', 'Coupon couru', formatAmount),
  numeric('quantity', 'Quantité', formatQuantity),
  numeric('marketValueQc', 'Valeur de marché (cotation)', formatAmount),
  numeric('bookValueRc', 'Valeur comptable', formatAmount),
  {
    field: 'acquisitionDate',
    headerName: 'Date d’acquisition',
    filter: 'agTextColumnFilter',
    valueFormatter: (params) => (params.value ? formatDay(params.value as string) : ''),
    minWidth: 120,
  },
  {
    field: 'isFund',
    headerName: 'Fonds',
    valueFormatter: (params) => (params.node?.rowPinned ? '' : params.value ? 'Oui' : 'Non'),
    filter: 'agTextColumnFilter',
    filterValueGetter: (params) => (params.data?.isFund ? 'Oui' : 'Non'),
    minWidth: 80,
    maxWidth: 100,
  },
];
