import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComputationResponse, JobProgress } from '@prisme/domain';
import { runComputation } from '../../../api/computation';
import { useJob } from '../../../api/use-job';
import { putSavedPerimeter } from '../../../api/saved-perimeter';
import { isCurrentPerimeter, type PerimeterRequestBody } from '../../../lib/perimeter-request';
import { navigationActions } from '../../../state';
import { onTransparised } from './on-transparised';
import { transparisationKeys } from './query-keys';

/**
 * Spec §4 Transparisation: the perimeter is saved, then the POST (without compute flags)
 * computes the positions while the job's progress is polled.
 */
export async function runTransparisation(
  request: PerimeterRequestBody,
  onProgress: (progress: JobProgress) => void,
  progressToken?: string,
): Promise<ComputationResponse> {
  await putSavedPerimeter(request);
  return runComputation(request, {}, onProgress, progressToken);
}

/**
 * The « Transpariser » action: the navigation state says the inventory is loading, then
 * holds the new perimeter id and total (spec §4 step 3: the computation's answer carries
 * the total market valuation), or is emptied on failure. An answer for a perimeter the
 * user has changed since is dropped: the change already emptied the look-through state.
 */
export function useRunTransparisation() {
  const queryClient = useQueryClient();
  const job = useJob();
  const mutation = useMutation({
    mutationKey: transparisationKeys.run,
    mutationFn: (request: PerimeterRequestBody) =>
      runTransparisation(request, job.onProgress, job.begin()),
    onMutate: () => {
      navigationActions.transparisationStarted();
    },
    onSuccess: (response, request) => {
      if (!isCurrentPerimeter(request)) return;
      navigationActions.transparisationSucceeded(
        response.perimeter.perimeterID,
        response.globalMarketValuation,
        response.computationDate,
      );
      void onTransparised(queryClient, response);
    },
    onError: (_error, request) => {
      if (isCurrentPerimeter(request)) navigationActions.transparisationFailed();
    },
    onSettled: job.end,
  });
  return { ...mutation, job };
}
