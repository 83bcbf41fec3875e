import { randomUUID } from 'node:crypto';
import type {
  ComputationRequest,
  ComputationResponse,
  DirectPosition,
  LookThroughSummary,
  HierarchicalPositionsQuery,
  PerimeterRequest,
} from '@prisme/domain';
import type { LookThroughResult } from '@prisme/engine';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { bulkInsert } from '../../db/bulk-insert';
import { lookthroughInstruments, lookthroughLines } from '../../db/schema';
import { problem } from '../../http/errors';
import type { ProgressRegistry, ProgressReporter } from '../../jobs/progress';
import type { WorkerPool } from '../../jobs/worker-pool';
import type { PerimeterService } from '../perimeter/service';
import {
  checkPerimeter,
  perimeterOfRequest,
  requireCompletePerimeter,
} from '../perimeter/check-perimeter';
import { loadLookThroughInput } from './engine-input';
import { loadPositions, loadSecurities, type PerimeterScope } from './input-repository';
import { instrumentRows, lineRowBuilder } from './line-rows';
import {
  compileODataQuery,
  queryHierarchicalPositions,
  type HierarchicalPositionsPage,
} from './odata';
import {
  deleteComputedPerimetersOfUser,
  findComputedPerimeter,
  findLatestComputedPerimeter,
  insertComputedPerimeter,
  type ComputedPerimeter,
} from './perimeter-repository';

/**
 * The look-through of a perimeter (spec §4 "Transparisation", issue 5): its direct
 * positions, the transparisation that flattens its funds and stores the lines, and the
 * figures read back from a transparised perimeter. Every perimeter is read within the
 * caller's client roles: another client's id is not found.
 */
export interface LookThroughService {
  directPositions(access: UserAccess, request: PerimeterRequest): Promise<DirectPosition[]>;
  transparise(access: UserAccess, request: ComputationRequest): Promise<ComputationResponse>;
  /** A transparised perimeter of the caller's clients; 404 otherwise. */
  perimeter(access: UserAccess, perimeterId: string): Promise<ComputedPerimeter>;
  /** The caller's latest transparised perimeter; 404 when there is none. */
  latestPerimeter(access: UserAccess): Promise<ComputedPerimeter>;
  summary(access: UserAccess, perimeterId: string): Promise<LookThroughSummary>;
  /** The lines of a transparised perimeter through an OData query (400 when malformed). */
  hierarchicalPositions(
    access: UserAccess,
    perimeterId: string,
    query: HierarchicalPositionsQuery,
  ): Promise<HierarchicalPositionsPage>;
}

export interface LookThroughDependencies {
  db: Database;
  perimeters: PerimeterService;
  workers: WorkerPool;
  progress: ProgressRegistry;
}

/** Lines written per COPY: bounded memory, few round trips. */
const BATCH = 25_000;
/** The client's reporting currency; every demo and imported amount is in euros. */
const REFERENCE_CURRENCY = 'EUR';

const reachableRoles = (access: UserAccess) =>
  access.isAdmin ? undefined : access.roles.map((r) => r.code);

