import LinesGrid from '../../../components/lines-grid/LinesGrid';
import {
  numberColumn as number,
  selectOf,
  textColumn as text,
  type LineColumn,
} from '../../../components/lines-grid/line-column';
import { TreeCell } from '../../../components/lines-grid/TreeCell';
import { formatAmount, formatQuantity } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { classLabel, reasonLabel, scopeLabel, statusLabel } from '../lib/liquidity-figures';

const label = (format: (code: string) => string) => (params: { value: unknown }) =>
  typeof params.value === 'string' ? format(params.value) : '';

const COLUMNS: LineColumn[] = [
  text('PortfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120, maxWidth: 160 }),
  text('FundPath', 'Arborescence (chemin des fonds)', { cellRenderer: TreeCell, minWidth: 220 }),
  text('IsinCode', 'Code', { minWidth: 130 }),
  text('SecurityName', 'Libellé', { minWidth: 200, flex: 2 }),
  text('Cic', 'CIC', { minWidth: 80, maxWidth: 100 }),
  number('Quantity', 'Quantité', {
    valueFormatter: (params) => formatQuantity(params.value as number | null),
    minWidth: 110,
  }),
  number('MarketValueRc', 'Valeur de marché', {
    valueFormatter: (params) => formatAmount(params.value as number | null),
    minWidth: 140,
  }),
  text('LiquidityStatus', 'Statut', { valueFormatter: label(statusLabel), minWidth: 170 }),
  text('LiquidityClass', 'Classe de liquidité', {
    valueFormatter: label(classLabel),
    minWidth: 200,
  }),
  text('LiquidityScope', 'Périmètre', { valueFormatter: label(scopeLabel), minWidth: 110 }),
  text('LiquidityReason', 'Motif', { valueFormatter: label(reasonLabel), minWidth: 260, flex: 2 }),
];
const SELECT = selectOf(COLUMNS, ['Depth']);

/** The perimeter's lines with their security's liquidity class. Default export: AG Grid's chunk. */
export default function LiquidityLinesGrid({
  perimeterId,
  filterModel,
}: {
  perimeterId: string;
  filterModel: FilterModel | null;
}) {
  return (
    <LinesGrid
      perimeterId={perimeterId}
      columns={COLUMNS}
      select={SELECT}
      filterModel={filterModel}
      label="Lignes et classes de liquidité"
    />
  );
}
