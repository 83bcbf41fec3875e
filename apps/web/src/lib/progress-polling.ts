import type { JobProgress } from '@prisme/domain';

/** The spec gives no pace (§9): often enough to feel live, rarely enough for the server. */
export const PROGRESS_POLL_MS = 500;

export type ProgressFetcher = (signal: AbortSignal) => Promise<JobProgress>;

/**
 * Reads the progress of a job every `intervalMs` while its request runs, and hands each
 * answer to `onProgress`. One read at a time: the next is planned only once the previous
 * one has answered, so a slow server never piles requests up. A failed read (404 until
 * the job has started, a network blip) is skipped: the progress is only shown, the
 * job's own request says how it ended. The returned `stop` cancels the read under way.
 */
export function pollProgress(
  fetchProgress: ProgressFetcher,
  onProgress: (progress: JobProgress) => void,
  intervalMs = PROGRESS_POLL_MS,
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    try {
      const progress = await fetchProgress(controller.signal);
      if (!controller.signal.aborted) onProgress(progress);
    } catch {
      // Not started yet, or unreadable this time: the next read may answer.
    }
    if (!controller.signal.aborted) timer = setTimeout(() => void tick(), intervalMs);
  };
  timer = setTimeout(() => void tick(), intervalMs);

  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}

/**
 * Runs `work` while polling its progress; polling stops however the work ends.
 */
export async function withProgress<T>(
  work: () => Promise<T>,
  fetchProgress: ProgressFetcher,
  onProgress: (progress: JobProgress) => void,
  intervalMs = PROGRESS_POLL_MS,
): Promise<T> {
  const stop = pollProgress(fetchProgress, onProgress, intervalMs);
  try {
    return await work();
  } finally {
    stop();
  }
}
