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
      sx={{
        p: 2,
        borderColor: warning ? 'warning.main' : undefined,
        borderWidth: warning ? 2 : 1,
        // The figure's size follows the card's width (container query units), see below.
        containerType: 'inline-size',
        minWidth: 0,
      }}
    >
      <Typography id={id} variant="overline" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{
          color: warning ? 'warning.dark' : undefined,
          // « 10 451 400 998,94 € » is ~10.5 em wide and does not break (no-break spaces):
          // the size is at most 8.5 % of the card's width (so such a figure fills ~90 % of
          // it), h5's own size in wide cards, instead of sticking out of narrow ones
          // (issue 40, record web/0290).
          fontSize: 'min(1.393rem, 8.5cqi)',
          whiteSpace: 'nowrap',
        }}
      >
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
