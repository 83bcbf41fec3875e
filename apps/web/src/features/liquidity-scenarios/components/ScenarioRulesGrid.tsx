import { Suspense } from 'react';
import type { ColDef } from 'ag-grid-community';
import {
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_SCOPE_LABELS,
  type LiquidityScenario,
} from '@prisme/domain';
import { LazyDataGrid } from '../../../components/data-grid/LazyDataGrid';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { formatShare } from '../../../lib/format';
import { daysToSell } from '../lib/scenario-form';

interface RuleRow {
  id: string;
  scenario: string;
  liquidityClass: string;
  scope: string;
  bondRatio: number;
  equityDailyTreshold: number;
  spreadBidAskRatio: number;
  days: number | null;
}

const share = (params: { value: unknown }) =>
  typeof params.value === 'number' ? formatShare(params.value) : '';

/** Headers wrap: the ratios' names are longer than their figures. */
const WRAPPED = { wrapHeaderText: true, autoHeaderHeight: true } as const;

const COLUMNS: ColDef<RuleRow>[] = (
  [
    { field: 'scenario', headerName: 'Scénario', pinned: 'left', minWidth: 140 },
    { field: 'liquidityClass', headerName: 'Classe de liquidité', minWidth: 260, flex: 2 },
    { field: 'scope', headerName: 'Périmètre', minWidth: 130 },
    {
      field: 'bondRatio',
      headerName: 'Taux de cession / jour',
      filter: 'agNumberColumnFilter',
      valueFormatter: share,
    },
    {
      field: 'days',
      headerName: 'Délai de cession (jours)',
      filter: 'agNumberColumnFilter',
      valueFormatter: (params) =>
        params.data?.scope === 'Actions'
          ? 'selon le volume'
          : (params.value?.toString() ?? 'jamais'),
    },
    {
      field: 'equityDailyTreshold',
      headerName: 'Part du volume / jour',
      filter: 'agNumberColumnFilter',
      valueFormatter: share,
    },
    {
      field: 'spreadBidAskRatio',
      headerName: 'Fourchette achat-vente',
      filter: 'agNumberColumnFilter',
      valueFormatter: share,
    },
  ] satisfies ColDef<RuleRow>[]
).map((column) => ({ ...WRAPPED, ...column }));

/** Every rule of every scenario in one grid, to sort and filter across scenarios. */
export function ScenarioRulesGrid({ scenarios }: { scenarios: readonly LiquidityScenario[] }) {
  const rows: RuleRow[] = scenarios.flatMap((s) =>
    s.details.map((d) => ({
      id: `${s.code}|${d.liquidityClass}|${d.scopeCode}`,
      scenario: s.name,
      liquidityClass: LIQUIDITY_CLASS_LABELS[d.liquidityClass],
      scope: LIQUIDITY_SCOPE_LABELS[d.scopeCode],
      bondRatio: d.bondRatio,
      equityDailyTreshold: d.equityDailyTreshold,
      spreadBidAskRatio: d.spreadBidAskRatio,
      days: daysToSell(d.bondRatio),
    })),
  );
  return (
    <Suspense fallback={<LoadingBlock label="Chargement des règles" />}>
      <LazyDataGrid
        rows={rows}
        columns={COLUMNS}
        label="Règles des scénarios de liquidité"
        getRowId={(row) => row.id}
        pageSize={25}
      />
    </Suspense>
  );
}
