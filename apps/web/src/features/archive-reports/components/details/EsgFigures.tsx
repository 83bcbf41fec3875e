import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  ESG_CARBON_METRICS,
  ESG_LINE_STATUS_LABELS,
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
} from '@prisme/domain';
import { FigureTable } from '../../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard } from '../../../../components/KpiCard';
import { formatAmount, formatCount, formatShare } from '../../../../lib/format';
import { DEFAULT_TEMPERATURE } from '../../lib/history-series';
import { formatDegrees, formatScore } from '../../lib/figures';
import { equals, drillButton, type Drill, type ResultData } from './drill';

/** An archived ESG result: the scores by pillar, the carbon metrics and the lines' coverage. */
export function EsgFigures({ data, drill }: { data: ResultData<'esg'>; drill: Drill }) {
  const t = DEFAULT_TEMPERATURE;
  const temperature = data.temperature[t.frame]?.[t.scope]?.[t.method]?.score ?? null;
  const statuses = Object.entries(data.byStatus);
  return (
    <Stack spacing={2}>
      <Box sx={KPI_GRID_SX}>
        <KpiCard
          label="Score ESG"
          value={formatScore(data.portfolio.score)}
          detail={data.portfolio.letter ? `Lettre ${data.portfolio.letter}` : undefined}
        />
        <KpiCard label="Couverture" value={formatShare(data.portfolio.coverage) || 'non couvert'} />
        {ESG_PILLARS.map((pillar) => (
          <KpiCard
            key={pillar}
            label={ESG_PILLAR_LABELS[pillar]}
            value={formatScore(data.pillars[pillar])}
          />
        ))}
        <KpiCard
          label="Température implicite"
          value={formatDegrees(temperature)}
          detail="Moyen terme, scopes 1 et 2, WATS"
        />
      </Box>
      <FigureTable
        label="Indicateurs carbone"
        columns={[
          { header: 'Indicateur', cell: (m: (typeof ESG_CARBON_METRICS)[number]) => m.label },
          {
            header: 'Valeur',
            numeric: true,
            cell: (m) => formatAmount(data.carbon[m.key].value) || 'non couvert',
          },
          { header: 'Unité', cell: (m) => m.unit },
          {
            header: 'Couverture',
            numeric: true,
            cell: (m) => formatShare(data.carbon[m.key].coverage),
          },
        ]}
        rows={ESG_CARBON_METRICS}
        rowKey={(m) => m.key}
      />
      <FigureTable
        label="Sources des notes"
        columns={[
          {
            header: 'Source',
            cell: ([status]: (typeof statuses)[number]) =>
              ESG_LINE_STATUS_LABELS[status as keyof typeof ESG_LINE_STATUS_LABELS] ?? status,
          },
          { header: 'Lignes', numeric: true, cell: ([, s]) => formatCount(s.lines) },
          { header: 'Valeur', numeric: true, cell: ([, s]) => formatAmount(s.value) },
          {
            header: '',
            cell: ([status]) => {
              const label =
                ESG_LINE_STATUS_LABELS[status as keyof typeof ESG_LINE_STATUS_LABELS] ?? status;
              return drillButton(drill, { EsgStatus: equals(label) }, `la source « ${label} »`);
            },
          },
        ]}
        rows={statuses}
        rowKey={([status]) => status}
      />
    </Stack>
  );
}
