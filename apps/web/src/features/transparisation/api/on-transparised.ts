import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComputationResponse } from '@prisme/domain';
import { transparisationKeys } from './query-keys';

/**
 * The queries a new transparisation makes stale. Spec §4 Transparisation step 3: "the
 * parameters of every area are reloaded" — each area that caches parameters (SCR,
 * client data, ESG, liquidity) adds its query key root here when it is built; today the
 * transparisation's own indicators are the only cached data that depend on it.
 */
export const STALE_AFTER_TRANSPARISATION: readonly QueryKey[] = [transparisationKeys.summaries];

/**
 * Runs once a transparisation has succeeded and the navigation state holds its perimeter
 * id: the hook point of the later areas. Not awaited by the caller: the pages show the
 * result at once while the stale queries reload in the background.
 */
export async function onTransparised(
  queryClient: QueryClient,
  _response: ComputationResponse,
): Promise<void> {
  await Promise.all(
    STALE_AFTER_TRANSPARISATION.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
