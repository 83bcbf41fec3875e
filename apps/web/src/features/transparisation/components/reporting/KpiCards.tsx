import Box from '@mui/material/Box';
import type { LookThroughSummary } from '@prisme/domain';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../../components/KpiCard';
import { formatCount, formatMoney, formatShare } from '../../../../lib/format';

export const OVER_LIMIT_TEXT = 'Limite dépassée';

/**
 * The headline figures of the transparised perimeter. Data groupings are checked against
 * their limit (Art. 84(3): 20 % of the assets): above it the card turns to the warning
 * colour and says so in words, not by colour alone.
 */
export function KpiCards({ summary }: { summary: LookThroughSummary }) {
  const overLimit = summary.dataGroupingShare > summary.dataGroupingLimit;
  const limit = `limite ${formatShare(summary.dataGroupingLimit)}`;
  return (
    <Box sx={KPI_GRID_SX}>
      <Kpi
        label="Valeur de marché totale"
        value={formatMoney(summary.totalMarketValuation, summary.referenceCurrency)}
      />
      <Kpi
        label="Part transparisée"
        value={formatShare(summary.lookedThroughShare)}
        detail="Valeur vue jusqu’aux titres sous-jacents ou détenue en direct"
      />
      <Kpi label="Nombre de lignes" value={formatCount(summary.lineCount)} />
      <Kpi
        label="Regroupements de données"
        value={formatShare(summary.dataGroupingShare)}
        detail={overLimit ? `${OVER_LIMIT_TEXT} (${limit})` : `Dans la ${limit}`}
        warning={overLimit}
      />
    </Box>
  );
}
