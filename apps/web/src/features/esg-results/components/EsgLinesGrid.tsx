import LinesGrid from '../../../components/lines-grid/LinesGrid';
import {
  numberColumn as number,
  selectOf,
  textColumn as text,
  type LineColumn,
} from '../../../components/lines-grid/line-column';
import { TreeCell } from '../../../components/lines-grid/TreeCell';
import { formatAmount } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';
import { formatScore, statusLabel } from '../lib/esg-figures';

const COLUMNS: LineColumn[] = [
  text('PortfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120, maxWidth: 160 }),
  text('FundPath', 'Arborescence (chemin des fonds)', { cellRenderer: TreeCell, minWidth: 220 }),
  text('IsinCode', 'Code', { minWidth: 130 }),
  text('SecurityName', 'Libellé', { minWidth: 200, flex: 2 }),
  text('IssuerName', 'Émetteur', { minWidth: 180 }),
  text('NaceCode', 'NACE', { minWidth: 90, maxWidth: 120 }),
  text('Country', 'Pays', { minWidth: 80, maxWidth: 100 }),
  number('MarketValueRc', 'Valeur de marché', {
    valueFormatter: (params) => formatAmount(params.value as number | null),
    minWidth: 140,
  }),
  text('EsgStatus', 'Source de la note', {
    valueFormatter: (params) => (typeof params.value === 'string' ? statusLabel(params.value) : ''),
    minWidth: 170,
  }),
  number('EsgScore', 'Score', {
    valueFormatter: (params) => (typeof params.value === 'number' ? formatScore(params.value) : ''),
    minWidth: 90,
  }),
  text('EsgLetter', 'Lettre', { minWidth: 80, maxWidth: 100 }),
];
const SELECT = selectOf(COLUMNS, ['Depth']);

/** The perimeter's lines with their ESG source and score. Default export: AG Grid's chunk. */
export default function EsgLinesGrid({
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
      label="Lignes et notes ESG"
    />
  );
}
