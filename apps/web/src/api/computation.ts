import {
  computationResponseSchema,
  type ComputationRequest,
  type ComputationResponse,
  type JobProgress,
  type SimulationComputationRequest,
} from '@prisme/domain';
import type { PerimeterRequestBody } from '../lib/perimeter-request';
import { withProgress } from '../lib/progress-polling';
import { apiRequest, currentUserId } from './client';
import { getJobProgress } from './job-progress';

/** The compute flags of spec §7; none: the perimeter is only looked through. */
export type AreaFlags = Pick<
  SimulationComputationRequest,
  'computeSCR' | 'computeESG' | 'computeRiskLiquidity'
>;
/** With the SCR, its rule set and « Impact 2027 » (issue 37), for a perimeter or a simulation. */
export type ComputeFlags = AreaFlags & Pick<ComputationRequest, 'ruleSet' | 'computeImpact2027'>;

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
 * POST /api/simulation/computation (spec §7 "Simulation"): the simulation looked through
 * and the flagged results computed on it, the same answer as the inventory's.
 */
export function postSimulationComputation(
  simulationId: string,
  progressToken: string,
  flags: ComputeFlags = {},
): Promise<ComputationResponse> {
  return apiRequest('simulation/computation', {
    method: 'POST',
    body: { simulationID: simulationId, ...flags, progressToken, userID: currentUserId() },
    schema: computationResponseSchema,
  });
}

/** Posts under a progress token the browser chose, polling it while the work runs. */
function withProgressToken(
  post: (progressToken: string) => Promise<ComputationResponse>,
  onProgress: (progress: JobProgress) => void,
  progressToken: string,
): Promise<ComputationResponse> {
  return withProgress(
    () => post(progressToken),
    (signal) => getJobProgress(progressToken, signal),
    onProgress,
  );
}

/**
 * A computation of the perimeter with its progress polled while it runs (the
 * transparisation and the « Calculs » page). Polling stops however it ends.
 * `progressToken` names the job, e.g. to cancel it (use-job.ts).
 */
export function runComputation(
  request: PerimeterRequestBody,
  flags: ComputeFlags,
  onProgress: (progress: JobProgress) => void,
  progressToken: string = crypto.randomUUID(),
): Promise<ComputationResponse> {
  return withProgressToken(
    (token) => postComputation(request, token, flags),
    onProgress,
    progressToken,
  );
}

/** The same on a simulation (its transparisation, and « Calculs » in simulation mode). */
export function runSimulationComputation(
  simulationId: string,
  flags: ComputeFlags,
  onProgress: (progress: JobProgress) => void,
  progressToken: string = crypto.randomUUID(),
): Promise<ComputationResponse> {
  return withProgressToken(
    (token) => postSimulationComputation(simulationId, token, flags),
    onProgress,
    progressToken,
  );
}
