import {
  numberColumn as number,
  selectOf,
  statusLabel,
  textColumn as text,
  type LineColumn,
} from '../../../components/lines-grid/line-column';
import { TreeCell } from '../../../components/lines-grid/TreeCell';
import type { SortItem } from '../../../lib/odata-query';
import { formatAmount } from '../../../lib/format';

const amount = (params: { value: unknown }) => formatAmount(params.value as number | null);
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The payload does not name the engine's classification codes yet: they are shown as
 * they come, and the legend above the grid says what they are.
 */
const reason = (colId: LineColumn['colId'], headerName: string): LineColumn =>
  text(colId, headerName, { minWidth: 130 });

export const SCR_REASONS_LEGEND =
  'Les colonnes « SCR taux », « SCR actions », « SCR immobilier », « SCR spread » et « SCR concentration » donnent le code de classement de la ligne par le moteur SCR dans chaque sous-module ; vide : la ligne n’y entre pas. La contribution est la part de la ligne dans le SCR marché (allocation d’Euler).';

/** The lines of the SCR results, each with its classification and its Euler contribution. */
export const SCR_LINE_COLUMNS: LineColumn[] = [
  text('PortfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120, maxWidth: 160 }),
  text('FundPath', 'Arborescence (chemin des fonds)', {
    cellRenderer: TreeCell,
    minWidth: 240,
    flex: 2,
  }),
  text('IsinCode', 'Code', { minWidth: 130 }),
  text('SecurityName', 'Libellé', { minWidth: 200, flex: 2 }),
  text('CompartmentCode', 'Compartiment', { minWidth: 110 }),
  number('Depth', 'Niveau', { minWidth: 90, maxWidth: 110 }),
  text('Cic', 'CIC', { minWidth: 80, maxWidth: 110 }),
  text('QuotationCurrency', 'Devise', { minWidth: 80, maxWidth: 110 }),
  number('MarketValueRc', 'Valeur de marché', { valueFormatter: amount, minWidth: 140 }),
  number('CreditQualityStep', 'CQS', { minWidth: 80, maxWidth: 100 }),
  number('ModifiedDuration', 'Duration modifiée', {
    valueFormatter: (params) =>
      typeof params.value === 'number' ? decimal.format(params.value) : '',
    minWidth: 120,
  }),
  text('LookThroughStatus', 'Statut', {
    valueFormatter: (params) => statusLabel(params.value),
    minWidth: 160,
  }),
  reason('ScrInterestRate', 'SCR taux'),
  reason('ScrEquity', 'SCR actions'),
  reason('ScrProperty', 'SCR immobilier'),
  reason('ScrSpread', 'SCR spread'),
  number('ScrSpreadBucket', 'Tranche spread', { minWidth: 110 }),
  reason('ScrConcentration', 'SCR concentration'),
  text('ScrConcentrationName', 'Nom unique (concentration)', { minWidth: 180 }),
  number('ScrContribution', 'Contribution au SCR', {
    valueFormatter: amount,
    initialSort: 'desc',
    pinned: 'right',
    minWidth: 150,
  }),
];

/** Largest contribution first when the user sorts nothing. */
export const SCR_LINE_ORDER: readonly SortItem[] = [{ colId: 'ScrContribution', sort: 'desc' }];

export const SCR_LINE_SELECT = selectOf(SCR_LINE_COLUMNS);
