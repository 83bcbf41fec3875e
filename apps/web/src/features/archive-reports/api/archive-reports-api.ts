import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  archiveHistorySchema,
  archiveSchema,
  esgResultSchema,
  liquidityResultSchema,
  lookThroughSummarySchema,
  scrComparisonSchema,
  scrResultSchema,
  type Archive,
  type ArchiveFamily,
  type ArchiveHistory,
  type EsgResult,
  type LiquidityResult,
  type LookThroughSummary,
  type ScrComparison,
  type ScrResultPayload,
} from '@prisme/domain';
import { ApiError, apiRequest, type AnswerSchema } from '../../../api/client';
import { useClientRoleStore } from '../../../state';

/**
 * The reads of the archive reports (issue 18 §3): the role's archives, the category
 * history, and each archived perimeter's stored results. Each feature fetches in its own
 * api/ folder; these call the same endpoints as the results pages.
 */
export const archiveReportKeys = {
  all: ['archive-reports'] as const,
  archives: (role: string) => [...archiveReportKeys.all, 'archives', role] as const,
  history: (role: string, category: string, family: ArchiveFamily | undefined) =>
    [...archiveReportKeys.all, 'history', role, category, family ?? 'all'] as const,
  result: (kind: string, perimeterId: string) =>
    [...archiveReportKeys.all, 'result', kind, perimeterId] as const,
  scrComparison: (a: string, b: string) =>
    [...archiveReportKeys.all, 'scr-comparison', a, b, SCR_COMPARISON_TOP] as const,
};

const archivesSchema = z.array(archiveSchema);

/** GET /api/archive/all?rolename → the role's archives, latest computation first. */
export function getArchives(role: string, signal?: AbortSignal): Promise<Archive[]> {
  return apiRequest('archive/all', {
    query: { rolename: role },
    withUserId: true,
    schema: archivesSchema,
    signal,
  });
}

/** The archives of the client role chosen in the perimeter bar (none without a role). */
export function useRoleArchives() {
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  return useQuery({
    queryKey: archiveReportKeys.archives(role ?? ''),
    queryFn: ({ signal }) => getArchives(role!, signal),
    enabled: role !== null,
  });
}

/** GET /api/archive/history → a category's archives in time with their figures. */
export function getArchiveHistory(
  role: string,
  category: string,
  family: ArchiveFamily | undefined,
  signal?: AbortSignal,
): Promise<ArchiveHistory> {
  return apiRequest('archive/history', {
    query: { rolename: role, category, family },
    withUserId: true,
    schema: archiveHistorySchema,
    signal,
  });
}

export function useArchiveHistory(
  role: string | null,
  category: string | null,
  family: ArchiveFamily | undefined,
) {
  return useQuery({
    queryKey: archiveReportKeys.history(role ?? '', category ?? '', family),
    queryFn: ({ signal }) => getArchiveHistory(role!, category!, family, signal),
    enabled: role !== null && category !== null,
  });
}

/** A stored result by perimeter, or null when the server has none (404). */
async function resultOrNull<T>(
  path: string,
  query: Record<string, string>,
  schema: AnswerSchema<T>,
  signal?: AbortSignal,
): Promise<T | null> {
  try {
    return await apiRequest(path, {
      query,
      withUserId: true,
      schema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The result families the reports read, each by its endpoint. */
const RESULT_READS = {
  scr: { path: 'solvency/results', schema: scrResultSchema },
  esg: { path: 'esg/results', schema: esgResultSchema },
  liquidity: { path: 'risk_liquidity/results', schema: liquidityResultSchema },
} as const;

interface ResultOf {
  scr: ScrResultPayload;
  esg: EsgResult;
  liquidity: LiquidityResult;
  summary: LookThroughSummary;
}
export type ResultKind = keyof ResultOf;

export const archiveResultQueryOptions = <K extends ResultKind>(kind: K, perimeterId: string) =>
  queryOptions({
    queryKey: archiveReportKeys.result(kind, perimeterId),
    queryFn: ({ signal }): Promise<ResultOf[K] | null> =>
      kind === 'summary'
        ? (resultOrNull(
            `inventory/${encodeURIComponent(perimeterId)}/summary`,
            {},
            lookThroughSummarySchema,
            signal,
          ) as Promise<ResultOf[K] | null>)
        : (resultOrNull(
            RESULT_READS[kind as Exclude<ResultKind, 'summary'>].path,
            { perimeterID: perimeterId },
            RESULT_READS[kind as Exclude<ResultKind, 'summary'>].schema as AnswerSchema<
              ResultOf[K]
            >,
            signal,
          ) as Promise<ResultOf[K] | null>),
    // An archive reads the same forever.
    staleTime: Infinity,
  });

/** An archive's stored result of one kind (SCR, ESG, liquidity, look-through summary). */
export function useArchiveResult<K extends ResultKind>(kind: K, perimeterId: string) {
  return useQuery(archiveResultQueryOptions(kind, perimeterId));
}

/** How many changed securities the comparison lists; the others are counted only. */
export const SCR_COMPARISON_TOP = 500;

/**
 * GET /api/solvency/comparison?basePerimeterID&perimeterID&top → the securities whose
 * value or SCR contribution differs between archive A (base) and archive B.
 */
export async function getArchiveScrComparison(
  a: string,
  b: string,
  signal?: AbortSignal,
): Promise<ScrComparison | null> {
  try {
    return await apiRequest('solvency/comparison', {
      query: { basePerimeterID: a, perimeterID: b, top: SCR_COMPARISON_TOP },
      withUserId: true,
      schema: scrComparisonSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useArchiveScrComparison(a: string, b: string, enabled = true) {
  return useQuery({
    queryKey: archiveReportKeys.scrComparison(a, b),
    queryFn: ({ signal }) => getArchiveScrComparison(a, b, signal),
    staleTime: Infinity,
    enabled,
  });
}
