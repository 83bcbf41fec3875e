import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComputationResponse } from '@prisme/domain';
import { PARAMETER_QUERY_ROOTS } from '../../../api/query-roots';
import { transparisationKeys } from './query-keys';

/**
 * The queries a new transparisation makes stale: its own indicators, and (spec §4
 * Transparisation step 3: "the parameters of every area are reloaded") the parameters and
 * client-data lists, whose "dans le périmètre" flags follow the new look-through. ESG and
 * liquidity add their roots to PARAMETER_QUERY_ROOTS when they are built.
 */
export const STALE_AFTER_TRANSPARISATION: readonly QueryKey[] = [
  transparisationKeys.summaries,
  ...Object.values(PARAMETER_QUERY_ROOTS),
];

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
