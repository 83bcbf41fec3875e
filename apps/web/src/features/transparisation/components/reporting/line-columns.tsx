import { MISSING_DATA_ITEMS } from '@prisme/domain';
import {
  numberColumn as number,
  selectOf,
  statusLabel,
  textColumn as text,
  type LineColumn,
} from '../../../../components/lines-grid/line-column';
import { TreeCell } from '../../../../components/lines-grid/TreeCell';
import { formatAmount, formatWeight } from '../../../../lib/format';

const missingLabels = (codes: unknown) =>
  typeof codes === 'string' && codes
    ? codes
        .split(',')
        .map((code) => MISSING_DATA_ITEMS[code.trim() as keyof typeof MISSING_DATA_ITEMS] ?? code)
        .join(', ')
    : '';

/** The look-through lines; each colId is the OData column it sorts and filters on. */
export const LINE_COLUMNS: LineColumn[] = [
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
export const LINE_SELECT = selectOf(LINE_COLUMNS, ['Depth']);
