import { queryOptions, useQuery } from '@tanstack/react-query';
import { paiLinesSchema, type PaiLines } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { paiKeys } from './pai-keys';

/** GET /api/esg/pai/lines?perimeterID=…&figure=… → a figure's securities (drill-down). */
export function getPaiLines(
  perimeterId: string,
  figure: string,
  signal?: AbortSignal,
): Promise<PaiLines> {
  return apiRequest('esg/pai/lines', {
    query: { perimeterID: perimeterId, figure },
    withUserId: true,
    schema: paiLinesSchema,
    signal,
  });
}

export const paiLinesQueryOptions = (perimeterId: string, figure: string) =>
  queryOptions({
    queryKey: paiKeys.lines(perimeterId, figure),
    queryFn: ({ signal }) => getPaiLines(perimeterId, figure, signal),
  });

export function usePaiLines(perimeterId: string, figure: string | null) {
  return useQuery({ ...paiLinesQueryOptions(perimeterId, figure ?? ''), enabled: figure !== null });
}
