import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { archiveSchema, type Archive } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { archiveKeys } from './archive-keys';

const archivesSchema = z.array(archiveSchema);

/** GET /api/archive/all?rolename (spec §7): the role's archives, latest computation first. */
export function getArchives(role: string, signal?: AbortSignal): Promise<Archive[]> {
  return apiRequest('archive/all', { query: { rolename: role }, schema: archivesSchema, signal });
}

export const archivesQueryOptions = (role: string) =>
  queryOptions({
    queryKey: archiveKeys.list(role),
    queryFn: ({ signal }) => getArchives(role, signal),
  });

/** The role's archives; nothing is asked without a role. */
export function useArchives(role: string | null) {
  return useQuery({ ...archivesQueryOptions(role ?? ''), enabled: role !== null });
}
