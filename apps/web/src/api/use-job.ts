import { useCallback, useRef, useState } from 'react';
import type { JobProgress } from '@prisme/domain';
import { cancelJob } from './job-progress';

/**
 * The browser's side of a long job (a transparisation, a computation): the token it runs
 * under, its polled progress, and its cancellation. `begin` gives each run a new token;
 * `cancel` asks the server to stop it (DELETE /api/jobs/{token}), whichever process runs
 * it; the run's own request then fails with the server's French message.
 */
export function useJob() {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const token = useRef<string | null>(null);
  const begin = useCallback(() => {
    token.current = crypto.randomUUID();
    setProgress(null);
    setCancelling(false);
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
    cancelJob(token.current).catch(() => setCancelling(false));
  }, []);
  return { progress, onProgress: setProgress, cancelling, begin, end, cancel };
}
