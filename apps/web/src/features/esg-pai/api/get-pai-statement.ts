import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaiStatement } from '../../../api/pai-statement';
import { paiKeys } from './pai-keys';

/** GET /api/esg/pai?perimeterID=… → the perimeter's PAI statement, null when it has none. */
export const paiStatementQueryOptions = (perimeterId: string) =>
  queryOptions({
    queryKey: paiKeys.statement(perimeterId),
    queryFn: ({ signal }) => getPaiStatement(perimeterId, signal),
  });

export function usePaiStatement(perimeterId: string) {
  return useQuery(paiStatementQueryOptions(perimeterId));
}
