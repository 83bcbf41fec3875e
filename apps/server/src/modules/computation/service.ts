import { randomUUID } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import type {
  ComputationRequest,
  ComputationResponse,
  LookThroughLevelCode,
  SimulationComputationRequest,
} from '@prisme/domain';
import { esgIssuerKeys } from '@prisme/engine';
import { hasRight, type UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { inBackground } from '../../db/statement-budget';
import { problem } from '../../http/errors';
import type { ProgressRegistry } from '../../jobs/progress';
import type { WorkerPool } from '../../jobs/worker-pool';
import type { ComputationOutcome, ComputationTask } from '../../jobs/workers/computation.worker';
import { packLookThroughInput } from '../../jobs/workers/packed-input';
import { loadLookThroughInput } from '../lookthrough/engine-input';
import type { HeldPosition, PerimeterScope } from '../lookthrough/input-repository';
import {
  retireComputedPerimetersOfUser,
  type PerimeterPurger,
} from '../lookthrough/perimeter-purge';
import { storeLookThrough } from '../lookthrough/store';
import { scopeOfPerimeter } from '../perimeter/check-perimeter';
import type { PerimeterService } from '../perimeter/service';
import { loadScrSettings, type ScrSettings } from '../solvency/scr-settings';
import { scrPayload, storeScrResult } from '../solvency/store';
import { loadEsgSettings } from '../esg/esg-settings';
import { esgPayload, storeEsgResult } from '../esg/store';
import { loadLiquiditySettings } from '../liquidity/liquidity-settings';
import { liquidityPayload, storeLiquidityResult } from '../liquidity/store';
import { ownedSimulation } from '../simulation/owned';
import { loadSimulationHeld } from '../simulation/repository';
import { computationProgress, type WorkerProgressMessage } from './computation-progress';

/**
 * `POST /api/inventory/computation` (spec §4 "Transparisation" and "Compute"): the
 * perimeter is saved, looked through and, when asked, its SCR, ESG analysis and
 * liquidity risk computed; the lines and
 * results are stored under a new perimeter id in one transaction, so a failure leaves
 * the user's previous results as they were; the one they replace is retired in it and
 * its lines purged after the commit (lookthrough/perimeter-purge.ts).
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

/** What a computation runs on, and what it computes. */
interface ComputationJob {
  scope: PerimeterScope;
  level: LookThroughLevelCode;
  flags: Pick<ComputationRequest, 'computeSCR' | 'computeESG' | 'computeRiskLiquidity'>;
  progressToken: string | undefined;
  /** A simulation's id and positions; none: the client's own. */
  simulation?: { id: string; positions: () => Promise<HeldPosition[]> };
}

export interface ComputationDependencies {
  db: Database;
  perimeters: PerimeterService;
  workers: WorkerPool;
  progress: ProgressRegistry;
  /** Deletes the lines of the look-throughs a computation replaced, after its commit. */
  purger: PerimeterPurger;
}

/** The client's reporting currency; every demo and imported amount is in euros. */
const REFERENCE_CURRENCY = 'EUR';

/** Each area asked needs its right (spec §6). */
function checkAreaRights(access: UserAccess, flags: ComputationJob['flags']): void {
  if (flags.computeSCR && !hasRight(access, 'solvency')) throw problem('FORBIDDEN');
  if (flags.computeESG && !hasRight(access, 'esg')) throw problem('FORBIDDEN');
  if (flags.computeRiskLiquidity && !hasRight(access, 'risk')) throw problem('FORBIDDEN');
}

export function createComputationService(deps: ComputationDependencies): ComputationService {
  const { db } = deps;
  return {
    async compute(access, request) {
      checkAreaRights(access, request);
      // Spec §4 Transparisation 1: the perimeter is saved first (and checked in saving).
      const { scope, level } = scopeOfPerimeter(await deps.perimeters.save(access, request));
      return run(access, { scope, level, flags: request, progressToken: request.progressToken });
    },

    async computeSimulation(access, request) {
      checkAreaRights(access, request);
      const simulation = await ownedSimulation(db, access, request.simulationID);
      return run(access, {
        scope: {
          roleCode: simulation.roleCode,
          valuationDate: simulation.valuationDate,
          portfolios: simulation.portfolios,
          compartments: simulation.compartments,
        },
        level: simulation.lookThroughLevel as LookThroughLevelCode,
        flags: request,
        progressToken: request.progressToken,
        simulation: {
          id: simulation.id,
          positions: () => loadSimulationHeld(db, simulation),
        },
      });
    },
  };

  async function run(access: UserAccess, job: ComputationJob): Promise<ComputationResponse> {
    const { scope, level, simulation } = job;
    const withScr = job.flags.computeSCR === true;
    const withEsg = job.flags.computeESG === true;
    const withLiquidity = job.flags.computeRiskLiquidity === true;
    const reporter = deps.progress.start(job.progressToken, access.userId);
    const progress = computationProgress(reporter, withScr);
    // Loading and storing a million lines are background work: their statements get
    // the background budget (db/statement-budget.ts), the requests of others do not.
    return inBackground(async () => {
      try {
        progress.started();
        const { input, tptDetails } = await loadLookThroughInput(
          db,
          scope,
          level,
          REFERENCE_CURRENCY,
          (_step, detail) => progress.loaded(detail),
          simulation && (() => simulation.positions()),
        );
        // The areas' settings are read side by side (on PostgreSQL, on their own connections).
        const [settings, esgSettings, liquiditySettings] = await Promise.all([
          withScr
            ? loadScrSettings(db, access.userId, scope.roleCode, scope.valuationDate).then(
                (loaded: ScrSettings) => {
                  progress.settingsLoaded();
                  return loaded;
                },
              )
            : undefined,
          withEsg
            ? loadEsgSettings(
                db,
                {
                  userId: access.userId,
                  roleCode: scope.roleCode,
                  valuationDate: scope.valuationDate,
                },
                esgIssuerKeys(input),
              )
            : undefined,
          withLiquidity
            ? loadLiquiditySettings(
                db,
                input.instruments.map((instrument) => instrument.code),
                scope.valuationDate,
              )
            : undefined,
        ]);
        const { packed, transferList } = packLookThroughInput(input);
        // The worker tells its progress on a port of its own (computation.worker.ts).
        const channel = new MessageChannel();
        channel.port1.on('message', (message: WorkerProgressMessage) =>
          progress.fromWorker(message),
        );
        const task: ComputationTask = {
          lookThrough: packed,
          progressPort: channel.port2,
          ...(esgSettings && { esg: esgSettings }),
          ...(liquiditySettings && { liquidity: liquiditySettings }),
          ...(settings && {
            scr: {
              parameters: settings.parameters,
              clientLists: settings.clientLists,
              yieldCurves: settings.yieldCurves,
              eiopa: { symmetricAdjustment: settings.symmetricAdjustment },
              valuationDate: scope.valuationDate,
            },
          }),
        };
        const outcome = await deps.workers
          .run<ComputationOutcome>(task, 'computation', [...transferList, channel.port2])
          .finally(() => channel.port1.close());
        const perimeterId = randomUUID();
        const createdAt = new Date();
        const payload =
          outcome.scr && settings
            ? scrPayload(outcome.scr, { perimeterId, scope, computedAt: createdAt, settings })
            : undefined;
        const total = await db.transaction(async (tx) => {
          await retireComputedPerimetersOfUser(
            tx,
            access.userId,
            simulation ? 'simulation' : 'own',
          );
          const stored = await storeLookThrough(
            tx,
            {
              perimeterId,
              userId: access.userId,
              createdAt,
              scope,
              level,
              referenceCurrency: REFERENCE_CURRENCY,
              input,
              tptDetails,
              result: outcome.result,
              summary: outcome.summary,
              ...(simulation && { simulationId: simulation.id }),
            },
            progress.linesStored,
          );
          if (payload && outcome.scr) {
            await storeScrResult(tx, payload, outcome.scr, createdAt, progress.scrLinesStored);
          }
          if (outcome.esg) {
            await storeEsgResult(
              tx,
              esgPayload(outcome.esg, {
                perimeterId,
                roleCode: scope.roleCode,
                valuationDate: scope.valuationDate,
                computedAt: createdAt,
                ...(esgSettings && { settings: esgSettings }),
              }),
              outcome.esg,
              outcome.result.lines.instrument,
            );
          }
          if (outcome.liquidity) {
            await storeLiquidityResult(
              tx,
              liquidityPayload(outcome.liquidity, {
                perimeterId,
                roleCode: scope.roleCode,
                valuationDate: scope.valuationDate,
                computedAt: createdAt,
                lineCount: outcome.result.count,
              }),
              outcome.liquidity,
            );
          }
          return stored;
        });
        progress.done(outcome.result.count);
        // The job reads done on record before the answer goes, and before the purge
        // holds the embedded database: a stop right after the answer must not leave
        // it « running », to read failed after the restart (crash tests, issue 20 §3).
        await reporter.recorded?.();
        deps.purger.schedule();
        return {
          perimeter: { perimeterID: perimeterId },
          globalMarketValuation: total,
          globalSCRMarketResult: payload?.globalSCRMarketResult ?? null,
          simulationID: simulation?.id ?? null,
          computationDate: createdAt.toISOString(),
          lineCount: outcome.result.count,
        };
      } catch (error) {
        progress.failed();
        throw error;
      } finally {
        reporter.end();
      }
    });
  }
}
