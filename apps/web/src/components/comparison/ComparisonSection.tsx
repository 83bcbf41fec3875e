import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const COMPARISON_TITLE = 'Simulation comparée au portefeuille réel';

/**
 * The side-by-side part of a results page in simulation mode, in the simulation's colours
 * (spec §2: light blue, a yellow edge) so it is not read as the report of one perimeter.
 * Tables and charts sit on white blocks inside (`ComparisonBlock`).
 */
export function ComparisonSection({
  id,
  title = COMPARISON_TITLE,
  children,
}: {
  id: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{
        p: 2,
        bgcolor: 'simulation.background',
        borderLeft: 6,
        borderLeftColor: 'simulation.highlight',
      }}
    >
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** A titled white block of the comparison section. */
export function ComparisonBlock({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
