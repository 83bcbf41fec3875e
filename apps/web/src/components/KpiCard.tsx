import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';

/** A heading id from a French label: "Ratio SCR/VM" → "kpi-ratio-scr-vm". */
const idOf = (label: string) =>
  `kpi-${label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`;

/**
 * One headline figure: a section named by its label, the value, and a detail line. A
 * warning turns it to the warning colour and says so with an icon and words, not by
 * colour alone.
 */
export function KpiCard({
  label,
  value,
  detail,
  warning = false,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  warning?: boolean;
}) {
  const id = idOf(label);
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
          component="div"
          color={warning ? 'warning.dark' : 'text.secondary'}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          {warning && <WarningAmber fontSize="small" aria-hidden />}
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** The grid the cards sit in: as many columns of at least 220 px as fit. */
export const KPI_GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
} as const;
