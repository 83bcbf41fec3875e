import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { liquidityRuleLabel, scenarioDetailIndex, type LiquidityScenario } from '@prisme/domain';
import type { LineRow } from '../../../api/hierarchical-positions';
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
import {
  classLabel,
  priceSourceLabel,
  reasonLabel,
  scopeLabel,
  statusLabel,
  termsLabel,
} from '../lib/liquidity-figures';

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
  text('LiquidityTerms', 'Conditions de rachat', {
    valueFormatter: label(termsLabel),
    minWidth: 220,
  }),
  number('LiquidityFirstDay', 'Premier jour de règlement', { minWidth: 130 }),
  number('LiquidityGate', 'Plafond de rachat', {
    valueFormatter: (params) =>
      typeof params.value === 'number' ? `${(params.value * 100).toLocaleString('fr-FR')} %` : '',
    minWidth: 120,
  }),
  text('LiquidityPriceSource', 'Source du cours', {
    valueFormatter: label(priceSourceLabel),
    minWidth: 220,
  }),
];
const SELECT = selectOf(COLUMNS, ['Depth']);

/**
 * One column per scenario: the rule each line's security uses under it (§3.6.1:
 * (class, scope), else (class, « * »), else none), read from the line's class and scope.
 */
const ruleColumns = (scenarios: readonly LiquidityScenario[]): ColDef<LineRow>[] =>
  scenarios.map((scenario) => {
    const index = scenarioDetailIndex(scenario);
    return {
      colId: `regle-${scenario.code}`,
      headerName: `Règle : ${scenario.name}`,
      sortable: false,
      filter: false,
      minWidth: 280,
      valueGetter: (params) =>
        liquidityRuleLabel(index, params.data?.LiquidityClass, params.data?.LiquidityScope) ?? '',
    };
  });

/** The perimeter's lines with their security's liquidity class. Default export: AG Grid's chunk. */
export default function LiquidityLinesGrid({
  perimeterId,
  filterModel,
  scenarios = [],
}: {
  perimeterId: string;
  filterModel: FilterModel | null;
  scenarios?: readonly LiquidityScenario[];
}) {
  const columns = useMemo(() => [...COLUMNS, ...ruleColumns(scenarios)], [scenarios]);
  return (
    <LinesGrid
      perimeterId={perimeterId}
      columns={columns}
      select={SELECT}
      filterModel={filterModel}
      label="Lignes et classes de liquidité"
    />
  );
}
