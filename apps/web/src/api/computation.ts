import {
  computationResponseSchema,
  type ComputationRequest,
  type ComputationResponse,
  type JobProgress,
} from '@prisme/domain';
import type { PerimeterRequestBody } from '../lib/perimeter-request';
import { withProgress } from '../lib/progress-polling';
import { apiRequest, currentUserId } from './client';
import { getJobProgress } from './job-progress';

/** The compute flags of spec §7; none: the perimeter is only looked through. */
export type ComputeFlags = Pick<
  ComputationRequest,
  'computeSCR' | 'computeESG' | 'computeRiskLiquidity'
>;

/**
 * POST /api/inventory/computation: the perimeter is looked through, its lines stored,
 * and the flagged results computed. `progressToken` names the job for GET /api/jobs/{token}.
 */
export function postComputation(
  request: PerimeterRequestBody,
  progressToken: string,
  flags: ComputeFlags = {},
): Promise<ComputationResponse> {
  return apiRequest('inventory/computation', {
    method: 'POST',
    body: { ...request, ...flags, progressToken, userID: currentUserId() },
    schema: computationResponseSchema,
  });
}

/**
 * A computation under a progress token the browser chose, its progress polled while it
 * runs (the transparisation and the « Calculs » page). Polling stops however it ends.
 */
export function runComputation(
  request: PerimeterRequestBody,
  flags: ComputeFlags,
  onProgress: (progress: JobProgress) => void,
): Promise<ComputationResponse> {
  const progressToken = crypto.randomUUID();
  return withProgress(
    () => postComputation(request, progressToken, flags),
    (signal) => getJobProgress(progressToken, signal),
    onProgress,
  );
}
