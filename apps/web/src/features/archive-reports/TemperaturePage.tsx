import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import {
  ESG_METHOD_LABELS,
  ESG_SCOPE_LABELS,
  ESG_TIME_FRAME_LABELS,
  type Archive,
} from '@prisme/domain';
import { ChartWithTable } from '../../components/charts/ChartWithTable';
import { FigureTable } from '../../components/FigureTable';
import { KPI_GRID_SX, KpiCard } from '../../components/KpiCard';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ReportSection } from '../../components/ReportSection';
import { ResourceError } from '../../components/ResourceError';
import { formatCount, formatShare } from '../../lib/format';
import { formatDay } from '../../lib/iso-date';
import { useClientRoleStore } from '../../state';
import { archiveResultQueryOptions } from './api/archive-reports-api';
import { ArchivesGate } from './components/ArchivesGate';
import { ArchivesPicker } from './components/ArchivePicker';
import { ExportReportButton } from './components/ExportReportButton';
import { ReportFrame } from './components/ReportFrame';
import { formatDegrees } from './lib/figures';
import { readSelection, withSelection } from './lib/report-module';
import { archiveLine, archivesSheet, reportWorkbook } from './lib/report-workbook';
import {
  archivesChartOption,
  methodsChartOption,
  sectorsChartOption,
} from './lib/temperature-charts';
import {
  archiveShortLabel,
  archiveTemperatureRows,
  choiceLabel,
  issuerRows,
  methodRows,
  readTemperatureChoice,
  sectorRows,
  temperatureSheets,
  withTemperatureChoice,
  type ArchiveEsg,
  type ContributionRow,
  type MethodRow,
  type TemperatureChoice,
} from './lib/temperature-report';

export const TEMPERATURE_LOAD_ERROR =
  'Les résultats ESG des sauvegardes n’ont pas pu être chargés.';
export const TEMPERATURE_MISSING =
  'Aucune des sauvegardes choisies ne contient de température implicite.';

const METHOD_SHORT = Object.fromEntries(Object.keys(ESG_METHOD_LABELS).map((m) => [m, m]));

/**
 * « Température Implicite » (spec §2 /esg/archives/temperature, issue 18 §3): the implied
 * temperature of the selected ESG archives (the latest one when none is chosen) by time
 * frame, scope and aggregation method, and the sectors and issuers that make it; read
 * from each archive's stored ESG result. Selection and choice live in the URL.
 */
export function TemperaturePage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const choice = readTemperatureChoice(params);
  return (
    <ArchivesGate module="esg" title={title}>
      {(archives) => {
        const chosen = selection.archives
          .map((id) => archives.find((a) => a.perimeterID === id))
          .filter((a): a is Archive => a !== undefined);
        const selected = chosen.length > 0 ? chosen : archives.slice(0, 1);
        return (
          <Temperature
            title={title}
            archives={archives}
            selected={selected}
            choice={choice}
            onSelect={(ids) =>
              setParams(withSelection(params, { archives: ids }), { replace: true })
            }
            onChoice={(change) =>
              setParams(withTemperatureChoice(params, change), { replace: true })
            }
          />
        );
      }}
    </ArchivesGate>
  );
}

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
  const id = `temperature-choix-${label}`;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={id}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_event, next: string | null) => next && onChange(next)}
        aria-labelledby={id}
        sx={{ flexWrap: 'wrap' }}
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

function Temperature({
  title,
  archives,
  selected,
  choice,
  onSelect,
  onChoice,
}: {
  title: string;
  archives: Archive[];
  selected: Archive[];
  choice: TemperatureChoice;
  onSelect: (ids: string[]) => void;
  onChoice: (change: Partial<TemperatureChoice>) => void;
}) {
  const role = useClientRoleStore((state) => state.role?.code ?? '');
  const results = useQueries({
    queries: selected.map((a) => archiveResultQueryOptions('esg', a.perimeterID)),
  });
  const items: ArchiveEsg[] = selected.flatMap((archive, index) => {
    const result = results[index]?.data;
    return result ? [{ archive, result }] : [];
  });
  const pending = results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError);
  const workbook = () =>
    reportWorkbook(
      role,
      'esg',
      title,
      [...items.map(({ archive }) => archiveLine(archive)), choiceLabel(choice)],
      [archivesSheet(items.map((i) => i.archive)), ...temperatureSheets(items, choice)],
    );

  let body;
  if (pending) body = <LoadingBlock label="Chargement des résultats ESG" rows={4} />;
  else if (failed)
    body = (
      <ResourceError
        message={TEMPERATURE_LOAD_ERROR}
        onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
      />
    );
  else if (items.length === 0) body = <Typography>{TEMPERATURE_MISSING}</Typography>;
  else body = <TemperatureFigures items={items} choice={choice} />;

  return (
    <ReportFrame
      title={title}
      subtitle={choiceLabel(choice)}
      actions={!pending && items.length > 0 && <ExportReportButton build={workbook} />}
    >
      <Stack spacing={2} data-print="hide">
        <ArchivesPicker
          label="Sauvegardes"
          archives={archives}
          value={selected.map((a) => a.perimeterID)}
          onChange={onSelect}
        />
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Choice
            label="Horizon"
            value={choice.frame}
            options={ESG_TIME_FRAME_LABELS}
            onChange={(frame) => onChoice({ frame })}
          />
          <Choice
            label="Scopes"
            value={choice.scope}
            options={ESG_SCOPE_LABELS}
            onChange={(scope) => onChoice({ scope })}
          />
          <Choice
            label="Méthode"
            value={choice.method}
            options={METHOD_SHORT}
            onChange={(method) => onChoice({ method })}
          />
        </Stack>
      </Stack>
      {body}
    </ReportFrame>
  );
}

