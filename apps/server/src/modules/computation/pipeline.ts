import { randomUUID } from 'node:crypto';
import {
  ruleSetForDate,
  type ComputationRequest,
  type LookThroughLevelCode,
  type RuleSetId,
  type SavedPerimeter,
} from '@prisme/domain';
import {
  esgIssuerKeys,
  esgSecurityKeys,
  type EsgSettings,
  type LiquiditySettings,
  type LookThroughInput,
  type ScrInput,
} from '@prisme/engine';
import type { Database } from '../../db/client';
import type { ComputationOutcome } from '../../jobs/workers/engines';
import { loadLookThroughInput } from '../lookthrough/engine-input';
import type { PerimeterScope } from '../lookthrough/input-repository';
import { refreshComputationStatistics } from '../lookthrough/perimeter-purge';
import { loadScrSettings, type ScrSettings } from '../solvency/scr-settings';
import { scrPayload } from '../solvency/store';
import { withDefaultedLoans } from '../solvency/defaulted-loans';
import { impactPayload, otherRuleSet } from '../impact/store';
import { loadEsgSettings } from '../esg/esg-settings';
import { esgPayload } from '../esg/store';
import { loadPaiSettings, type PaiSettings } from '../pai/pai-data-repository';
import { paiOfOtherQuarters } from '../pai/quarters';
import { paiPayload } from '../pai/store';
import { loadLiquiditySettings } from '../liquidity/liquidity-settings';
import { liquidityPayload } from '../liquidity/store';
import { loadSimulationHeld, type SimulationKey } from '../simulation/repository';
import type { ComputationProgress, WorkerProgressMessage } from './computation-progress';
import { storeComputation, type RowWriting } from './store-computation';

/**
 * A computation once its rights are checked and its perimeter saved (service.ts): read
 * the perimeter's data, run the engines, store the lines and results under a new
 * perimeter id, published whole or not at all (store-computation.ts). Plain data in and
 * out, so that it runs where the database allows: in a thread of its own with its own
 * connections on PostgreSQL (jobs/workers/computation-job.worker.ts), in the server's
 * thread on the embedded database, whose one connection that thread owns.
 */
export interface ComputationJob {
  userId: string;
  scope: PerimeterScope;
  level: LookThroughLevelCode;
  flags: Pick<ComputationRequest, 'computeSCR' | 'computeESG' | 'computeRiskLiquidity'>;
  /** The SCR's rule set (issue 37); none: the one in force at the valuation date. */
  ruleSet?: RuleSetId;
  /** « Impact 2027 »: the SCR under the other rule set too, stored beside (impact/store.ts). */
  impact2027?: boolean;
  /** A simulation's key; none: the client's own positions. */
  simulation?: SimulationKey;
  /**
   * The perimeter the user chose, saved with the results in their transaction (issue 41
   * §7: a refused or failed computation leaves the saved one as it was).
   */
  savedPerimeter?: SavedPerimeter;
  /**
   * The token of the job's record (job_records): the results are published only while it
   * is not cancelled (store-computation.ts claimPublication).
   */
  jobToken?: string;
}

/** What the engines are given besides the look-through input (engines.ts). */
export interface EngineSettings {
  /** The SCR's input but its lines, its rule set, and the set computed beside it if any. */
  scr?: Omit<ScrInput, 'lines' | 'tables'> & { ruleSet: RuleSetId; impactWith?: RuleSetId };
  esg?: EsgSettings;
  /** The SFDR PAI statement's data (issue 38), given with the ESG settings. */
  pai?: PaiSettings;
  liquidity?: LiquiditySettings;
}

/** Runs the engines on an input: in a pool thread, or in the calling thread itself. */
export type EngineRunner = (
  input: LookThroughInput,
  settings: EngineSettings,
  tell: (message: WorkerProgressMessage) => void,
) => Promise<ComputationOutcome>;

/** The progress steps the pipeline reports; the service reports the start and the end. */
export type PipelineProgress = Pick<
  ComputationProgress,
  'loaded' | 'settingsLoaded' | 'fromWorker' | 'linesStored' | 'scrLinesStored'
>;

export interface StoredComputation {
  perimeterId: string;
  globalMarketValuation: number;
  globalSCRMarketResult: number | null;
  /** ISO instant: the answer crosses threads as plain data. */
  computationDate: string;
  lineCount: number;
}

/** The client's reporting currency; every demo and imported amount is in euros. */
const REFERENCE_CURRENCY = 'EUR';

