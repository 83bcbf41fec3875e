import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ESG_CARBON_METRICS,
  ESG_LINE_STATUS_LABELS,
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_STATUS_LABELS,
  MARKET_SUBMODULE_LABELS,
  type Archive,
  type MarketSubmoduleKey,
} from '@prisme/domain';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { DrillButton } from '../../../components/DrillButton';
import { FigureTable } from '../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard } from '../../../components/KpiCard';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ReportSection } from '../../../components/ReportSection';
import { ResourceError } from '../../../components/ResourceError';
import { formatAmount, formatCount, formatDateTime, formatShare } from '../../../lib/format';
import { formatDay } from '../../../lib/iso-date';
import type { FilterModel } from '../../../lib/odata-query';
import { useArchiveResult, type ResultKind } from '../api/archive-reports-api';
import { DEFAULT_TEMPERATURE } from '../lib/history-series';
import { formatDegrees, formatScore } from '../lib/figures';
import {
  cumulativeShares,
  formatHorizon,
  HORIZONS,
  notAssessedValue,
  PROFILE_LABELS,
  profileChartOption,
  profileShares,
  reverseStressShare,
  weekShare,
} from '../lib/liquidity-scenarios';
import type { ReportModule } from '../lib/report-module';
import type { ArchiveDrill } from './ArchiveLines';

export const RESULT_LOAD_ERROR = 'Les résultats de cette sauvegarde n’ont pas pu être chargés.';
export const RESULT_MISSING = 'Cette sauvegarde ne contient pas ce résultat.';

const equals = (filter: string) => ({ filterType: 'text', type: 'equals', filter });
const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

const RESULT_OF: Record<ReportModule, ResultKind> = {
  transparisation: 'summary',
  solvency: 'scr',
  esg: 'esg',
  risk: 'liquidity',
};

