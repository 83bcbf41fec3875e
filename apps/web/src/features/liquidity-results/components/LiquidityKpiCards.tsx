import Box from '@mui/material/Box';
import type { LiquidityResult } from '@prisme/domain';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../components/KpiCard';
import { formatCount, formatEuros, formatShare } from '../../../lib/format';

/** Above this share « non évalué » the profiles say little (a warning, not a refusal). */
const HIGH_NOT_ASSESSED = 0.1;

/**
 * The headline figures: the long value and what could not be assessed, then per scenario
 * what sells within a week and what a full liquidation costs.
 */
export function LiquidityKpiCards({ result }: { result: LiquidityResult }) {
  const notAssessed = result.statuses
    .filter((s) => s.status !== 'assessed' && s.status !== 'derivative' && s.status !== 'short')
    .reduce((sum, s) => sum + s.value, 0);
  const share = result.longValue !== 0 ? notAssessed / result.longValue : 0;
  return (
    <Box sx={KPI_GRID_SX}>
      <Kpi
        label="Valeur longue analysée"
        value={formatEuros(result.longValue)}
        detail={`${formatCount(result.securityCount)} titres ; hors dérivés et positions courtes`}
      />
      <Kpi
        label="Données manquantes"
        value={formatShare(share)}
        detail={`${formatEuros(notAssessed)} non évalués faute de CIC, de volume ou de quantité`}
        warning={share > HIGH_NOT_ASSESSED}
      />
      {result.scenarios.map((s) => (
        <Kpi
          key={s.scenario.code}
          label={`Liquidable en 7 jours · ${s.scenario.name}`}
          value={formatShare(s.buckets[1]?.cumulativeShare ?? 0)}
          detail={`Coût d’une liquidation complète : ${formatEuros(s.cost.value)} (${formatShare(s.cost.share)})`}
        />
      ))}
    </Box>
  );
}
