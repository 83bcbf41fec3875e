import { jobProgressSchema, type JobProgress } from '@prisme/domain';
import { apiRequest } from './client';

/** GET /api/jobs/{progressToken} → where the job stands; 404 until it has started. */
export function getJobProgress(progressToken: string, signal?: AbortSignal): Promise<JobProgress> {
  return apiRequest(`jobs/${encodeURIComponent(progressToken)}`, {
    schema: jobProgressSchema,
    signal,
  });
}

/**
 * DELETE /api/jobs/{progressToken}: stops the user's job, waiting or running (not in the
 * spec: docs/decisions/jobs/0098-cancellation.md); its own request then fails with the French
 * « Travail annulé à votre demande ».
 */
export function cancelJob(progressToken: string): Promise<void> {
  return apiRequest(`jobs/${encodeURIComponent(progressToken)}`, { method: 'DELETE' });
}