/** What the section of an archive says of it: author, date, portfolios. */
export function archiveCaption(archive: Archive): string {
  return [
    `Catégorie ${archive.category}`,
    `valorisation au ${formatDay(archive.valuationDate)}`,
    `calcul du ${formatDateTime(archive.simulationDate)}`,
    `par ${archive.displayName}`,
    archive.portfolioNames.join(', '),
    archive.simulation ? 'simulation' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One archive of the details report: its totals, then the figures that drill to lines. */
export function ArchiveDetails({
  module,
  archive,
  onDrill,
}: {
  module: ReportModule;
  archive: Archive;
  onDrill: ArchiveDrill;
}) {
  const query = useArchiveResult(RESULT_OF[module], archive.perimeterID);
  const drill = (filter: FilterModel) => (what: string) =>
    onDrill(archive.perimeterID, filter, what);
  let body;
  if (query.isPending) body = <LoadingBlock label="Chargement des résultats" rows={4} />;
  else if (query.isError)
    body = <ResourceError message={RESULT_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  else if (query.data === null) body = <Typography>{RESULT_MISSING}</Typography>;
  else body = <ModuleFigures module={module} data={query.data} drill={drill} archive={archive} />;
  return (
    <ReportSection id={`sauvegarde-${archive.perimeterID}`} title={archive.name}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {archiveCaption(archive)}
      </Typography>
      {body}
    </ReportSection>
  );
}

type Drill = (filter: FilterModel) => (what: string) => void;

/** A drill button for a figure of the archive. */
const drillButton = (drill: Drill, filter: FilterModel | null, what: string) => (
  <DrillButton filter={filter} onDrill={(f) => drill(f)(what)} what={what} />
);

function ModuleFigures({
  module,
  data,
  drill,
  archive,
}: {
  module: ReportModule;
  data: unknown;
  drill: Drill;
  archive: Archive;
}) {
  switch (module) {
    case 'solvency':
      return <ScrFigures data={data as never} drill={drill} />;
    case 'esg':
      return <EsgFigures data={data as never} drill={drill} />;
    case 'risk':
      return <LiquidityFigures data={data as never} drill={drill} />;
    case 'transparisation':
      return <LookThroughFigures data={data as never} drill={drill} archive={archive} />;
  }
}

type ResultData<K extends ResultKind> = NonNullable<ReturnType<typeof useArchiveResult<K>>['data']>;

function ScrFigures({ data, drill }: { data: ResultData<'scr'>; drill: Drill }) {
  const scr = data.globalSCRMarketResult;
  return (
    <Stack spacing={2}>
      <Box sx={KPI_GRID_SX}>
        <KpiCard label="SCR marché" value={formatAmount(scr)} />
        <KpiCard label="Valeur de marché" value={formatAmount(data.globalMarketValuation)} />
        <KpiCard
          label="SCR / valeur de marché"
          value={formatShare(data.globalMarketValuation ? scr / data.globalMarketValuation : null)}
        />
        <KpiCard
          label="Diversification"
          value={formatAmount(data.diversification)}
          detail={`Somme des sous-modules : ${formatAmount(data.undiversified)}`}
        />
      </Box>
      <FigureTable
        label="SCR par sous-module"
        columns={[
          {
            header: 'Sous-module',
            cell: (key: MarketSubmoduleKey) => MARKET_SUBMODULE_LABELS[key],
          },
          { header: 'SCR', numeric: true, cell: (key) => formatAmount(data.submodules[key]) },
          {
            header: 'Part de la somme',
            numeric: true,
            cell: (key) =>
              formatShare(data.undiversified ? data.submodules[key] / data.undiversified : null),
          },
        ]}
        rows={SUBMODULES}
        rowKey={(key) => key}
        total={['Somme avant diversification', formatAmount(data.undiversified), '']}
      />
      <FigureTable
        label="Contribution au SCR marché par catégorie CIC"
        columns={[
          {
            header: 'Catégorie CIC',
            cell: (g: (typeof data.byCicCategory)[number]) => g.label || g.key,
          },
          { header: 'Lignes', numeric: true, cell: (g) => formatCount(g.lineCount) },
          { header: 'Valeur de marché', numeric: true, cell: (g) => formatAmount(g.marketValue) },
          { header: 'Contribution', numeric: true, cell: (g) => formatAmount(g.contribution) },
          {
            header: '',
            cell: (g) =>
              drillButton(
                drill,
                g.key ? { CicCategory: equals(g.key) } : null,
                `la catégorie ${g.label || g.key}`,
              ),
          },
        ]}
        rows={data.byCicCategory}
        rowKey={(g) => g.key}
      />
    </Stack>
  );
}

function EsgFigures({ data, drill }: { data: ResultData<'esg'>; drill: Drill }) {
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
        <KpiCard label="Couverture" value={formatShare(data.portfolio.coverage) || '—'} />
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
            cell: (m) => formatAmount(data.carbon[m.key].value) || '—',
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

function LiquidityFigures({ data, drill }: { data: ResultData<'liquidity'>; drill: Drill }) {
  const byClass = new Map<string, { value: number; securities: number }>();
  for (const c of data.classes) {
    const seen = byClass.get(c.liquidityClass) ?? { value: 0, securities: 0 };
    byClass.set(c.liquidityClass, {
      value: seen.value + (c.value ?? 0),
      securities: seen.securities + c.securities,
    });
  }
  const classLabel = (key: string) =>
    LIQUIDITY_CLASS_LABELS[key as keyof typeof LIQUIDITY_CLASS_LABELS] ?? key;
  const notAssessed = notAssessedValue(data);
  const notAssessedShare = data.longValue ? notAssessed / data.longValue : 0;
  return (
    <Stack spacing={2}>
      <Box sx={KPI_GRID_SX}>
        <KpiCard
          label="Valeur longue analysée"
          value={formatAmount(data.longValue) || '—'}
          detail={`${formatCount(data.securityCount)} titres, ${formatCount(data.lineCount)} lignes`}
        />
        <KpiCard
          label="Données manquantes"
          value={formatShare(notAssessedShare)}
          detail={`${formatAmount(notAssessed)} non évalués faute de CIC, de volume ou de quantité`}
          warning={notAssessedShare > 0.1}
        />
        {data.scenarios.map((s) => (
          <KpiCard
            key={s.scenario.code}
            label={`Liquidable en 7 jours · ${s.scenario.name}`}
            value={formatShare(weekShare(s))}
            detail={`Coût d’une liquidation complète : ${formatAmount(s.cost.value)} (${formatShare(s.cost.share)})`}
          />
        ))}
      </Box>
      {data.scenarios.length > 0 && <ScenarioProfiles data={data} />}
      <Typography variant="subtitle1" component="h3">
        Titres évalués et non évalués
      </Typography>
      <FigureTable
        label="Statuts de liquidité"
        columns={[
          {
            header: 'Statut',
            cell: (s: (typeof data.statuses)[number]) =>
              LIQUIDITY_STATUS_LABELS[s.status] ?? s.status,
          },
          { header: 'Titres', numeric: true, cell: (s) => formatCount(s.securities) },
          { header: 'Lignes', numeric: true, cell: (s) => formatCount(s.lines) },
          { header: 'Valeur', numeric: true, cell: (s) => formatAmount(s.value) },
          {
            header: '',
            cell: (s) =>
              drillButton(
                drill,
                { LiquidityStatus: equals(LIQUIDITY_STATUS_LABELS[s.status] ?? s.status) },
                `le statut « ${LIQUIDITY_STATUS_LABELS[s.status] ?? s.status} »`,
              ),
          },
        ]}
        rows={data.statuses}
        rowKey={(s) => s.status}
      />
      <Typography variant="subtitle1" component="h3">
        Classes de liquidité
      </Typography>
      <FigureTable
        label="Classes de liquidité"
        columns={[
          {
            header: 'Classe',
            cell: ([key]: [string, { value: number; securities: number }]) => classLabel(key),
          },
          { header: 'Titres', numeric: true, cell: ([, c]) => formatCount(c.securities) },
          { header: 'Valeur', numeric: true, cell: ([, c]) => formatAmount(c.value) },
          {
            header: '',
            cell: ([key]) =>
              drillButton(
                drill,
                key ? { LiquidityClass: equals(classLabel(key)) } : null,
                `la classe « ${classLabel(key)} »`,
              ),
          },
        ]}
        rows={[...byClass.entries()]}
        rowKey={([key]) => key}
      />
    </Stack>
  );
}

/**
 * The scenarios side by side, as on the liquidity results page: each one's profile by
 * liquidation delay (stacked bars and their table, with the cost of a full liquidation),
 * the share sold by each horizon and the largest outflow a vertical slice serves.
 */
function ScenarioProfiles({ data }: { data: ResultData<'liquidity'> }) {
  const { scenarios } = data;
  const profiles = scenarios.map(profileShares);
  const rows = PROFILE_LABELS.map((label, k) => ({ label, k }));
  const horizons = HORIZONS.map((days, k) => ({ days, k }));
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        Profil de liquidité par scénario
      </Typography>
      <ChartWithTable
        option={profileChartOption(scenarios)}
        label="Profil de liquidité par scénario, en % de la valeur longue"
        height={340}
      >
        <FigureTable
          label="Profil de liquidité par scénario"
          rows={rows}
          rowKey={(row) => row.label}
          columns={[
            { header: 'Délai de liquidation', cell: (row) => row.label },
            ...scenarios.map((s, i) => ({
              header: s.scenario.name,
              numeric: true,
              cell: (row: (typeof rows)[number]) => formatShare(profiles[i]![row.k] ?? 0),
            })),
          ]}
          total={['Coût de liquidation', ...scenarios.map((s) => formatAmount(s.cost.value))]}
        />
      </ChartWithTable>
      <Typography variant="subtitle1" component="h3">
        Part liquidable et sortie maximale servie en tranche verticale, par horizon
      </Typography>
      <FigureTable
        label="Part cumulée liquidable et sortie maximale servie par horizon"
        rows={horizons}
        rowKey={(h) => String(h.days)}
        columns={[
          { header: 'Horizon', cell: (h) => `en ${formatHorizon(h.days)}` },
          ...scenarios.map((s) => ({
            header: `Liquidable · ${s.scenario.name}`,
            numeric: true,
            cell: (h: (typeof horizons)[number]) => formatShare(cumulativeShares(s)[h.k] ?? 0),
          })),
          ...scenarios.map((s) => ({
            header: `Sortie maximale · ${s.scenario.name}`,
            numeric: true,
            cell: (h: (typeof horizons)[number]) =>
              formatShare(reverseStressShare(s, h.days)) || '—',
          })),
        ]}
      />
      {scenarios.some((s) => s.notAssessed.noRuleClasses.length > 0) && (
        <Typography variant="body2" color="warning.main">
          {scenarios
            .filter((s) => s.notAssessed.noRuleClasses.length > 0)
            .map(
              (s) =>
                `« ${s.scenario.name} » n’a pas de règle pour ${s.notAssessed.noRuleClasses.join(', ')} (${formatAmount(s.notAssessed.noRuleValue)} non évalués).`,
            )
            .join(' ')}
        </Typography>
      )}
    </Stack>
  );
}

function LookThroughFigures({
  data,
  drill,
}: {
  data: ResultData<'summary'>;
  drill: Drill;
  archive: Archive;
}) {
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
