import { useIsMutating, useMutationState } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTree from '@mui/icons-material/AccountTree';
import { messages, type ComputationResponse } from '@prisme/domain';
import { JobProgressBar } from '../../../../components/JobProgressBar';
import { RunFailure } from '../../../../components/RunFailure';
import { useInterruptedRunRecovery } from '../../../../lib/interrupted-run';
import { navigationActions, useNavigationStore, type NavigationState } from '../../../../state';
import type { PerimeterRequestBody } from '../../../../lib/perimeter-request';
import { transparisationKeys } from '../../api/query-keys';
import { useRunTransparisation } from '../../api/run-transparisation';
import { TransparisationResult } from './TransparisationResult';

export const TRANSPARISE_LABEL = 'Transpariser';
const INCOMPLETE_HINT = 'Complétez le périmètre pour le transpariser.';

export const PROGRESS_LABEL = 'Avancement de la transparisation';

const lookThroughLoading = (state: NavigationState) => state.lookThrough.status === 'loading';

/** The « Transpariser » button, the progress of the run, then its result or its error. */
export function TransparisePanel({ request }: { request: PerimeterRequestBody | null }) {
  const { mutate, job, error } = useRunTransparisation();
  // Counted over the tab's mutations: a run started before a page change still counts.
  const running = useIsMutating({ mutationKey: transparisationKeys.run }) > 0;
  const lookThrough = useNavigationStore((state) => state.lookThrough);
  const answers = useMutationState({
    filters: { mutationKey: transparisationKeys.run, status: 'success' },
    select: (mutation) => mutation.state.data as ComputationResponse | undefined,
  });
  const answer = answers.findLast((a) => a?.perimeter.perimeterID === lookThrough.perimeterId);
  // A run interrupted by a page reload would leave the menu disabled: it failed.
  useInterruptedRunRecovery(
    transparisationKeys.run,
    lookThroughLoading,
    navigationActions.transparisationFailed,
  );
  const run = () => {
    if (request) mutate(request);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby="transparisation-run"
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="transparisation-run" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Transparisation
          </Typography>
          {!request && (
            <Typography variant="body2" color="text.secondary" id="transparisation-hint">
              {INCOMPLETE_HINT}
            </Typography>
          )}
          <Button
            variant="contained"
            onClick={run}
            disabled={running || !request}
            aria-describedby={request ? undefined : 'transparisation-hint'}
            startIcon={running ? <CircularProgress size={16} color="inherit" /> : <AccountTree />}
          >
            {TRANSPARISE_LABEL}
          </Button>
        </Stack>
        {running && <JobProgressBar job={job} label={PROGRESS_LABEL} />}
        {!running && lookThrough.status === 'loaded' && (
          <TransparisationResult lookThrough={lookThrough} lineCount={answer?.lineCount ?? null} />
        )}
        {!running && lookThrough.status === 'failed' && (
          <RunFailure
            error={error}
            message={messages.transparisation.run}
            onRetry={request ? run : undefined}
          />
        )}
      </Stack>
    </Paper>
  );
}
