import { MessageChannel } from 'node:worker_threads';
import type {
  ComputationRequest,
  ComputationResponse,
  LookThroughLevelCode,
  SimulationComputationRequest,
} from '@prisme/domain';
import { hasRight, type UserAccess } from '../../auth/user-access';
import type { Database, ThreadDatabaseTarget } from '../../db/client';
import { inBackground } from '../../db/statement-budget';
import { problem } from '../../http/errors';
import type { ProgressRegistry } from '../../jobs/progress';
import { createInProcessQueue } from '../../jobs/queue/in-process-queue';
import type { JobContext, JobQueue } from '../../jobs/queue/job-queue';
import { errorOf } from '../../jobs/thread-errors';
import type { WorkerPool } from '../../jobs/worker-pool';
import type { ComputationTask } from '../../jobs/workers/computation.worker';
import type {
  ComputationJobOutcome,
  ComputationJobTask,
} from '../../jobs/workers/computation-job.worker';
import type { ComputationOutcome } from '../../jobs/workers/engines';
import { packLookThroughInput } from '../../jobs/workers/packed-input';
import type { PerimeterPurger } from '../lookthrough/perimeter-purge';
import { scopeOfPerimeter } from '../perimeter/check-perimeter';
import type { PerimeterService } from '../perimeter/service';
import { ownedSimulation } from '../simulation/owned';
import { computationProgress } from './computation-progress';
import {
  computeAndStore,
  type ComputationJob,
  type EngineRunner,
  type PipelineProgress,
  type StoredComputation,
} from './pipeline';
import { applyProgressCall, type ProgressCall } from './progress-over-port';
import { rowWritingFor } from './store-computation';

/**
 * `POST /api/inventory/computation` (spec §4 "Transparisation" and "Compute"): the
 * perimeter is saved, looked through and, when asked, its SCR, ESG analysis and
 * liquidity risk computed; the lines and
 * results are stored under a new perimeter id in one transaction, so a failure leaves
 * the user's previous results as they were; the one they replace is retired in it and
 * its lines purged after the commit (lookthrough/perimeter-purge.ts). Here, rights and
 * the perimeter's save; the job then goes through the job queue (jobs/queue: on
 * PostgreSQL any process may run it, and its user may cancel it from any process), and
 * its runner reports progress and runs the reading, the engines and the storing
 * (pipeline.ts), in a job thread on PostgreSQL.
 */
export interface ComputationService {
  compute(access: UserAccess, request: ComputationRequest): Promise<ComputationResponse>;
  /**
   * `POST /api/simulation/computation` (spec §4 "Simulation"): the caller's simulation
   * looked through and computed the same way; its results are kept beside the client's
   * own (each kind retires only its own earlier results).
   */
  computeSimulation(
    access: UserAccess,
    request: SimulationComputationRequest,
  ): Promise<ComputationResponse>;
}

export interface ComputationDependencies {
  db: Database;
  /**
   * Where a job thread opens its own connections (PostgreSQL): a whole computation then
   * runs off the server's thread. None (the embedded database): only the engines do.
   */
  threadDatabase?: ThreadDatabaseTarget;
  perimeters: PerimeterService;
  workers: WorkerPool;
  progress: ProgressRegistry;
  /** Deletes the lines of the look-throughs a computation replaced, after its commit. */
  purger: PerimeterPurger;
  /** The queue computations go through; none: an in-process queue of this service's own. */
  queue?: JobQueue;
}

type AreaRequest = ComputationJob['flags'] &
  Pick<ComputationRequest, 'ruleSet' | 'computeImpact2027'>;

/**
 * The areas asked, alone: the job crosses to a thread as plain data. « Impact 2027 » is an
 * SCR computation (under both rule sets); its rule set, when none is asked, is the one in
 * force at the valuation date (pipeline.ts).
 */
const areasOf = (
  request: AreaRequest,
): Pick<ComputationJob, 'flags' | 'ruleSet' | 'impact2027'> => ({
  flags: {
    computeSCR: request.computeSCR || request.computeImpact2027,
    computeESG: request.computeESG,
    computeRiskLiquidity: request.computeRiskLiquidity,
  },
  ...(request.ruleSet && { ruleSet: request.ruleSet }),
  ...(request.computeImpact2027 && { impact2027: true }),
});

/** Each area asked needs its right (spec §6). */
function checkAreaRights(access: UserAccess, flags: AreaRequest): void {
  if ((flags.computeSCR || flags.computeImpact2027) && !hasRight(access, 'solvency'))
    throw problem('FORBIDDEN');
  if (flags.computeESG && !hasRight(access, 'esg')) throw problem('FORBIDDEN');
  if (flags.computeRiskLiquidity && !hasRight(access, 'risk')) throw problem('FORBIDDEN');
}

/** The engines in a pool thread, for a pipeline run in the server's thread. */
function enginesInPool(workers: WorkerPool, signal: AbortSignal): EngineRunner {
  return async (input, settings, tell) => {
    const { packed, transferList } = packLookThroughInput(input);
    // The worker tells its progress on a port of its own (computation.worker.ts).
    const channel = new MessageChannel();
    channel.port1.on('message', tell);
    const task: ComputationTask = { lookThrough: packed, progressPort: channel.port2, ...settings };
    return workers
      .run<ComputationOutcome>(task, 'computation', [...transferList, channel.port2], signal)
      .finally(() => channel.port1.close());
  };
}

