import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveCategoriesSchema } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { archiveKeys } from './archive-keys';

/**
 * GET /api/archive/categories?rolename (spec §7): « Officiel », « Test », then the role's
 * own categories.
 */
export function getArchiveCategories(role: string, signal?: AbortSignal): Promise<string[]> {
  return apiRequest('archive/categories', {
    query: { rolename: role },
    schema: archiveCategoriesSchema,
    signal,
  });
}

export const archiveCategoriesQueryOptions = (role: string) =>
  queryOptions({
    queryKey: archiveKeys.categories(role),
    queryFn: ({ signal }) => getArchiveCategories(role, signal),
  });

export function useArchiveCategories(role: string | null) {
  return useQuery({ ...archiveCategoriesQueryOptions(role ?? ''), enabled: role !== null });
}
