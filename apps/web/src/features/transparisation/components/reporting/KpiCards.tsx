import Box from '@mui/material/Box';
import type { LookThroughSummary } from '@prisme/domain';
import { KPI_GRID_SX, KpiCard as Kpi } from '../../../../components/KpiCard';
import { formatCount, formatMoney, formatShare } from '../../../../lib/format';

export const OVER_LIMIT_TEXT = 'Limite dépassée';

/**
 * Art. 84(3) allows data groupings on no more than 20 % of the assets: the funds beyond
 * it are charged as type 2 equity (Art. 168(3)). Which funds keep their grouping the
 * regulation does not say: Prisme keeps the largest first, which the text says.
 */
function groupingLimitText(beyond: number, limit: string): string {
  return (
    `Au-delà de la ${limit} : ${formatShare(beyond)} de la valeur, ` +
    'traités en actions de type 2 (art. 84(3), 168(3)) ; fonds gardés en regroupement : ' +
    'les plus gros d’abord (choix de Prisme, la réglementation ne le fixe pas)'
  );
}

/**
 * The headline figures of the transparised perimeter. Data groupings are checked against
 * their limit (Art. 84(3): 20 % of the assets): above it the card turns to the warning
 * colour and says so in words, not by colour alone.
 */
export function KpiCards({ summary }: { summary: LookThroughSummary }) {
  // The share counted towards the limit leaves unit-linked assets out (Art. 84(3a));
  // summaries made before it was computed have only the whole share.
  const counted = summary.dataGroupingCountedShare ?? summary.dataGroupingShare;
  const overLimit = counted > summary.dataGroupingLimit;
  const beyond = summary.groupingLimitShare ?? 0;
  const limit = `limite ${formatShare(summary.dataGroupingLimit)}`;
  const detail =
    beyond > 0
      ? groupingLimitText(beyond, limit)
      : overLimit
        ? `${OVER_LIMIT_TEXT} (${limit})`
        : `Dans la ${limit}, hors unités de compte (art. 84(3a)) : ${formatShare(counted)}`;
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
        detail={detail}
        warning={overLimit || beyond > 0}
      />
    </Box>
  );
}
