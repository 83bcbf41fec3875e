import { useCallback, useRef, useState } from 'react';
import type { JobProgress } from '@prisme/domain';
import { ApiError } from './api-error';
import { cancelJob } from './job-progress';

/**
 * The browser's side of a long job (a transparisation, a computation): the token it runs
 * under, its polled progress, and its cancellation. `begin` gives each run a new token;
 * `cancel` asks the server to stop it (DELETE /api/jobs/{token}), whichever process runs
 * it; the run's own request then fails with the server's French message. A cancellation
 * the server refuses as too late (404: the job had ended, its results stored) sets
 * `cancelRefused` until the next run, so that the page can say why the results came.
 */
export function useJob() {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelRefused, setCancelRefused] = useState(false);
  const token = useRef<string | null>(null);
  const begin = useCallback(() => {
    token.current = crypto.randomUUID();
    setProgress(null);
    setCancelling(false);
    setCancelRefused(false);
    return token.current;
  }, []);
  const end = useCallback(() => {
    token.current = null;
    setProgress(null);
    setCancelling(false);
  }, []);
  const cancel = useCallback(() => {
    if (!token.current) return;
    setCancelling(true);
    // Refused (already ended, or not started yet): the button may be pressed again.
    cancelJob(token.current).catch((error: unknown) => {
      setCancelling(false);
      if (error instanceof ApiError && error.status === 404) setCancelRefused(true);
    });
  }, []);
  return { progress, onProgress: setProgress, cancelling, cancelRefused, begin, end, cancel };
}
