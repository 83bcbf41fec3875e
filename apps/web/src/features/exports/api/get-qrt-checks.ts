import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrtChecksSchema, type QrtChecks } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import type { QrtReportInput } from './download-qrt-report';

/**
 * GET /api/reporting/qrt-checks?perimeterID&bceColumns&beginDateQrts0901 (issue 36 §6):
 * the QRT's checks and EIOPA business rules, blocking or warnings, before any download.
 */
export function getQrtChecks(
  { perimeterId, options }: QrtReportInput,
  signal?: AbortSignal,
): Promise<QrtChecks> {
  return apiRequest('reporting/qrt-checks', {
    query: { perimeterID: perimeterId, ...options },
    schema: qrtChecksSchema,
    signal,
  });
}

export const qrtChecksQueryOptions = (input: QrtReportInput) =>
  queryOptions({
    queryKey: ['reporting', 'qrt-checks', input.perimeterId, input.options] as const,
    queryFn: ({ signal }) => getQrtChecks(input, signal),
    // A perimeter's checks change only with a new computation: asked once.
    staleTime: Infinity,
  });

/** The checks of the perimeter with these options, once asked (null: not asked yet). */
export function useQrtChecks(input: QrtReportInput | null) {
  return useQuery({
    ...qrtChecksQueryOptions(input ?? { perimeterId: '', options: defaultOptions }),
    enabled: input !== null,
  });
}

const defaultOptions = { bceColumns: true, beginDateQrts0901: '', module: 'quarterly' as const };
