import { useMutationState } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Science from '@mui/icons-material/Science';
import { messages } from '@prisme/domain';
import { ResourceError } from '../../../components/ResourceError';
import { useCompletePerimeterRequest } from '../../../lib/perimeter-request';
import { useNavigationStore, useSessionStore } from '../../../state';
import { useEnterSimulation } from '../api/enter-simulation';
import { simulationKeys } from '../api/query-keys';

export const ENTER_LABEL = 'Passer en simulation';

/**
 * « Passer en simulation », for a user with the simulation right and a complete
 * perimeter. The page changes to the simulation at once; a failed creation brings this
 * button back, with the error and « Réessayer » (read from the tab's last attempt, since
 * this button was not on the page while it ran).
 */
export function EnterSimulationButton() {
  const allowed = useSessionStore((state) => state.rights.simulation);
  const request = useCompletePerimeterRequest();
  const transparising = useNavigationStore((state) => state.lookThrough.status === 'loading');
  const { mutate } = useEnterSimulation();
  const attempts = useMutationState({
    filters: { mutationKey: simulationKeys.enter },
    select: (mutation) => mutation.state.status,
  });
  if (!allowed || !request) return null;
  const enter = () => mutate(request);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button variant="outlined" startIcon={<Science />} onClick={enter} disabled={transparising}>
        {ENTER_LABEL}
      </Button>
      {attempts.at(-1) === 'error' && (
        <ResourceError message={messages.simulation.enter} onRetry={enter} />
      )}
    </Stack>
  );
}
