import { jobProgressSchema, type JobProgress } from '@prisme/domain';
import { apiRequest } from './client';

/** GET /api/jobs/{progressToken} → where the job stands; 404 until it has started. */
export function getJobProgress(progressToken: string, signal?: AbortSignal): Promise<JobProgress> {
  return apiRequest(`jobs/${encodeURIComponent(progressToken)}`, {
    schema: jobProgressSchema,
    signal,
  });
}
