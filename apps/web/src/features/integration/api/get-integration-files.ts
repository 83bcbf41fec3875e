import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  INTEGRATION_LIST_SELECT,
  INTEGRATION_LIST_TITLE,
  integrationListItemSchema,
  type IntegrationEntry,
} from '@prisme/domain';
import { collabKeys } from '../../../api/collab-keys';
import { readCollabList } from '../../../api/collab-list';
import { odataString } from '../../../lib/odata-query';

/** Spec §9: the files list reads at most this many entries. */
export const INTEGRATION_LIST_TOP = 10_000;

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

export const integrationFilesRootKey = collabKeys.list(INTEGRATION_LIST_TITLE);
export const integrationFilesKey = (rolename: string) =>
  [...integrationFilesRootKey, rolename] as const;

/**
 * The "Intégration" list of the collaboration site (spec §3, §7): the client's files and
 * the shared reference-data files (RoleName null), newest Created first, top 10,000.
 */
export function getIntegrationFiles(
  client: QueryClient,
  rolename: string,
  signal?: AbortSignal,
): Promise<IntegrationEntry[]> {
  return readCollabList(
    client,
    INTEGRATION_LIST_TITLE,
    {
      select: INTEGRATION_LIST_SELECT,
      filter: `RoleName eq ${odataString(rolename)} or RoleName eq null`,
      top: INTEGRATION_LIST_TOP,
      orderBy: 'Created desc',
    },
    integrationListItemSchema,
    signal,
  );
}

export const integrationFilesQueryOptions = (rolename: string) =>
  queryOptions({
    queryKey: integrationFilesKey(rolename),
    queryFn: ({ client, signal }) => getIntegrationFiles(client, rolename, signal),
    refetchInterval: (query) => refreshInterval(query.state.data),
  });

export function useIntegrationFiles(rolename: string) {
  return useQuery(integrationFilesQueryOptions(rolename));
}
