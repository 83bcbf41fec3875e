import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { LookThroughSummary } from '@prisme/domain';
import { formatCount, formatMoney, formatShare } from '../../lib/format';

export const OVER_LIMIT_TEXT = 'Limite dépassée';

function Kpi({
  label,
  value,
  detail,
  warning = false,
}: {
  label: string;
  value: string;
  detail?: string;
  warning?: boolean;
}) {
  const id = `kpi-${label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]+/g, '-')
    .toLowerCase()}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2, borderColor: warning ? 'warning.main' : undefined, borderWidth: warning ? 2 : 1 }}
    >
      <Typography id={id} variant="overline" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ color: warning ? 'warning.dark' : undefined }}>
        {value}
      </Typography>
      {detail && (
        <Typography
          variant="body2"
          color={warning ? 'warning.dark' : 'text.secondary'}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {warning && <WarningAmber fontSize="small" aria-hidden />}
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The headline figures of the transparised perimeter. Data groupings are checked against
 * their limit (Art. 84(3): 20 % of the assets): above it the card turns to the warning
 * colour and says so in words, not by colour alone.
 */
export function KpiCards({ summary }: { summary: LookThroughSummary }) {
  const overLimit = summary.dataGroupingShare > summary.dataGroupingLimit;
  const limit = `limite ${formatShare(summary.dataGroupingLimit)}`;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}
    >
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
