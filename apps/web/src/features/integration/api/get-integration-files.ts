import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { integrationEntrySchema, type IntegrationEntry } from '@prisme/domain';
import { apiRequest } from '../../../api/client';

const integrationFilesSchema = z.array(integrationEntrySchema);

/** While a file is still being integrated, the log is read again at this pace… */
const IN_PROGRESS_REFRESH_MS = 5_000;
/** …unless the entry is older than this: a stuck entry must not poll forever. */
const IN_PROGRESS_MAX_AGE_MS = 30 * 60_000;

/** How soon to read the log again: only while a recent entry is "En cours". */
export function refreshInterval(
  entries: readonly IntegrationEntry[] | undefined,
  now = Date.now(),
): number | false {
  const working = entries?.some(
    (entry) =>
      entry.Etat === 'En cours' && now - Date.parse(entry.Created) < IN_PROGRESS_MAX_AGE_MS,
  );
  return working ? IN_PROGRESS_REFRESH_MS : false;
}

export const integrationFilesRootKey = ['integration', 'files'] as const;
export const integrationFilesKey = (rolename: string) =>
  [...integrationFilesRootKey, rolename] as const;

/**
 * GET /api/integration/files?rolename=…&userID=… → the role's log, newest first, shared
 * reference data included (RoleName null). 403 for a role the user may not reach.
 */
export function getIntegrationFiles(
  rolename: string,
  signal?: AbortSignal,
): Promise<IntegrationEntry[]> {
  return apiRequest('integration/files', {
    query: { rolename },
    withUserId: true,
    schema: integrationFilesSchema,
    signal,
  });
}

export const integrationFilesQueryOptions = (rolename: string) =>
  queryOptions({
    queryKey: integrationFilesKey(rolename),
    queryFn: ({ signal }) => getIntegrationFiles(rolename, signal),
    refetchInterval: (query) => refreshInterval(query.state.data),
  });

export function useIntegrationFiles(rolename: string) {
  return useQuery(integrationFilesQueryOptions(rolename));
}
