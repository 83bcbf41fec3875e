import { useState } from 'react';
import { useSearchParams } from 'react-router';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  defaultArchiveCategory,
  SPECIAL_ARCHIVE_CATEGORIES,
  type Archive,
  type ArchiveHistoryPoint,
} from '@prisme/domain';
import { ChartWithTable } from '../../components/charts/ChartWithTable';
import { EChart } from '../../components/charts/EChart';
import { EmptyState } from '../../components/EmptyState';
import { FigureTable } from '../../components/FigureTable';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ReportSection } from '../../components/ReportSection';
import { ResourceError } from '../../components/ResourceError';
import { formatFrenchNumber, parseFrenchNumber } from '../../lib/french-number';
import { useClientRoleStore } from '../../state';
import { useArchiveHistory } from './api/archive-reports-api';
import { ArchivesGate } from './components/ArchivesGate';
import { ExportReportButton } from './components/ExportReportButton';
import { ReportFrame } from './components/ReportFrame';
import { formatByUnit } from './lib/figures';
import {
  groupHasFigures,
  historyAxis,
  historyChartOption,
  historyGroups,
  historySheets,
  type HistoryGroup,
} from './lib/history-series';
import {
  MODULE_FAMILY,
  readSelection,
  withSelection,
  type ReportModule,
} from './lib/report-module';
import { reportWorkbook } from './lib/report-workbook';

export const HISTORY_LOAD_ERROR = 'L’historique des sauvegardes n’a pas pu être chargé.';
export const HISTORY_EMPTY = 'Aucune sauvegarde de cette catégorie pour ce rapport.';
/** Beyond this many figures a row, a table no longer fits beside its chart. */
const WIDE_TABLE = 3;

/** The categories the module's archives use, « Officiel » and « Test » first. */
export function categoriesOf(archives: readonly Archive[]): string[] {
  const used = [...new Set(archives.map((a) => a.category))];
  const special = SPECIAL_ARCHIVE_CATEGORIES.filter((c) => used.includes(c));
  const own = used
    .filter((c) => !(SPECIAL_ARCHIVE_CATEGORIES as readonly string[]).includes(c))
    .sort((a, b) => a.localeCompare(b, 'fr'));
  return [...special, ...own];
}

/**
 * « Analyse Historique » (issue 18 §3): a category's archives in time (x: the valuation
 * date), each group of figures as a line chart beside its table; read in one request
 * (GET /api/archive/history). Solvency: the ratio of own funds to the SCR marché when
 * own funds are typed.
 */
export function HistoricalPage({ module, title }: { module: ReportModule; title: string }) {
  return (
    <ArchivesGate module={module} title={title}>
      {(archives) => <Historical module={module} title={title} archives={archives} />}
    </ArchivesGate>
  );
}

function Historical({
  module,
  title,
  archives,
}: {
  module: ReportModule;
  title: string;
  archives: Archive[];
}) {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const categories = categoriesOf(archives);
  const category =
    selection.category && categories.includes(selection.category)
      ? selection.category
      : (defaultArchiveCategory(archives) ?? null);
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const query = useArchiveHistory(role, category, MODULE_FAMILY[module]);
  const [fundsText, setFundsText] = useState(formatFrenchNumber(selection.ownFunds));
  const groups = query.data
    ? historyGroups(module, query.data.points, { ownFunds: selection.ownFunds })
    : [];
  const points = query.data?.points ?? [];
  const axis = historyAxis(points);

  const workbook = () =>
    reportWorkbook(
      role ?? '',
      module,
      title,
      [
        `Catégorie « ${category ?? ''} », ${points.length} sauvegarde(s)`,
        ...(selection.ownFunds
          ? [`Fonds propres : ${formatFrenchNumber(selection.ownFunds)} €`]
          : []),
      ],
      historySheets(points, groups),
    );

  let body;
  if (query.isPending) body = <LoadingBlock label="Chargement de l’historique" rows={4} />;
  else if (query.isError)
    body = <ResourceError message={HISTORY_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  else if (points.length === 0) body = <EmptyState message={HISTORY_EMPTY} />;
  else
    body = groups
      .filter(groupHasFigures)
      .map((group) => (
        <HistoryGroupSection key={group.id} group={group} axis={axis} points={points} />
      ));

  return (
    <ReportFrame
      title={title}
      subtitle={category ? `Catégorie « ${category} » · ${points.length} sauvegarde(s)` : undefined}
      actions={points.length > 0 && <ExportReportButton build={workbook} />}
    >
      <Stack direction="row" spacing={2} data-print="hide" sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          label="Catégorie"
          value={category ?? ''}
          onChange={(event) =>
            setParams(withSelection(params, { category: event.target.value }), { replace: true })
          }
          sx={{ minWidth: 220 }}
        >
          {categories.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        {module === 'solvency' && (
          <TextField
            size="small"
            label="Fonds propres (€)"
            value={fundsText}
            onChange={(event) => setFundsText(event.target.value)}
            onBlur={() => {
              const funds = parseFrenchNumber(fundsText);
              const ownFunds = funds !== null && funds > 0 ? funds : null;
              setFundsText(formatFrenchNumber(ownFunds));
              setParams(withSelection(params, { ownFunds }), { replace: true });
            }}
            helperText="Facultatif : donne le ratio de solvabilité (fonds propres / SCR marché)"
            sx={{ minWidth: 260 }}
          />
        )}
      </Stack>
      {body}
    </ReportFrame>
  );
}

function HistoryGroupSection({
  group,
  axis,
  points,
}: {
  group: HistoryGroup;
  axis: string[];
  points: ArchiveHistoryPoint[];
}) {
  const format = formatByUnit(group.unit);
  const indexes = points.map((_, index) => index);
  const option = historyChartOption(axis, group, format);
  const table = (
    <FigureTable
      label={group.title}
      columns={[
        {
          header: 'Sauvegarde',
          cell: (index: number) => (
            <>
              {axis[index]}
              <Typography variant="caption" component="div" color="text.secondary">
                {points[index]!.name}
              </Typography>
            </>
          ),
        },
        ...group.metrics.map((m) => ({
          header: m.label,
          numeric: true,
          cell: (index: number) => format(m.values[index]),
        })),
      ]}
      rows={indexes}
      rowKey={(index) => points[index]!.perimeterID}
    />
  );
  return (
    <ReportSection id={`historique-${group.id}`} title={group.title}>
      {group.metrics.length > WIDE_TABLE ? (
        // Many figures a row: the table takes the page's width, under its chart.
        <Stack spacing={2}>
          <EChart option={option} label={group.title} height={320} />
          {table}
        </Stack>
      ) : (
        <ChartWithTable option={option} label={group.title}>
          {table}
        </ChartWithTable>
      )}
    </ReportSection>
  );
}
