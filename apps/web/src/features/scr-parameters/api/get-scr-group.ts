import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import {
  SCR_GROUP_SPECS,
  scrParameterKeys,
  type ScrGroup,
  type ScrGroupValues,
} from './scr-groups';

/** GET /api/parameters/scr-{group}?userID=…&rolename=…: the user's saved group. */
export function getScrGroup<G extends ScrGroup>(
  group: G,
  rolename: string,
  signal?: AbortSignal,
): Promise<ScrGroupValues[G]> {
  const spec = SCR_GROUP_SPECS[group];
  return apiRequest(spec.path, {
    query: { rolename },
    withUserId: true,
    schema: spec.schema,
    signal,
  });
}

export const scrGroupQueryOptions = <G extends ScrGroup>(group: G, rolename: string) =>
  queryOptions({
    queryKey: scrParameterKeys.group(group, rolename),
    queryFn: ({ signal }) => getScrGroup(group, rolename, signal),
    // The form is the copy the user edits: no refetch behind its back.
    staleTime: Infinity,
  });

export function useScrGroup<G extends ScrGroup>(group: G, rolename: string) {
  return useQuery(scrGroupQueryOptions(group, rolename));
}