/** The whole pipeline in a job thread with its own connections; progress comes back on a port. */
async function inJobThread(
  workers: WorkerPool,
  database: ThreadDatabaseTarget,
  job: ComputationJob,
  progress: PipelineProgress,
  signal: AbortSignal,
): Promise<StoredComputation> {
  const channel = new MessageChannel();
  channel.port1.on('message', (call: ProgressCall) => applyProgressCall(progress, call));
  const task: ComputationJobTask = { database, job, progressPort: channel.port2 };
  try {
    const outcome = await workers.run<ComputationJobOutcome>(
      task,
      'computation-job',
      [channel.port2],
      signal,
    );
    if ('failure' in outcome) throw errorOf(outcome.failure);
    return outcome.stored;
  } finally {
    channel.port1.close();
  }
}

/**
 * The pipeline's progress, stopping the pipeline run in this thread at its next step once
 * the job is aborted (a page written on the embedded database is one step: what was
 * written goes to the purge, store-computation.ts). The engines' messages are not
 * stopped there: they come on a port, and the engines' thread is aborted itself.
 */
function abortable(progress: PipelineProgress, signal: AbortSignal): PipelineProgress {
  const checked =
    <A extends unknown[]>(step: (...args: A) => void) =>
    (...args: A) => {
      signal.throwIfAborted();
      step(...args);
    };
  return {
    loaded: checked(progress.loaded),
    settingsLoaded: checked(progress.settingsLoaded),
    linesStored: checked(progress.linesStored),
    scrLinesStored: checked(progress.scrLinesStored),
    fromWorker: progress.fromWorker,
  };
}

export function createComputationService(deps: ComputationDependencies): ComputationService {
  const { db } = deps;
  const computeQueued = (deps.queue ?? createInProcessQueue()).register(
    'computation',
    runComputation,
  );
  return {
    async compute(access, request) {
      checkAreaRights(access, request);
      // Spec §4 Transparisation 1: the perimeter is saved — checked and complete first, and
      // written in the results' transaction (issue 41 §7): a refused computation, or one
      // that fails, leaves the user's saved perimeter as it was.
      const savedPerimeter = await deps.perimeters.checked(access, request);
      const { scope, level } = scopeOfPerimeter(savedPerimeter);
      return run(
        access,
        { userId: access.userId, scope, level, savedPerimeter, ...areasOf(request) },
        request.progressToken,
      );
    },

    async computeSimulation(access, request) {
      checkAreaRights(access, request);
      const simulation = await ownedSimulation(db, access, request.simulationID);
      return run(
        access,
        {
          userId: access.userId,
          scope: {
            roleCode: simulation.roleCode,
            valuationDate: simulation.valuationDate,
            portfolios: simulation.portfolios,
            compartments: simulation.compartments,
          },
          level: simulation.lookThroughLevel as LookThroughLevelCode,
          ...areasOf(request),
          simulation: { roleCode: simulation.roleCode, id: simulation.id },
        },
        request.progressToken,
      );
    },
  };

  /** Enqueues a computation and answers its results once it is stored. */
  async function run(
    access: UserAccess,
    job: ComputationJob,
    progressToken: string | undefined,
  ): Promise<ComputationResponse> {
    const stored = await computeQueued(job, { token: progressToken, userId: access.userId });
    return {
      perimeter: { perimeterID: stored.perimeterId },
      globalMarketValuation: stored.globalMarketValuation,
      globalSCRMarketResult: stored.globalSCRMarketResult,
      simulationID: job.simulation?.id ?? null,
      computationDate: stored.computationDate,
      lineCount: stored.lineCount,
    };
  }

  /** A computation taken from the queue, in the process that takes it. */
  async function runComputation(
    queued: ComputationJob,
    { token, userId, signal, startRecorded }: JobContext,
  ): Promise<StoredComputation> {
    // Published only while its record is not cancelled (jobs/publication.ts).
    const job: ComputationJob = { ...queued, jobToken: token };
    const reporter = deps.progress.start(token, userId, { startRecorded });
    const progress = computationProgress(
      reporter,
      job.flags.computeSCR === true,
      job.impact2027 === true,
    );
    try {
      progress.started();
      // Loading and storing a million lines are background work: their statements get
      // the background budget (db/statement-budget.ts), the requests of others do not.
      const stored = deps.threadDatabase
        ? await inJobThread(deps.workers, deps.threadDatabase, job, progress, signal)
        : // The embedded database pages its rows (store-computation.ts).
          await inBackground(() =>
            computeAndStore(
              db,
              job,
              abortable(progress, signal),
              enginesInPool(deps.workers, signal),
              rowWritingFor(db),
            ),
          );
      progress.done(stored.lineCount);
      // The job reads done on record before the answer goes, and before the purge
      // holds the embedded database: a stop right after the answer must not leave
      // it « running », to read failed after the restart (crash tests, issue 20 §3).
      await reporter.recorded?.();
      deps.purger.schedule();
      return stored;
    } catch (error) {
      if (signal.reason === 'cancelled') progress.cancelled();
      else progress.failed();
      // Rows written page by page before a failure (the embedded database) are the
      // purge's to take (store-computation.ts).
      deps.purger.schedule();
      throw error;
    } finally {
      reporter.end();
    }
  }
}
