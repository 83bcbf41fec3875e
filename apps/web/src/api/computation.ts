import { computationResponseSchema, type ComputationResponse } from '@prisme/domain';
import { apiRequest, currentUserId } from '../../../api/client';
import type { PerimeterRequestBody } from './perimeter-request';

/**
 * POST /api/inventory/computation without compute flags: the perimeter is looked through
 * and its lines stored. `progressToken` names the job for GET /api/jobs/{token}.
 */
export function postComputation(
  request: PerimeterRequestBody,
  progressToken: string,
): Promise<ComputationResponse> {
  return apiRequest('inventory/computation', {
    method: 'POST',
    body: { ...request, progressToken, userID: currentUserId() },
    schema: computationResponseSchema,
  });
}
