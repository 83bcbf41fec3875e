import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ESG_METHOD_LABELS,
  ESG_SCOPE_LABELS,
  ESG_TIME_FRAME_LABELS,
  type EsgResult,
} from '@prisme/domain';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { FigureTable, type FigureColumn } from '../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard } from '../../../components/KpiCard';
import { ReportSection as Section } from '../../../components/ReportSection';
import { formatCount, formatEuros, formatShare } from '../../../lib/format';
import { formatTemperature, NOT_COVERED, temperatureChartOption } from '../lib/esg-figures';
import { TemperatureTable } from './TemperatureTable';

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  onChange: (value: string) => void;
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={`choice-${label}`}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_event, next: string | null) => next && onChange(next)}
        aria-labelledby={`choice-${label}`}
      >
        {Object.entries(options).map(([key, text]) => (
          <ToggleButton key={key} value={key}>
            {text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** A temperature contribution's weight, its degrees and its share of the temperature. */
const contributionColumns = <
  T extends { weight: number; contribution: number; relative: number },
>(): FigureColumn<T>[] => [
  { header: 'Poids', numeric: true, cell: (row) => formatShare(row.weight) },
  { header: 'Contribution', numeric: true, cell: (row) => formatTemperature(row.contribution) },
  { header: 'Part', numeric: true, cell: (row) => formatShare(row.relative) },
];

const METHOD_SHORT = Object.fromEntries(Object.keys(ESG_METHOD_LABELS).map((m) => [m, m]));

/**
 * « Température Implicite » (spec §2, esg-and-liquidity §2): the portfolio's temperature
 * by time frame, scope and aggregation method; the companies and sectors that make it;
 * the coverage and the share of the default score.
 */
export function TemperatureReport({ result }: { result: EsgResult }) {
  const [frame, setFrame] = useState('mid');
  const [scope, setScope] = useState('S1S2');
  const [method, setMethod] = useState('WATS');
  const cells = result.temperature[frame]?.[scope] ?? {};
  const cell = cells[method];
  const option = useMemo(() => temperatureChartOption(cells), [cells]);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <Choice label="Horizon" value={frame} options={ESG_TIME_FRAME_LABELS} onChange={setFrame} />
        <Choice label="Scopes" value={scope} options={ESG_SCOPE_LABELS} onChange={setScope} />
        <Choice label="Méthode" value={method} options={METHOD_SHORT} onChange={setMethod} />
      </Stack>
      <Box sx={KPI_GRID_SX}>
        <KpiCard
          label="Température du portefeuille"
          value={formatTemperature(cell?.score)}
          detail={ESG_METHOD_LABELS[method]}
        />
        <KpiCard
          label="Part du score par défaut"
          value={formatShare(cell?.defaultInfluence) || '—'}
          detail="Sociétés sans objectif valide : 3,2 °C"
          warning={(cell?.defaultInfluence ?? 0) > 0.5}
        />
        <KpiCard
          label="Sociétés avec objectif"
          value={`${formatCount(result.companiesWithTargets)} / ${formatCount(result.companies)}`}
          detail="Moyen terme, scopes 1 et 2"
        />
        {result.temperaturePerimeter && (
          <KpiCard
            label="Périmètre de la température"
            value={formatShare(result.temperaturePerimeter.share) || NOT_COVERED}
            detail={`Des investissements : toute société détenue en direct ou par transparence (${formatEuros(result.temperaturePerimeter.value)}), ${formatCount(result.temperaturePerimeter.companiesAtDefault)} sans objectif au score par défaut`}
          />
        )}
        <KpiCard
          label="Sociétés exclues par la méthode"
          value={formatCount(cell?.excludedCompanies ?? 0)}
          detail="Une émission ou une donnée financière manque"
        />
      </Box>
      <Section id="temperature-methodes" title="Par méthode d’agrégation">
        <ChartWithTable option={option} height={300} label="Température par méthode, en °C">
          <TemperatureTable temperature={result.temperature} frame={frame} scope={scope} />
        </ChartWithTable>
      </Section>
      <Section id="temperature-emetteurs" title="Principales contributions par émetteur">
        <FigureTable
          label="Contributions des émetteurs à la température"
          rows={cell?.top ?? []}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Émetteur', cell: (row) => row.name ?? row.key },
            { header: 'Secteur (NACE)', cell: (row) => row.sector || '—' },
            ...contributionColumns(),
          ]}
        />
      </Section>
      <Section id="temperature-secteurs" title="Contributions par secteur">
        <FigureTable
          label="Contributions des secteurs à la température"
          rows={cell?.bySector ?? []}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Secteur (NACE)', cell: (row) => row.label || 'Non renseigné' },
            { header: 'Sociétés', numeric: true, cell: (row) => formatCount(row.companies) },
            ...contributionColumns(),
          ]}
        />
      </Section>
    </Stack>
  );
}
