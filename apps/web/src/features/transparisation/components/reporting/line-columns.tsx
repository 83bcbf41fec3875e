import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import {
  LOOK_THROUGH_STATUSES,
  MISSING_DATA_ITEMS,
  type HierarchicalPositionColumn,
} from '@prisme/domain';
import type { LineRow } from '../../api/get-hierarchical-positions';
import { formatAmount, formatWeight } from '../../lib/format';
import { NUMBER_FILTER_OPTIONS, TEXT_FILTER_OPTIONS } from '../../lib/odata-query';

type Column = ColDef<LineRow> & { colId: HierarchicalPositionColumn };

/** The server filters: the grid offers only the options odata-query maps, typed slowly. */
const text = (
  colId: HierarchicalPositionColumn,
  headerName: string,
  over: Partial<Column> = {},
): Column => ({
  colId,
  field: colId,
  headerName,
  filter: 'agTextColumnFilter',
  filterParams: { filterOptions: [...TEXT_FILTER_OPTIONS], maxNumConditions: 1, debounceMs: 500 },
  ...over,
});

const number = (
  colId: HierarchicalPositionColumn,
  headerName: string,
  over: Partial<Column> = {},
): Column => ({
  colId,
  field: colId,
  headerName,
  type: 'rightAligned',
  filter: 'agNumberColumnFilter',
  filterParams: { filterOptions: [...NUMBER_FILTER_OPTIONS], maxNumConditions: 1, debounceMs: 500 },
  ...over,
});

const PATH_SEPARATOR = ' › ';
const INDENT_PX = 16;
const TREE_CELL_STYLE = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const FUND_PATH_STYLE = { opacity: 0.6 } as const;

/**
 * Portfolio → fund path → line, as an indented cell: AG Grid's tree data and row
 * grouping are Enterprise features, and grouping rows cannot be paged by a server
 * anyway. The depth gives the indentation, the fund path the muted prefix; the whole
 * path is in the title for a narrow column.
 */
function TreeCell({ data }: CustomCellRendererProps<LineRow>) {
  if (!data) return null;
  const funds = data.FundPath ? data.FundPath.split(' > ') : [];
  const path = [data.PortfolioCode, ...funds, data.IsinCode].filter(Boolean).join(PATH_SEPARATOR);
  // Plain elements and inline styles: this renders for every visible row while scrolling,
  // where styled MUI components would recompute their styles each time.
  return (
    <span title={path} style={{ ...TREE_CELL_STYLE, paddingLeft: (data.Depth ?? 0) * INDENT_PX }}>
      {funds.length > 0 && (
        <span style={FUND_PATH_STYLE}>{funds.join(PATH_SEPARATOR) + PATH_SEPARATOR}</span>
      )}
      {data.IsinCode}
    </span>
  );
}

const statusLabel = (code: unknown) =>
  typeof code === 'string'
    ? (LOOK_THROUGH_STATUSES[code as keyof typeof LOOK_THROUGH_STATUSES] ?? code)
    : '';

const missingLabels = (codes: unknown) =>
  typeof codes === 'string' && codes
    ? codes
        .split(',')
        .map((code) => MISSING_DATA_ITEMS[code.trim() as keyof typeof MISSING_DATA_ITEMS] ?? code)
        .join(', ')
    : '';

/** The look-through lines; each colId is the OData column it sorts and filters on. */
export const LINE_COLUMNS: Column[] = [
  text('PortfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120, maxWidth: 160 }),
  text('FundPath', 'Arborescence (chemin des fonds)', {
    cellRenderer: TreeCell,
    minWidth: 280,
    flex: 2,
  }),
  text('CompartmentCode', 'Compartiment', { minWidth: 110 }),
  text('IsinCode', 'Code', { minWidth: 130 }),
  text('SecurityName', 'Libellé', { minWidth: 200, flex: 2 }),
  number('Depth', 'Niveau', { minWidth: 90, maxWidth: 110 }),
  text('Cic', 'CIC', { minWidth: 80, maxWidth: 110 }),
  text('QuotationCurrency', 'Devise', { minWidth: 80, maxWidth: 110 }),
  text('Country', 'Pays', { minWidth: 80, maxWidth: 110 }),
  text('Rating', 'Notation', { minWidth: 100 }),
  text('GicsSector', 'Secteur', { minWidth: 120 }),
  text('IssuerName', 'Émetteur', { minWidth: 160 }),
  number('MarketValueRc', 'Valeur de marché', {
    valueFormatter: (params) => formatAmount(params.value as number | null),
    minWidth: 140,
  }),
  number('Weight', 'Poids', {
    valueFormatter: (params) => formatWeight(params.value as number | null),
    // Stored as a share, shown as a percentage: a typed "5" would not mean 5 %.
    filter: false,
    minWidth: 100,
  }),
  text('LookThroughStatus', 'Statut', {
    valueFormatter: (params) => statusLabel(params.value),
    minWidth: 170,
  }),
  text('MissingData', 'Données manquantes', {
    valueFormatter: (params) => missingLabels(params.value),
    minWidth: 160,
  }),
];

/** Only the shown columns travel, plus the depth the tree cell indents by. */
export const LINE_SELECT: HierarchicalPositionColumn[] = [
  ...new Set<HierarchicalPositionColumn>([
    'LineNo',
    ...LINE_COLUMNS.map((column) => column.colId),
    'Depth',
  ]),
];
