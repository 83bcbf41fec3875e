import type { CellStyle, ColDef, ColGroupDef, RowStyle } from 'ag-grid-community';
import {
  FUND_RECONCILIATION_STRESS_KEYS,
  FUND_RECONCILIATION_STRESSES,
  type FundReconciliationRow,
  type FundReconciliationStress,
} from '@prisme/domain';
import { formatAmount, formatCount, formatShare } from '../../../lib/format';
import { formatDay } from '../../../lib/iso-date';
import { NOT_COMPARABLE_LABEL } from '@prisme/domain';
import { currencyBasisLabel, fundStatusLabel, notComparableGap } from '../lib/fund-reconciliation';

type Row = FundReconciliationRow;
type Column = ColDef<Row> | ColGroupDef<Row>;

/** A flagged fund's row, and a flagged gap's cells: MUI's warning tones. */
export const FLAGGED_ROW_STYLE: RowStyle = { background: '#fff4e5' };
export const FLAGGED_CELL_STYLE: CellStyle = {
  background: '#ffe0b2',
  color: '#663c00',
  fontWeight: 600,
};

export const flaggedRowStyle = (fund: Row): RowStyle | undefined =>
  fund.flagged ? FLAGGED_ROW_STYLE : undefined;

const amount = (value: unknown) => formatAmount(value as number | null);
const NUMBER: Partial<ColDef<Row>> = {
  filter: 'agNumberColumnFilter',
  type: 'rightAligned',
  minWidth: 120,
};

/** The four columns of one stress: Prisme, the manager, the gap and the gap in percent. */
function stressColumns(key: FundReconciliationStress): ColGroupDef<Row> {
  const of = (fund: Row | undefined) => fund?.stresses[key];
  const flagged = (fund: Row | undefined): CellStyle | null =>
    of(fund)?.flagged ? FLAGGED_CELL_STYLE : null;
  return {
    headerName: FUND_RECONCILIATION_STRESSES[key].label,
    groupId: key,
    children: [
      {
        ...NUMBER,
        colId: `${key}.prisme`,
        headerName: 'Prisme',
        valueGetter: (params) => of(params.data)?.prisme ?? null,
        valueFormatter: (params) => amount(params.value),
      },
      {
        ...NUMBER,
        colId: `${key}.manager`,
        headerName: 'Gérant',
        valueGetter: (params) => of(params.data)?.manager ?? null,
        valueFormatter: (params) => amount(params.value),
      },
      {
        ...NUMBER,
        colId: `${key}.difference`,
        headerName: 'Écart',
        valueGetter: (params) => of(params.data)?.difference ?? null,
        valueFormatter: (params) =>
          notComparableGap(params.data, key) ? NOT_COMPARABLE_LABEL : amount(params.value),
        tooltipValueGetter: (params) =>
          notComparableGap(params.data, key) ? params.data!.currency.reason : null,
        cellStyle: (params) => flagged(params.data),
      },
      {
        ...NUMBER,
        colId: `${key}.relative`,
        headerName: 'Écart %',
        minWidth: 100,
        valueGetter: (params) => of(params.data)?.relativeDifference ?? null,
        valueFormatter: (params) => formatShare(params.value as number | null),
        cellStyle: (params) => flagged(params.data),
      },
    ],
  };
}

/**
 * The reconciliation grid: the fund (code, name, value held, status, TPT statement), then
 * one group of four columns per stress. Amounts in the perimeter's reference currency.
 */
export function fundReconciliationColumns(currency: string): Column[] {
  return [
    {
      headerName: 'Fonds',
      groupId: 'fund',
      children: [
        { field: 'fundCode', headerName: 'Code', pinned: 'left', minWidth: 140 },
        { field: 'fundName', headerName: 'Nom', minWidth: 200 },
        {
          colId: 'status',
          headerName: 'Statut',
          minWidth: 170,
          valueGetter: (params) => (params.data ? fundStatusLabel(params.data) : ''),
          cellStyle: (params) => (params.data?.flagged ? FLAGGED_CELL_STYLE : null),
        },
        {
          ...NUMBER,
          field: 'heldValue',
          headerName: `Détenu (${currency})`,
          minWidth: 140,
          valueFormatter: (params) => amount(params.value),
        },
        {
          colId: 'statementDate',
          headerName: 'Date du TPT',
          minWidth: 120,
          filter: false,
          valueGetter: (params) => params.data?.statement?.valuationDate ?? null,
          valueFormatter: (params) => (params.value ? formatDay(params.value as string) : 'Aucun'),
        },
        {
          colId: 'currencyBasis',
          headerName: 'Change mesuré contre',
          headerTooltip:
            'Le gérant mesure le risque de change (TPT 105a-105b) contre la devise de la part (TPT 4) : Prisme le mesure de même.',
          minWidth: 150,
          valueGetter: (params) => (params.data ? currencyBasisLabel(params.data) : ''),
          tooltipValueGetter: (params) => params.data?.currency.reason ?? null,
        },
        {
          ...NUMBER,
          colId: 'indicativeLines',
          headerName: 'Lignes avec SCR indicatif',
          minWidth: 150,
          valueGetter: (params) => params.data?.statement?.linesWithIndicativeScr ?? null,
          valueFormatter: (params) => {
            const statement = params.data?.statement;
            return statement
              ? `${formatCount(statement.linesWithIndicativeScr)} / ${formatCount(statement.lineCount)}`
              : '';
          },
        },
      ],
    },
    ...FUND_RECONCILIATION_STRESS_KEYS.map(stressColumns),
  ];
}
