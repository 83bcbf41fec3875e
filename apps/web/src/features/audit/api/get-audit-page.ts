import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditFilter, type AuditPage } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { auditKeys } from './audit-keys';

/** GET /api/admin/audit?from&to&roleCode&group&account&offset&limit (administrators). */
export function getAuditPage(
  filter: AuditFilter,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return apiRequest('admin/audit', {
    query: { ...filter, offset, limit },
    schema: auditPageSchema,
    signal,
  });
}

export const auditPageQueryOptions = (filter: AuditFilter, offset: number, limit: number) =>
  queryOptions({
    queryKey: auditKeys.page(filter, offset, limit),
    queryFn: ({ signal }) => getAuditPage(filter, offset, limit, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAuditPage(filter: AuditFilter, offset: number, limit: number) {
  return useQuery(auditPageQueryOptions(filter, offset, limit));
}
