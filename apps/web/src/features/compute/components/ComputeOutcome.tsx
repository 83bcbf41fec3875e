import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { ComputationResponse } from '@prisme/domain';
import { formatDateTime, formatEuros } from '../../../lib/format';

export const RESULTS_LINK = 'Voir les résultats';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The last computation of the perimeter: its SCR, market value and date, and the way to
 * the results. Without the answer at hand (after a page reload) only the latter.
 */
export function ComputeOutcome({ response }: { response: ComputationResponse | undefined }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="compute-outcome"
      sx={{ p: 2, borderColor: 'success.main' }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircle color="success" aria-hidden />
          <Typography id="compute-outcome" variant="h6" component="h2">
            Calculs terminés
          </Typography>
        </Stack>
        {response && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gap: 2,
              m: 0,
              gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            }}
          >
            {response.globalSCRMarketResult !== null && (
              <Figure label="SCR marché" value={formatEuros(response.globalSCRMarketResult)} />
            )}
            <Figure label="Valeur de marché" value={formatEuros(response.globalMarketValuation)} />
            <Figure label="Date du calcul" value={formatDateTime(response.computationDate)} />
          </Box>
        )}
        <Box>
          <Button component={RouterLink} to="/solvency/results" variant="outlined">
            {RESULTS_LINK}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