export function createLookThroughService(deps: LookThroughDependencies): LookThroughService {
  const { db, workers } = deps;

  async function scopeOf(access: UserAccess, request: PerimeterRequest) {
    const perimeter = perimeterOfRequest(request);
    await checkPerimeter(db, access, perimeter);
    const complete = requireCompletePerimeter(perimeter);
    const scope: PerimeterScope = {
      roleCode: complete.rolename,
      valuationDate: complete.valuationDate,
      portfolios: complete.portfolios,
      compartments: complete.compartments,
    };
    return { scope, level: complete.lookThroughLevel };
  }

  async function perimeter(access: UserAccess, perimeterId: string) {
    const found = await findComputedPerimeter(db, perimeterId, reachableRoles(access));
    if (!found) throw problem('NOT_FOUND', 'Ce périmètre transparisé est introuvable.');
    return found;
  }

  async function store(
    access: UserAccess,
    scope: PerimeterScope,
    level: string,
    computed: { result: LookThroughResult; summary: SummaryFigures },
    input: Awaited<ReturnType<typeof loadLookThroughInput>>['input'],
    progress: ProgressReporter,
  ) {
    const perimeterId = randomUUID();
    const createdAt = new Date();
    const total = computed.result.statistics.exposureRc;
    const summary: LookThroughSummary = {
      ...computed.summary,
      perimeterID: perimeterId,
      rolename: scope.roleCode,
      valuationDate: scope.valuationDate,
      portfolios: scope.portfolios,
      compartments: scope.compartments,
      lookThroughLevel: level,
      transparisationDate: createdAt.toISOString(),
      referenceCurrency: REFERENCE_CURRENCY,
    };
    const rowsOf = lineRowBuilder(computed.result, input, {
      roleCode: scope.roleCode,
      perimeterId,
      totalMarketValue: total,
    });
    const count = computed.result.count;
    // One transaction: the perimeter exists with all its lines or not at all.
    await db.transaction(async (tx) => {
      await deleteComputedPerimetersOfUser(tx, access.userId);
      const instruments = instrumentRows(computed.result, input, {
        roleCode: scope.roleCode,
        perimeterId,
      });
      for (let from = 0; from < instruments.length; from += BATCH) {
        await bulkInsert(tx, lookthroughInstruments, instruments.slice(from, from + BATCH));
      }
      for (let from = 0; from < count; from += BATCH) {
        await bulkInsert(tx, lookthroughLines, rowsOf(from, Math.min(count, from + BATCH)));
        progress.report('storing', 40 + (55 * Math.min(count, from + BATCH)) / count);
      }
      await insertComputedPerimeter(tx, {
        id: perimeterId,
        roleCode: scope.roleCode,
        userId: access.userId,
        valuationDate: scope.valuationDate,
        portfolios: scope.portfolios,
        compartments: scope.compartments,
        lookThroughLevel: level,
        referenceCurrency: REFERENCE_CURRENCY,
        createdAt,
        totalMarketValue: total,
        lineCount: count,
        summary,
      });
    });
    return { perimeterId, createdAt, total, count };
  }

  return {
    async directPositions(access, request) {
      const { scope } = await scopeOf(access, request);
      const rows = await loadPositions(db, scope);
      const securities = new Map(
        (await loadSecurities(db, [...new Set(rows.map((r) => r.securityCode))])).map((s) => [
          s.code,
          s,
        ]),
      );
      return rows.map((row) => {
        const security = securities.get(row.securityCode);
        return {
          id: row.id,
          portfolioCode: row.portfolioCode,
          compartmentCode: row.compartmentCode,
          securityCode: row.securityCode,
          securityName: security?.name ?? null,
          cic: security?.cic ?? null,
          quotationCurrency: row.quotationCurrency,
          quantity: row.quantity,
          marketValueQc: row.marketValueQc,
          marketValueRc: row.marketValueRc,
          accruedInterestRc: row.accruedInterestRc,
          bookValueRc: row.bookValueRc,
          acquisitionDate: row.acquisitionDate,
          isFund: !!security && (security.hasComposition || security.cic[2] === '4'),
        };
      });
    },

    async transparise(access, request) {
      if (request.computeSCR || request.computeESG || request.computeRiskLiquidity) {
        throw problem('COMPUTATION_UNAVAILABLE');
      }
      // Spec §4 Transparisation 1: the perimeter is saved, then looked through.
      await deps.perimeters.save(access, request);
      const { scope, level } = await scopeOf(access, request);
      const progress = deps.progress.start(request.progressToken, access.userId);
      try {
        progress.report('loading', 2);
        const { input } = await loadLookThroughInput(db, scope, level, REFERENCE_CURRENCY);
        progress.report('lookthrough', 25);
        const computed = await workers.run<{ result: LookThroughResult; summary: SummaryFigures }>(
          input,
          'lookthrough',
        );
        progress.report('storing', 40);
        const stored = await store(access, scope, level, computed, input, progress);
        progress.report('done', 100);
        return {
          perimeter: { perimeterID: stored.perimeterId },
          globalMarketValuation: stored.total,
          globalSCRMarketResult: null,
          simulationID: null,
          computationDate: stored.createdAt.toISOString(),
          lineCount: stored.count,
        };
      } catch (error) {
        progress.report('failed', 100);
        throw error;
      } finally {
        progress.end();
      }
    },

    perimeter,

    async latestPerimeter(access) {
      const found = await findLatestComputedPerimeter(db, access.userId, reachableRoles(access));
      if (!found) {
        throw problem(
          'NOT_FOUND',
          'Aucun périmètre transparisé : lancez d’abord la transparisation.',
        );
      }
      return found;
    },

    async summary(access, perimeterId) {
      return (await perimeter(access, perimeterId)).summary;
    },

    async hierarchicalPositions(access, perimeterId, query) {
      const found = await perimeter(access, perimeterId);
      return queryHierarchicalPositions(db, found.roleCode, found.id, compileODataQuery(query));
    },
  };
}

/** What the engine's summary gives; the service adds the perimeter's identity. */
type SummaryFigures = Omit<
  LookThroughSummary,
  | 'perimeterID'
  | 'rolename'
  | 'valuationDate'
  | 'portfolios'
  | 'compartments'
  | 'lookThroughLevel'
  | 'transparisationDate'
  | 'referenceCurrency'
>;
