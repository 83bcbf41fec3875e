import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LiquidityResult } from '@prisme/domain';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { EChart } from '../../../components/charts/EChart';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros, formatShare } from '../../../lib/format';
import {
  cumulativeChartOption,
  formatDays,
  PROFILE_LABELS,
  profileChartOption,
  profileShares,
} from '../lib/liquidity-figures';

/**
 * The liquidity profile of every scenario side by side (esg-and-liquidity §3.2, §3.6.2
 * step 4): stacked bars and their table, then the cumulative share sold by horizon, and
 * what a full liquidation costs under each.
 */
export function ProfileComparison({ result }: { result: LiquidityResult }) {
  const { scenarios } = result;
  const profile = useMemo(() => profileChartOption(scenarios), [scenarios]);
  const cumulative = useMemo(() => cumulativeChartOption(scenarios), [scenarios]);
  const rows = PROFILE_LABELS.map((label, k) => ({ label, k }));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ChartWithTable
        option={profile}
        label="Profil de liquidité par scénario, en % de la valeur longue"
        height={360}
      >
        <FigureTable
          label="Profil de liquidité par scénario"
          rows={rows}
          rowKey={(row) => row.label}
          columns={[
            { header: 'Délai de liquidation', cell: (row) => row.label },
            ...scenarios.map((s) => ({
              header: s.scenario.name,
              numeric: true,
              cell: (row: (typeof rows)[number]) => formatShare(profileShares(s)[row.k]!),
            })),
          ]}
          total={['Coût de liquidation', ...scenarios.map((s) => formatEuros(s.cost.value))]}
        />
        <FigureTable
          label="Sortie maximale servie par tranche verticale"
          rows={scenarios[0]?.reverseStress ?? []}
          rowKey={(r) => String(r.horizon)}
          columns={[
            {
              header: 'Sortie maximale en tranche verticale',
              cell: (r) => `en ${formatDays(r.horizon)}`,
            },
            ...scenarios.map((s) => ({
              header: s.scenario.name,
              numeric: true,
              cell: (r: { horizon: number }) =>
                formatShare(s.reverseStress.find((x) => x.horizon === r.horizon)?.share ?? 0),
            })),
          ]}
        />
      </ChartWithTable>
      <Box>
        <Typography variant="subtitle1" component="h3">
          Part cumulée liquidable par horizon
        </Typography>
        <EChart
          option={cumulative}
          label="Part cumulée de la valeur longue vendue à 1, 7, 30, 90, 180 et 365 jours, par scénario"
          height={280}
        />
      </Box>
      {scenarios.some((s) => s.unsellable.value > 0) && (
        <Typography variant="body2" color="text.secondary">
          Titres jamais cédés (taux de cession nul) :{' '}
          {scenarios
            .map(
              (s) =>
                `${s.scenario.name} ${formatEuros(s.unsellable.value)} (${formatShare(s.unsellable.share)})`,
            )
            .join(' ; ')}
          . Ils restent au-delà de 365 jours et hors des tranches verticales.
        </Typography>
      )}
      {scenarios.some((s) => s.notAssessed.noRuleClasses.length > 0) && (
        <Typography variant="body2" color="warning.main">
          {scenarios
            .filter((s) => s.notAssessed.noRuleClasses.length > 0)
            .map(
              (s) =>
                `« ${s.scenario.name} » n’a pas de règle pour ${s.notAssessed.noRuleClasses.join(', ')} (${formatEuros(s.notAssessed.noRuleValue)} non évalués).`,
            )
            .join(' ')}
        </Typography>
      )}
    </Box>
  );
}
