import type { JobStage } from '@prisme/domain';
import type { ProgressRegistry } from './progress';
import type { JobHandler } from './queue/job-queue';

/**
 * A queued job of one stage (an import, an export) with its record kept as a
 * computation's is: running at `stage`, then done or failed, readable from any process by its token
 * (GET /api/jobs/{token}) and found interrupted if its process stops. A cancellation is
 * recorded by whoever cancelled (jobs/queue). Without a registry (the command line), the
 * handler as it is.
 */
export function recordedJob<D, R>(
  progress: ProgressRegistry | undefined,
  stage: JobStage,
  handler: JobHandler<D, R>,
): JobHandler<D, R> {
  if (!progress) return handler;
  return async (data, context) => {
    const reporter = progress.start(context.token, context.userId, {
      startRecorded: context.startRecorded,
    });
    try {
      reporter.report(stage, 0);
      const result = await handler(data, context);
      reporter.report('done', 100);
      // On record before the answer goes: a stop right after must not leave it running.
      await reporter.recorded?.();
      return result;
    } catch (error) {
      reporter.report(context.signal.reason === 'cancelled' ? 'cancelled' : 'failed', 0);
      throw error;
    } finally {
      reporter.end();
    }
  };
}