export async function computeAndStore(
  db: Database,
  job: ComputationJob,
  progress: PipelineProgress,
  runEngines: EngineRunner,
  /** How the rows are written: see store-computation.ts. */
  writing: RowWriting,
): Promise<StoredComputation> {
  const { scope, level, simulation } = job;
  const { input, tptDetails } = await loadLookThroughInput(
    db,
    scope,
    level,
    REFERENCE_CURRENCY,
    (_step, detail) => progress.loaded(detail),
    simulation && (() => loadSimulationHeld(db, simulation)),
  );
  // The areas' settings are read side by side (on PostgreSQL, on their own connections).
  const [settings, esgSettings, liquiditySettings] = await Promise.all([
    job.flags.computeSCR
      ? loadScrSettings(db, job.userId, scope.roleCode, scope.valuationDate).then(
          (loaded: ScrSettings) => {
            progress.settingsLoaded();
            return loaded;
          },
        )
      : undefined,
    job.flags.computeESG
      ? loadEsgSettings(
          db,
          { userId: job.userId, roleCode: scope.roleCode, valuationDate: scope.valuationDate },
          esgIssuerKeys(input),
          esgSecurityKeys(input),
        )
      : undefined,
    job.flags.computeRiskLiquidity
      ? loadLiquiditySettings(
          db,
          input.instruments.map((instrument) => instrument.code),
          scope.valuationDate,
        )
      : undefined,
  ]);
  const paiSettings =
    esgSettings && (await loadPaiSettings(db, input, scope.valuationDate, esgSettings));
  const ruleSet = job.ruleSet ?? ruleSetForDate(scope.valuationDate);
  const impactWith = job.impact2027 ? otherRuleSet(ruleSet) : undefined;
  const outcome = await runEngines(
    settings ? withDefaultedLoans(input, settings.clientLists.defaultedLoans) : input,
    {
      ...(esgSettings && { esg: esgSettings }),
      ...(paiSettings && { pai: paiSettings }),
      ...(liquiditySettings && { liquidity: liquiditySettings }),
      ...(settings && {
        scr: {
          parameters: settings.parameters,
          clientLists: settings.clientLists,
          yieldCurves: settings.yieldCurves,
          eiopa: { symmetricAdjustment: settings.symmetricAdjustment },
          valuationDate: scope.valuationDate,
          ruleSet,
          ...(impactWith && { impactWith }),
        },
      }),
    },
    (message) => progress.fromWorker(message),
  );
  // The other quarter-ends of the PAI's year, when their inventories are all there.
  const paiQuarters =
    outcome.pai && !simulation ? await paiOfOtherQuarters(db, scope, level, runEngines) : [];
  const perimeterId = randomUUID();
  const createdAt = new Date();
  const payload =
    outcome.scr && settings
      ? {
          ...scrPayload(
            outcome.scr,
            { perimeterId, scope, computedAt: createdAt, settings },
            outcome.counterparty,
          ),
          ...(outcome.impact ? { impact2027: true } : {}),
        }
      : undefined;
  const impact =
    outcome.impact && settings
      ? impactPayload(outcome.impact, {
          perimeterId,
          scope,
          computedAt: createdAt,
          mainRuleSet: ruleSet,
          curveDate: settings.yieldCurve.date,
        })
      : undefined;
  // What every area's result is stored under.
  const stamp = {
    perimeterId,
    roleCode: scope.roleCode,
    valuationDate: scope.valuationDate,
    computedAt: createdAt,
  };
  const stored = await storeComputation(
    db,
    {
      userId: job.userId,
      simulation: simulation !== undefined,
      ...(job.jobToken && { jobToken: job.jobToken }),
      ...(job.savedPerimeter && { savedPerimeter: job.savedPerimeter }),
      lookThrough: {
        perimeterId,
        userId: job.userId,
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
      outcome,
      ...(payload && { scr: { payload, ...(impact && { impact }) } }),
      ...(outcome.esg && {
        esg: {
          payload: esgPayload(outcome.esg, {
            ...stamp,
            ...(esgSettings && { settings: esgSettings }),
          }),
        },
      }),
      ...(outcome.pai && {
        pai: {
          payload: paiPayload(
            [...paiQuarters, { date: scope.valuationDate, result: outcome.pai }],
            stamp,
          ),
        },
      }),
      ...(outcome.liquidity && {
        liquidity: {
          payload: liquidityPayload(outcome.liquidity, {
            ...stamp,
            lineCount: outcome.result.count,
          }),
        },
      }),
    },
    writing,
    progress,
  );
  // The results are committed: statistics that could not be refreshed (a lock waited past
  // the budget) must not report the computation failed; the purge's ANALYZE comes next.
  await refreshComputationStatistics(db, perimeterId, {
    scr: outcome.scr !== undefined,
    esg: outcome.esg !== undefined,
    liquidity: outcome.liquidity !== undefined,
  }).catch(() => undefined);
  return stored;
}