function TemperatureFigures({ items, choice }: { items: ArchiveEsg[]; choice: TemperatureChoice }) {
  const rows = archiveTemperatureRows(items, choice);
  const methods = methodRows(items, choice);
  const sectors = sectorRows(items, choice);
  const issuers = issuerRows(items, choice);
  const single = items.length === 1;
  const perArchive = (prefix: string, value: (row: ContributionRow, index: number) => string) =>
    items.map(({ archive }, index) => ({
      header: single ? prefix : `${prefix} · ${archiveShortLabel(archive)}`,
      numeric: true,
      cell: (row: ContributionRow) => value(row, index),
    }));
  return (
    <>
      <Box sx={KPI_GRID_SX}>
        {rows.map((row) => (
          <KpiCard
            key={row.archive.perimeterID}
            label={`Température · ${archiveShortLabel(row.archive)}`}
            value={formatDegrees(row.score)}
            detail={`Part du score par défaut : ${formatShare(row.defaultInfluence) || '—'} ; sociétés avec objectif : ${formatCount(row.companiesWithTargets)} / ${formatCount(row.companies)}${row.perimeterShare === null ? '' : ` ; périmètre : ${formatShare(row.perimeterShare)} des investissements`}`}
            warning={(row.defaultInfluence ?? 0) > 0.5}
          />
        ))}
      </Box>
      <ReportSection id="temperature-sauvegardes" title="Température par sauvegarde et par horizon">
        <ChartWithTable
          option={archivesChartOption(rows, choice)}
          label={`Température implicite par sauvegarde et par horizon, ${ESG_SCOPE_LABELS[choice.scope]}, ${choice.method}, en °C`}
          height={320}
        >
          <FigureTable
            label="Température implicite par sauvegarde et par horizon"
            rows={rows}
            rowKey={(row) => row.archive.perimeterID}
            columns={[
              {
                header: 'Sauvegarde',
                cell: (row) => (
                  <>
                    {row.archive.name}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {`${row.archive.category} · ${formatDay(row.archive.valuationDate)}`}
                    </Typography>
                  </>
                ),
              },
              ...Object.entries(ESG_TIME_FRAME_LABELS).map(([frame, label]) => ({
                header: label,
                numeric: true,
                cell: (row: (typeof rows)[number]) => formatDegrees(row.byFrame[frame]),
              })),
              {
                header: 'Sociétés exclues',
                numeric: true,
                cell: (row) =>
                  row.excludedCompanies === null ? '—' : formatCount(row.excludedCompanies),
              },
            ]}
          />
        </ChartWithTable>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Périmètre : toute société détenue en direct ou par transparence (positions longues),
          celles sans objectif valide au score par défaut de 3,2 °C ; souverains, liquidités et
          dérivés exclus. Lignes pointillées : objectifs de l’Accord de Paris (1,5 °C et 2 °C).
        </Typography>
      </ReportSection>
      <ReportSection id="temperature-methodes" title="Par méthode d’agrégation">
        <ChartWithTable
          option={methodsChartOption(items, methods)}
          label="Température implicite par méthode d’agrégation, en °C"
          height={300}
        >
          <FigureTable
            label="Température implicite par méthode d’agrégation"
            rows={methods}
            rowKey={(row) => row.method}
            columns={[
              { header: 'Méthode', cell: (row: MethodRow) => row.label },
              ...items.map(({ archive }, index) => ({
                header: single ? 'Température' : archiveShortLabel(archive),
                numeric: true,
                cell: (row: MethodRow) => formatDegrees(row.scores[index]),
              })),
            ]}
          />
        </ChartWithTable>
      </ReportSection>
      <ReportSection id="temperature-secteurs" title="Contributions par secteur">
        <ChartWithTable
          option={sectorsChartOption(items, sectors)}
          label="Contributions des secteurs à la température, en °C"
          height={Math.max(260, sectors.length * (18 + 10 * items.length))}
        >
          <FigureTable
            label="Contributions des secteurs à la température"
            rows={sectors}
            rowKey={(row) => row.key}
            columns={[
              { header: 'Secteur (NACE)', cell: (row: ContributionRow) => row.label },
              ...perArchive('Contribution', (row, i) => formatDegrees(row.contributions[i])),
              ...(single
                ? perArchive('Poids', (row, i) => formatShare(row.weights[i]) || '—')
                : []),
            ]}
          />
        </ChartWithTable>
      </ReportSection>
      <ReportSection id="temperature-emetteurs" title="Principales contributions par émetteur">
        <FigureTable
          label="Contributions des émetteurs à la température"
          rows={issuers}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Émetteur', cell: (row: ContributionRow) => row.label },
            { header: 'Secteur (NACE)', cell: (row) => row.sector || '—' },
            ...perArchive('Contribution', (row, i) => formatDegrees(row.contributions[i])),
            ...(single ? perArchive('Poids', (row, i) => formatShare(row.weights[i]) || '—') : []),
          ]}
        />
      </ReportSection>
    </>
  );
}
