import { queryOptions, useQuery } from '@tanstack/react-query';
import { counterpartyLinesSchema, type CounterpartyLines } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { solvencyKeys } from './get-scr-result';

export const counterpartyLinesKey = (perimeterId: string, name: string) =>
  [...solvencyKeys.all, 'counterparty-lines', perimeterId, name] as const;

/**
 * GET /api/solvency/counterparty/lines?perimeterID=…&name=… → the counterparty default
 * exposures of one single name (a group or a counterparty) of a computed perimeter.
 */
export function getCounterpartyLines(
  perimeterId: string,
  name: string,
  signal?: AbortSignal,
): Promise<CounterpartyLines> {
  return apiRequest('solvency/counterparty/lines', {
    query: { perimeterID: perimeterId, name },
    withUserId: true,
    schema: counterpartyLinesSchema,
    signal,
  });
}

export const counterpartyLinesQueryOptions = (perimeterId: string, name: string) =>
  queryOptions({
    queryKey: counterpartyLinesKey(perimeterId, name),
    queryFn: ({ signal }) => getCounterpartyLines(perimeterId, name, signal),
  });

export function useCounterpartyLines(perimeterId: string, name: string) {
  return useQuery(counterpartyLinesQueryOptions(perimeterId, name));
}
