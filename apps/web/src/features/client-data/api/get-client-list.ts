import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { LIST_SPECS, type ListKey } from '../lib/list-specs';
import { fromView, type ListRow } from '../lib/rows';
import { clientDataKeys } from './client-list-keys';

/** GET /api/parameters/{list}?rolename=…: the client's list, as grid rows. */
export async function getClientList(
  list: ListKey,
  rolename: string,
  signal?: AbortSignal,
): Promise<ListRow[]> {
  const spec = LIST_SPECS[list];
  const views = await apiRequest(spec.path, {
    query: { rolename },
    withUserId: true,
    schema: spec.answer,
    signal,
  });
  return views.map((view) => fromView(view as Record<string, unknown>));
}

export const clientListQueryOptions = (list: ListKey, rolename: string) =>
  queryOptions({
    queryKey: clientDataKeys.list(list, rolename),
    queryFn: ({ signal }) => getClientList(list, rolename, signal),
    // The grid is the copy the user edits: reloaded on purpose only.
    staleTime: Infinity,
  });

export function useClientList(list: ListKey, rolename: string) {
  return useQuery(clientListQueryOptions(list, rolename));
}
