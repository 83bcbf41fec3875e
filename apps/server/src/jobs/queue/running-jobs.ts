import { problem } from '../../http/errors';
import type { JobContext, JobHandler } from './job-queue';

/** Why a running job's signal was aborted. */
export type StopReason = 'cancelled' | 'stopping';

/**
 * The jobs this process runs, by token, each with what stops it: both queues run their
 * handlers through this, so that a cancellation or a stop ends a job the same way.
 */
export interface RunningJobs {
  /**
   * Runs a handler under its own abort signal. A cancelled job rejects with JOB_CANCELLED
   * whatever the handler threw on its way out (an AbortError, a closed thread).
   */
  run<D, R>(handler: JobHandler<D, R>, data: D, owner: Omit<JobContext, 'signal'>): Promise<R>;
  /** Stops the job under `token` here; false when this process does not run it. */
  stop(token: string, reason: StopReason, userId?: string): boolean;
  /** The tokens of the jobs running here. */
  tokens(): string[];
  /** Stops every job running here. */
  stopAll(reason: StopReason): void;
}

export function createRunningJobs(): RunningJobs {
  const running = new Map<string, { controller: AbortController; userId: string }>();
  return {
    async run(handler, data, owner) {
      const controller = new AbortController();
      running.set(owner.token, { controller, userId: owner.userId });
      try {
        return await handler(data, { ...owner, signal: controller.signal });
      } catch (error) {
        if (controller.signal.reason === 'cancelled') throw problem('JOB_CANCELLED');
        throw error;
      } finally {
        if (running.get(owner.token)?.controller === controller) running.delete(owner.token);
      }
    },
    stop(token, reason, userId) {
      const job = running.get(token);
      if (!job || (userId !== undefined && job.userId !== userId)) return false;
      job.controller.abort(reason);
      return true;
    },
    tokens: () => [...running.keys()],
    stopAll(reason) {
      for (const { controller } of running.values()) controller.abort(reason);
    },
  };
}
