import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIQUIDITY_CLASS_LABELS, LIQUIDITY_STATUS_LABELS } from '@prisme/domain';
import { ChartWithTable } from '../../../../components/charts/ChartWithTable';
import { FigureTable } from '../../../../components/FigureTable';
import { KPI_GRID_SX, KpiCard } from '../../../../components/KpiCard';
import { formatAmount, formatCount, formatShare } from '../../../../lib/format';
import {
  cumulativeShares,
  formatHorizon,
  HORIZONS,
  notAssessedValue,
  PROFILE_LABELS,
  profileChartOption,
  profileShares,
  reverseStressShare,
  HQLA_FIGURES,
  SCENARIO_BLOCK_FIGURES,
  weekShare,
} from '../../lib/liquidity-scenarios';
import { equals, drillButton, type Drill, type ResultData } from './drill';

/** An archived liquidity result: the portfolio's profile by horizon and class, then its stresses. */
export function LiquidityFigures({ data, drill }: { data: ResultData<'liquidity'>; drill: Drill }) {
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
      <Typography variant="subtitle1" component="h3">
        Dérivés, positions courtes et HQLA
      </Typography>
      <FigureTable
        label="Appels de marge des dérivés et rachat des positions courtes par scénario"
        rows={SCENARIO_BLOCK_FIGURES}
        rowKey={(f) => f.header}
        columns={[
          { header: 'Indicateur', cell: (f) => f.header },
          ...scenarios.map((s) => ({
            header: s.scenario.name,
            numeric: true,
            cell: (f: (typeof SCENARIO_BLOCK_FIGURES)[number]) => {
              const value = f.value(s);
              return value === null ? '—' : formatAmount(value);
            },
          })),
        ]}
      />
      <FigureTable
        label="Actifs liquides de haute qualité (HQLA, à titre indicatif)"
        rows={HQLA_FIGURES}
        rowKey={(f) => f.header}
        columns={[
          { header: 'Indicateur', cell: (f) => f.header },
          {
            header: 'Valeur',
            numeric: true,
            cell: (f) => {
              const value = f.value(data);
              if (value === null) return '—';
              return f.kind === 'share' ? formatShare(value) : formatAmount(value);
            },
          },
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
