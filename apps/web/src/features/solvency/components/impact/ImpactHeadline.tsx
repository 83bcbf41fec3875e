import Box from '@mui/material/Box';
import type { ImpactResult } from '@prisme/domain';
import { KPI_GRID_SX, KpiCard } from '../../../../components/KpiCard';
import { formatCount, formatEuros, formatShare } from '../../../../lib/format';
import { FROM, relativeDifference, TO } from '../../lib/impact';
import { scrRatio } from '../../lib/scr-figures';
import { formatDecimal, signedEuros, signedShare } from './figures';

const ratioText = (scr: number, marketValue: number) => {
  const ratio = scrRatio(scr, marketValue);
  return `SCR / valeur de marché : ${ratio === null ? '—' : formatShare(ratio)}`;
};

/** The market SCR under each set, the difference in euros and in %, and the liabilities. */
export function ImpactHeadline({ impact }: { impact: ImpactResult }) {
  const { market, marketValuation, liabilities } = impact;
  const relative = relativeDifference(market);
  return (
    <Box sx={KPI_GRID_SX}>
      <KpiCard
        label={`SCR marché ${FROM}`}
        value={formatEuros(market.from)}
        detail={ratioText(market.from, marketValuation)}
      />
      <KpiCard
        label={`SCR marché ${TO}`}
        value={formatEuros(market.to)}
        detail={ratioText(market.to, marketValuation)}
      />
      <KpiCard
        label={`Écart ${TO} − ${FROM}`}
        value={signedEuros(market.difference)}
        detail={`${signedShare(relative)} du SCR marché ${FROM}`}
      />
      <KpiCard label="Valeur de marché" value={formatEuros(marketValuation)} />
      {liabilities && (
        <KpiCard
          label="Duration des passifs"
          value={liabilities.duration === null ? '—' : `${formatDecimal(liabilities.duration)} ans`}
          detail={`${formatEuros(liabilities.value)} de meilleure estimation, ${formatCount(
            liabilities.lineCount,
          )} lignes`}
        />
      )}
    </Box>
  );
}
