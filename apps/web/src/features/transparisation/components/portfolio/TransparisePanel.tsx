import { useEffect } from 'react';
import { useIsMutating, useMutationState, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTree from '@mui/icons-material/AccountTree';
import { messages, type ComputationResponse } from '@prisme/domain';
import { ResourceError } from '../../../../components/ResourceError';
import { navigationActions, useNavigationStore } from '../../../../state';
import type { PerimeterRequestBody } from '../../api/perimeter-request';
import { transparisationKeys } from '../../api/query-keys';
import { useRunTransparisation } from '../../api/run-transparisation';
import { TransparisationProgress } from './TransparisationProgress';
import { TransparisationResult } from './TransparisationResult';

export const TRANSPARISE_LABEL = 'Transpariser';
const INCOMPLETE_HINT = 'Complétez le périmètre pour le transpariser.';

/**
 * A run interrupted by a page reload leaves "loading" in the session's navigation state,
 * which would keep the menu disabled: with no run under way in this tab, it failed.
 */
function useInterruptedRunRecovery() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { status } = useNavigationStore.getState().lookThrough;
    if (
      status === 'loading' &&
      queryClient.isMutating({ mutationKey: transparisationKeys.run }) === 0
    ) {
      navigationActions.transparisationFailed();
    }
  }, [queryClient]);
}

/** The « Transpariser » button, the progress of the run, then its result or its error. */
export function TransparisePanel({ request }: { request: PerimeterRequestBody | null }) {
  const { mutate, progress } = useRunTransparisation();
  // Counted over the tab's mutations: a run started before a page change still counts.
  const running = useIsMutating({ mutationKey: transparisationKeys.run }) > 0;
  const lookThrough = useNavigationStore((state) => state.lookThrough);
  const answers = useMutationState({
    filters: { mutationKey: transparisationKeys.run, status: 'success' },
    select: (mutation) => mutation.state.data as ComputationResponse | undefined,
  });
  const answer = answers.findLast((a) => a?.perimeter.perimeterID === lookThrough.perimeterId);
  useInterruptedRunRecovery();
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
        {running && <TransparisationProgress progress={progress} />}
        {!running && lookThrough.status === 'loaded' && (
          <TransparisationResult lookThrough={lookThrough} lineCount={answer?.lineCount ?? null} />
        )}
        {!running && lookThrough.status === 'failed' && (
          <ResourceError
            message={messages.transparisation.run}
            onRetry={request ? run : undefined}
          />
        )}
      </Stack>
    </Paper>
  );
}
