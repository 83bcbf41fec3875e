import { Link as RouterLink } from 'react-router';
import { useIsMutating } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTree from '@mui/icons-material/AccountTree';
import { messages } from '@prisme/domain';
import { JobProgressBar } from '../../../components/JobProgressBar';
import { RunFailure } from '../../../components/RunFailure';
import { formatDateTime } from '../../../lib/format';
import { useNavigationStore } from '../../../state';
import { simulationKeys } from '../api/query-keys';
import { useTranspariseSimulation } from '../api/transparise-simulation';

export const TRANSPARISE_LABEL = 'Transpariser la simulation';
export const PROGRESS_LABEL = 'Avancement de la transparisation de la simulation';

/**
 * « Transpariser la simulation », its progress, then when it was transparised and the
 * way to « Calculs »; or the French error with « Réessayer ».
 */
export function TranspariseSimulationPanel({ simulationId }: { simulationId: string }) {
  const { mutate, job, isError, error } = useTranspariseSimulation();
  // Counted over the tab's mutations: a run started before a page change still counts.
  const running = useIsMutating({ mutationKey: simulationKeys.transparise }) > 0;
  const transparised = useNavigationStore((state) => state.simulation.transparised);
  const date = useNavigationStore((state) => state.lookThrough.transparisationDate);
  const run = () => mutate(simulationId);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby="simulation-transparisation"
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id="simulation-transparisation"
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1 }}
          >
            Transparisation
          </Typography>
          <Button
            variant="contained"
            onClick={run}
            disabled={running}
            startIcon={running ? <CircularProgress size={16} color="inherit" /> : <AccountTree />}
          >
            {TRANSPARISE_LABEL}
          </Button>
        </Stack>
        {running && <JobProgressBar job={job} label={PROGRESS_LABEL} />}
        {!running && isError && (
          <RunFailure error={error} message={messages.simulation.transparise} onRetry={run} />
        )}
        {!running && !isError && transparised && (
          <Alert
            severity="success"
            action={
              <Link component={RouterLink} to="/compute" color="inherit">
                Calculs
              </Link>
            }
          >
            {`Transparisée le ${date ? formatDateTime(date) : '—'} : les calculs peuvent porter sur la simulation.`}
          </Alert>
        )}
        {!running && !isError && !transparised && (
          <Typography variant="body2" color="text.secondary">
            La simulation n’est pas transparisée : transparisez-la après vos modifications pour
            lancer les calculs.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
