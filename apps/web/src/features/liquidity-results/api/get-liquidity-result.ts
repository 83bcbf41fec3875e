import { queryOptions, useQuery } from '@tanstack/react-query';
import { liquidityResultSchema, type LiquidityResult } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';

export const liquidityResultKeys = {
  all: ['liquidity-result'] as const,
  result: (perimeterId: string) => [...liquidityResultKeys.all, perimeterId] as const,
  redemption: (perimeterId: string, outflow: number, unit: string) =>
    [...liquidityResultKeys.all, perimeterId, 'redemption', unit, outflow] as const,
};

/**
 * GET /api/risk_liquidity/results?perimeterID=… → the liquidity analysis of a computed
 * perimeter, or null when it has none (404: computed without the liquidity risk).
 */
export async function getLiquidityResult(
  perimeterId: string,
  signal?: AbortSignal,
): Promise<LiquidityResult | null> {
  try {
    return await apiRequest('risk_liquidity/results', {
      query: { perimeterID: perimeterId },
      withUserId: true,
      schema: liquidityResultSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const liquidityResultQueryOptions = (perimeterId: string) =>
  queryOptions({
    queryKey: liquidityResultKeys.result(perimeterId),
    queryFn: ({ signal }) => getLiquidityResult(perimeterId, signal),
  });

export function useLiquidityResult(perimeterId: string) {
  return useQuery(liquidityResultQueryOptions(perimeterId));
}
