import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FigureTable } from '../../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard } from '../../../../components/KpiCard';
import { formatAmount, formatCount, formatShare } from '../../../../lib/format';
import { equals, drillButton, type Drill, type ResultData } from './drill';

/** An archived look-through: its totals and the lines behind each. */
export function LookThroughFigures({ data, drill }: { data: ResultData<'summary'>; drill: Drill }) {
  const cic = data.breakdowns.cic ?? [];
  return (
    <Stack spacing={2}>
      <Box sx={KPI_GRID_SX}>
        <KpiCard label="Valeur de marché" value={formatAmount(data.totalMarketValuation)} />
        <KpiCard label="Lignes" value={formatCount(data.lineCount)} />
        <KpiCard label="Taux de transparisation" value={formatShare(data.lookedThroughShare)} />
        <KpiCard
          label="Regroupements de données"
          value={formatShare(data.dataGroupingShare)}
          warning={data.dataGroupingShare > data.dataGroupingLimit}
          detail={`Limite : ${formatShare(data.dataGroupingLimit)}`}
        />
      </Box>
      <FigureTable
        label="Valeur de marché par catégorie CIC"
        columns={[
          { header: 'Catégorie CIC', cell: (item: (typeof cic)[number]) => item.label || item.key },
          { header: 'Lignes', numeric: true, cell: (item) => formatCount(item.lineCount) },
          {
            header: 'Valeur de marché',
            numeric: true,
            cell: (item) => formatAmount(item.marketValue),
          },
          { header: 'Part', numeric: true, cell: (item) => formatShare(item.share) },
          {
            header: '',
            cell: (item) =>
              drillButton(
                drill,
                item.key ? { CicCategory: equals(item.key) } : null,
                `la catégorie ${item.label || item.key}`,
              ),
          },
        ]}
        rows={cic}
        rowKey={(item) => item.key}
      />
    </Stack>
  );
}
