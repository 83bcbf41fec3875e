import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComputationResponse, JobProgress } from '@prisme/domain';
import { navigationActions, useClientRoleStore, useNavigationStore } from '../../../state';
import { withProgress } from '../lib/progress-polling';
import { getJobProgress } from './get-job-progress';
import { onTransparised } from './on-transparised';
import { perimeterRequestOf, type PerimeterRequestBody } from './perimeter-request';
import { postComputation } from './post-computation';
import { transparisationKeys } from './query-keys';
import { savePerimeter } from './save-perimeter';

/**
 * Spec §4 Transparisation: the perimeter is saved, then the POST computes the positions
 * while the job's progress is polled under a token the browser chose.
 */
export async function runTransparisation(
  request: PerimeterRequestBody,
  onProgress: (progress: JobProgress) => void,
): Promise<ComputationResponse> {
  await savePerimeter(request);
  const progressToken = crypto.randomUUID();
  return withProgress(
    () => postComputation(request, progressToken),
    (signal) => getJobProgress(progressToken, signal),
    onProgress,
  );
}

/** Whether the perimeter is still the one sent: a change while running makes the answer moot. */
function isCurrent(request: PerimeterRequestBody): boolean {
  const role = useClientRoleStore.getState().role?.code ?? null;
  const current = perimeterRequestOf(role, useNavigationStore.getState().perimeter);
  return JSON.stringify(current) === JSON.stringify(request);
}

/**
 * The « Transpariser » action: the navigation state says the inventory is loading, then
 * holds the new perimeter id and total (spec §4 step 3: the computation's answer carries
 * the total market valuation), or is emptied on failure. An answer for a perimeter the
 * user has changed since is dropped: the change already emptied the look-through state.
 */
export function useRunTransparisation() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const mutation = useMutation({
    mutationKey: transparisationKeys.run,
    mutationFn: (request: PerimeterRequestBody) => runTransparisation(request, setProgress),
    onMutate: () => {
      setProgress(null);
      navigationActions.transparisationStarted();
    },
    onSuccess: (response, request) => {
      if (!isCurrent(request)) return;
      navigationActions.transparisationSucceeded(
        response.perimeter.perimeterID,
        response.globalMarketValuation,
        response.computationDate,
      );
      void onTransparised(queryClient, response);
    },
    onError: (_error, request) => {
      if (isCurrent(request)) navigationActions.transparisationFailed();
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
